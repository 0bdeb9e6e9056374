/**
 * The countries the shop delivers to (ISO 3166-1 alpha-2), by the delivery tables' zones: Finland,
 * the Nordic and Baltic EU states, the rest of the EU. The demo delivery methods price these zones
 * and the checkout offers exactly these countries, so both read them from here.
 */
export const HOME_COUNTRY = 'FI';
export const NORDIC_BALTIC_EU_COUNTRIES = ['SE', 'DK', 'EE', 'LV', 'LT'] as const;
export const OTHER_EU_COUNTRIES = [
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
] as const;

/** Every country we ship to, Finland first: the checkout's country list. */
export const SHIP_TO_COUNTRIES = [HOME_COUNTRY, ...NORDIC_BALTIC_EU_COUNTRIES, ...OTHER_EU_COUNTRIES] as const;
