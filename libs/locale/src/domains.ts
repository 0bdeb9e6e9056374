import { LOCALES, isLocale, type Locale } from './locales';

/** Host names (lower case, no port) and the language a first visit on each lands in. */
export type LocaleDomains = ReadonlyMap<string, Locale>;

const HOST_NAME = /^(?=.{1,253}$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*$/;

/**
 * Reads `LOCALE_DOMAINS`, e.g. `shop.fi=en,shop.ru=ru` (spec, section 2: "the default locale is
 * chosen by domain or config"). Empty is no mapping. Throws an Error naming the bad entry, so a
 * mistyped setting stops the server at startup instead of silently choosing English.
 */
export function parseLocaleDomains(text: string | undefined): LocaleDomains {
  const domains = new Map<string, Locale>();
  for (const raw of (text ?? '').split(',')) {
    const entry = raw.trim();
    if (!entry) continue;
    const parts = entry.split('=').map((part) => part.trim());
    const [host = '', locale = ''] = parts;
    const name = host.toLowerCase();
    if (parts.length !== 2 || !HOST_NAME.test(name))
      throw new Error(`"${entry}" is not host=locale (e.g. shop.ru=ru; a host name without scheme, port or path)`);
    if (!isLocale(locale)) throw new Error(`"${entry}": the locale must be one of ${LOCALES.join(', ')}`);
    if (domains.has(name)) throw new Error(`"${name}" is listed twice`);
    domains.set(name, locale);
  }
  return domains;
}

/**
 * The default language of a request on `host` (a Host header, port allowed): its domain's, else
 * the shop's `fallback`. A subdomain does not inherit its parent's language: `www.shop.ru` is
 * listed on its own.
 */
export function defaultLocaleForHost(host: string | undefined, domains: LocaleDomains, fallback: Locale): Locale {
  const name = (host ?? '').trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '');
  return domains.get(name) ?? fallback;
}
