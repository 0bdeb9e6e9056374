import { CONSENT_PURPOSES, type ConsentChoice, type ConsentPurpose } from '@shop/locale';
import { PURPOSE_COOKIES } from './constants';

/** The names among `cookieNames` that `purpose` set (`_ga`, `_ga_<id>`; `utm`, `cje`). */
export function cookiesOfPurpose(purpose: ConsentPurpose, cookieNames: readonly string[]): string[] {
  const rules: readonly string[] = PURPOSE_COOKIES[purpose];
  return cookieNames.filter((name) =>
    rules.some((rule) => (rule.endsWith('*') ? name.startsWith(rule.slice(0, -1)) : name === rule)),
  );
}

/**
 * The Domain attributes a cookie of this page may have been set with: none (host only), the host
 * and each parent domain of two labels or more, each with and without a leading dot (the analytics
 * tag sets `_ga` on the registrable domain, e.g. `.shop.example`). A public suffix among them is
 * refused by the browser, harmlessly.
 */
export function domainVariants(hostname: string): Array<string | null> {
  const variants: Array<string | null> = [null];
  if (!hostname.includes('.') || /^[\d.]+$/.test(hostname) || hostname.includes(':')) return variants;
  const labels = hostname.split('.');
  for (let start = 0; start <= labels.length - 2; start += 1) {
    const domain = labels.slice(start).join('.');
    variants.push(domain, `.${domain}`);
  }
  return variants;
}

/** The `document.cookie` assignments that expire `name` on every domain variant of `hostname`. */
export function expiringAssignments(name: string, hostname: string): string[] {
  return domainVariants(hostname).map(
    (domain) => `${name}=; Max-Age=0; Path=/${domain === null ? '' : `; Domain=${domain}`}`,
  );
}

/** The cookie names `document.cookie` holds. */
function cookieNames(cookies: string): string[] {
  return cookies
    .split(';')
    .map((pair) => pair.split('=')[0]?.trim() ?? '')
    .filter(Boolean);
}

/**
 * Deletes the browser's cookies of every purpose the choice does not allow (a withdrawn purpose's
 * cookies go; the API expires `utm` and `cje` on its side as well). Answers the names deleted.
 */
export function deleteDeclinedCookies(choice: ConsentChoice, target: Document = document): string[] {
  const present = cookieNames(target.cookie);
  const deleted = CONSENT_PURPOSES.filter((purpose) => !choice[purpose]).flatMap((purpose) =>
    cookiesOfPurpose(purpose, present),
  );
  const hostname = target.location?.hostname ?? '';
  for (const name of deleted) for (const assignment of expiringAssignments(name, hostname)) target.cookie = assignment;
  return deleted;
}
