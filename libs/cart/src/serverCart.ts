import {
  ApiError,
  editCartQuantity,
  getCart,
  getCartProductVariants,
  getGetCartQueryKey,
  mergeCart,
  removeFromCart,
  type Cart,
  type MergeCartResult,
} from '@shop/api';
import { useSession } from '@shop/auth';
import { readCookie, useLocale, type Locale } from '@shop/i18n';
import { useHydrated } from '@shop/ui';
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useSyncExternalStore } from 'react';
import {
  addItem,
  clearItems,
  removeItem,
  setQuantity,
  type CartChange,
  type CartItem,
  type CartUpdate,
} from './cartItems';
import { recordCartChange } from './cartStore';
import { storePromoCode } from './promoStore';
import { PROMO_CODE_COOKIE } from './constants';

/**
 * A signed-in customer's cart is the API's (`GET /api/v1/cart`), the same on every device. Its key
 * starts with the contract's `getGetCartQueryKey()`, so whoever changes it elsewhere (the merge,
 * "Buy again") invalidates it by that prefix; the customer's id keeps one customer's answer from
 * ever showing to the next who signs in on this page.
 */
export const serverCartKey = (locale: Locale, customerId: number | null) =>
  [...getGetCartQueryKey({ lang: locale }), { customer: customerId }] as const;

/** The lines of a server cart as the cookie would hold them. */
export const itemsOfCart = (cart: Cart | undefined): CartItem[] =>
  (cart?.items ?? []).map((line) => ({ product_variant_id: line.productVariant.id, quantity: line.quantity }));

/** The code a server cart remembers (applied or not), as the prices report it. */
export const rememberedCode = (cart: Cart | undefined): string | null => cart?.prices.promocode?.code ?? null;

/**
 * The customer's server cart; `enabled` only while signed in (a guest's read would be a 401). Read
 * by the browser once hydrated, as the cookie cart is: the server's page and the first render in
 * the browser both show no lines, so they always agree.
 */
export function useServerCartQuery(enabled: boolean) {
  const { locale } = useLocale();
  const { user } = useSession();
  const hydrated = useHydrated();
  const customerId = user?.id ?? null;
  return useQuery({
    queryKey: serverCartKey(locale, customerId),
    queryFn: ({ signal }) => getCart({ lang: locale }, { signal }),
    enabled: enabled && hydrated && customerId !== null,
    // Another device may have changed it: read again when the shopper comes back to this tab.
    refetchOnWindowFocus: true,
    staleTime: 0,
  });
}

// The lines as the shopper's changes not yet answered make them (null: none pending). Shared by
// the header and the page; the changes go to the API one after another, in the order made.
let optimistic: readonly CartItem[] | null = null;
let pending = 0;
let queue: Promise<void> = Promise.resolve();
const listeners = new Set<() => void>();

