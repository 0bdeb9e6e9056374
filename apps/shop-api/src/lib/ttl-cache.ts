/**
 * A small in-process cache of loaded values: each entry lives `ttlMs`, at most `max` entries are
 * kept (the least recently used leave first), and callers asking for a key being loaded share
 * that one load. A failed load is not kept. `ttlMs` 0 turns caching off (every call loads).
 */
export interface TtlCache<V> {
  get(key: string, load: () => Promise<V>): Promise<V>;
  clear(): void;
  readonly size: number;
}

export function createTtlCache<V>(options: { ttlMs: number; max: number; now?: () => number }): TtlCache<V> {
  const now = options.now ?? (() => Date.now());
  const entries = new Map<string, { expires: number; value: Promise<V> }>();
  return {
    get(key, load) {
      if (options.ttlMs <= 0) return load();
      const at = now();
      const cached = entries.get(key);
      if (cached && cached.expires > at) {
        // Most recently used last, so eviction takes the first.
        entries.delete(key);
        entries.set(key, cached);
        return cached.value;
      }
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
      entries.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
