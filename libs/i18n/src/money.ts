import type { Locale } from '@shop/locale';

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * The one money formatter: the currency sign, grouping of the language, and trailing zeros
 * dropped (49.90 → €49.9, 50.00 → €50), as the spec asks.
 */
export function formatMoney(amount: number, currency: string, locale: Locale): string {
  const key = `${locale}:${currency}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale === 'ru' ? 'ru-RU' : 'en-IE', {
      style: 'currency',
      currency,
      minimumFractionDigits: 0,
      maximumFractionDigits: 2,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(amount);
}

const ratingFormatters = new Map<Locale, Intl.NumberFormat>();

/** A rating shown with one decimal (spec, section 5). */
export function formatRating(value: number, locale: Locale): string {
  let formatter = ratingFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale === 'ru' ? 'ru-RU' : 'en-IE', {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    ratingFormatters.set(locale, formatter);
  }
  return formatter.format(value);
}
