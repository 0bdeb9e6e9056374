import { NUMBER_LOCALES, type Locale } from '@shop/locale';

/** Decimals the card shows (spec, section 5): rating 1, weight and dimensions 3, volume 5. */
export const DISPLAY_DECIMALS = { rating: 1, weight: 3, dimensions: 3, volume: 5 } as const;

const formatters = new Map<string, Intl.NumberFormat>();

/** A number with exactly `decimals` decimals in the language's format (`0.450`, `0,450`). */
export function formatDecimals(value: number, decimals: number, locale: Locale): string {
  const key = `${locale}:${decimals}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(NUMBER_LOCALES[locale], {
      minimumFractionDigits: decimals,
      maximumFractionDigits: decimals,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(value);
}

/** A rating shown with one decimal (spec, section 5). */
export function formatRating(value: number, locale: Locale): string {
  return formatDecimals(value, DISPLAY_DECIMALS.rating, locale);
}

/** A weight in kilograms, 3 decimals. */
export function formatWeight(kilograms: number, locale: Locale): string {
  return formatDecimals(kilograms, DISPLAY_DECIMALS.weight, locale);
}

/** Dimensions in metres, 3 decimals each, `0.700 × 1.400`. */
export function formatDimensions(metres: readonly number[], locale: Locale): string {
  return metres.map((side) => formatDecimals(side, DISPLAY_DECIMALS.dimensions, locale)).join(' × ');
}

/** A volume in cubic metres, 5 decimals. */
export function formatVolume(cubicMetres: number, locale: Locale): string {
  return formatDecimals(cubicMetres, DISPLAY_DECIMALS.volume, locale);
}
