// Shared by the benchmarks (bench-catalog.mjs, bench-cart.mjs, bench-checkout.mjs, bench-search.mjs,
// bench-ssr.mjs): building the API and the storefront, seeding a generated catalogue into a
// throwaway data folder and PostgreSQL, starting servers pinned to one core, loading them with
// autocannon or an evenly paced open loop, percentiles, the verdict against a baseline and a
// plain-text table. Every child process is tracked and stopped when the benchmark ends, fails
// or is interrupted.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { availableParallelism, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import pg from 'pg';

const root = resolve(import.meta.dirname, '../..');
const apiDist = join(root, 'apps/shop-api/dist');
const storefrontDir = join(root, 'apps/storefront');

// Servers run on core 1 and this script (autocannon's client) on core 0, so the client never steals
// the measured server's CPU. On a one-core machine both share it and the figures say less.
const SERVER_CORE = '1';
const CLIENT_CORE = '0';
const canPin = availableParallelism() >= 2;

/** `postgres://…/shop_bench` unless BENCH_DATABASE_URL says otherwise (`off` skips PostgreSQL). */
const DEFAULT_POSTGRES_URL = 'postgres://postgres@127.0.0.1:5432/shop_bench';
/** 2,000 generated products are 21,301 variants: the catalogue size of the quality targets. */
const DEFAULT_PRODUCTS = 2000;
/** Output kept per child, to explain a failure. */
const OUTPUT_TAIL = 8_000;

const children = new Set();
const tempDirs = new Set();
// One secret for every process of a run: production with DATABASE_URL requires one.
const jwtSecret = randomBytes(32).toString('hex');

/** Products to generate: BENCH_PRODUCTS, else 2,000. */
function benchProducts() {
  const products = Number(process.env.BENCH_PRODUCTS ?? DEFAULT_PRODUCTS);
  if (!Number.isInteger(products) || products < 1)
    throw new Error(`BENCH_PRODUCTS must be a positive whole number, not ${process.env.BENCH_PRODUCTS}`);
  return products;
}

/**
 * Only what a child needs: a developer's own DATABASE_URL, REDIS_URL or APP_ACCESS_TOKEN must not
 * leak into the measured server and change what is measured.
 */
function cleanEnv(extra) {
  return { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...extra };
}

// Production mode as a shop runs, with the demo's payment gateway and mail outbox named (no money or mail is real here).
function databaseEnv({ dataDir, databaseUrl }) {
  return {
    NODE_ENV: 'production',
    TEST_GATEWAY: 'on',
    MAIL_OUTBOX: 'file',
    DATA_DIR: dataDir,
    JWT_SECRET: jwtSecret,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
  };
}

function track(command, args, env) {
  const child = spawn(command, args, { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  const keep = (chunk) => {
    output = (output + chunk).slice(-OUTPUT_TAIL);
  };
  child.stdout.setEncoding('utf8').on('data', keep);
  child.stderr.setEncoding('utf8').on('data', keep);
  children.add(child);
  child.once('exit', () => children.delete(child));
  // A command that cannot start (no taskset) has no pid; its error explains the failure.
  child.once('error', (error) => keep(`\n${error.message}`));
  return { child, output: () => output };
}

const hasExited = (child) => child.exitCode !== null || child.signalCode !== null || child.pid === undefined;

function stopChild(child) {
  return new Promise((done) => {
    if (hasExited(child)) return done();
    // The API closes gracefully on SIGTERM; one that hangs is killed.
    const timer = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(timer);
      done();
    });
    child.kill('SIGTERM');
  });
}

async function cleanUp() {
  await Promise.all([...children].map(stopChild));
  unpinPostgres();
  for (const dir of tempDirs) rmSync(dir, { recursive: true, force: true });
  tempDirs.clear();
}

// Last resort when the script dies without cleanUp (an uncaught throw in a callback).
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
  unpinPostgres();
});

/**
 * Runs a benchmark: a thrown error prints and exits 1, Ctrl-C exits 130; either way every child is
 * stopped and the data folder removed. A target that is missed is a report, not an error.
 */
export async function runBench(main) {
  const interrupt = (signal) => {
    console.error(`\n${signal}: stopping the servers`);
    cleanUp().finally(() => process.exit(130));
  };
  process.once('SIGINT', interrupt);
  process.once('SIGTERM', interrupt);
  try {
    await main();
  } catch (error) {
    console.error(`benchmark failed: ${error instanceof Error ? error.message : error}`);
    process.exitCode = 1;
  } finally {
    await cleanUp();
  }
  // autocannon's and pg's sockets may keep the loop alive a moment; the report is complete.
  process.exit(process.exitCode ?? 0);
}

