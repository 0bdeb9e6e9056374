import { isOwnPath } from '@shop/locale';
import { localizePath, splitLocalePath, type Locale } from './locale';

/** Any origin will do: an own path resolved against it only has its dot segments and encoding settled. */
const PROBE_ORIGIN = 'http://site.invalid';

/**
 * A stored link (a promo code's redirect, later redirect rules) as a path of this site, or null
 * when it is anything else; `isOwnPath` (@shop/locale, the browser's check too) decides which.
 * Redirects leave only as such paths.
 */
export function sitePath(link: string | null | undefined): string | null {
  if (!isOwnPath(link)) return null;
  const url = new URL(link, PROBE_ORIGIN);
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

/** One segment of a catalogue path (a category's uri, a product's slug): `swimsuits`, `ava-one-piece`. */
export function isPathSegment(value: string): boolean {
  return /^[a-z0-9]+(?:-[a-z0-9]+)*$/.test(value) && value.length <= 200;
}
