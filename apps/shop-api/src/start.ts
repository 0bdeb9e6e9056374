/**
 * Starts the API: validates the environment, migrates, seeds the demo into an empty database (when
 * SEED_DEMO), listens, and closes gracefully on SIGINT/SIGTERM or a fatal error. With
 * WEB_CONCURRENCY above 1 this process is the primary of a node:cluster: it migrates and seeds once,
 * forks that many workers sharing API_PORT, starts a new one when one dies, stops them on a signal,
 * and adds up their metrics for GET /metrics (lib/metrics.ts). `--migrate` only migrates the
 * database and exits: the once-per-deploy step (README, "Production").
 */
import cluster, { type Worker } from 'node:cluster';
import closeWithGrace from 'close-with-grace';
import pino from 'pino';
import { AggregatorRegistry } from 'prom-client';
import { buildApp } from './app';
import { EnvError, loadEnv, type Env } from './config/env';
import { createDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { METRICS_ANSWER, METRICS_REQUEST } from './lib/metrics';
import { seedDemo } from './seed/seed';

/** A worker that dies sooner than this after its start is restarted after a pause, not at once. */
const QUICK_DEATH_MS = 5_000;
/** How long the primary waits for its workers to finish their requests on a stop. */
const STOP_GRACE_MS = 15_000;

function envOrExit(): Env {
  try {
    return loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * Several processes are right only when what they must share is shared: without Redis each would
 * count rate limits on its own (a limit of 5 becoming 5 × N), so that is refused; on SQLite they
 * share the file (writes take turns), which works on one machine but is not what a fleet runs.
 */
export function concurrencyProblem(env: Env): string | undefined {
  if (env.WEB_CONCURRENCY > 1 && !env.REDIS_URL)
    return `WEB_CONCURRENCY=${env.WEB_CONCURRENCY} needs REDIS_URL: rate limits must be counted once for all processes (QUALITY.md item 9). Set REDIS_URL, or WEB_CONCURRENCY=1.`;
  return undefined;
}

/** Migrates (and seeds, unless only migrating) the database once, before any process serves it. */
async function prepareDatabase(env: Env, log: pino.BaseLogger, options: { seed: boolean }): Promise<void> {
  const db = createDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
  try {
    const applied = await migrateToLatest(db);
    log.info({ migrations: applied }, applied.length ? 'database migrated' : 'database already up to date');
    if (options.seed && env.SEED_DEMO) await seedDemo(db, { dataDir: env.DATA_DIR, log });
  } finally {
    await db.destroy();
  }
}

async function runPrimary(env: Env): Promise<void> {
  const log = pino({ level: env.LOG_LEVEL });
  const problem = concurrencyProblem(env);
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  if (!env.DATABASE_URL)
    log.warn(
      { processes: env.WEB_CONCURRENCY },
      'several API processes on one SQLite file: writes take turns; PostgreSQL (DATABASE_URL) is what scales',
    );
  await prepareDatabase(env, log, { seed: true });

  const metrics = new AggregatorRegistry();
  const startedAt = new Map<Worker, number>();
  let stopping = false;

  const fork = () => {
    const worker = cluster.fork();
    startedAt.set(worker, Date.now());
    worker.on('message', (message: { type?: string; id?: string }) => {
      if (message?.type !== METRICS_REQUEST) return;
      metrics.clusterMetrics().then(
        (text) => worker.send({ type: METRICS_ANSWER, id: message.id, text }),
        (error: Error) => worker.send({ type: METRICS_ANSWER, id: message.id, error: error.message }),
      );
    });
  };
  cluster.on('exit', (worker, code, signal) => {
    const lived = Date.now() - (startedAt.get(worker) ?? 0);
    startedAt.delete(worker);
    if (stopping) {
      if (startedAt.size === 0) process.exit(0);
      return;
    }
    log.error({ worker: worker.process.pid, code, signal }, 'an API worker died: starting another');
    setTimeout(fork, lived < QUICK_DEATH_MS ? 1_000 : 0);
  });
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'closing the workers');
    for (const worker of startedAt.keys()) worker.process.kill('SIGTERM');
    if (startedAt.size === 0) process.exit(0);
    setTimeout(() => process.exit(1), STOP_GRACE_MS).unref();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  for (let i = 0; i < env.WEB_CONCURRENCY; i += 1) fork();
}

async function runServer(env: Env): Promise<void> {
  const app = await buildApp({ env });

  closeWithGrace({ delay: 10_000, logger: app.log }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'closing after a fatal error');
    else app.log.info({ signal }, 'closing');
    await app.close();
  });

  await app.ready();
  // A cluster's primary has migrated and seeded already.
  if (!cluster.isWorker) {
    const applied = await migrateToLatest(app.db);
    if (applied.length) app.log.info({ migrations: applied }, 'database migrated');
    if (env.SEED_DEMO) await seedDemo(app.db, { dataDir: env.DATA_DIR, log: app.log });
  }
  await app.listen({ host: env.API_HOST, port: env.API_PORT });
}

export async function start(): Promise<void> {
  const env = envOrExit();
  if (process.argv.includes('--migrate')) await prepareDatabase(env, pino({ level: env.LOG_LEVEL }), { seed: false });
  else if (cluster.isPrimary && env.WEB_CONCURRENCY > 1) await runPrimary(env);
  else await runServer(env);
}
