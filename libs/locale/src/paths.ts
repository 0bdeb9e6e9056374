import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

/** No path of this shop comes near this length; a longer redirect target is refused. */
export const MAX_OWN_PATH_LENGTH = 2048;

/**
 * A path on this site only: a redirect taken from a URL or an API answer (after signing in, a promo
 * code's) may never take the shopper elsewhere (QUALITY.md item 17). Refused: absolute and
 * protocol-relative URLs (`https://…`, `//…`), other schemes (`javascript:`), relative paths, and
 * what a browser could read as another host: backslashes and control characters, which browsers
 * turn into `/` or drop. The browser and the API both ask this one question.
 */
export function isOwnPath(path: unknown): path is string {
  return (
    typeof path === 'string' &&
    path.length <= MAX_OWN_PATH_LENGTH &&
    path.startsWith('/') &&
    !path.startsWith('//') &&
    // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
    !/[\\\u0000-\u001f\u007f]/.test(path)
  );
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
