import type { Locale } from './locales';

/** The number conventions (grouping, decimal sign, place of the currency sign) of each language. */
export const NUMBER_LOCALES: Record<Locale, string> = { en: 'en-IE', ru: 'ru-RU' };

const formatters = new Map<string, Intl.NumberFormat>();

/**
 * The one money formatter, of the storefront and of the API's mails and labels alike: the currency
 * sign and grouping of the language, a whole amount without decimals (€52), any other with two
 * (€4.90). That is how the spec's "trailing zeros removed" is read: money never shows one decimal.
 */
export function formatMoney(amount: number, currency: string, locale: Locale): string {
  // Decided on whole cents, so float noise (0.1 + 0.2) and an amount that rounds to a whole follow it.
  const digits = Math.round(Math.abs(amount) * 100) % 100 === 0 ? 0 : 2;
  const key = `${locale}:${currency}:${digits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(NUMBER_LOCALES[locale], {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    formatters.set(key, formatter);
  }
  return formatter.format(amount);
}
