import { loadEnv, type Env } from '../config/env';
import { createDatabase } from './database';
import { migrateToLatest } from './migrate';
import type { Kysely } from 'kysely';
import type { Database } from './schema';

/**
 * Runs an operator command (`npm run redirects`, `npm run catalog`) against the database the
 * environment names (DATABASE_URL, else the SQLite file in DATA_DIR), migrated first as
 * `npm run seed` does, and closes it. An error of the `refusal` class prints `refused: <reason>`
 * and exits 2; its code otherwise.
 */
export async function withCommandDatabase(
  refusal: abstract new (...args: never[]) => Error,
  work: (db: Kysely<Database>, env: Env) => Promise<number>,
): Promise<number> {
  const env = loadEnv();
  const db = createDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
  try {
    await migrateToLatest(db);
    return await work(db, env);
  } catch (error) {
    if (!(error instanceof refusal)) throw error;
    console.error(`refused: ${error.message}`);
    return 2;
  } finally {
    await db.destroy();
  }
}