/**
 * Builds an Nx project (a cache hit when nothing changed), so a stale dist is never measured;
 * `--no-build` measures what is built.
 */
function buildProject(project, builtFile) {
  if (process.argv.includes('--no-build') && existsSync(builtFile)) return;
  const env = { ...process.env, NX_DAEMON: process.env.NX_DAEMON ?? 'false', NX_NO_CLOUD: 'true' };
  const result = spawnSync('npx', ['nx', 'run', `${project}:build`, '--outputStyle=static'], {
    cwd: root,
    env,
    encoding: 'utf8',
  });
  if (result.status !== 0) throw new Error(`npx nx run ${project}:build failed:\n${result.stdout}${result.stderr}`);
}

const buildApi = () => buildProject('shop-api', join(apiDist, 'server.js'));

/** The storefront's production build (client and server), for the benchmarks of its pages. */
export const buildStorefront = () => buildProject('storefront', join(storefrontDir, 'dist/server/server.js'));

/** A temporary folder (a data folder, a page saved for a baseline), removed at the end. */
export function makeTempDir() {
  const dir = mkdtempSync(join(tmpdir(), 'shop-bench-'));
  tempDirs.add(dir);
  return dir;
}

/** Moves this process (autocannon's client) to its own core; called after seeding, which wants both. */
function pinLoadGenerator() {
  if (canPin) spawnSync('taskset', ['-a', '-p', '-c', CLIENT_CORE, String(process.pid)], { stdio: 'ignore' });
}

export function describeCores() {
  const layout = canPin
    ? `servers on core ${SERVER_CORE} (taskset), load generator on core ${CLIENT_CORE}`
    : 'one core: servers and load generator share it';
  return `${layout}; ${postgresLayout}`;
}

/** What the run did with PostgreSQL's processes, for describeCores. */
let postgresLayout = 'PostgreSQL not pinned (BENCH_PG_CORE unset)';
/** The postmaster pinned by pinPostgres and its affinity before, to restore at the end. */
let pinnedPostmaster = null;

const childPids = (pid) =>
  (spawnSync('pgrep', ['-P', String(pid)], { encoding: 'utf8' }).stdout ?? '').split('\n').filter(Boolean);

/** `taskset -p` on a process and its threads; whether it worked. */
function setAffinity(pid, cores) {
  return spawnSync('taskset', ['-a', '-p', '-c', cores, String(pid)], { stdio: 'ignore' }).status === 0;
}

/**
 * BENCH_PG_CORE (a taskset core list, e.g. `0` or `2-3`): a diagnostic layout that pins the local
 * PostgreSQL server (its postmaster, found from `data_directory`/postmaster.pid, and every process
 * it has forked, so the API's backends forked later inherit it) to those cores, to tell the
 * machine's contention from the API's own cost. On a two-core machine `0` shares the load
 * generator's core and `1` the API's. The server's affinity is put back when the benchmark ends
 * (backends forked meanwhile included). Needs the server on this host and the right to taskset
 * its processes (root or its owner); otherwise it says why and the command to run by hand.
 */
async function pinPostgres(url) {
  const cores = process.env.BENCH_PG_CORE;
  if (!cores) return;
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  let postmaster;
  try {
    await client.connect();
    const { rows } = await client.query(`select setting from pg_settings where name = 'data_directory'`);
    postmaster = Number(readFileSync(join(rows[0].setting, 'postmaster.pid'), 'utf8').split('\n')[0]);
  } catch (error) {
    postgresLayout = `PostgreSQL NOT pinned: cannot find its postmaster (${error.code ?? error.message}); by hand: taskset -a -p -c ${cores} <postmaster pid> and each child (pgrep -P <pid>)`;
    return;
  } finally {
    await client.end().catch(() => undefined);
  }
  const before = /: (\S+)\s*$/.exec(
    spawnSync('taskset', ['-p', String(postmaster)], { encoding: 'utf8' }).stdout ?? '',
  );
  if (!before || !setAffinity(postmaster, cores)) {
    postgresLayout = `PostgreSQL NOT pinned: taskset refused on its postmaster (pid ${postmaster}); by hand: taskset -a -p -c ${cores} ${postmaster} and its children`;
    return;
  }
  pinnedPostmaster = { pid: postmaster, mask: before[1] };
  const pids = childPids(postmaster);
  const pinned = pids.filter((pid) => setAffinity(pid, cores)).length;
  postgresLayout = `PostgreSQL pinned to core ${cores} (BENCH_PG_CORE: postmaster ${postmaster} and ${pinned}/${pids.length} of its processes, new backends inherit it; restored at the end)`;
}

