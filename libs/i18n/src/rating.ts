import { NUMBER_LOCALES, type Locale } from '@shop/locale';

const ratingFormatters = new Map<Locale, Intl.NumberFormat>();

/** A rating shown with one decimal (spec, section 5). */
export function formatRating(value: number, locale: Locale): string {
  let formatter = ratingFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(NUMBER_LOCALES[locale], {
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    ratingFormatters.set(locale, formatter);
  }
  return formatter.format(value);
}
