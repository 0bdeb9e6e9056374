import {
  getCalculateDeliveryQueryOptions,
  getGetDeliveriesQueryOptions,
  getGetDeliveryOptionsQueryOptions,
  getGetPaymentMethodsQueryOptions,
  getGetPlacesQueryOptions,
  getPlaceDetails,
  type CartItemInput,
} from '@shop/api';
import { useLocale } from '@shop/i18n';
import { keepPreviousData, useQuery } from '@tanstack/react-query';

/** The delivery methods for the country and the cart, with their prices for it. */
export function useDeliveries(countryCode: string, items: readonly CartItemInput[], promocode: string | null) {
  const { locale } = useLocale();
  return useQuery(
    getGetDeliveriesQueryOptions(
      { destination: { country_code: countryCode }, items: [...items], promocode },
      { lang: locale },
      { query: { enabled: items.length > 0 && countryCode.length === 2, placeholderData: keepPreviousData } },
    ),
  );
}

/** The options (pickup points, time slots) of a method with options. */
export function useDeliveryOptions(deliveryId: number | null, countryCode: string, enabled: boolean) {
  const { locale } = useLocale();
  return useQuery(
    getGetDeliveryOptionsQueryOptions(
      deliveryId ?? 0,
      { destination: { country_code: countryCode } },
      { lang: locale },
      { query: { enabled: enabled && deliveryId !== null } },
    ),
  );
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
  return useQuery(
    getCalculateDeliveryQueryOptions(
      deliveryId ?? 0,
      { destination: { country_code: countryCode }, items: [...items], promocode, option_id: optionId },
      { lang: locale },
      { query: { enabled: deliveryId !== null && items.length > 0, placeholderData: keepPreviousData, retry: false } },
    ),
  );
}

export function usePaymentMethods(countryCode: string) {
  const { locale } = useLocale();
  return useQuery(getGetPaymentMethodsQueryOptions({ country_code: countryCode }, { lang: locale }));
}

/** Address suggestions for what was typed (the caller debounces). */
export function usePlaceSuggestions(input: string, countryCode: string) {
  const { locale } = useLocale();
  const typed = input.trim();
  return useQuery(
    getGetPlacesQueryOptions(
      { input: typed, country_code: countryCode, lang: locale },
      { query: { enabled: typed.length >= 2, placeholderData: keepPreviousData, staleTime: 5 * 60_000 } },
    ),
  );
}

export const placeDetails = (placeId: string, locale: 'en' | 'ru') =>
  getPlaceDetails({ place_id: placeId, lang: locale });
