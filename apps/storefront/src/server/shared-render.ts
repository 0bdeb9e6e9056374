import { createIsomorphicFn } from '@tanstack/react-start';
import { getRequestHeader } from '@tanstack/react-start/server';
import { sessionToken } from '@shop/api';

/**
 * A page rendered for the page cache (page-cache.ts) is the same for every visitor: rendered
 * without the visitor's cookie, without the signed-in user (the browser asks for it after
 * hydration) and with a placeholder in place of the CSP nonce, which the cache replaces with a new
 * nonce in every answer. The cache marks its render requests with this header, whose value is this
 * process's random placeholder, so no visitor can ask for such a render.
 */
export const SHARED_RENDER_HEADER = 'x-shop-shared-render';

/** Random per process: 24 letters and digits, like a nonce, and found nowhere else in a page. */
export const NONCE_PLACEHOLDER = `ph${Array.from(crypto.getRandomValues(new Uint8Array(11)), (byte) => byte.toString(16).padStart(2, '0')).join('')}`;

/** Internal response header: what the rendered page shows, for the cache's tags. */
export const PAGE_TAGS_HEADER = 'x-shop-page-tags';

/** Whether this render is the page cache's (always false in the browser). */
export const isSharedRender = createIsomorphicFn()
  .server(() => {
    try {
      return getRequestHeader(SHARED_RENDER_HEADER) === NONCE_PLACEHOLDER;
    } catch {
      // Outside a request (a router rendered by a test): nobody's shared page.
      return false;
    }
  })
  .client(() => false);

/**
 * Whether the request being rendered carries a session cookie. Without one the shopper is a guest
 * for certain (the session is that cookie), so the server need not ask the API who they are. The
 * browser cannot read the HttpOnly cookie: there it is always true, and the user is asked for.
 */
export const hasSessionCookie = createIsomorphicFn()
  .server(() => {
    try {
      return sessionToken(getRequestHeader('cookie')) !== undefined;
    } catch {
      // Outside a request (a router rendered by a test): ask, as before.
      return true;
    }
  })
  .client(() => true);

/**
 * The products a page's data names (`product:<id>`): objects with an id and a variant the page
 * opens, as a listing's, a strip's, a search's products and a card carry. Walks at most 8 levels.
 */
export function productTags(data: unknown, tags = new Set<string>(), depth = 0): Set<string> {
  if (depth > 8 || typeof data !== 'object' || data === null) return tags;
  if (Array.isArray(data)) {
    for (const item of data) productTags(item, tags, depth + 1);
    return tags;
  }
  const record = data as Record<string, unknown>;
  if (typeof record['id'] === 'number' && ('default_variant_id' in record || 'selected_variant_id' in record))
    tags.add(`product:${record['id']}`);
  for (const value of Object.values(record)) if (typeof value === 'object') productTags(value, tags, depth + 1);
  return tags;
}
