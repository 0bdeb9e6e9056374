import { isContentPageSlug } from '@shop/content';
import {
  LOCALE_COOKIE,
  isLocale,
  parseAcceptLanguage,
  parseLocaleDomains,
  readCookieValue,
  splitLocalePath,
} from '@shop/locale';

/**
 * The pages the server's page cache keeps (page-cache.ts): those that show the same to every
 * visitor. Each names the query parameters its page reads (the route's `validateSearch`); a
 * request with any other parameter (a campaign's `utm_source`, say) is rendered for itself and not
 * stored, so parameters a page does not read never multiply entries. Every other page (cart,
 * checkout, profile, order, wish list, sign-in links) is the visitor's own and stays `no-store`.
 */
interface CacheablePage {
  /** The path without its language prefix. */
  matches: (path: string) => boolean;
  /** The query parameters the page reads. */
  params: ReadonlySet<string>;
  /** What the page shows beyond the products its data names (render-page.ts finds those). */
  tags: (path: string) => string[];
}

/** `parseCatalogSearch`'s keys (@shop/catalog). */
const CATALOG_PARAMS = new Set(['page', 'per_page', 'sort', 'color', 'size', 'price_min', 'price_max', 'variant']);
const NONE = new Set<string>();

export const CACHEABLE_PAGES: readonly CacheablePage[] = [
  { matches: (path) => path === '/', params: NONE, tags: () => ['content:home'] },
  { matches: (path) => /^\/catalog\/[^?#]+$/.test(path), params: CATALOG_PARAMS, tags: () => [] },
  { matches: (path) => path === '/search', params: new Set(['keyword', 'page']), tags: () => [] },
  {
    matches: (path) => isContentPageSlug(path.slice(1)),
    params: NONE,
    tags: (path) => [`content:${path.slice(1)}`],
  },
];

/** The host names whose pages are kept: the public one, LOCALE_DOMAINS', and loopback's on a local shop. */
export function cacheableHosts(env: Record<string, string | undefined>): ReadonlySet<string> {
  const port = env['PORT'] ?? '3000';
  const publicHost = new URL(env['PUBLIC_URL'] ?? `http://localhost:${port}`).hostname.toLowerCase();
  const hosts = new Set([publicHost, ...parseLocaleDomains(env['LOCALE_DOMAINS']).keys()]);
  if (['localhost', '127.0.0.1', '[::1]'].includes(publicHost))
    for (const name of ['localhost', '127.0.0.1', '[::1]']) hosts.add(name);
  return hosts;
}

/**
 * A first visit to `/` lands by the locale cookie, then the browser's languages, then the host's
 * default (first-visit-locale.ts): the key holds which of the three decides, never the raw headers.
 */
function landing(headers: { get(name: string): string | null }): string {
  const stored = readCookieValue(headers.get('cookie'), LOCALE_COOKIE);
  if (isLocale(stored)) return stored;
  for (const tag of parseAcceptLanguage(headers.get('accept-language'))) {
    const base = tag.split('-')[0];
    if (isLocale(base)) return base;
  }
  return 'default';
}

/**
 * Whether every parameter of a query string (`?a=1&b=2`, or '') is one of `params`, with the names
 * URLSearchParams would decode, read from the string: a hit then builds no URLSearchParams. A name
 * with an escape (`%`, `+`) is left to URLSearchParams, which decodes it.
 */
export function readsOnly(search: string, params: ReadonlySet<string>): boolean {
  if (search.length <= 1) return true;
  if (search.includes('%') || search.includes('+')) {
    for (const name of new URLSearchParams(search).keys()) if (!params.has(name)) return false;
    return true;
  }
  let start = 1;
  while (start <= search.length) {
    let end = search.indexOf('&', start);
    if (end === -1) end = search.length;
    const equals = search.indexOf('=', start);
    const name = search.slice(start, equals === -1 || equals > end ? end : equals);
    // An empty pair (`a=1&&b=2`) is no parameter; `=x` is one named ''.
    if (end > start && !params.has(name)) return false;
    start = end + 1;
  }
  return true;
}

export interface PageCacheKey {
  key: string;
  tags: string[];
  /** The Accept-Language the page is rendered with (only `/`'s landing depends on it). */
  acceptLanguage: string | undefined;
}

/** The cache key of a request, or undefined when its page is not kept. */
export function pageCacheKey(
  method: string,
  url: URL,
  headers: { get(name: string): string | null },
  hosts: ReadonlySet<string>,
): PageCacheKey | undefined {
  if (method !== 'GET' && method !== 'HEAD') return undefined;
  const host = (headers.get('x-forwarded-host') ?? headers.get('host') ?? '')
    .split(',')[0]
    ?.trim()
    .toLowerCase()
    .replace(/:\d+$/, '');
  if (!host || !hosts.has(host)) return undefined;
  const { path } = splitLocalePath(url.pathname);
  const page = CACHEABLE_PAGES.find((candidate) => candidate.matches(path));
  if (!page) return undefined;
  if (!readsOnly(url.search, page.params)) return undefined;
  const landsByVisitor = url.pathname === '/';
  const choice = landsByVisitor ? landing(headers) : undefined;
  return {
    key: `${host}|${url.pathname}${url.search}${choice ? `|${choice}` : ''}`,
    tags: page.tags(path),
    acceptLanguage: choice && choice !== 'default' ? choice : undefined,
  };
}
