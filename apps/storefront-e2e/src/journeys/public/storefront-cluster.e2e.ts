import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import pg from 'pg';
import type { CatalogCategoryPage, CatalogProductPage } from '@shop/api';
import { DESKTOP_ONLY, expect, test } from '../../fixtures';

// The storefront's server as a node:cluster (WEB_CONCURRENCY=2) in front of a shop of its own, not
// the journeys' shop (its price change would show in their pages). With TEST_DATABASE_URL and
// TEST_REDIS_URL (.ci/run) the API runs as two processes too, on PostgreSQL and Redis: two of each,
// as production runs. Without them (a laptop) the API is one process on SQLite, as the API refuses
// several without Redis; what is proved here is the storefront's side, which shares nothing between
// its workers (each keeps its own page cache and follows the API's change feed) and so needs neither.
const root = resolve(import.meta.dirname, '../../../../..');
const databaseUrl = process.env['TEST_DATABASE_URL'];
const redisUrl = process.env['TEST_REDIS_URL'];
const shared = Boolean(databaseUrl && redisUrl);
const PAGE = '/catalog/women';
const NEW_PRICE = /123[.,]45/;

interface Started {
  child: ChildProcess;
  output: () => string;
  stop: () => Promise<void>;
}

/** `node <script>` with this environment, its output kept for the checks and for a failure's message. */
function run(script: string, env: Record<string, string>): Started {
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env: { PATH: process.env['PATH'] ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  child.stdout?.on('data', (chunk: Buffer) => (printed += chunk.toString('utf8')));
  child.stderr?.on('data', (chunk: Buffer) => (printed += chunk.toString('utf8')));
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  return { child, output: () => printed, stop };
}

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const address = server.address();
  await new Promise((closed) => server.close(closed));
  if (!address || typeof address === 'string') throw new Error('no free port');
  return address.port;
}

/** Node's command-line tools of the built API (seed, catalog) on this shop's database. */
async function apiCommand(env: Record<string, string>, script: string, ...args: string[]): Promise<void> {
  await promisify(execFile)(process.execPath, [join(root, 'apps/shop-api/dist', script), ...args], {
    cwd: root,
    env: { PATH: process.env['PATH'] ?? '', ...env },
  });
}

/** A page asked on a new connection: the cluster's primary hands each connection to its workers in turn. */
async function page(origin: string) {
  const response = await fetch(`${origin}${PAGE}`, { headers: { connection: 'close' } });
  return {
    status: response.status,
    worker: response.headers.get('x-shop-worker') ?? '',
    cache: response.headers.get('x-shop-cache') ?? '',
    html: await response.text(),
  };
}

/** The worker processes of a cluster's primary (Linux: the kernel lists a process's children). */
function childPids(pid: number): number[] {
  return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8').split(/\s+/).filter(Boolean).map(Number);
}

