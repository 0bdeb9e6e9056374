import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { ChangeSet } from '../modules/changes/watcher';
import { createTtlCache, type TtlCache } from './ttl-cache';

/**
 * How long rows an operator sets up once in a shop's life (delivery and payment methods with their
 * texts) are kept in memory. Every checkout read them three times, a fifth of its statements; a
 * seed changes them and logs `all`, which drops them at once (`forgetReferenceRows`). An edit made
 * straight in the database shows within this time, as the shop currency's does.
 */
export const REFERENCE_ROWS_TTL_MS = 60_000;
const MAX_KEYS = 16;

// One per database; the expired value answers while the next one loads.
const kept = new WeakMap<Kysely<Database>, TtlCache<unknown>>();

/**
 * `load()`'s rows, kept per database under `key` (`delivery-methods:en`…). Callers must not change
 * what they get. A transaction reads afresh: what it decides on is what its snapshot holds.
 */
export function keptReferenceRows<V>(db: Kysely<Database>, key: string, load: () => Promise<V>): Promise<V> {
  if (db.isTransaction) return load();
  let cache = kept.get(db);
  if (!cache)
    kept.set(
      db,
      (cache = createTtlCache({
        name: 'reference_rows',
        ttlMs: REFERENCE_ROWS_TTL_MS,
        max: MAX_KEYS,
        staleWhileRevalidate: true,
      })),
    );
  return cache.get(key, load) as Promise<V>;
}

/** Drops the kept rows when everything changed (a seed); no narrower change names them. */
export function forgetReferenceRows(db: Kysely<Database>, changes: ChangeSet): void {
  if (changes.all) kept.get(db)?.clear();
}
