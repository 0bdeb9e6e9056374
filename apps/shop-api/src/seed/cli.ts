/**
 * `npm run seed -- [--products N] [--reset [--force]]`: migrates the database named by the
 * environment and seeds the demo shop into it when it is empty. `--products N` seeds a generated
 * catalogue of N products (for benchmarks); `--reset` starts from nothing first (SQLite: a new
 * file; PostgreSQL: every migration undone), and refuses a database that holds orders unless
 * `--force` says that is meant.
 */
import { rm } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { loadEnv } from '../config/env';
import { runCli } from '../config/run-cli';
import { createDatabase, sqliteFile } from '../db/database';
import { migrateDownToNothing, migrateToLatest } from '../db/migrate';
import { ordersHeld, seedDemo } from './seed';

const usage = 'usage: seed [--products N] [--reset [--force]]';

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      products: { type: 'string' },
      reset: { type: 'boolean', default: false },
      force: { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    return 0;
  }
  const products = values.products === undefined ? undefined : Number(values.products);
  if (products !== undefined && (!Number.isInteger(products) || products < 1)) {
    console.error(`--products must be a positive whole number\n${usage}`);
    return 2;
  }

  const env = loadEnv();
  const target = env.DATABASE_URL ? 'PostgreSQL' : sqliteFile(env.DATA_DIR);
  if (values.reset && !values.force) {
    const probe = createDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
    const orders = await ordersHeld(probe).finally(() => probe.destroy());
    if (orders > 0) {
      console.error(
        `${target} holds ${orders} orders: --reset would delete them. Back it up, then add --force if that is meant.`,
      );
      return 2;
    }
  }
  if (values.reset && !env.DATABASE_URL) {
    for (const suffix of ['', '-wal', '-shm']) await rm(sqliteFile(env.DATA_DIR) + suffix, { force: true });
  }
  const db = createDatabase({ dataDir: env.DATA_DIR, databaseUrl: env.DATABASE_URL });
  try {
    if (values.reset && env.DATABASE_URL) await migrateDownToNothing(db);
    const applied = await migrateToLatest(db);
    if (applied.length) console.log(`migrated ${target}: ${applied.join(', ')}`);
    const result = await seedDemo(db, {
      dataDir: env.DATA_DIR,
      products,
      log: { info: (message) => console.log(message) },
    });
    if (!result.seeded) console.log(`${target} already holds a catalogue; nothing seeded (use --reset to start over)`);
    return 0;
  } finally {
    await db.destroy();
  }
}

runCli(main);
