import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import {
  CompiledQuery,
  Kysely,
  PostgresAdapter,
  PostgresDialect,
  SqliteDialect,
  sql,
  type Compilable,
  type LogConfig,
  type RawBuilder,
  type SqlBool,
  type SqliteDatabase,
} from 'kysely';
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
  // Safe with WAL: a power cut may lose the last commits but never corrupts the file. Orders are
  // committed durably (`durableTransaction`).
  database.pragma('synchronous = NORMAL');
  return new Kysely<Database>({
    dialect: new SqliteDialect({ database: withDurableCommits(database, withStatementCache(database)) }),
    ...(options.log ? { log: options.log } : {}),
  });
}

const durableScope = new AsyncLocalStorage<true>();

/**
 * Runs `work` in a transaction that is on disk once it has committed, so an order or a payment the
 * shopper has been told about survives a power cut. PostgreSQL commits durably anyway. SQLite's
 * WAL commits at `synchronous = NORMAL` are not synced, and FULL for every write cost about a
 * third of the checkout's throughput, so only these transactions commit at FULL (the pragma
 * cannot change inside a transaction; it is set around it, see withDurableCommits).
 */
export function durableTransaction<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  return durableScope.run(true, () => db.transaction().execute(work));
}

type SqliteStatement = ReturnType<SqliteDatabase['prepare']>;

/**
 * Kysely begins and ends a transaction with `begin`, `commit` and `rollback` statements on the one
 * connection, which it holds the whole time; inside `durableTransaction` those statements switch
 * SQLite to `synchronous = FULL` just before `begin` and back to NORMAL just after the end, so
 * no other statement runs between the switch and the commit it is for.
 */
function withDurableCommits(file: SQLite.Database, database: SqliteDatabase): SqliteDatabase {
  const around = (statement: SqliteStatement, before: () => void, after: () => void): SqliteStatement => ({
    reader: false,
    all: (parameters) => statement.all(parameters),
    iterate: (parameters) => statement.iterate(parameters),
    run: (parameters) => {
      before();
      try {
        return statement.run(parameters);
      } finally {
        after();
      }
    },
  });
  const nothing = () => undefined;
  return {
    close: () => database.close(),
    prepare(text) {
      const statement = database.prepare(text);
      if (!durableScope.getStore()) return statement;
      if (text === 'begin') return around(statement, () => file.pragma('synchronous = FULL'), nothing);
      // A commit that failed leaves the transaction open until its rollback, which switches back then.
      if (text === 'commit' || text === 'rollback')
        return around(statement, nothing, () => file.inTransaction || file.pragma('synchronous = NORMAL'));
      return statement;
    },
  };
}

/** Prepared statements kept, the most recently used, by their SQL text. */
const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew, and preparing costs more than running most of ours (a cart's
 * prices: three small queries), so statements are kept by their SQL text and reused. Kysely runs
 * one query at a time on the one connection, so a statement is never busy when it is reused;
 * SQLite re-prepares a kept statement by itself after a schema change.
 */
function withStatementCache(database: SQLite.Database): SqliteDatabase {
  const statements = new Map<string, SQLite.Statement>();
  return {
    close: () => database.close(),
    prepare(sql) {
      let statement = statements.get(sql);
      if (statement) {
        // Most recently used last, so eviction takes the first.
        statements.delete(sql);
      } else {
        statement = database.prepare(sql);
        if (statements.size >= STATEMENT_CACHE_SIZE) statements.delete(statements.keys().next().value ?? '');
      }
      statements.set(sql, statement);
      return statement;
    },
  };
}

/**
 * Starts the SQL text of a query PostgreSQL keeps prepared on each connection. Planning a query
 * can cost more than running it (a cart's prices: a three-table join by primary keys), and a
 * prepared statement is planned once per connection instead of on every run. Only hot queries of a
 * fixed shape carry it (a statement per distinct text stays on every connection until it closes).
 * A comment, so SQLite runs the same text unchanged.
 */
export const PREPARED = '/* prepared */ ';

/**
 * `in (…)` over a list of integer ids, for the PREPARED queries: `where v.id ${isOneOf(db, ids)}`.
 * On PostgreSQL it is one array parameter, so one statement serves lists of every length; an `in`
 * list would make a statement per length, each planned again on its first run on every connection
 * (the slowest search pages were those first runs). The array is read through a sub-select so the
 * planner cannot see its length: with `= any($1)` each list's own estimate made a custom plan look
 * cheaper than the generic one and PostgreSQL planned the eight-table joins again on every run
 * (8–40 ms); hidden, it keeps the generic plan after five runs. On SQLite, the list.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema will do
export function isOneOf(db: Kysely<any>, ids: readonly number[]): RawBuilder<unknown> {
  return dialectOf(db) === 'postgres'
    ? sql`= any((select ${[...ids]}::int[])::int[])`
    : sql`in (${sql.join([...ids])})`;
}

/**
 * `column = any(ids)` on PostgreSQL, `column in (…)` on SQLite, as a condition for a built query:
 * `.where(oneOf(db, 'v.id', ids))`, to run with executePrepared (isOneOf's reasons).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema will do
export function oneOf(db: Kysely<any>, column: string, ids: readonly number[]): RawBuilder<SqlBool> {
  return sql<SqlBool>`${sql.ref(column)} ${isOneOf(db, ids)}`;
}

/**
 * Runs a built query as a PREPARED one: its SQL text prefixed, so PostgreSQL plans it once per
 * connection. Only for queries whose text is the same on every call (lists through oneOf, never
 * `in` with a list, and no condition added or left out by the arguments).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema will do
export async function executePrepared<R>(db: Kysely<any>, query: Compilable<R>): Promise<R[]> {
  const compiled = query.compile();
  const { rows } = await db.executeQuery<R>(CompiledQuery.raw(PREPARED + compiled.sql, [...compiled.parameters]));
  return rows;
}

/**
 * A statement run for an HTTP request that has not answered after REQUEST_QUERY_PATIENCE_MS makes
 * the client ask the server on a fresh connection whether it is alive (REQUEST_PROBE_TIMEOUT_MS to
 * connect and answer `select 1`), and again every patience period while it waits. A server that
 * answers is only slow or the statement waits for a lock (racing checkouts), so it keeps waiting
 * (up to pg's `query_timeout`); one that does not (a frozen host, a network partition) gets the
 * connection dropped, and the request ends in 503 within 2 s instead of hanging until
 * `query_timeout` and then again behind the transaction's ROLLBACK. Work outside requests
 * (migrations, seeding, the order sweep) is never probed.
 */
