/**
 * A small in-process cache of loaded values: each entry lives `ttlMs`, at most `max` entries are
 * kept (the least recently used leave first), and callers asking for a key being loaded share
 * that one load. A failed load is not kept. `ttlMs` 0 turns caching off (every call loads).
 * With `staleWhileRevalidate`, an expired value is still answered while its replacement loads in
 * the background, so no caller waits for a reload (only a first load is waited for); reloads run
 * one at a time, each on a turn of the event loop of its own.
 */
import { countCacheLookup, type CacheLookup } from './metrics';

export interface TtlCache<V> {
  get(key: string, load: () => Promise<V>): Promise<V>;
  /** Drops every entry; a load or reload already under way is not kept when it ends (what changed may be in it). */
  clear(): void;
  readonly size: number;
}

/** Resolves on a later turn of the event loop, after the I/O waiting now has been handled. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

export function createTtlCache<V>(options: {
  /** Counted under this name in `shop_cache_requests_total` (GET /metrics); unnamed: not counted. */
  name?: string;
  ttlMs: number;
  max: number;
  staleWhileRevalidate?: boolean;
  now?: () => number;
}): TtlCache<V> {
  const now = options.now ?? (() => Date.now());
  const entries = new Map<string, { expires: number; value: Promise<V> }>();
  const refreshing = new Set<string>();
  const count = (result: CacheLookup) => {
    if (options.name) countCacheLookup(options.name, result);
  };
  // Bumped by clear(): a reload begun before then must not put back what it read.
  let generation = 0;

  // Reloads run one at a time, each from a later turn of the event loop than the call that found
  // its value stale: that caller is answered first, and on a synchronous database (SQLite, whose
  // reads block the only thread) other requests are answered between two reloads instead of
  // waiting behind all of them at once. A reload that hangs holds back this cache's later ones
  // (their stale values keep answering), not other caches'.
  let reloads: Promise<void> = Promise.resolve();

  /**
   * Loads in the background; the old value answers until the new one is in. A failed reload
   * drops the entry, so the next caller loads afresh and sees the failure (a product that is gone
   * must not be served forever).
   */
  const refresh = (key: string, load: () => Promise<V>) => {
    if (refreshing.has(key)) return;
    refreshing.add(key);
    const begun = generation;
    reloads = reloads
      .then(nextTurn)
      .then(load)
      .then((value) => {
        if (begun === generation && entries.has(key))
          entries.set(key, { expires: now() + options.ttlMs, value: Promise.resolve(value) });
      })
      .catch(() => {
        entries.delete(key);
      })
      .finally(() => refreshing.delete(key));
  };

  return {
    get(key, load) {
      if (options.ttlMs <= 0) return load();
      const at = now();
      const cached = entries.get(key);
      if (cached && cached.expires > at) {
        // Most recently used last, so eviction takes the first.
        entries.delete(key);
        entries.set(key, cached);
        count('hit');
        return cached.value;
      }
      if (cached && options.staleWhileRevalidate) {
        refresh(key, load);
        count('stale');
        return cached.value;
      }
      count('miss');
      const entry = { expires: at + options.ttlMs, value: load() };
      entries.delete(key);
      entries.set(key, entry);
      while (entries.size > options.max) {
        const oldest = entries.keys().next().value;
        if (oldest === undefined) break;
        entries.delete(oldest);
      }
      entry.value.catch(() => {
        if (entries.get(key) === entry) entries.delete(key);
      });
      return entry.value;
    },
    clear() {
      generation += 1;
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
