import { parse } from 'cookie-es';

/**
 * One cookie of a `Cookie` header or of `document.cookie`, decoded; undefined when absent. The
 * storefront's server and browser and this library read cookies only through here.
 */
export function readCookieValue(cookieHeader: string | undefined | null, name: string): string | undefined {
  if (!cookieHeader) return undefined;
  // Only the cookie asked for is decoded; a value that is not valid %-encoding comes back as sent.
  return parse(cookieHeader, { filter: (key) => key === name })[name];
}
