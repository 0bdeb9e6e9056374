import type { GetPlaceDetailsResponse, GetPlacesResponse } from '@shop/api-schemas';
import type { z } from 'zod';
import type { Locale } from '../../lib/locale';

export type PlacePrediction = z.infer<typeof GetPlacesResponse>['predictions'][number];
export type PlaceDetails = z.infer<typeof GetPlaceDetailsResponse>;

/**
 * Where address suggestions come from: Google Places when GOOGLE_PLACES_API_KEY is set, else the
 * built-in data (`offline-provider.ts`). Both answer in the contract's shape.
 */
export interface PlacesProvider {
  /** Suggestions for what the shopper typed, best first, at most 10; none is not an error. */
  predictions(input: string, countryCode: string, locale: Locale): Promise<PlacePrediction[]>;
  /** The address of a suggestion's `place_id`; null when the provider does not know it. */
  details(placeId: string, locale: Locale): Promise<PlaceDetails | null>;
}

/** The provider could not answer (down, slow, refused); the API answers 503 with Retry-After. */
export class PlacesProviderError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'PlacesProviderError';
  }
}

/** A country's name in the answer's language ("Finland", "Финляндия"). */
export function countryName(countryCode: string, locale: Locale): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(countryCode) ?? countryCode;
  } catch {
    return countryCode;
  }
}
