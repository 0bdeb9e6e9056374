import { browserStorage } from '@shop/i18n';
import { createContext, useCallback, useContext, useSyncExternalStore } from 'react';

/** Where a guest's wish list lives in the browser: product-variant ids (spec, section 2). */
export const WISH_LIST_STORAGE_KEY = 'wishList.variantIds';

/** A wish list holds at most this many variants; adding past it drops the oldest. */
export const WISH_LIST_LIMIT = 200;

const EMPTY: readonly number[] = [];
const listeners = new Set<() => void>();
let cached: { raw: string | null; ids: readonly number[] } = { raw: null, ids: EMPTY };

/** The stored ids: positive integers, each once, oldest first; anything else stored is ignored. */
export function parseWishList(raw: string | null): number[] {
  if (!raw) return [];
  try {
    const value: unknown = JSON.parse(raw);
    if (!Array.isArray(value)) return [];
    const ids = value.filter((id): id is number => Number.isSafeInteger(id) && id > 0);
    return [...new Set(ids)].slice(-WISH_LIST_LIMIT);
  } catch {
    return [];
  }
}

let memory: string | null = null;

function readRaw(): string | null {
  const store = browserStorage('local');
  return store ? store.getItem(WISH_LIST_STORAGE_KEY) : memory;
}

/** The current ids; the same array until they change, as useSyncExternalStore needs. */
function snapshot(): readonly number[] {
  const raw = readRaw();
  if (raw !== cached.raw) cached = { raw, ids: parseWishList(raw) };
  return cached.ids;
}

function write(ids: readonly number[]) {
  const raw = JSON.stringify(ids.slice(-WISH_LIST_LIMIT));
  const store = browserStorage('local');
  try {
    if (store) store.setItem(WISH_LIST_STORAGE_KEY, raw);
    else memory = raw;
  } catch {
    memory = raw;
  }
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  // Another tab changed the list.
  const onStorage = (event: StorageEvent) => {
    if (event.key === WISH_LIST_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Adds the variant when absent, removes it when present; answers whether it is now in the list. */
export function toggleWishListItem(variantId: number): boolean {
  const ids = snapshot();
  const present = ids.includes(variantId);
  write(present ? ids.filter((id) => id !== variantId) : [...ids, variantId]);
  return !present;
}

/** Empties the guest's list, e.g. once it was merged into a customer's profile wish list. */
export function clearGuestWishList(): void {
  write([]);
}

/** The guest's list as stored in this browser, whoever is signed in; the server renders it empty. */
export function useGuestWishList(): readonly number[] {
  return useSyncExternalStore(subscribe, snapshot, () => EMPTY);
}

/**
 * Another home for the wish list: a signed-in customer's list lives in their profile, which this
 * library does not know; the app provides it (ids, and a toggle answering whether the variant is
 * now in the list). Without a provider the guest's list is used.
 */
export interface WishListSource {
  ids: readonly number[];
  toggle: (variantId: number) => boolean;
  /**
   * The list is still on its way (a customer's, right after the page hydrates): meanwhile the
   * hearts keep the guest's list, and the wish-list page waits rather than saying it is empty.
   */
  loading?: boolean;
}

const WishListSourceContext = createContext<WishListSource | null>(null);
export const WishListSourceProvider = WishListSourceContext.Provider;

/**
 * The wish list the hearts and the header show: the guest's variant ids kept in this browser
 * (shared by every component and tab), or the provided one (a signed-in customer's). The server
 * renders an empty list; the stored one appears right after hydration.
 */
export function useWishList() {
  const guestIds = useGuestWishList();
  const context = useContext(WishListSourceContext);
  const source = context?.loading ? null : context;
  const ids = source ? source.ids : guestIds;
  const has = useCallback((variantId: number) => ids.includes(variantId), [ids]);
  return {
    ids,
    count: ids.length,
    has,
    toggle: source ? source.toggle : toggleWishListItem,
    loading: context?.loading === true,
  };
}
