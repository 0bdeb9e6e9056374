import { readCookieValue } from '@shop/locale';

/** A cookie of this page by name, decoded; undefined when absent (or on the server). */
export function readCookie(name: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  return readCookieValue(document.cookie, name);
}

/** Writes (or, with an empty value, deletes) a first-party cookie for the whole site, Secure on https. */
export function writeCookie(name: string, value: string, maxAgeDays: number): void {
  if (typeof document === 'undefined') return;
  const secure = window.location.protocol === 'https:' ? '; Secure' : '';
  const maxAge = value ? Math.round(maxAgeDays * 86_400) : 0;
  document.cookie = `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure}`;
}
