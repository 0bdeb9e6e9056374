import {
  getGetCartPricesQueryOptions,
  getGetCartProductVariantsQueryOptions,
  type CartPriceLine,
  type CartPrices,
  type ProductVariantSummary,
} from '@shop/api';
import { useLocale } from '@shop/i18n';
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { CartItem } from './cartItems';
import { useCartItems } from './cartStore';
import { useStoredPromoCode } from './promoStore';

export interface CartLine extends CartItem {
  /** Null until loaded, and for a variant no longer sold. */
  variant: ProductVariantSummary | null;
  /** The server's price of the line, null until computed. */
  price: CartPriceLine | null;
}

/** The variants of the cart's lines (with the promo code's discount in their prices). */
function useCartVariants(ids: readonly number[], promocode: string | null) {
  const { locale } = useLocale();
  return useQuery(
    getGetCartProductVariantsQueryOptions(
      { product_variant_ids: [...ids], promocode },
      { lang: locale },
      { query: { enabled: ids.length > 0, placeholderData: keepPreviousData } },
    ),
  );
}

/** Parses the prices' answer once per answer: a function of the module, so the query keeps its result. */
const parsePrices = (text: string) => JSON.parse(text) as CartPrices;

/** The server's prices of the cart; its answer is a JSON string (spec, section 9). */
function useCartPrices(items: readonly CartItem[], promocode: string | null) {
  const { locale } = useLocale();
  return useQuery(
    getGetCartPricesQueryOptions(
      { items: [...items], promocode },
      { lang: locale },
      { query: { enabled: items.length > 0, placeholderData: keepPreviousData, select: parsePrices } },
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

/**
 * The cart as the pages show it: the cookie's lines with their variants and server prices, the
 * number of items, the totals and the active promo code. Every change of the lines or the code
 * asks for prices again; until they arrive the previous ones stay.
 */
export function useCart() {
  const items = useCartItems();
  const promocode = useStoredPromoCode();
  const ids = items.map((item) => item.product_variant_id);
  const variants = useCartVariants(ids, promocode);
  const prices = useCartPrices(items, promocode);
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
    count: items.reduce((sum, item) => sum + item.quantity, 0),
    prices: items.length > 0 ? (prices.data ?? null) : null,
    promocode,
    loading: items.length > 0 && (firstLoad(variants) || firstLoad(prices)),
    updating: variants.isFetching || prices.isFetching,
    /** The prices of the current lines could not be had (the last attempt failed); `retryPrices` asks again. */
    pricesFailed: items.length > 0 && prices.isError && !prices.isFetching,
    retryPrices: () => void prices.refetch(),
  };
}
