/**
 * Starts the API: validates the environment, migrates, seeds the demo into an empty database (when
 * SEED_DEMO), listens, and closes gracefully on SIGINT/SIGTERM or a fatal error.
 */
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app';
import { EnvError, loadEnv, type Env } from './config/env';
import { migrateToLatest } from './db/migrate';
import { seedDemo } from './seed/seed';

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

async function start(): Promise<void> {
  const env = envOrExit();
  const app = await buildApp({ env });

  closeWithGrace({ delay: 10_000, logger: app.log }, async ({ err, signal }) => {
    if (err) app.log.error({ err }, 'closing after a fatal error');
    else app.log.info({ signal }, 'closing');
    await app.close();
  });

  await app.ready();
  const applied = await migrateToLatest(app.db);
  if (applied.length) app.log.info({ migrations: applied }, 'database migrated');
  if (env.SEED_DEMO) await seedDemo(app.db, { dataDir: env.DATA_DIR, log: app.log });
  await app.listen({ host: env.API_HOST, port: env.API_PORT });
}

start().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
