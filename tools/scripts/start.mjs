// `npm start`: builds what is stale (Nx's cache skips what did not change), then starts the API and
// the storefront as child processes with prefixed logs, forwards Ctrl-C, and stops both if either
// dies. The API migrates and seeds the embedded SQLite database itself when it is empty.
// Flags: --no-build (start what is built), --fresh-data (empty DATA_DIR first), --no-demo (turn
// on nothing of the demo: a real shop sets Stripe and SMTP, see the README's production checklist),
// --log-file PATH (both processes' output to that file instead of the terminal).
// WEB_CONCURRENCY=N (passed on to both) makes each of them a node:cluster of N processes sharing its
// port; the API refuses N > 1 without REDIS_URL (see the README's Production section).
import './check-node.mjs';
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, openSync, rmSync, writeSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const port = Number(process.env.PORT ?? 3000);
const apiPort = Number(process.env.API_PORT ?? 4000);
const set = (name) => Boolean(process.env[name]);

// The API runs in production mode, where the test gateway, the demo catalogue and the file outbox
// are off unless named (QUALITY.md item 19). `npm start` is the demo: it names the parts the
// demo needs that the environment did not decide, and says so in its banner.
const demo = process.argv.includes('--no-demo')
  ? {}
  : {
      ...(set('TEST_GATEWAY') || set('STRIPE_SECRET_KEY') ? {} : { TEST_GATEWAY: 'on' }),
      ...(set('SEED_DEMO') ? {} : { SEED_DEMO: 'true' }),
      ...(set('MAIL_OUTBOX') || set('SMTP_URL') ? {} : { MAIL_OUTBOX: 'file' }),
    };
const env = {
  ...process.env,
  ...demo,
  NODE_ENV: process.env.NODE_ENV ?? 'production',
  PORT: String(port),
  API_PORT: String(apiPort),
  API_URL: process.env.API_URL ?? `http://127.0.0.1:${apiPort}`,
  PUBLIC_URL: process.env.PUBLIC_URL ?? `http://localhost:${port}`,
  DATA_DIR: resolve(root, process.env.DATA_DIR ?? 'data'),
  NX_DAEMON: process.env.NX_DAEMON ?? 'false',
  NX_NO_CLOUD: 'true',
};

// `--fresh-data` starts from an empty DATA_DIR (the e2e journeys use it on their own folder):
// the database, pictures and caches in it are deleted first.
if (process.argv.includes('--fresh-data')) rmSync(env.DATA_DIR, { recursive: true, force: true });

// `--log-file PATH` (the e2e journeys' shop, whose log they audit for secrets) appends the
// prefixed lines of both processes there; the launcher's own lines go to the terminal as well.
const logFileFlag = process.argv.indexOf('--log-file');
const logFile = logFileFlag === -1 ? undefined : resolve(process.argv[logFileFlag + 1] ?? 'shop.log');
let logFd;
if (logFile) {
  mkdirSync(dirname(logFile), { recursive: true });
  logFd = openSync(logFile, 'a');
}
/** Writes a line of the shop's output; synchronously, so a stop right after it loses nothing. */
function writeLine(line, terminal) {
  if (logFd === undefined) terminal.write(line);
  else writeSync(logFd, line);
}
/** The launcher's own message: to the terminal, and to the log file too. */
function note(message, terminal = process.stdout) {
  terminal.write(`${message}\n`);
  if (logFd !== undefined) writeSync(logFd, `${message}\n`);
}

if (!process.argv.includes('--no-build')) {
  const build = spawnSync(
    'npx',
    ['nx', 'run-many', '-t', 'build', '-p', 'shop-api', 'storefront', '--outputStyle=static'],
    { cwd: root, env, stdio: 'inherit' },
  );
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const children = new Map();
let stopping = false;

function prefixLines(name, stream, target) {
  let pending = '';
  stream.setEncoding('utf8');
  stream.on('data', (chunk) => {
    pending += chunk;
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) writeLine(`[${name}] ${line}\n`, target);
  });
  stream.on('end', () => pending && writeLine(`[${name}] ${pending}\n`, target));
}

function start(name, script) {
  const child = spawn(process.execPath, [script], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  prefixLines(name, child.stdout, process.stdout);
  prefixLines(name, child.stderr, process.stderr);
  child.on('exit', (code, signal) => {
    children.delete(name);
    if (!stopping) {
      note(
        `[start] ${name} stopped (${signal ?? code}); stopping the shop${logFile ? ` (its output: ${logFile})` : ''}`,
        process.stderr,
      );
      stop(code || 1);
    } else if (children.size === 0) {
      process.exit(process.exitCode ?? 0);
    }
  });
  children.set(name, child);
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  process.exitCode = code;
  if (children.size === 0) process.exit(code);
  for (const child of children.values()) child.kill('SIGTERM');
  setTimeout(() => {
    for (const child of children.values()) child.kill('SIGKILL');
    process.exit(code);
  }, 10_000).unref();
}

async function waitFor(url, timeoutMs) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline && !stopping) {
    try {
      const response = await fetch(url);
      if (response.ok) return true;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  return false;
}

process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

start('api', 'apps/shop-api/dist/server.js');
// The API seeds the demo catalogue on its first start, which takes a little while.
if (await waitFor(`${env.API_URL}/healthz`, 180_000)) {
  start('web', 'apps/storefront/serve.mjs');
  if (await waitFor(`http://127.0.0.1:${port}/favicon.svg`, 30_000)) {
    const parts = [
      demo.TEST_GATEWAY && 'test payments',
      demo.MAIL_OUTBOX && `mail in ${relative(process.cwd(), resolve(env.DATA_DIR, 'outbox')) || '.'}`,
      demo.SEED_DEMO && 'demo catalogue',
    ].filter(Boolean);
    const mode = parts.length ? `  demo mode: ${parts.join(', ')} (--no-demo turns these off)\n` : '';
    const processes =
      Number(env.WEB_CONCURRENCY ?? 1) > 1
        ? `  ${env.WEB_CONCURRENCY} API and ${env.WEB_CONCURRENCY} storefront processes\n`
        : '';
    const logs = logFile ? `  logs in ${relative(process.cwd(), logFile) || logFile}\n` : '';
    note(
      `\n  The shop is running at ${env.PUBLIC_URL}\n${mode}${processes}${logs}  API reference: ${env.PUBLIC_URL}/api/docs\n  Stop with Ctrl-C.\n`,
    );
  }
} else if (!stopping) {
  note('[start] the API did not become healthy in time', process.stderr);
  stop(1);
}
