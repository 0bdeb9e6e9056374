import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

/**
 * A path on this site only (`/…`, not `//host`, no backslash): a redirect taken from a URL or an
 * API answer (after signing in, a promo code's) may never take the shopper elsewhere (QUALITY.md
 * item 17).
 */
export function isOwnPath(path: unknown): path is string {
  return typeof path === 'string' && path.startsWith('/') && !path.startsWith('//') && !path.includes('\\');
}

/** The URL prefix of a locale: none for English, `/ru` for Russian. */
export function localePrefix(locale: Locale): string {
  return locale === DEFAULT_LOCALE ? '' : `/${locale}`;
}

/** Puts a locale-neutral path (`/about-us`) into a locale (`/ru/about-us`); the home page of ru is `/ru/`. */
export function localizePath(path: string, locale: Locale): string {
  const clean = path.startsWith('/') ? path : `/${path}`;
  const prefix = localePrefix(locale);
  if (!prefix) return clean;
  return clean === '/' ? `${prefix}/` : `${prefix}${clean}`;
}

/** Splits a URL path into its locale and the locale-neutral rest. */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  const match = /^\/([a-z]{2})(\/.*)?$/.exec(pathname);
  if (match && isLocale(match[1]) && match[1] !== DEFAULT_LOCALE) {
    return { locale: match[1], path: match[2] ?? '/' };
  }
  return { locale: DEFAULT_LOCALE, path: pathname || '/' };
}

/** The locale named by the optional `{-$locale}` route parameter, or undefined when it names none. */
export function localeFromParam(param: string | undefined): Locale | undefined {
  if (param === undefined) return DEFAULT_LOCALE;
  return isLocale(param) && param !== DEFAULT_LOCALE ? param : undefined;
}