/** Puts the pinned PostgreSQL server's affinity back: the postmaster and every process it has now. */
function unpinPostgres() {
  if (!pinnedPostmaster) return;
  const { pid, mask } = pinnedPostmaster;
  pinnedPostmaster = null;
  for (const target of [String(pid), ...childPids(pid)])
    spawnSync('taskset', ['-a', '-p', mask, target], { stdio: 'ignore' });
}

async function runPostgres(url, text) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query(text);
  } finally {
    // Ending a connection that never opened may throw too; there is nothing left to close.
    await client.end().catch(() => undefined);
  }
}

/**
 * The PostgreSQL database to benchmark, created when missing, or why it is skipped. The seed wipes
 * it (every migration undone), so its name must say "bench": a real database is never a target.
 */
async function benchPostgres() {
  const url = process.env.BENCH_DATABASE_URL ?? DEFAULT_POSTGRES_URL;
  if (url === '' || url === 'off') return { skipped: 'BENCH_DATABASE_URL is off' };
  const parsed = new URL(url);
  const name = decodeURIComponent(parsed.pathname.slice(1));
  if (!/^[a-z0-9_]*bench[a-z0-9_]*$/.test(name))
    throw new Error(
      `BENCH_DATABASE_URL must name a database with "bench" in its name (the benchmark wipes it), not "${name}"`,
    );
  try {
    await runPostgres(url, 'select 1');
    return { url };
  } catch (error) {
    // 3D000: the server answers but the database does not exist yet.
    if (error.code !== '3D000')
      return { skipped: `PostgreSQL at ${parsed.host} is not reachable (${error.code ?? error.message})` };
  }
  parsed.pathname = '/postgres';
  try {
    await runPostgres(parsed.href, `create database ${name}`);
  } catch (error) {
    // 42P04: created meanwhile by someone else; fine.
    if (error.code !== '42P04') return { skipped: `cannot create database ${name} (${error.code ?? error.message})` };
  }
  return { url };
}

/**
 * `npm run seed -- --products N --reset --force` on the built CLI (no Nx: the build is done);
 * returns its counts. Forced: a benchmark database is wiped by every run, orders included.
 */
function seedCatalogue({ dataDir, databaseUrl, products }) {
  const started = performance.now();
  const { child, output } = track(
    process.execPath,
    [join(apiDist, 'seed.js'), '--products', String(products), '--reset', '--force'],
    cleanEnv(databaseEnv({ dataDir, databaseUrl })),
  );
  return new Promise((done, fail) => {
    child.once('error', fail);
    child.once('exit', (code) => {
      const counts = output().match(/seed: \d+ categories, (\d+) products, (\d+) variants/);
      if (code !== 0 || !counts)
        return fail(new Error(`seeding ${databaseUrl ? 'PostgreSQL' : 'SQLite'} failed (exit ${code}):\n${output()}`));
      done({ products: Number(counts[1]), variants: Number(counts[2]), seconds: (performance.now() - started) / 1000 });
    });
  });
}

/**
 * After seeding, the work PostgreSQL would otherwise do in the background during the first
 * measurements (autovacuum and analyze of the fresh tables, a checkpoint of the seed's WAL), done
 * now on the benchmark's database, so its cost is not counted as the API's; prints how long it took.
 * Best effort: a server that refuses (no right to CHECKPOINT) is measured as it is, and says so.
 */
async function settlePostgres(url) {
  const started = performance.now();
  const client = new pg.Client({ connectionString: url });
  try {
    await client.connect();
    await client.query('vacuum analyze');
    await client.query('checkpoint');
    console.log(
      `PostgreSQL settled after seeding: vacuum analyze, checkpoint (${((performance.now() - started) / 1000).toFixed(1)} s)`,
    );
  } catch (error) {
    console.log(
      `PostgreSQL not settled after seeding (${error.code ?? error.message}): its background work may overlap the first figures`,
    );
  } finally {
    await client.end().catch(() => undefined);
  }
}

