import {
  getGetCartPricesQueryOptions,
  getGetCartProductVariantsQueryOptions,
  getGetCartQueryKey,
  type CartPriceLine,
  type CartPrices,
  type ProductVariantSummary,
} from '@shop/api';
import { useLocale } from '@shop/i18n';
import { keepPreviousData, useQuery, useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useSession } from '@shop/auth';
import type { CartItem } from './cartItems';
import { cartActions, useCookieCartItems } from './cartStore';
import { storePromoCode, useStoredPromoCode } from './promoStore';
import {
  itemsOfCart,
  rememberedCode,
  serverCartChanging,
  useOptimisticItems,
  useServerCartActions,
  useServerCartQuery,
} from './serverCart';

export interface CartLine extends CartItem {
  /** Null until loaded, and for a variant no longer sold. */
  variant: ProductVariantSummary | null;
  /** The server's price of the line, null until computed. */
  price: CartPriceLine | null;
}

/** The variants of the cart's lines (with the promo code's discount in their prices). */
function useCartVariants(ids: readonly number[], promocode: string | null, enabled: boolean) {
  const { locale } = useLocale();
  return useQuery(
    getGetCartProductVariantsQueryOptions(
      { product_variant_ids: [...ids], promocode },
      { lang: locale },
      { query: { enabled: enabled && ids.length > 0, placeholderData: keepPreviousData } },
    ),
  );
}

/** Parses the prices' answer once per answer: a function of the module, so the query keeps its result. */
const parsePrices = (text: string) => JSON.parse(text) as CartPrices;

/** The server's prices of the cart; its answer is a JSON string (spec, section 9). */
function useCartPrices(items: readonly CartItem[], promocode: string | null, enabled: boolean) {
  const { locale } = useLocale();
  return useQuery(
    getGetCartPricesQueryOptions(
      { items: [...items], promocode },
      { lang: locale },
      { query: { enabled: enabled && items.length > 0, placeholderData: keepPreviousData, select: parsePrices } },
    ),
  );
}

/** Failures of loading the cart or its prices are logged; the cart keeps working with what it has. */
function useLogged(error: Error | null, what: string) {
  useEffect(() => {
    if (error) console.warn(`cart: ${what} could not be loaded`, error);
  }, [error, what]);
}

/**
 * The first answer has not come yet: no data and no failure so far. A read asked again after it
 * failed is `updating`, never loading again: a page that swapped its content for a spinner while
 * loading would unmount the parts that read the cart, and each part mounting again asks again (the
 * order page asked some forty times a second while the API failed).
 */
const firstLoad = (query: UseQueryResult) => query.isPending && query.errorUpdateCount === 0;

/** What the pages read of the cart, whichever source it comes from. */
export interface CartView {
  items: readonly CartItem[];
  lines: CartLine[];
  count: number;
  prices: CartPrices | null;
  promocode: string | null;
  loading: boolean;
  updating: boolean;
  /** The prices of the current lines could not be had (the last attempt failed); `retryPrices` asks again. */
  pricesFailed: boolean;
  retryPrices: () => void;
}

const countOf = (items: readonly CartItem[]) => items.reduce((sum, item) => sum + item.quantity, 0);

/** A guest's cart: the cookie's lines with their variants and the server's prices for them. */
function useCookieCart(enabled: boolean): CartView {
  const items = useCookieCartItems();
  const promocode = useStoredPromoCode();
  const ids = items.map((item) => item.product_variant_id);
  const variants = useCartVariants(ids, promocode, enabled);
  const prices = useCartPrices(items, promocode, enabled);
  useLogged(variants.error, 'the variants');
  useLogged(prices.error, 'the prices');

  const variantById = new Map((variants.data?.items ?? []).map((variant) => [variant.id, variant]));
  const priceById = new Map((prices.data?.lines ?? []).map((line) => [line.product_variant_id, line]));
  const lines: CartLine[] = items.map((item) => ({
    ...item,
    variant: variantById.get(item.product_variant_id) ?? null,
    price: priceById.get(item.product_variant_id) ?? null,
  }));
  return {
    items,
    lines,
    count: countOf(items),
    prices: items.length > 0 ? (prices.data ?? null) : null,
    promocode,
    loading: items.length > 0 && (firstLoad(variants) || firstLoad(prices)),
    updating: variants.isFetching || prices.isFetching,
    pricesFailed: items.length > 0 && prices.isError && !prices.isFetching,
    retryPrices: () => void prices.refetch(),
  };
}

/**
 * A signed-in customer's cart: the API's, priced there, with the changes on their way shown at
 * once. A line just added whose variant the answer has not brought yet is counted but not listed.
 */
function useServerCart(enabled: boolean): CartView {
  const query = useServerCartQuery(enabled);
  const optimistic = useOptimisticItems();
  const storedCode = useStoredPromoCode();
  useLogged(query.error, 'the account cart');
  const cart = query.data;
  const items = optimistic ?? itemsOfCart(cart);
  const variantById = new Map((cart?.items ?? []).map((line) => [line.productVariant.id, line.productVariant]));
  const priceById = new Map((cart?.prices.lines ?? []).map((line) => [line.product_variant_id, line]));
  const lines: CartLine[] = items.flatMap((item) => {
    const variant = variantById.get(item.product_variant_id);
    return variant ? [{ ...item, variant, price: priceById.get(item.product_variant_id) ?? null }] : [];
  });
  return {
    items,
    lines,
    count: countOf(items),
    prices: items.length > 0 ? (cart?.prices ?? null) : null,
    promocode: rememberedCode(cart) ?? storedCode,
    loading: enabled && firstLoad(query),
    updating: query.isFetching || optimistic !== null || serverCartChanging(),
    pricesFailed: items.length > 0 && query.isError && !query.isFetching,
    retryPrices: () => void query.refetch(),
  };
}

/** Which cart applies: the server's for a signed-in customer, the cookie's for a guest. */
function useServerSource(): boolean {
  return useSession().signedIn;
}

/**
 * The cart as the pages show it, from the one source that applies: a guest's cookie lines with
 * their variants and server prices, or a signed-in customer's server cart. The number of items,
 * the totals and the active promo code come with it. Every change asks for prices again; until
 * they arrive the previous ones stay.
 */
export function useCart(): CartView {
  const server = useServerSource();
  const cookieCart = useCookieCart(!server);
  const serverCart = useServerCart(server);
  return server ? serverCart : cookieCart;
}

/**
 * The cart's lines (variant and quantity) from the source that applies, without prices: what the
 * header's count and the add-to-cart button need. Empty on the server and until hydrated.
 */
export function useCartItems(): readonly CartItem[] {
  const server = useServerSource();
  const cookieItems = useCookieCartItems();
  const query = useServerCartQuery(server);
  const optimistic = useOptimisticItems();
  if (!server) return cookieItems;
  return optimistic ?? itemsOfCart(query.data);
}

/** The actions of the cart that applies (add, set a quantity, remove, empty), each with the change it made. */
export function useCartActions(): typeof cartActions {
  const server = useServerSource();
  const serverActions = useServerCartActions();
  return server ? serverActions : cartActions;
}

/**
 * What follows a placed order: a guest's cookie cart and code are emptied; a customer's server
 * cart lost the ordered lines and its code in the order's own transaction, so it is read again.
 */
export function useCartAfterOrder(): () => void {
  const server = useServerSource();
  const queryClient = useQueryClient();
  return () => {
    storePromoCode(null);
    if (server) void queryClient.invalidateQueries({ queryKey: getGetCartQueryKey() });
    else cartActions.clear();
  };
}
