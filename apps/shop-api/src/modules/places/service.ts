import type { Env } from '../../config/env';
import { notFound, serviceUnavailable } from '../../http/problem';
import type { Locale } from '../../lib/locale';
import { PLACE_PREDICTIONS_MAX, PLACES_RETRY_AFTER_SECONDS } from './constants';
import { GooglePlacesProvider } from './google-provider';
import { OfflinePlacesProvider } from './offline-provider';
import { PlacesProviderError, type PlaceDetails, type PlacePrediction, type PlacesProvider } from './provider';

/** Google Places when the operator gave a key, else the built-in data. */
export function placesProviderFor(env: Pick<Env, 'GOOGLE_PLACES_API_KEY'>): PlacesProvider {
  return env.GOOGLE_PLACES_API_KEY
    ? new GooglePlacesProvider({ apiKey: env.GOOGLE_PLACES_API_KEY })
    : new OfflinePlacesProvider();
}

/** Runs a provider call; its failure becomes 503 with Retry-After, the reason kept for the log. */
async function ask<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof PlacesProviderError)) throw error;
    const problem = serviceUnavailable(
      'Address search is unavailable at the moment; try again shortly.',
      PLACES_RETRY_AFTER_SECONDS,
    );
    problem.cause = error;
    throw problem;
  }
}

/** Address suggestions in one country, best first (none is an answer too). */
export async function findPlaces(
  provider: PlacesProvider,
  input: string,
  countryCode: string,
  locale: Locale,
): Promise<{ predictions: PlacePrediction[] }> {
  const predictions = await ask(() => provider.predictions(input.trim(), countryCode, locale));
  return { predictions: predictions.slice(0, PLACE_PREDICTIONS_MAX) };
}

/** The structured address of a suggestion; 404 when the provider does not know its id. */
export async function findPlaceDetails(
  provider: PlacesProvider,
  placeId: string,
  locale: Locale,
): Promise<PlaceDetails> {
  const details = await ask(() => provider.details(placeId.trim(), locale));
  if (!details) throw notFound('No place has this id.');
  return details;
}