/**
 * Builds the API, seeds the generated catalogue into a temporary DATA_DIR (SQLite) and into
 * PostgreSQL when reachable, prints what was seeded, and pins this process to the load generator's
 * core. Returns the databases to measure (with the products and variants seeded), each accepted by startApi. `postgresOnly`: PostgreSQL
 * alone, and an unreachable or switched-off PostgreSQL is an error rather than a skip.
 */
export async function prepareDatabases({ postgresOnly = false, sqliteOnly = false, products = benchProducts() } = {}) {
  buildApi();
  const dataDir = makeTempDir();
  const postgres = sqliteOnly ? { skipped: 'not measured here' } : await benchPostgres();
  if (postgres.skipped && postgresOnly) throw new Error(`this benchmark needs PostgreSQL: ${postgres.skipped}`);
  if (postgres.skipped && !sqliteOnly) console.log(`PostgreSQL skipped: ${postgres.skipped}`);
  const databases = [
    ...(postgresOnly ? [] : [{ name: 'SQLite', dataDir }]),
    ...(postgres.url ? [{ name: 'PostgreSQL', dataDir, databaseUrl: postgres.url }] : []),
  ];
  // Both are seeded at once (the pictures they share are written safely by both), before any measurement.
  const seeds = await Promise.all(databases.map((database) => seedCatalogue({ ...database, products })));
  databases.forEach((database, index) => {
    const seed = seeds[index];
    Object.assign(database, { products: seed.products, variants: seed.variants });
    console.log(
      `${database.name}: ${seed.products.toLocaleString('en')} products, ${seed.variants.toLocaleString('en')} variants, seeded in ${seed.seconds.toFixed(1)} s`,
    );
  });
  if (postgres.url) await settlePostgres(postgres.url);
  pinLoadGenerator();
  if (postgres.url) await pinPostgres(postgres.url);
  return databases;
}

function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

