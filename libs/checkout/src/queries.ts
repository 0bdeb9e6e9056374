import {
  calculateDelivery,
  getDeliveries,
  getDeliveryOptions,
  getPaymentMethods,
  getPlaceDetails,
  getPlaces,
  type CartItemInput,
} from '@shop/api';
import { useLocale } from '@shop/i18n';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** The delivery methods for the country and the cart, with their prices for it. */
export function useDeliveries(countryCode: string, items: readonly CartItemInput[], promocode: string | null) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: ['checkout', 'deliveries', locale, countryCode, items, promocode],
    queryFn: ({ signal }) =>
      getDeliveries(
        { destination: { country_code: countryCode }, items: [...items], promocode },
        { lang: locale },
        { signal },
      ),
    enabled: items.length > 0 && countryCode.length === 2,
    placeholderData: keepPreviousData,
  });
}

/** The options (pickup points, time slots) of a method with options. */
export function useDeliveryOptions(deliveryId: number | null, countryCode: string, enabled: boolean) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: ['checkout', 'delivery-options', locale, deliveryId, countryCode],
    queryFn: ({ signal }) =>
      getDeliveryOptions(deliveryId ?? 0, { destination: { country_code: countryCode } }, { lang: locale }, { signal }),
    enabled: enabled && deliveryId !== null,
  });
}

/** The chosen method's price and time for the cart. */
export function useDeliveryQuote(
  deliveryId: number | null,
  countryCode: string,
  items: readonly CartItemInput[],
  promocode: string | null,
  optionId: string | null,
) {
  const { locale } = useLocale();
  return useQuery({
    queryKey: ['checkout', 'delivery-quote', locale, deliveryId, countryCode, items, promocode, optionId],
    queryFn: ({ signal }) =>
      calculateDelivery(
        deliveryId ?? 0,
        { destination: { country_code: countryCode }, items: [...items], promocode, option_id: optionId },
        { lang: locale },
        { signal },
      ),
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

export const placeDetails = (placeId: string, locale: 'en' | 'ru') =>
  getPlaceDetails({ place_id: placeId, lang: locale });
