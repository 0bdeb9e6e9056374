import { randomBytes } from 'node:crypto';
import { mkdirSync, symlinkSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe } from 'vitest';
import { buildApp } from '../../src/app';
import { loadEnv, type Env } from '../../src/config/env';
import { createDatabase } from '../../src/db/database';
import { migrateToLatest } from '../../src/db/migrate';
import type { Database } from '../../src/db/schema';
import { PRODUCT_IMAGE_FOLDER, seedDemo, type SeedResult } from '../../src/seed/seed';

export type TestDatabaseKind = 'sqlite' | 'postgres';

/** Products in the demo a test app is seeded with: the first ones of the hand-written catalogue. */
export const SMALL_DEMO_PRODUCTS = 16;

/**
 * Rendered pictures depend only on shape and colour, so test data folders share them through a
 * symlink instead of rendering them again for every file (the seeder writes atomically).
 */
const SHARED_IMAGES = join(tmpdir(), 'shop-api-test-images');

export interface TestShopOptions {
  database?: TestDatabaseKind;
  /** Seed the demo (default true). */
  seed?: boolean;
  /** How many products to seed (default SMALL_DEMO_PRODUCTS); 'demo': the whole hand-written demo. */
  products?: number | 'demo';
  /** Share rendered pictures with other test files (default true). */
  sharedImages?: boolean;
  /** Extra environment variables, as strings, the way the process would see them. */
  env?: Record<string, string>;
  /** The contract for /api/docs (default: none, so tests do not depend on openapi.yaml). */
  openapiFile?: string | null;
  /** Fastify's logger (default none), e.g. `{ level: 'warn', stream }` to read what the app logs. */
  logger?: FastifyServerOptions['logger'];
  /** Adds routes or hooks before the app is ready (e.g. a route that throws). */
  extend?: (app: FastifyInstance) => void | Promise<void>;
}

export interface TestShop {
  app: FastifyInstance;
  db: Kysely<Database>;
  env: Env;
  database: TestDatabaseKind;
  dataDir: string;
  /** PostgreSQL only: this file's schema. */
  schema: string | undefined;
  seed: SeedResult | undefined;
  close(): Promise<void>;
}

export function testDatabases(): TestDatabaseKind[] {
  return process.env['TEST_DATABASE_URL'] ? ['sqlite', 'postgres'] : ['sqlite'];
}

/**
 * Kysely's migrator introspects every schema of the database, and PostgreSQL answers "schema …
 * does not exist" (or "relation … does not exist") when another test file (or another run on the
 * same database) drops its schema or undoes its migrations at that moment. Migrations therefore
 * hold this advisory lock shared, and dropping a schema or undoing migrations holds it
 * exclusively. A session lock: it is released when the client disconnects.
 */
const SCHEMA_LOCK = 734_001;

/** Runs `work` under the schema lock, shared (migrating) or exclusive (dropping a schema, undoing migrations). */
export async function withSchemaLock<T>(mode: 'shared' | 'exclusive', work: () => Promise<T>): Promise<T> {
  const url = process.env['TEST_DATABASE_URL'];
  if (!url) return work();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(mode === 'shared' ? 'select pg_advisory_lock_shared($1)' : 'select pg_advisory_lock($1)', [
      SCHEMA_LOCK,
    ]);
    return await work();
  } finally {
    await client.end();
  }
}

export async function adminQuery(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * Builds the app on a fresh temporary DATA_DIR and database: an SQLite file there, or a new schema
 * on TEST_DATABASE_URL (`test_<random>`, dropped by close()). Migrates, seeds a small demo, and
 * returns the app ready for `inject`.
 */
export async function buildTestApp(options: TestShopOptions = {}): Promise<TestShop> {
  const database = options.database ?? 'sqlite';
  const dataDir = await mkdtemp(join(tmpdir(), 'shop-api-test-'));
  if (options.sharedImages !== false) {
    mkdirSync(join(SHARED_IMAGES, PRODUCT_IMAGE_FOLDER), { recursive: true });
    mkdirSync(join(dataDir, 'images'), { recursive: true });
    symlinkSync(join(SHARED_IMAGES, PRODUCT_IMAGE_FOLDER), join(dataDir, 'images', PRODUCT_IMAGE_FOLDER), 'dir');
  }

  let databaseUrl: string | undefined;
  let schema: string | undefined;
  if (database === 'postgres') {
    databaseUrl = process.env['TEST_DATABASE_URL'];
    if (!databaseUrl) throw new Error('TEST_DATABASE_URL is not set');
    schema = `test_${randomBytes(6).toString('hex')}`;
    await adminQuery(databaseUrl, `create schema ${schema}`);
  }

  const env = loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    SEED_DEMO: 'false',
    // Tests change data and read it back at once; the cache has its own test.
    CATALOG_CACHE_TTL_MS: '0',
    CART_PRICES_CACHE_MS: '0',
    // No timer: a test of the change log's follower sets its own interval or calls poll().
    CHANGE_POLL_MS: '0',
    // No renders behind the tests' backs when one listens; the warm-up's own test turns it on.
    IMAGE_WARM_UP: 'false',
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    ...options.env,
  });
  const db = createDatabase({ dataDir, databaseUrl, schema, poolSize: 4 });
  let app: FastifyInstance | undefined;
  const close = async () => {
    await app?.close();
    await db.destroy();
    if (databaseUrl && schema)
      await withSchemaLock('exclusive', () => adminQuery(databaseUrl, `drop schema if exists ${schema} cascade`));
    await rm(dataDir, { recursive: true, force: true });
  };

  try {
    await withSchemaLock('shared', () => migrateToLatest(db, { schema }));
    const products = options.products === 'demo' ? undefined : (options.products ?? SMALL_DEMO_PRODUCTS);
    const seed = options.seed === false ? undefined : await seedDemo(db, { dataDir, products });
    app = await buildApp({ env, db, logger: options.logger ?? false, openapiFile: options.openapiFile ?? null });
    await options.extend?.(app);
    await app.ready();
    return { app, db, env, database, dataDir, schema, seed, close };
  } catch (error) {
    await close().catch(() => undefined);
    throw error;
  }
}

/**
 * Runs a suite once per database: SQLite always, PostgreSQL too when TEST_DATABASE_URL is set.
 * The suite gets a getter for its shop, built before its tests and closed after them.
 */
export function describeEachDatabase(
  name: string,
  suite: (shop: () => TestShop, database: TestDatabaseKind) => void,
  options: Omit<TestShopOptions, 'database'> = {},
): void {
  for (const database of testDatabases()) {
    describe(`${name} [${database}]`, () => {
      let shop: TestShop | undefined;
      beforeAll(async () => {
        shop = await buildTestApp({ ...options, database });
      });
      afterAll(async () => {
        await shop?.close();
      });
      suite(() => {
        if (!shop) throw new Error('the test shop is not built yet');
        return shop;
      }, database);
    });
  }
}