async function waitUntilUp(url, server, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (hasExited(server.child)) throw new Error(`${server.name} stopped while starting:\n${server.output()}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  throw new Error(`${server.name} did not answer ${url} within ${timeoutMs / 1000} s:\n${server.output()}`);
}

/** user + system time of a process in ms from /proc/<pid>/stat (in clock ticks, 100 a second on Linux). */
function processCpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

/**
 * Starts a Node script on a free port, pinned to the measured server's core, or with `core: 'load
 * generator'` to the other one (a server the measured one calls, kept off its core).
 */
async function startServer(name, script, env, readyPath, { core } = {}) {
  const port = await freePort();
  const pinTo = core === 'load generator' ? CLIENT_CORE : SERVER_CORE;
  const command = canPin ? ['taskset', '-c', pinTo, process.execPath, script] : [process.execPath, script];
  const started = track(command[0], command.slice(1), cleanEnv(env(port)));
  const server = { name, ...started, baseUrl: `http://127.0.0.1:${port}` };
  await waitUntilUp(server.baseUrl + readyPath, server, 30_000);
  return {
    baseUrl: server.baseUrl,
    /** CPU time the server's process has used so far, in ms (Linux's /proc); undefined elsewhere. */
    cpuMs: () => processCpuMs(server.child.pid),
    stop: () => stopChild(server.child),
    /** Throws when the server died during a measurement (its figures would be connection errors). */
    assertAlive() {
      if (hasExited(server.child)) throw new Error(`${name} stopped during the benchmark:\n${server.output()}`);
    },
  };
}

export function startHelloWorld() {
  return startServer(
    'hello-world',
    join(root, 'tools/scripts/bench-hello-world.mjs'),
    (port) => ({ PORT: String(port) }),
    '/',
  );
}

/**
 * The built API in production mode, quiet (LOG_LEVEL=warn), on the seeded database; `env` adds
 * settings; `options.core` as startServer's.
 */
export function startApi({ dataDir, databaseUrl }, env = {}, options = {}) {
  return startServer(
    `API (${databaseUrl ? 'PostgreSQL' : 'SQLite'})`,
    join(apiDist, 'server.js'),
    (port) => ({
      ...databaseEnv({ dataDir, databaseUrl }),
      API_HOST: '127.0.0.1',
      API_PORT: String(port),
      PUBLIC_URL: `http://localhost:${port}`,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      // Its renders would share the measured core with the requests for the first minute or more.
      IMAGE_WARM_UP: 'false',
      ...env,
    }),
    '/healthz',
    options,
  );
}

/** The built storefront's production server (serve.mjs) on the measured core, reading from `api`; `env` adds settings. */
export function startStorefront(api, env = {}) {
  return startServer(
    'storefront',
    join(storefrontDir, 'serve.mjs'),
    (port) => ({
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      API_URL: api.baseUrl,
      PUBLIC_URL: `http://localhost:${port}`,
      ...env,
    }),
    '/favicon.svg',
  );
}

/** A plain server (bench-render-to-string.mjs) answering every GET with renderToString of `htmlFile`'s markup. */
export function startRenderToString(htmlFile) {
  return startServer(
    'renderToString',
    join(root, 'tools/scripts/bench-render-to-string.mjs'),
    (port) => ({ NODE_ENV: 'production', PORT: String(port), HTML_FILE: htmlFile }),
    '/',
  );
}

let clientAddresses = 0;

/**
 * Another client address on every call: 10.0.0.1, 10.0.0.2, … 10.255.255.254, then round again.
 * The API trusts X-Forwarded-For from loopback (`trustProxy: 'loopback'`) and keys its per-address
 * rate limits by it, so a benchmark that sends this header on every request is not throttled.
 */
export function nextClientAddress() {
  clientAddresses = (clientAddresses % 0xff_ff_fe) + 1;
  return `10.${clientAddresses >>> 16}.${(clientAddresses >>> 8) & 0xff}.${clientAddresses & 0xff}`;
}

/**
 * autocannon options (to spread into load's) that send the request from a different client address
 * every time (X-Forwarded-For from nextClientAddress); `setupRequest` may change each request
 * further (a body of its own) and `onResponse(status, body)` sees every answer. Each connection gets
 * its own request object (setupClient): with one shared `requests` entry, every connection's first
 * request is the buffer the last connection built, i.e. the same request sent by all of them.
 */
export function fromEveryAddress({ setupRequest = (request) => request, onResponse } = {}) {
  return {
    setupClient(client) {
      client.setRequests([
        {
          setupRequest(request) {
            request.headers['x-forwarded-for'] = nextClientAddress();
            return setupRequest(request);
          },
          ...(onResponse ? { onResponse } : {}),
        },
      ]);
    },
  };
}

/** A JSON GET that must answer 200. */
export async function getJson(url) {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  return response.json();
}

/**
 * From now on autocannon drops every response body unread, for all servers alike. It appends each
 * body chunk to a string (`body += chunk`, a UTF-8 decode and a copy per chunk) for `expectBody`
 * and `onResponse`; with pages of 20–30 KB gzip that decode costs the client more than the server
 * spends on an answer, and the client, not the server, set the req/s. Only for a benchmark that
 * reads no body through autocannon (bench:pages); byte counts and latencies are unaffected.
 */
export function discardResponseBodies() {
  const PipelinedRequestsQueue = createRequire(import.meta.url)('autocannon/lib/pipelinedRequestsQueue.js');
  PipelinedRequestsQueue.prototype.addBody = function addBody() {
    // The chunk is dropped: nothing of this benchmark reads it.
  };
}

/**
 * One autocannon run. Latencies are taken per 2xx response in float milliseconds from autocannon's
 * response event (its own histogram rounds to whole milliseconds, too coarse for a hello-world).
 * Options are autocannon's: duration or amount, overallRate, requests (a sequence it cycles).
 */
export async function load({ connections = 10, ...options }) {
  const latencies = [];
  const instance = autocannon({ connections, pipelining: 1, ...options });
  instance.on('response', (_client, statusCode, _bytes, responseTime) => {
    if (statusCode >= 200 && statusCode < 300) latencies.push(responseTime);
  });
  const result = await instance;
  // autocannon counts a timeout in `errors` as well as in `timeouts`.
  return {
    rps: result.requests.average,
    failures: result.errors + result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    non2xx: result.non2xx,
    statusCodes: Object.fromEntries(
      Object.entries(result.statusCodeStats).map(([code, { count }]) => [code, Number(count)]),
    ),
    seconds: result.duration,
    latencies,
    ...summarize(latencies),
  };
}

/**
 * An open-loop GET load at an even pace: request i is due at start + i / rate, sent on one of
 * `connections` kept-alive sockets (queued while all are busy), and its latency is counted from
 * when it was due, so a server that falls behind is charged for the wait (no coordinated
 * omission). Unlike autocannon's overallRate, which spends each second's budget in a burst at its
 * start, this is what "at half capacity" means for a latency target. Same result shape as load's.
 */
export async function loadPaced({ url, rate, seconds, connections = 10, timeoutMs = 10_000 }) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const latencies = [];
  const statusCodes = {};
  let errors = 0;
  let timeouts = 0;
  const count = Math.max(1, Math.round(rate * seconds));
  const started = performance.now();
  const sendAt = (due) =>
    new Promise((done) => {
      const request = http.get(url, { agent, timeout: timeoutMs }, (response) => {
        response.resume();
        response.once('end', () => {
          statusCodes[response.statusCode] = (statusCodes[response.statusCode] ?? 0) + 1;
          if (response.statusCode >= 200 && response.statusCode < 300) latencies.push(performance.now() - due);
          done();
        });
      });
      request.once('timeout', () => {
        timeouts += 1;
        request.destroy(new Error('timeout'));
      });
      request.once('error', () => {
        errors += 1;
        done();
      });
    });
  const pending = [];
  for (let index = 0; index < count; index += 1) {
    const due = started + (index * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resume) => setTimeout(resume, wait));
    pending.push(sendAt(due));
  }
  await Promise.all(pending);
  agent.destroy();
  const elapsed = (performance.now() - started) / 1000;
  const non2xx = Object.entries(statusCodes).reduce((sum, [code, n]) => (code.startsWith('2') ? sum : sum + n), 0);
  return {
    rps: latencies.length / elapsed,
    failures: errors + non2xx,
    errors,
    timeouts,
    non2xx,
    statusCodes,
    seconds: elapsed,
    latencies,
    ...summarize(latencies),
  };
}

