import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { findRepoRoot } from '../../src/config/repo-root';
import { withSchemaLock } from './build-app';

const root = findRepoRoot();

/**
 * Builds the API as production runs it (`dist/server.js`: ES modules, dependencies from
 * node_modules) into a folder of its own under `tmp/`, for tests that start real processes (the
 * cluster's, tracing's: neither can be tried inside Vitest's module runner). A few seconds.
 */
export function buildApiForProcesses(): { serverFile: string; remove: () => void } {
  const outDir = join(root, 'tmp', `test-api-${process.pid}-${Date.now().toString(36)}`);
  const build = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules/vite/bin/vite.js'),
      'build',
      '--config',
      resolve(root, 'apps/shop-api/vite.config.ts'),
      '--outDir',
      outDir,
      '--logLevel',
      'warn',
    ],
    { cwd: root, encoding: 'utf8', env: { ...process.env, NODE_ENV: 'production' } },
  );
  if (build.status !== 0) throw new Error(`the API did not build:\n${build.stdout}\n${build.stderr}`);
  return { serverFile: join(outDir, 'server.js'), remove: () => rmSync(outDir, { recursive: true, force: true }) };
}

export interface ApiProcess {
  /** `http://127.0.0.1:<port>`: the port the process chose itself (API_PORT=0). */
  url: string;
  child: ChildProcess;
  /** Everything it printed so far. */
  output: () => string;
  stop: () => Promise<void>;
}

/**
 * Starts `node <serverFile>` with this environment and waits until it listens (at most a minute).
 * Its start migrates the database, and Kysely's migrator reads the catalogue of every schema: one
 * that another test file drops meanwhile fails it ("schema test_… does not exist"), so the start
 * holds the shared schema lock, as the in-process migrations do (build-app.ts).
 */
export function startApiProcess(serverFile: string, env: Record<string, string>): Promise<ApiProcess> {
  return withSchemaLock('shared', () => spawnApiProcess(serverFile, env));
}

function spawnApiProcess(serverFile: string, env: Record<string, string>): Promise<ApiProcess> {
  const child = spawn(process.execPath, [serverFile], {
    cwd: root,
    env: {
      PATH: process.env['PATH'] ?? '',
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      API_HOST: '127.0.0.1',
      API_PORT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const output = () => printed;
  const stop = () =>
    new Promise<void>((done) => {
      if (child.exitCode !== null || child.signalCode !== null) return done();
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  return new Promise((resolveStart, rejectStart) => {
    const timer = setTimeout(() => {
      void stop();
      rejectStart(new Error(`the API did not listen within a minute:\n${printed}`));
    }, 60_000);
    const onData = (chunk: Buffer) => {
      printed += chunk.toString('utf8');
      const listening = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(printed);
      if (!listening?.[1]) return;
      clearTimeout(timer);
      resolveStart({ url: listening[1], child, output, stop });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      rejectStart(new Error(`the API stopped (${code}) before listening:\n${printed}`));
    });
  });
}

/** Polls `check` until it returns true or the deadline passes; returns whether it did. */
export async function eventually(check: () => Promise<boolean>, deadlineMs: number): Promise<boolean> {
  const until = Date.now() + deadlineMs;
  while (Date.now() < until) {
    if (await check()) return true;
    await new Promise((resolveWait) => setTimeout(resolveWait, 100));
  }
  return check();
}
