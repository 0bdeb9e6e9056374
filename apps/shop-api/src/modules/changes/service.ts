import type { Kysely } from 'kysely';
import type { CatalogChangeScope, Database } from '../../db/schema';
import { CHANGE_LOG_RETENTION_MS, STOCK_SHOWN_UP_TO } from './constants';
import {
  changesAfter,
  deleteChangesBefore,
  insertChanges,
  latestChangeId,
  oldestChangeId,
  type CatalogChangeRow,
} from './repository';

export type { CatalogChangeRow } from './repository';

type Db = Kysely<Database>;

/**
 * Appends one entry to the change log inside the writer's transaction (`trx`), so the entry and
 * what it announces commit together. `key`: the product's or category's id, the content page's
 * name; null for `all`. Call it after the transaction's other writes (see `insertChanges`).
 */
export async function recordChange(trx: Db, scope: CatalogChangeScope, key: string | number | null): Promise<void> {
  await insertChanges(trx, [{ scope, key: key === null ? null : String(key) }], Date.now());
}

/** One `product` entry per product id (none when the set is empty), in the writer's transaction. */
export async function recordProductChanges(trx: Db, productIds: Iterable<number>): Promise<void> {
  const keys = [...new Set(productIds)].sort((a, b) => a - b);
  await insertChanges(
    trx,
    keys.map((id) => ({ scope: 'product' as const, key: String(id) })),
    Date.now(),
  );
}

/**
 * Whether a variant's stock going from `before` to `after` changes what a page shows: it sells
 * out, comes back, or is at or below the count the card shows ("only 2 left"). Ten to nine
 * shows nothing, so ordinary checkouts write no entry and flush no cache.
 */
export function stockChangeShows(before: number, after: number): boolean {
  return before !== after && Math.min(before, after) <= STOCK_SHOWN_UP_TO;
}

export interface CatalogChanges {
  latest: number;
  complete: boolean;
  changes: CatalogChangeRow[];
}

/**
 * `GET /api/v1/changes`: the entries after `after` (oldest first, at most `limit`) and the newest
 * position. `complete` is false when the log no longer reaches back to `after` (pruned), when
 * `after` is beyond the newest position (the database was replaced), or when the list was cut at
 * `limit`: the reader then drops everything it holds. Without `after`: the newest position only.
 */
export async function catalogChanges(db: Db, after: number | undefined, limit: number): Promise<CatalogChanges> {
  const latest = await latestChangeId(db);
  if (after === undefined) return { latest, complete: true, changes: [] };
  if (after > latest) return { latest, complete: false, changes: [] };
  if (after === latest) return { latest, complete: true, changes: [] };
  const oldest = await oldestChangeId(db);
  const rows = (await changesAfter(db, after, limit + 1)).filter((row) => row.id <= latest);
  const cut = rows.length > limit;
  const pruned = oldest === undefined || after < oldest - 1;
  return { latest, complete: !cut && !pruned, changes: rows.slice(0, limit) };
}

/** The retention sweep's part: entries older than CHANGE_LOG_RETENTION_MS go, the newest stays. */
export function pruneCatalogChanges(db: Db, now = Date.now()): Promise<number> {
  return deleteChangesBefore(db, now - CHANGE_LOG_RETENTION_MS);
}