function setOptimistic(items: readonly CartItem[] | null) {
  optimistic = items;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The lines with the changes still on their way, or null when none is. */
export function useOptimisticItems(): readonly CartItem[] | null {
  return useSyncExternalStore(
    subscribe,
    () => optimistic,
    () => null,
  );
}

/** Whether a change of the server cart is on its way. */
export const serverCartChanging = () => pending > 0;

export interface ServerCartContext {
  queryClient: QueryClient;
  locale: Locale;
  customerId: number;
}

/**
 * Makes an answer of a change the cart. A read still on its way was answered from before the change
 * (it lands later under load, the proxy between), so it is called off rather than let overwrite it.
 */
async function settle(queryClient: QueryClient, key: ReturnType<typeof serverCartKey>, cart: Cart): Promise<void> {
  await queryClient.cancelQueries({ queryKey: getGetCartQueryKey() });
  queryClient.setQueryData(key, cart);
}

/** The 409 `cart.not_enough_stock` (or a variant no longer sold): how many are left, read afresh. */
async function stockLeft(error: unknown, variantId: number, locale: Locale): Promise<number | null> {
  if (!(error instanceof ApiError)) return null;
  const outOfStock = error.status === 409 && error.problem?.errors?.['quantity']?.[0] === 'cart.not_enough_stock';
  if (!outOfStock && error.status !== 404) return null;
  if (error.status === 404) return 0;
  try {
    const { items } = await getCartProductVariants({ product_variant_ids: [variantId] }, { lang: locale });
    return items[0]?.stock ?? 0;
  } catch {
    return null;
  }
}

/**
 * One change of the server cart: shown at once (the confirmation and the lines), then sent after
 * the changes before it. The last answer becomes the cart; a refused change is rolled back to what
 * the server holds, read again, and said in the header's confirmation (only N left, sold out, or
 * that the change failed).
 */
function change(
  context: ServerCartContext,
  update: (items: readonly CartItem[]) => CartUpdate,
  send: (items: readonly CartItem[], change: CartChange, promocode: string | null) => Promise<Cart>,
  handsCode = false,
): CartChange | null {
  const { queryClient, locale, customerId } = context;
  const key = serverCartKey(locale, customerId);
  const loaded = queryClient.getQueryData<Cart>(key);
  if (!optimistic && !loaded) {
    // Not read yet (a click right after the page loaded): a change computed from no lines would
    // set a quantity below the one the server holds, so the cart is read first.
    pending += 1;
    queue = queue.then(async () => {
      try {
        await queryClient.fetchQuery({ queryKey: key, queryFn: () => getCart({ lang: locale }) });
      } catch (error) {
        console.warn('cart: the account cart could not be read', error);
        recordCartChange({ kind: 'updated', variantId: 0, quantity: 0, failed: true });
        return;
      } finally {
        pending -= 1;
      }
      change(context, update, send, handsCode);
    });
    return null;
  }
  const before = optimistic ?? itemsOfCart(loaded);
  const { items, change: made } = update(before);
  recordCartChange(made);
  const moved =
    items.length !== before.length ||
    items.some(
      (item, index) =>
        item.quantity !== before[index]?.quantity || item.product_variant_id !== before[index]?.product_variant_id,
    );
  if (!made || !moved) return made;
  setOptimistic(items);
  pending += 1;
  void queryClient.cancelQueries({ queryKey: getGetCartQueryKey() });
  // A code the shopper applied while the cart was empty, or as a guest, goes with the next change.
  const handedCode = handsCode ? readCookie(PROMO_CODE_COOKIE) || null : null;
  queue = queue.then(async () => {
    try {
      const cart = await send(items, made, handedCode);
      if (handedCode) storePromoCode(null);
      pending -= 1;
      if (pending === 0) {
        await settle(queryClient, key, cart);
        // A change made meanwhile keeps showing until its own answer.
        if (pending === 0) setOptimistic(null);
      }
    } catch (error) {
      pending -= 1;
      if (pending === 0) setOptimistic(null);
      const left = await stockLeft(error, made.variantId, locale);
      if (left !== null) recordCartChange({ ...made, limitedTo: left });
      else {
        console.warn('cart: the change could not be saved', error);
        recordCartChange({ ...made, failed: true });
      }
      await queryClient.invalidateQueries({ queryKey: getGetCartQueryKey() });
    }
  });
  return made;
}

const quantityIn = (items: readonly CartItem[], variantId: number) =>
  items.find((item) => item.product_variant_id === variantId)?.quantity ?? 0;

/** The server cart's actions, as the cookie cart's `cartActions` (the same rules of stock and limits). */
export function serverCartActions(context: ServerCartContext) {
  const { locale } = context;
  const edit = (items: readonly CartItem[], made: CartChange, promocode: string | null) => {
    const quantity = quantityIn(items, made.variantId);
    const body = { product_variant_id: made.variantId, quantity, ...(promocode ? { promocode } : {}) };
    return editCartQuantity(body, { lang: locale });
  };
  return {
    add: (variantId: number, quantity: number, stock?: number) =>
      change(context, (items) => addItem(items, variantId, quantity, stock), edit, true),
    setQuantity: (variantId: number, quantity: number, stock?: number) =>
      change(context, (items) => setQuantity(items, variantId, quantity, stock), edit, true),
    remove: (variantId: number) =>
      change(
        context,
        (items) => removeItem(items, variantId),
        (_items, made) => removeFromCart({ product_variant_id: made.variantId }, { lang: locale }),
      ),
    clear: () => change(context, clearItems, () => removeFromCart({ all: true }, { lang: locale })),
  };
}

/** The server cart's actions for the signed-in customer of this page. */
export function useServerCartActions() {
  const queryClient = useQueryClient();
  const { locale } = useLocale();
  const { user } = useSession();
  return serverCartActions({ queryClient, locale, customerId: user?.id ?? 0 });
}

/** Resolves once every change on its way has been answered (or refused). */
export const serverCartSettled = (): Promise<void> => queue;

/** Runs `task` after the changes already on their way; answers its result. */
function afterPending<T>(task: () => Promise<T>): Promise<T> {
  const run = queue.then(task);
  queue = run.then(
    () => undefined,
    () => undefined,
  );
  return run;
}

/**
 * Remembers (or, with null, forgets) the promo code in the customer's server cart, so every device
 * prices with it: the contract keeps a code with a change of a line, so the first line is set to
 * what it holds. An empty cart keeps the code in the cookie until its first line.
 */
export function rememberPromoCode(
  queryClient: QueryClient,
  locale: Locale,
  customerId: number,
  code: string | null,
): Promise<void> {
  const key = serverCartKey(locale, customerId);
  return afterPending(async () => {
    const [first] = itemsOfCart(queryClient.getQueryData<Cart>(key));
    if (!first) {
      storePromoCode(code);
      return;
    }
    const cart = await editCartQuantity({ ...first, promocode: code }, { lang: locale });
    storePromoCode(null);
    await settle(queryClient, key, cart);
  });
}

/** A line of the guest's cart that went into the server cart only in part (or not at all). */
export type MergeAdjustment = MergeCartResult['adjusted'][number];

/**
 * Adds a guest's lines to the customer's server cart (`mergeCart`: quantities added, capped at the
 * stock) and, when the guest had applied a code, hands it to the cart too. Answers the lines that
 * were not added in full. Throws when the merge failed (the caller keeps the lines).
 */
export function mergeIntoServerCart(
  queryClient: QueryClient,
  locale: Locale,
  customerId: number,
  items: readonly CartItem[],
): Promise<readonly MergeAdjustment[]> {
  const key = serverCartKey(locale, customerId);
  return afterPending(async () => {
    const result = await mergeCart({ items: items.map((item) => ({ ...item })) }, { lang: locale });
    await settle(queryClient, key, result.cart);
    const code = readCookie(PROMO_CODE_COOKIE) || null;
    const [first] = itemsOfCart(result.cart);
    if (code && first) {
      try {
        await settle(queryClient, key, await editCartQuantity({ ...first, promocode: code }, { lang: locale }));
        storePromoCode(null);
      } catch (error) {
        // The lines are in; the code stays in the cookie and goes with the next change.
        console.warn('cart: the promo code could not be handed to the account cart', error);
      }
    }
    // The same cart in the other language, if read on this page, is read again.
    void queryClient.invalidateQueries({
      queryKey: getGetCartQueryKey(),
      predicate: (query) => (query.queryKey[1] as { lang?: string } | undefined)?.lang !== locale,
    });
    return result.adjusted;
  });
}