export const REQUEST_QUERY_PATIENCE_MS = 1_000;
export const REQUEST_PROBE_TIMEOUT_MS = 800;

const requestScope = new AsyncLocalStorage<true>();

/** Runs `work` (and everything it starts) as request work: its PostgreSQL statements are watched. */
export function watchRequestQueries<T>(work: () => T): T {
  return requestScope.run(true, work);
}

/** Whether the server answers `select 1` on a new connection within the probe timeout. */
async function serverAnswers(config: pg.ClientConfig): Promise<boolean> {
  const probe = new pg.Client({
    ...config,
    connectionTimeoutMillis: REQUEST_PROBE_TIMEOUT_MS,
    query_timeout: REQUEST_PROBE_TIMEOUT_MS,
  });
  probe.on('error', () => undefined);
  const timeout = new Promise<false>((resolve) => setTimeout(() => resolve(false), REQUEST_PROBE_TIMEOUT_MS).unref());
  const answered = (async () => {
    await probe.connect();
    await probe.query('select 1');
    return true;
  })().catch(() => false);
  const alive = await Promise.race([answered, timeout]);
  void probe.end().catch(() => undefined);
  return alive;
}

const statementNames = new Map<string, string>();

/** A prepared statement's name: a digest of its text, computed once per text. */
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (name === undefined) {
    name = `q_${createHash('sha1').update(text).digest('base64url')}`;
    // The texts are the code's own fixed shapes (an `in` list makes one per length); the bound only guards.
    if (statementNames.size >= 10_000) statementNames.clear();
    statementNames.set(text, name);
  }
  return name;
}

/**
 * A pg client that runs the queries starting with PREPARED as named prepared statements, and drops
 * its connection when a request's statement waits on a server that no longer answers (the pool
 * discards the client).
 */
class PreparingClient extends pg.Client {
  private readonly probeConfig: pg.ClientConfig;

  constructor(config?: pg.ClientConfig) {
    super(config);
    this.probeConfig = config ?? {};
  }

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- pg's query has a dozen overloads; every call passes through
  override query(...args: any[]): any {
    const [text, values] = args as [unknown, unknown];
    const result: unknown =
      args.length === 2 && typeof text === 'string' && text.startsWith(PREPARED) && Array.isArray(values)
        ? super.query({ name: statementName(text), text, values })
        : (super.query as (...rest: unknown[]) => unknown)(...args);
    if (!requestScope.getStore() || !(result instanceof Promise)) return result;
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    const watch = () => {
      timer = setTimeout(() => {
        void serverAnswers(this.probeConfig).then((alive) => {
          if (settled) return;
          if (alive) return watch();
          const socket = (this as unknown as { connection?: { stream?: { destroy(error?: Error): void } } }).connection
            ?.stream;
          socket?.destroy(new Error('The database stopped answering.'));
        });
      }, REQUEST_QUERY_PATIENCE_MS);
    };
    watch();
    return result.finally(() => {
      settled = true;
      clearTimeout(timer);
    });
  }
}

function createPostgres(url: string, options: DatabaseOptions): Kysely<Database> {
  if (options.schema !== undefined && !SCHEMA_NAME.test(options.schema))
    throw new Error(`Invalid schema name: ${options.schema}`);
  const pool = new pg.Pool({
    Client: PreparingClient,
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
  pool.on('connect', (client) => {
    // A client in use that loses its connection emits 'error' on itself, where the pool does not
    // listen: unheard, that crashes the process. The running query fails on its own (a 503), and
    // the pool drops the broken client when it is released.
    client.on('error', () => undefined);
  });
  const db = new Kysely<Database>({
    dialect: new PostgresDialect({ pool }),
    ...(options.log ? { log: options.log } : {}),
  });
  pools.set(db, pool);
  return db;
}

const pools = new WeakMap<Kysely<Database>, pg.Pool>();

/** The PostgreSQL pool under a database this module opened (its metrics); none for SQLite. */
export function poolOf(db: Kysely<Database>): pg.Pool | undefined {
  return pools.get(db);
}

/** Asks the database `select 1`: resolves once it answers (the health check). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema will do
export async function pingDatabase(db: Kysely<any>): Promise<void> {
  await sql`select 1`.execute(db);
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any schema will do
export function dialectOf(db: Kysely<any>): SqlDialect {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}
