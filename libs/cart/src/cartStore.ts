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
import { readCookie, writeCookie } from './cookies';

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

function apply(update: (items: readonly CartItem[]) => CartUpdate): CartChange | null {
  const { items, change } = update(snapshot());
  lastChange = change ? { ...change, at: Date.now() } : lastChange;
  writeCookie(CART_COOKIE, serializeCartCookie(items), CART_COOKIE_DAYS);
  notify();
  tabs()?.postMessage('changed');
  return change;
}

/** The cart's actions: each writes the cookie, records the change and tells every tab. */
export const cartActions = {
  add: (variantId: number, quantity: number, stock?: number) =>
    apply((items) => addItem(items, variantId, quantity, stock)),
  setQuantity: (variantId: number, quantity: number, stock?: number) =>
    apply((items) => setQuantity(items, variantId, quantity, stock)),
  remove: (variantId: number) => apply((items) => removeItem(items, variantId)),
  clear: () => apply(clearItems),
};

/** The cart's lines as the cookie holds them; empty on the server, the stored ones after hydration. */
export function useCartItems(): readonly CartItem[] {
  return useSyncExternalStore(subscribe, snapshot, () => EMPTY);
}

/** The last change made in this tab (added, updated, removed), for the short confirmation. */
export function useLastCartChange() {
  return useSyncExternalStore(
    subscribe,
    () => lastChange,
    () => null,
  );
}
