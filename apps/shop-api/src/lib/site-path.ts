import { localizePath, splitLocalePath, type Locale } from './locale';

/** Any origin will do: a path resolved against it that lands elsewhere was not a path of ours. */
const PROBE_ORIGIN = 'http://site.invalid';
const MAX_PATH_LENGTH = 2048;

/**
 * A stored link (a promo code's redirect, later redirect rules) as a path of this site, or null
 * when it is anything else: an absolute or protocol-relative URL (`https://…`, `//…`), a
 * `javascript:` link, or a path a browser could read as another host (backslashes, control
 * characters, which browsers drop or turn into `/`). Redirects leave only as such paths.
 */
export function sitePath(link: string | null | undefined): string | null {
  if (!link || link.length > MAX_PATH_LENGTH || !link.startsWith('/')) return null;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\\\u0000-\u001f\u007f]/.test(link)) return null;
  let url: URL;
  try {
    url = new URL(link, PROBE_ORIGIN);
  } catch {
    return null;
  }
  if (url.origin !== PROBE_ORIGIN) return null;
  return url.pathname + url.search + url.hash;
}

/**
 * A path of this site in a language: `/catalog/women` for English, `/ru/catalog/women` for
 * Russian, whichever language the stored path named; null as for sitePath. The result is checked
 * again: taking the language off `/ru//evil.example` leaves `//evil.example`, another host.
 */
export function localizedSitePath(link: string | null | undefined, locale: Locale): string | null {
  const path = sitePath(link);
  if (path === null) return null;
  const query = path.search(/[?#]/);
  const pathname = query === -1 ? path : path.slice(0, query);
  const localized = localizePath(splitLocalePath(pathname).path, locale) + (query === -1 ? '' : path.slice(query));
  return sitePath(localized) === localized ? localized : null;
}
