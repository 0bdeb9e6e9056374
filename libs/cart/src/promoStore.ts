import { useSyncExternalStore } from 'react';
import { PROMO_CODE_COOKIE } from './constants';
import { readCookie, writeCookie } from '@shop/i18n';

/** How long a promo code stays active without being used. */
export const PROMO_CODE_COOKIE_DAYS = 30;

const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const snapshot = () => readCookie(PROMO_CODE_COOKIE) || null;

/** Stores (or, with null, removes) the active promo code, as checked by the API. */
export function storePromoCode(code: string | null): void {
  writeCookie(PROMO_CODE_COOKIE, code ?? '', PROMO_CODE_COOKIE_DAYS);
  for (const listener of listeners) listener();
}

/** The active promo code, or null; null on the server, the stored one after hydration. */
export function useStoredPromoCode(): string | null {
  return useSyncExternalStore(subscribe, snapshot, () => null);
}