test(`the storefront server as two processes: both serve, one scrape, a price change, a replaced worker ${DESKTOP_ONLY}`, async () => {
  test.setTimeout(90_000);
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-storefront-cluster-'));
  // A database of its own (Kysely's migrator would take another schema's bookkeeping tables for its own).
  const databaseName = `e2e_cluster_${randomBytes(6).toString('hex')}`;
  const admin = async (sql: string) => {
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(sql).finally(() => client.end());
  };
  const database: Record<string, string> = { DATA_DIR: dataDir, NODE_ENV: 'test', LOG_LEVEL: 'info' };
  if (shared) {
    await admin(`create database ${databaseName}`);
    const url = new URL(databaseUrl ?? '');
    url.pathname = `/${databaseName}`;
    Object.assign(database, { DATABASE_URL: url.toString(), REDIS_URL: redisUrl ?? '' });
  }
  let api: Started | undefined;
  let storefront: Started | undefined;
  try {
    // A small generated catalogue: /catalog/women with a few products, seeded in seconds.
    await apiCommand(database, 'seed.js', '--products', '40');
    api = run('apps/shop-api/dist/server.js', {
      ...database,
      API_HOST: '127.0.0.1',
      API_PORT: '0',
      SEED_DEMO: 'false',
      MAIL_OUTBOX: 'file',
      JWT_SECRET: randomBytes(24).toString('hex'),
      WEB_CONCURRENCY: shared ? '2' : '1',
    });
    await expect.poll(() => /Server listening at http:\/\/127\.0\.0\.1:\d+/.test(api?.output() ?? ''), { timeout: 30_000 }).toBe(true);
    const apiOrigin = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(api.output())?.[1] ?? '';
    const port = await freePort();
    const origin = `http://127.0.0.1:${port}`;
    storefront = run('apps/storefront/serve.mjs', {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      API_URL: apiOrigin,
      PUBLIC_URL: `http://localhost:${port}`,
      WEB_CONCURRENCY: '2',
    });

    // Pages from both workers; every one asked is counted, for the scrape below.
    const seen = new Set<string>();
    let pages = 0;
    await expect
      .poll(
        async () => {
          const answer = await page(origin).catch(() => undefined);
          if (answer) pages += 1;
          if (answer?.status === 200 && answer.worker) seen.add(answer.worker);
          return seen.size;
        },
        { timeout: 30_000, intervals: [100] },
      )
      .toBe(2);
    // Both workers keep the page: each answers it from its own cache.
    const hits = new Set<string>();
    await expect
      .poll(
        async () => {
          const answer = await page(origin);
          pages += 1;
          expect(answer.status).toBe(200);
          if (answer.cache === 'hit') hits.add(answer.worker);
          return hits.size;
        },
        { timeout: 10_000, intervals: [50] },
      )
      .toBe(2);

    // One scrape adds up both workers' answers: every page asked above, whichever worker made it.
    const scrape = await (await fetch(`${origin}/metrics`)).text();
    const counted = [
      ...scrape.matchAll(/^storefront_http_request_duration_seconds_count\{([^}]*)\} (\d+)$/gm),
    ]
      .filter(([, labels]) => labels?.includes('kind="page"') && labels.includes('method="GET"'))
      .reduce((sum, [, , count]) => sum + Number(count), 0);
    expect(counted).toBe(pages);

    // A price changed with the operator's command shows on the kept page from both workers within 5 s.
    const listing = (await (await fetch(`${apiOrigin}/api/v1/catalog/women?lang=en`)).json()) as CatalogCategoryPage;
    const cards = await Promise.all(
      listing.products.map(async (product) => {
        const answer = await fetch(`${apiOrigin}/api/v1/catalog${product.url.replace(/^\/catalog/, '')}?lang=en`);
        return ((await answer.json()) as CatalogProductPage).product;
      }),
    );
    // A product sold at its list price (the listing shows the discounted one otherwise).
    const card = cards.find((each) =>
      each.variants.every((variant) => variant.calculatedPrice.price === variant.calculatedPrice.price_with_discount),
    );
    expect(card, 'a product of the listing without a discount').toBeDefined();
    expect((await page(origin)).html).not.toMatch(NEW_PRICE);
    for (const variant of card?.variants ?? []) await apiCommand(database, 'catalog.js', 'price', String(variant.id), '123.45');
    const changed = Date.now();
    const fresh = new Set<string>();
    await expect
      .poll(
        async () => {
          const answer = await page(origin);
          if (NEW_PRICE.test(answer.html)) fresh.add(answer.worker);
          return fresh.size;
        },
        { timeout: 5_000, intervals: [100] },
      )
      .toBe(2);
    expect(Date.now() - changed).toBeLessThan(5_000);

    // A killed worker is replaced: the primary starts another (the next worker id), which serves pages.
    const primary = storefront.child.pid ?? 0;
    const [victim] = childPids(primary);
    expect(victim).toBeDefined();
    process.kill(victim ?? 0, 'SIGKILL');
    await expect.poll(() => storefront?.output() ?? '', { timeout: 10_000 }).toContain(`worker ${victim} died`);
    await expect.poll(() => childPids(primary).length, { timeout: 10_000 }).toBe(2);
    expect(childPids(primary)).not.toContain(victim);
    await expect
      .poll(
        async () => {
          const answer = await page(origin).catch(() => undefined);
          return answer?.status === 200 && answer.worker === '3';
        },
        { timeout: 30_000, intervals: [100] },
      )
      .toBe(true);
  } catch (error) {
    // What the servers printed says why, when a step fails.
    throw new Error(
      `${error instanceof Error ? error.message : String(error)}\n--- API ---\n${api?.output() ?? ''}\n--- storefront ---\n${storefront?.output() ?? ''}`,
      { cause: error },
    );
  } finally {
    await Promise.all([storefront?.stop(), api?.stop()]);
    rmSync(dataDir, { recursive: true, force: true });
    if (shared) await admin(`drop database if exists ${databaseName} with (force)`);
  }
});
