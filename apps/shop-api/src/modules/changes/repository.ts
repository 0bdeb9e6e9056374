import { sql, type Kysely } from 'kysely';
import { dialectOf } from '../../db/database';
import type { CatalogChangeScope, Database } from '../../db/schema';

type Db = Kysely<Database>;

/** Any number that is ours alone among PostgreSQL advisory locks: the change log's writers. */
const CHANGE_LOG_LOCK = 280_012;

export interface CatalogChangeRow {
  id: number;
  scope: CatalogChangeScope;
  key: string | null;
}

/**
 * Appends entries to the log. On PostgreSQL the writers take turns until they commit (a
 * transaction-scoped advisory lock), so ids become visible in the order they were given: a reader
 * that has seen id n never sees n - 1 appear later. Call it last in the transaction, after every
 * row lock it takes, so a writer holding the turn never waits for another writer's rows.
 */
export async function insertChanges(
  trx: Db,
  entries: ReadonlyArray<{ scope: CatalogChangeScope; key: string | null }>,
  now: number,
): Promise<void> {
  if (entries.length === 0) return;
  if (dialectOf(trx) === 'postgres') await sql`select pg_advisory_xact_lock(${CHANGE_LOG_LOCK})`.execute(trx);
  await trx
    .insertInto('catalog_changes')
    .values(entries.map((entry) => ({ ...entry, created_at: now })))
    .execute();
}

/** The newest id in the log; 0 when it is empty. */
export async function latestChangeId(db: Db): Promise<number> {
  const row = await db
    .selectFrom('catalog_changes')
    .select((eb) => eb.fn.max('id').as('latest'))
    .executeTakeFirst();
  return Number(row?.latest ?? 0);
}

/** The oldest id still kept; undefined when the log is empty. */
export async function oldestChangeId(db: Db): Promise<number | undefined> {
  const row = await db
    .selectFrom('catalog_changes')
    .select((eb) => eb.fn.min('id').as('oldest'))
    .executeTakeFirst();
  return row?.oldest === null || row?.oldest === undefined ? undefined : Number(row.oldest);
}

/** Up to `limit` entries after `after`, oldest first. */
export async function changesAfter(db: Db, after: number, limit: number): Promise<CatalogChangeRow[]> {
  const rows = await db
    .selectFrom('catalog_changes')
    .select(['id', 'scope', 'key'])
    .where('id', '>', after)
    .orderBy('id')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}

/** Deletes entries written before `before`, except the newest. How many went. */
export async function deleteChangesBefore(db: Db, before: number): Promise<number> {
  const latest = await latestChangeId(db);
  const result = await db
    .deleteFrom('catalog_changes')
    .where('created_at', '<', before)
    .where('id', '<', latest)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