/** Nearest-rank percentile of ascending values. */
function percentile(sorted, p) {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

/** p50, p95, p99 and max of latencies in milliseconds (sorts them in place). */
export function summarize(latencies) {
  const sorted = latencies.sort((a, b) => a - b);
  return {
    count: sorted.length,
    p50: percentile(sorted, 50),
    p95: percentile(sorted, 95),
    p99: percentile(sorted, 99),
    max: sorted.at(-1) ?? Number.NaN,
  };
}

/** Milliseconds with two decimals below 10, one above. */
export const ms = (value) => (Number.isFinite(value) ? value.toFixed(value < 10 ? 2 : 1) : '—');

/** A table: the first `labels` columns and the last (a verdict) left-aligned, the figures right-aligned. */
export function printTable(header, rows, labels = 2) {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => String(row[column]).length)),
  );
  const line = (cells) =>
    cells
      .map((cell, column) =>
        column < labels || column === cells.length - 1
          ? String(cell).padEnd(widths[column])
          : String(cell).padStart(widths[column]),
      )
      .join('  ')
      .trimEnd();
  console.log(line(header));
  console.log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const row of rows) console.log(line(row));
}

/**
 * autocannon at `overallRate` req/s spread over each second: `connections` instances of one
 * connection, each sending its share of the rate, their starts 1/connections s apart. autocannon's
 * own overallRate is a budget per connection and second that every connection spends at full speed
 * from the same instant (its clients' one-second timers start together), so "half the rate" was
 * the server at full load for part of each second and idle for the rest, and the p99 of such a
 * run is that of requests queued behind the others. Staggered, each second's requests come in
 * `connections` small batches spread over the second, as a constant-rate generator (wrk2) would
 * send them. Same result shape as load's, summed over the instances (their latencies together).
 */
export async function loadEven({ connections = 10, overallRate, ...options }) {
  const share = Math.max(1, Math.round(overallRate / connections));
  const runs = await Promise.all(
    Array.from({ length: connections }, (_, index) =>
      new Promise((started) => setTimeout(started, (index * 1000) / connections)).then(() =>
        load({ ...options, connections: 1, overallRate: share }),
      ),
    ),
  );
  const sum = (field) => runs.reduce((total, run) => total + run[field], 0);
  const statusCodes = {};
  for (const run of runs)
    for (const [code, count] of Object.entries(run.statusCodes)) statusCodes[code] = (statusCodes[code] ?? 0) + count;
  const latencies = runs.flatMap((run) => run.latencies);
  return {
    rps: sum('rps'),
    failures: sum('failures'),
    errors: sum('errors'),
    timeouts: sum('timeouts'),
    non2xx: sum('non2xx'),
    statusCodes,
    seconds: Math.max(...runs.map((run) => run.seconds)),
    latencies,
    ...summarize(latencies),
  };
}

