/**
 * Rows by id, each kept `ttlMs` after it was read. `read` answers the kept rows still young enough
 * and loads all the others in one call; an id the load finds no row for is not kept (it is asked
 * again next time). At most `max` rows are kept: past that, the expired ones leave, and when every
 * row is young the whole store is emptied (a burst of distinct ids costs one reload, never
 * unbounded memory). `ttlMs` 0 keeps nothing: every read loads.
 */
import { countCacheLookup } from './metrics';

export interface RowCache<R extends { id: number }> {
  read(ids: readonly number[], load: (ids: number[]) => Promise<R[]>): Promise<R[]>;
  clear(): void;
  readonly size: number;
}

export function createRowCache<R extends { id: number }>(options: {
  /** Counted per row under this name in `shop_cache_requests_total` (GET /metrics); unnamed: not counted. */
  name?: string;
  ttlMs: number;
  max: number;
  now?: () => number;
}): RowCache<R> {
  const now = options.now ?? (() => Date.now());
  const rows = new Map<number, { readAt: number; row: R }>();

  const makeRoom = (at: number, wanted: number) => {
    if (rows.size + wanted <= options.max) return;
    for (const [id, kept] of rows) if (at - kept.readAt >= options.ttlMs) rows.delete(id);
    if (rows.size + wanted > options.max) rows.clear();
  };

  return {
    async read(ids, load) {
      if (options.ttlMs <= 0) return load([...ids]);
      const at = now();
      const kept: R[] = [];
      const missing: number[] = [];
      for (const id of ids) {
        const hit = rows.get(id);
        if (hit && at - hit.readAt < options.ttlMs) kept.push(hit.row);
        else missing.push(id);
      }
      if (options.name) {
        countCacheLookup(options.name, 'hit', kept.length);
        countCacheLookup(options.name, 'miss', missing.length);
      }
      if (missing.length === 0) return kept;
      const loaded = await load(missing);
      makeRoom(at, loaded.length);
      for (const row of loaded) rows.set(row.id, { readAt: at, row });
      return kept.concat(loaded);
    },
    clear() {
      rows.clear();
    },
    get size() {
      return rows.size;
    },
  };
}
