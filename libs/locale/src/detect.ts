import {
  DEFAULT_LOCALE,
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  LOCALES,
  isLocale,
  type Locale,
} from './locales';
import { readCookieValue } from './cookies';

/** Languages of an Accept-Language header (or navigator.languages), best first. */
export function parseAcceptLanguage(header: string | undefined | null): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index)
    .map((entry) => entry.tag);
}

/**
 * Where a first visit to `/` lands: the stored locale cookie, then the browser's languages, then
 * the shop's default (`fallback`: by domain or config, see domains.ts; English unless told)
 * (spec, section 2: "detected from a stored cookie, then the browser language list").
 */
export function detectLocale(input: {
  cookie?: string | null;
  languages?: readonly string[];
  fallback?: Locale;
}): Locale {
  const stored = readCookieValue(input.cookie, LOCALE_COOKIE);
  if (isLocale(stored)) return stored;
  for (const tag of input.languages ?? []) {
    const base = tag.toLowerCase().split('-')[0];
    const match = LOCALES.find((locale) => locale === base);
    if (match) return match;
  }
  return input.fallback ?? DEFAULT_LOCALE;
}

/** The Set-Cookie / document.cookie value that remembers a language for 365 days. */
export function localeCookie(locale: Locale, secure = false): string {
  return `${LOCALE_COOKIE}=${locale}; Path=/; Max-Age=${LOCALE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
