import { localizePath } from './paths';
import type { Locale } from './locales';

/** A server redirect rule as `GET /api/v1/redirects` lists it (openapi.yaml's RedirectRule). */
export interface RedirectRuleShape {
  id: number;
  from_path: string;
  to_path: string;
  match: 'exact' | 'prefix';
  status: 301 | 302;
  locale: Locale | null;
}

/** Whether a rule applies to a locale-neutral path: its own path, or for a prefix rule any path under it. */
export function ruleCovers(rule: Pick<RedirectRuleShape, 'from_path' | 'match'>, path: string): boolean {
  if (path === rule.from_path) return true;
  if (rule.match !== 'prefix') return false;
  return rule.from_path === '/' || path.startsWith(`${rule.from_path}/`);
}

/** Whether two rules' languages can meet (null holds for both). */
export function localesOverlap(a: Locale | null, b: Locale | null): boolean {
  return a === null || b === null || a === b;
}

/**
 * The rule for a locale-neutral path in a language: an exact rule first, else the prefix rule
 * with the longest prefix; undefined when none applies.
 */
export function findRedirectRule<R extends RedirectRuleShape>(
  rules: readonly R[],
  path: string,
  locale: Locale,
): R | undefined {
  let best: R | undefined;
  for (const rule of rules) {
    if (!localesOverlap(rule.locale, locale) || !ruleCovers(rule, path)) continue;
    if (rule.match === 'exact') return rule;
    if (!best || rule.from_path.length > best.from_path.length) best = rule;
  }
  return best;
}

/** A rule's target is another site when it is an absolute URL (the API allows only https ones). */
export function isExternalTarget(toPath: string): boolean {
  return /^https:\/\//i.test(toPath);
}

/**
 * Where a rule sends a request: the target, with what a prefix rule matched beyond its prefix
 * appended to the target's path, the request's query after the target's own, and, for a local
 * target, the request's language prefix.
 */
export function redirectLocation(
  rule: Pick<RedirectRuleShape, 'from_path' | 'to_path' | 'match'>,
  path: string,
  locale: Locale,
  search: string,
): string {
  const [head = '', hash = ''] = splitOnce(rule.to_path, '#');
  const [targetPath = '', targetQuery = ''] = splitOnce(head, '?');
  const rest =
    rule.match === 'prefix' && path !== rule.from_path
      ? path.slice(rule.from_path === '/' ? 1 : rule.from_path.length + 1)
      : '';
  const joined = rest ? `${targetPath.replace(/\/$/, '')}/${rest}` : targetPath;
  const query = [targetQuery, search.replace(/^\?/, '')].filter(Boolean).join('&');
  const tail = (query ? `?${query}` : '') + (hash ? `#${hash}` : '');
  return (isExternalTarget(rule.to_path) ? joined : localizePath(joined, locale)) + tail;
}

/** `[before, after]` the first `separator`; after is '' when there is none. */
function splitOnce(text: string, separator: string): [string, string] {
  const at = text.indexOf(separator);
  return at === -1 ? [text, ''] : [text.slice(0, at), text.slice(at + 1)];
}
