import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { CHANGES_MAX_LIMIT } from './constants';
import { latestChangeId } from './repository';
import { catalogChanges, type CatalogChangeRow } from './service';

/** What a poll found changed, for the caches to drop: `all` (or an incomplete read) drops everything. */
export interface ChangeSet {
  all: boolean;
  products: ReadonlySet<number>;
  categories: ReadonlySet<number>;
  content: boolean;
}

export type ChangeListener = (changes: ChangeSet) => void;

export interface CatalogChangeWatcher {
  /** Calls `listener` with every batch of changes found from now on; returns the unsubscribe. */
  subscribe(listener: ChangeListener): () => void;
  /** Looks at the log once now (the timer does this every interval); resolves after the listeners ran. */
  poll(): Promise<void>;
  /**
   * Polls until this process has handed on every entry up to `id` (a few tries at most), so an
   * answer naming `id` is never followed by a cached read from before it.
   */
  catchUp(id: number): Promise<void>;
  /** Stops the timer (the app's onClose). */
  stop(): void;
}

/** Polls `catchUp` may run: one may have begun before the entry it waits for was committed. */
const CATCH_UP_TRIES = 3;

const EVERYTHING: ChangeSet = { all: true, products: new Set(), categories: new Set(), content: true };

export function changeSetOf(rows: readonly CatalogChangeRow[]): ChangeSet {
  const products = new Set<number>();
  const categories = new Set<number>();
  let content = false;
  for (const row of rows) {
    if (row.scope === 'all') return EVERYTHING;
    if (row.scope === 'content') content = true;
    else if (row.scope === 'product') products.add(Number(row.key));
    else categories.add(Number(row.key));
  }
  return { all: false, products, categories, content };
}

/**
 * Follows the change log for this process's caches: every `intervalMs` one cheap query (the
 * log's newest id); only when it moved are the new entries read and handed to the listeners.
 * Polls never overlap; the timer is unref'd so it never keeps the process alive; `intervalMs` 0
 * starts no timer (the caches then rely on their TTL alone). The first poll only learns where
 * the log stands: caches filled before it read data at least that new.
 */
export function watchCatalogChanges(
  db: Kysely<Database>,
  options: {
    intervalMs: number;
    /** The first failed poll after a good one (a database that is down is reported once). */
    onError: (error: unknown) => void;
    /** The first good poll after a failed one; the entries written meanwhile are read then. */
    onRecovered?: () => void;
  },
): CatalogChangeWatcher {
  const listeners = new Set<ChangeListener>();
  let position: number | undefined;
  let running: Promise<void> | undefined;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let failing = false;

  const notify = (changes: ChangeSet) => {
    for (const listener of listeners) listener(changes);
  };

  const look = async () => {
    const latest = await latestChangeId(db);
    if (position === undefined) {
      position = latest;
      return;
    }
    if (latest === position) return;
    const answer = await catalogChanges(db, position, CHANGES_MAX_LIMIT);
    position = answer.latest;
    notify(answer.complete ? changeSetOf(answer.changes) : EVERYTHING);
  };

  const poll = (): Promise<void> => {
    running ??= look()
      .then(
        () => {
          if (failing) options.onRecovered?.();
          failing = false;
        },
        (error: unknown) => {
          if (!failing) options.onError(error);
          failing = true;
        },
      )
      .finally(() => {
        running = undefined;
      });
    return running;
  };

  const schedule = () => {
    if (stopped || options.intervalMs <= 0) return;
    timer = setTimeout(() => void poll().finally(schedule), options.intervalMs);
    timer.unref();
  };

  void poll().finally(schedule);

  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    poll,
    async catchUp(id) {
      for (let tries = 0; tries < CATCH_UP_TRIES && (position ?? -1) < id; tries += 1) await poll();
    },
    stop() {
      stopped = true;
      clearTimeout(timer);
    },
  };
}