/**
 * Full speed after a warm-up (JIT, caches), then half of that rate spread over each second
 * (loadEven, `half`). `bursts` is one more run at half the rate with autocannon's own overallRate
 * (a burst at full speed at the start of each second, see loadEven), printed for comparison with
 * earlier reports and not in the verdict. `request` is autocannon's options for the request:
 * `url`, and `method`, `headers`, `body` for a write. With `server` (startServer's), its CPU time
 * per answer of the full-speed run comes back too (`cpuPerAnswerUs`). measureInRounds repeats it.
 */
async function measureRates(request, { seconds, warmupSeconds, connections, server }) {
  await load({ ...request, connections, duration: warmupSeconds });
  const cpuBefore = server?.cpuMs();
  const max = await load({ ...request, connections, duration: seconds });
  const cpuAfter = server?.cpuMs();
  // The server's own CPU time per answer at full speed (µs), background work included (a kept page
  // rendered again): what other load on the machine sways least.
  const cpuPerAnswerUs =
    cpuBefore === undefined || cpuAfter === undefined
      ? Number.NaN
      : ((cpuAfter - cpuBefore) * 1000) / Math.max(1, max.count);
  const halfRate = Math.max(1, Math.round(max.rps / 2));
  const half = await loadEven({ ...request, connections, duration: seconds, overallRate: halfRate });
  const bursts = await load({ ...request, connections, duration: seconds, overallRate: halfRate });
  return { max, half, halfRate, bursts, cpuPerAnswerUs };
}

/** How many rounds inRounds measures its subjects in. */
export const ROUNDS = 3;

/** The middle value (the upper one of an even count). */
export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * `measure(subject)` for each subject in turn, ROUNDS times over (baseline, A, B, baseline, A, B,
 * …); returns each subject's results in round order. A ratio is then taken within a round, between
 * figures measured a minute apart at most: on a machine whose speed drifts (seen here: one ratio
 * of bench:catalog at 30%, 43% and 57% in three runs within 25 minutes, nothing changed), one
 * measurement of the baseline followed by the others put that drift into the ratio.
 */
export async function inRounds(subjects, measure) {
  const results = subjects.map(() => []);
  for (let round = 0; round < ROUNDS; round += 1)
    for (const [index, subject] of subjects.entries()) results[index].push(await measure(subject, round));
  return results;
}

/**
 * One subject's rounds (inRounds) against the baseline's: each round's share of the baseline's
 * req/s (`shares`) and their median (`share`), the median of each round's p99 at half load as a
 * multiple of the baseline's (`p99Multiple`); `max` and `halfRate` from the round of the median
 * share, `half` from the round of the median multiple (`halfByP99`: of the median p99 itself);
 * `halfRuns` one per round; `runs` every load run (their failures all count). The baseline's own
 * rounds are picked by its req/s and p99.
 */
export function combineRounds(rounds, baseline, { halfByP99 = false } = {}) {
  const isBaseline = rounds === baseline;
  const shares = rounds.map((result, round) => result.max.rps / baseline[round].max.rps);
  const multiples = rounds.map((result, round) => result.half.p99 / baseline[round].half.p99);
  const rpsKeys = isBaseline ? rounds.map((result) => result.max.rps) : shares;
  const halfKeys = isBaseline || halfByP99 ? rounds.map((result) => result.half.p99) : multiples;
  const atShare = rounds[rpsKeys.indexOf(median(rpsKeys))];
  const halfRound = halfKeys.indexOf(median(halfKeys));
  return {
    isBaseline,
    shares,
    share: median(shares),
    p99Multiple: median(multiples),
    max: atShare.max,
    halfRate: atShare.halfRate,
    half: rounds[halfRound].half,
    halfRound,
    halfRuns: rounds.map((result) => result.half),
    runs: rounds.flatMap((result) => [result.max, result.half, ...(result.bursts ? [result.bursts] : [])]),
  };
}

/**
 * measureRates of the baseline (the first subject) and each other in rounds (inRounds), so each
 * has one half-rate run per round, three in all; combined by combineRounds, with the bursts' p99
 * of the round that counts and the median CPU time per answer. A subject is
 * `{ request, server, seconds? }` (seconds: of each figure, `options.seconds` unless given);
 * `options` are measureRates'. The result per subject is what ratioRow and rateCells take.
 */
