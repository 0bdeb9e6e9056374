import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, type LogConfig } from 'kysely';
import pg from 'pg';
import type { SqlDialect } from './migrations/helpers';
import type { Database } from './schema';

export type { SqlDialect } from './migrations/helpers';

// int8 (bigint timestamps, count(*)) and numeric arrive from pg as strings by default; every value
// we store in them fits a double exactly, and SQLite hands back numbers, so both engines agree.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value));
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (value) => Number(value));

export interface DatabaseOptions {
  /** Holds `shop.sqlite` when no PostgreSQL URL is given. */
  dataDir: string;
  /** `postgres://…`: use PostgreSQL instead of the embedded SQLite file. */
  databaseUrl?: string | undefined;
  /** PostgreSQL only: the schema to work in (`search_path`); tests use one per file. */
  schema?: string | undefined;
  /** PostgreSQL only: connections in the pool. */
  poolSize?: number;
  log?: LogConfig;
}

export const SQLITE_FILE_NAME = 'shop.sqlite';

export function sqliteFile(dataDir: string): string {
  return join(dataDir, SQLITE_FILE_NAME);
}

const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** Opens the shop database: PostgreSQL when a URL is given, else the SQLite file in the data folder. */
export function createDatabase(options: DatabaseOptions): Kysely<Database> {
  return options.databaseUrl ? createPostgres(options.databaseUrl, options) : createSqlite(options.dataDir, options);
}

function createSqlite(dataDir: string, options: DatabaseOptions): Kysely<Database> {
  mkdirSync(dataDir, { recursive: true });
  const database = new SQLite(sqliteFile(dataDir));
  database.pragma('journal_mode = WAL');
  // Another process (a seeding CLI, a backup) may hold the write lock briefly: wait, don't fail.
  database.pragma('busy_timeout = 5000');
  database.pragma('foreign_keys = ON');
  // Safe with WAL: a power cut may lose the last transactions but never corrupts the file.
  database.pragma('synchronous = NORMAL');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database }), ...(options.log ? { log: options.log } : {}) });
}

function createPostgres(url: string, options: DatabaseOptions): Kysely<Database> {
  if (options.schema !== undefined && !SCHEMA_NAME.test(options.schema)) throw new Error(`Invalid schema name: ${options.schema}`);
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolSize ?? 10,
    // A database that does not answer must turn into a quick 503, never a hung request.
    connectionTimeoutMillis: 2_000,
    query_timeout: 15_000,
    idleTimeoutMillis: 30_000,
    ...(options.schema ? { options: `-c search_path=${options.schema}` } : {}),
  });
  pool.on('error', () => {
    // An idle client that loses its connection emits 'error' on the pool; unheard, that would crash
    // the process. The next query simply opens a new connection.
  });
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }), ...(options.log ? { log: options.log } : {}) });
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema will do
export function dialectOf(db: Kysely<any>): SqlDialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
