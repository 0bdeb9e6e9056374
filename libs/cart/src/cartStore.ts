import { useSyncExternalStore } from 'react';
import {
  addItem,
  clearItems,
  parseCartCookie,
  removeItem,
  serializeCartCookie,
  setQuantity,
  type CartChange,
  type CartItem,
  type CartUpdate,
} from './cartItems';
import { CART_COOKIE } from './constants';
import { readCookie, writeCookie } from '@shop/i18n';

/** How long the cart cookie lives after the last change. */
export const CART_COOKIE_DAYS = 90;

const EMPTY: readonly CartItem[] = [];
const listeners = new Set<() => void>();
let cached: { raw: string | undefined; items: readonly CartItem[] } = { raw: undefined, items: EMPTY };
let lastChange: (CartChange & { at: number }) | null = null;
let channel: BroadcastChannel | null | undefined;

/** Tabs of this shop tell each other about cart changes (a cookie change raises no event). */
function tabs(): BroadcastChannel | null {
  if (channel === undefined)
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel('shop.cart');
  return channel;
}

const notify = () => {
  for (const listener of listeners) listener();
};

function snapshot(): readonly CartItem[] {
  const raw = readCookie(CART_COOKIE);
  if (raw !== cached.raw) cached = { raw, items: raw ? parseCartCookie(raw) : EMPTY };
  return cached.items;
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  const channel = tabs();
  const onMessage = () => listener();
  channel?.addEventListener('message', onMessage);
  // Without BroadcastChannel another tab's change shows when this one is used again.
  window.addEventListener('focus', onMessage);
  return () => {
    listeners.delete(listener);
    channel?.removeEventListener('message', onMessage);
    window.removeEventListener('focus', onMessage);
  };
}

/** Shows a change in the header's confirmation (the server cart's changes come here too). */
export function recordCartChange(change: CartChange | null): void {
  if (!change) return;
  lastChange = { ...change, at: Date.now() };
  notify();
}

function write(items: readonly CartItem[]): void {
  writeCookie(CART_COOKIE, serializeCartCookie(items), CART_COOKIE_DAYS);
  notify();
  tabs()?.postMessage('changed');
}

function apply(update: (items: readonly CartItem[]) => CartUpdate): CartChange | null {
  const { items, change } = update(snapshot());
  lastChange = change ? { ...change, at: Date.now() } : lastChange;
  write(items);
  return change;
}

/**
 * Empties the cookie and answers what it held, without a confirmation: the lines go to the
 * customer's server cart. Taken in one go, so a second tab signing in at the same time finds
 * nothing left to add twice.
 */
export function takeCookieItems(): readonly CartItem[] {
  const items = snapshot();
  if (items.length > 0) write(EMPTY);
  return items;
}

/** Puts taken lines back (their merge failed), added to whatever the cookie holds by then. */
export function restoreCookieItems(taken: readonly CartItem[]): void {
  write(
    taken.reduce<readonly CartItem[]>(
      (items, item) => addItem(items, item.product_variant_id, item.quantity).items,
      snapshot(),
    ),
  );
}

/** The cookie cart's actions (a guest's): each writes the cookie, records the change and tells every tab. */
export const cartActions = {
  add: (variantId: number, quantity: number, stock?: number) =>
    apply((items) => addItem(items, variantId, quantity, stock)),
  setQuantity: (variantId: number, quantity: number, stock?: number) =>
    apply((items) => setQuantity(items, variantId, quantity, stock)),
  remove: (variantId: number) => apply((items) => removeItem(items, variantId)),
  clear: () => apply(clearItems),
};

/** The cookie cart's lines (a guest's); empty on the server, the stored ones after hydration. */
export function useCookieCartItems(): readonly CartItem[] {
  return useSyncExternalStore(subscribe, snapshot, () => EMPTY);
}

/** The last change made in this tab (added, updated, removed), for the short confirmation. */
export function useLastCartChange() {
  return useSyncExternalStore(subscribe, lastCartChange, () => null);
}

/** The last change made in this tab, as `useLastCartChange` reads it. */
export const lastCartChange = () => lastChange;
