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
  /** Drops these rows (a change named them); a load under way when it is called keeps nothing. */
  forget(ids: Iterable<number>): void;
  /** Drops every row; a load under way when it is called keeps nothing. */
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
  // Bumped by forget() and clear(): rows read before then may be what changed, so they are not kept.
  let generation = 0;

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
      const begun = generation;
      const loaded = await load(missing);
      if (begun !== generation) return kept.concat(loaded);
      makeRoom(at, loaded.length);
      for (const row of loaded) rows.set(row.id, { readAt: at, row });
      return kept.concat(loaded);
    },
    forget(ids) {
      generation += 1;
      for (const id of ids) rows.delete(id);
    },
    clear() {
      generation += 1;
      rows.clear();
    },
    get size() {
      return rows.size;
    },
  };
}