export async function measureInRounds(subjects, options) {
  const results = await inRounds(subjects, async ({ request, server, seconds }) => {
    const result = await measureRates(request, { ...options, seconds: seconds ?? options.seconds, server });
    server?.assertAlive();
    return result;
  });
  const [baseline] = results;
  return results.map((rounds) => {
    const combined = combineRounds(rounds, baseline);
    const { bursts } = rounds[combined.halfRound];
    return {
      ...combined,
      bursts,
      burstsMultiple: bursts.p99 / baseline[combined.halfRound].bursts.p99,
      cpuPerAnswerUs: median(rounds.map((result) => result.cpuPerAnswerUs)),
    };
  });
}

/** What failed in some load runs: the non-2xx answers by status, then socket errors and timeouts, e.g. `429 × 12, 1 timeout`. */
export function describeFailures(runs) {
  const counts = new Map();
  for (const run of runs)
    for (const [code, count] of Object.entries(run.statusCodes))
      if (!code.startsWith('2')) counts.set(code, (counts.get(code) ?? 0) + count);
  const errors = runs.reduce((sum, run) => sum + run.errors - run.timeouts, 0);
  const timeouts = runs.reduce((sum, run) => sum + run.timeouts, 0);
  const parts = [...counts].sort(([a], [b]) => a.localeCompare(b)).map(([code, count]) => `${code} × ${count}`);
  if (errors > 0) parts.push(`${errors} socket errors`);
  if (timeouts > 0) parts.push(`${timeouts} timeouts`);
  return parts.join(', ');
}

/** PASS, or FAIL with what missed: req/s as a share of the baseline's, p99 at half load as a multiple, failures. */
function ratioVerdict(result, { minRpsShare, maxP99Multiple }) {
  const { share, p99Multiple: multiple } = result;
  const misses = [];
  if (share < minRpsShare) misses.push(`req/s ${(share * 100).toFixed(1)}% < ${minRpsShare * 100}%`);
  if (multiple > maxP99Multiple) misses.push(`p99 ${multiple.toFixed(1)}× > ${maxP99Multiple}×`);
  const { runs } = result;
  const failures = runs.reduce((sum, run) => sum + run.failures, 0);
  if (failures > 0) misses.push(`${failures} failed requests: ${describeFailures(runs)}`);
  return misses.length ? `FAIL (${misses.join(', ')})` : 'PASS';
}

/** The columns of rateCells, against the baseline named. */
export const rateHeader = (baselineName) => [
  'req/s',
  `vs ${baselineName}`,
  'by round',
  'p50 max',
  'p99 max',
  'half rate',
  'p50 half',
  'p99 half',
  'p99 half by round',
];

/** The columns of ratioRow. */
export const RATIO_HEADER = [
  'server',
  'read',
  ...rateHeader('hello'),
  'p99 half vs hello',
  'p99 half in bursts',
  'target',
];

/**
 * The figures of a measurement in rounds (measureInRounds' shape: the rounds' median share of the
 * baseline's req/s, `shares` per round, `max` and `halfRate` of the median share's round, `half`
 * of the median p99's, `halfRuns` one per round): req/s, the median share, each round's share,
 * p50/p99 at full speed, the half rate, p50/p99 at it, and each round's p99 at it.
 */
export function rateCells(result) {
  return [
    Math.round(result.max.rps).toLocaleString('en'),
    `${(result.share * 100).toFixed(1)}%`,
    result.shares.map((share) => (share * 100).toFixed(1)).join(' '),
    ms(result.max.p50),
    ms(result.max.p99),
    result.halfRate.toLocaleString('en'),
    ms(result.half.p50),
    ms(result.half.p99),
    result.halfRuns.map((run) => ms(run.p99)).join(' '),
  ];
}

/**
 * One row of the table: a subject of measureInRounds (the baseline's own row for the first); the
 * figure before the verdict, the p99 of autocannon's bursts at half the rate and its multiple of
 * the baseline's in the same round, is for comparison only.
 */
export function ratioRow(server, read, result, targets) {
  return [
    server,
    read,
    ...rateCells(result),
    `${result.p99Multiple.toFixed(1)}×`,
    `${ms(result.bursts.p99)} (${result.burstsMultiple.toFixed(1)}×)`,
    result.isBaseline ? 'baseline' : ratioVerdict(result, targets),
  ];
}
