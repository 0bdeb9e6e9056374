import { localeCookie, type Locale } from '@shop/locale';

/** Stores the shopper's language choice in the browser. */
export function persistLocale(locale: Locale): void {
  if (typeof document === 'undefined') return;
  document.cookie = localeCookie(locale, window.location.protocol === 'https:');
}
