import { z } from 'zod';
import type { Locale } from '../../lib/locale';
import { GOOGLE_PLACES_BASE_URL, PLACE_PREDICTIONS_MAX, PLACES_PROVIDER_TIMEOUT_MS } from './constants';
import { PlacesProviderError, type PlaceDetails, type PlacePrediction, type PlacesProvider } from './provider';

export interface GooglePlacesOptions {
  apiKey: string;
  /** The web service's root (tests point it at a local fake). */
  baseUrl?: string;
  /** How long one call may take, the answer's body included. */
  timeoutMs?: number;
}

/** The parts of Google's answers read here; anything else Google adds is ignored. */
const AutocompleteAnswer = z.object({
  status: z.string(),
  predictions: z
    .array(
      z.object({
        place_id: z.string(),
        description: z.string(),
        types: z.array(z.string()).default([]),
        structured_formatting: z.object({ main_text: z.string(), secondary_text: z.string().optional() }).optional(),
      }),
    )
    .default([]),
});

const DetailsAnswer = z.object({
  status: z.string(),
  result: z
    .object({
      place_id: z.string().optional(),
      formatted_address: z.string().optional(),
      address_components: z
        .array(z.object({ long_name: z.string(), short_name: z.string(), types: z.array(z.string()) }))
        .default([]),
      geometry: z.object({ location: z.object({ lat: z.number(), lng: z.number() }) }).optional(),
    })
    .optional(),
});

type AddressComponent = NonNullable<z.infer<typeof DetailsAnswer>['result']>['address_components'][number];

/** Keeps a text within the contract's maxLength. */
const clip = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);

/** The first component of the given types, in that order of preference. */
function component(
  components: readonly AddressComponent[],
  types: readonly string[],
  name: 'long_name' | 'short_name' = 'long_name',
): string | null {
  for (const type of types) {
    const found = components.find((part) => part.types.includes(type));
    if (found) return found[name];
  }
  return null;
}

/**
 * Google Places web service: Autocomplete restricted to the country, and Place Details with only
 * the address, its components and the location asked for (Google bills fields). Every call has a
 * timeout; a timeout, a network error, an HTTP error or a refusal (bad key, quota) is a
 * PlacesProviderError, which the API answers with 503.
 */
export class GooglePlacesProvider implements PlacesProvider {
  private readonly apiKey: string;
  private readonly baseUrl: string;
  private readonly timeoutMs: number;

  constructor(options: GooglePlacesOptions) {
    this.apiKey = options.apiKey;
    this.baseUrl = (options.baseUrl ?? GOOGLE_PLACES_BASE_URL).replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs ?? PLACES_PROVIDER_TIMEOUT_MS;
  }

  async predictions(input: string, countryCode: string, locale: Locale): Promise<PlacePrediction[]> {
    const answer = AutocompleteAnswer.safeParse(
      await this.call('autocomplete', {
        input,
        components: `country:${countryCode.toLowerCase()}`,
        types: 'geocode',
        language: locale,
      }),
    );
    if (!answer.success)
      throw new PlacesProviderError('Google Places Autocomplete answered an unexpected shape', { cause: answer.error });
    if (answer.data.status === 'ZERO_RESULTS') return [];
    if (answer.data.status !== 'OK')
      throw new PlacesProviderError(`Google Places Autocomplete answered ${answer.data.status}`);
    return answer.data.predictions.slice(0, PLACE_PREDICTIONS_MAX).map((prediction) => ({
      place_id: clip(prediction.place_id, 512),
      description: clip(prediction.description, 500),
      main_text: clip(prediction.structured_formatting?.main_text ?? prediction.description, 300),
      secondary_text: clip(prediction.structured_formatting?.secondary_text ?? '', 300),
      types: prediction.types.map((type) => clip(type, 64)),
    }));
  }

  async details(placeId: string, locale: Locale): Promise<PlaceDetails | null> {
    const answer = DetailsAnswer.safeParse(
      await this.call('details', {
        place_id: placeId,
        fields: 'address_component,formatted_address,geometry,place_id',
        language: locale,
      }),
    );
    if (!answer.success)
      throw new PlacesProviderError('Google Place Details answered an unexpected shape', { cause: answer.error });
    const { status, result } = answer.data;
    // An id Google does not know, or one that is not an id at all.
    if (status === 'NOT_FOUND' || status === 'ZERO_RESULTS' || status === 'INVALID_REQUEST') return null;
    if (status !== 'OK' || !result) throw new PlacesProviderError(`Google Place Details answered ${status}`);

    const parts = result.address_components;
    const countryCode = component(parts, ['country'], 'short_name')?.toUpperCase() ?? '';
    if (!/^[A-Z]{2}$/.test(countryCode) || !result.geometry)
      throw new PlacesProviderError('Google Place Details answered a place without country or location');
    const clipOrNull = (text: string | null, max: number) => (text === null ? null : clip(text, max));
    return {
      place_id: clip(result.place_id ?? placeId, 512),
      country_code: countryCode,
      city: clipOrNull(
        component(parts, ['locality', 'postal_town', 'administrative_area_level_3', 'administrative_area_level_2']),
        100,
      ),
      postcode: clipOrNull(component(parts, ['postal_code']), 16),
      street: clipOrNull(component(parts, ['route']), 200),
      house: clipOrNull(component(parts, ['street_number']), 32),
      formatted_address: clip(result.formatted_address ?? '', 500),
      location: { lat: result.geometry.location.lat, lng: result.geometry.location.lng },
    };
  }

  /** One GET of the web service, as JSON; every failure is a PlacesProviderError. */
  private async call(endpoint: 'autocomplete' | 'details', params: Record<string, string>): Promise<unknown> {
    const url = new URL(`${this.baseUrl}/${endpoint}/json`);
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value);
    url.searchParams.set('key', this.apiKey);
    try {
      // The signal also covers reading the body, so a server that stalls mid-answer times out too.
      const response = await fetch(url, {
        headers: { accept: 'application/json' },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
      if (!response.ok) throw new PlacesProviderError(`Google Places answered HTTP ${response.status}`);
      return await response.json();
    } catch (error) {
      if (error instanceof PlacesProviderError) throw error;
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw new PlacesProviderError(
        timedOut ? `Google Places did not answer within ${this.timeoutMs} ms` : 'Google Places could not be reached',
        { cause: error },
      );
    }
  }
}
