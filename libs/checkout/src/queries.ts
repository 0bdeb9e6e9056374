import { ApiError, calculateDelivery, getDeliveries, getDeliveryOptions, getOrderByCrypto, getPaymentMethods, getPlaceDetails, getPlaces, type CartItemInput } from '@shop/api';
import { useLocale, type Locale } from '@shop/i18n';
import { isServer, keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';

/**
 * An order by its token, in the page's language: the order page's data, fetched by its route's
 * loader on the server (so the first HTML shows the order and its payment state) and kept fresh
 * by the page. A 404 (a wrong token) is an answer, not retried; nor is anything on the server, where
 * the fetch mutator's own retries are all a page render should wait for.
 */
export const orderQuery = (crypto: string, locale: Locale) =>
  queryOptions({
    queryKey: ['order', crypto, locale] as const,
    queryFn: ({ signal }) => getOrderByCrypto({ crypto, lang: locale }, { signal }),
    retry: (count, error) => !isServer && !(error instanceof ApiError && error.status === 404) && count < 2,
  });

/** The delivery methods for the country and the cart, with their prices for it. */
export function useDeliveries(countryCode: string, items: readonly CartItemInput[], promocode: string | null) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: ['checkout', 'deliveries', locale, countryCode, items, promocode],
    queryFn: ({ signal }) => getDeliveries({ destination: { country_code: countryCode }, items: [...items], promocode }, { lang: locale }, { signal }),
    enabled: items.length > 0 && countryCode.length === 2,
    placeholderData: keepPreviousData,
  });
}

/** The options (pickup points, time slots) of a method with options. */
export function useDeliveryOptions(deliveryId: number | null, countryCode: string, enabled: boolean) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: ['checkout', 'delivery-options', locale, deliveryId, countryCode],
    queryFn: ({ signal }) => getDeliveryOptions(deliveryId ?? 0, { destination: { country_code: countryCode } }, { lang: locale }, { signal }),
    enabled: enabled && deliveryId !== null,
  });
}

/** The chosen method's price and time for the cart. */
export function useDeliveryQuote(deliveryId: number | null, countryCode: string, items: readonly CartItemInput[], promocode: string | null, optionId: string | null) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: ['checkout', 'delivery-quote', locale, deliveryId, countryCode, items, promocode, optionId],
    queryFn: ({ signal }) => calculateDelivery(deliveryId ?? 0, { destination: { country_code: countryCode }, items: [...items], promocode, option_id: optionId }, { lang: locale }, { signal }),
    enabled: deliveryId !== null && items.length > 0,
    placeholderData: keepPreviousData,
    retry: false,
  });
}

export function usePaymentMethods(countryCode: string) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: ['checkout', 'payments', locale, countryCode],
    queryFn: ({ signal }) => getPaymentMethods({ country_code: countryCode }, { lang: locale }, { signal }),
  });
}

/** Address suggestions for what was typed (the caller debounces). */
export function usePlaceSuggestions(input: string, countryCode: string) {
  const { locale } = useLocale();
  const typed = input.trim();
  return useQuery({
    queryKey: ['checkout', 'places', locale, countryCode, typed],
    queryFn: ({ signal }) => getPlaces({ input: typed, country_code: countryCode, lang: locale }, { signal }),
    enabled: typed.length >= 2,
    placeholderData: keepPreviousData,
    staleTime: 5 * 60_000,
  });
}

export const placeDetails = (placeId: string, locale: 'en' | 'ru') => getPlaceDetails({ place_id: placeId, lang: locale });
