/**
 * Address look-ups per client address, minute and operation: a shopper types a few dozen keys
 * into the checkout's address field (the storefront debounces them), a script scraping the data
 * or spending the Google key runs out fast.
 */
export const PLACES_RATE_LIMIT = { max: 60, timeWindow: 60_000 } as const;

/** The spec's wording of the two 400 answers. */
export const PLACES_QUERY_REQUIRED = 'Input or countryCode is required';
export const PLACE_ID_REQUIRED = 'Place id is required';

/** Suggestions per answer: the contract's `PlacePredictions.predictions` maxItems. */
export const PLACE_PREDICTIONS_MAX = 10;

/** How long the API waits for Google before it answers 503; the checkout must never hang. */
export const PLACES_PROVIDER_TIMEOUT_MS = 3_000;

/** Retry-After of the 503 when the address provider fails. */
export const PLACES_RETRY_AFTER_SECONDS = 5;

/** Where Google's Places web service (Autocomplete, Place Details) lives. */
export const GOOGLE_PLACES_BASE_URL = 'https://maps.googleapis.com/maps/api/place';

/**
 * Countries the built-in provider knows: the EU, the rest of the Nordics, and Åland (its own ISO
 * code in GeoNames). Any other country answers no suggestions.
 */
export const OFFLINE_PLACES_COUNTRIES: ReadonlySet<string> = new Set([
  'AT',
  'BE',
  'BG',
  'CY',
  'CZ',
  'DE',
  'DK',
  'EE',
  'ES',
  'FI',
  'FR',
  'GR',
  'HR',
  'HU',
  'IE',
  'IT',
  'LT',
  'LU',
  'LV',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SE',
  'SI',
  'SK',
  'NO',
  'IS',
  'AX',
]);
