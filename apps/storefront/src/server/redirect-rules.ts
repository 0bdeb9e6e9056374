import { APP_ACCESS_TOKEN_HEADER } from '@shop/api';
import { findRedirectRule, redirectLocation, splitLocalePath, type RedirectRuleShape } from '@shop/locale';

/** How often, at most, the server asks the API whether the rules changed (in the background). */
export const REDIRECT_RULES_REFRESH_MS = 5_000;
/** How long one ask may take; only the very first request of the process waits for it. */
export const REDIRECT_RULES_TIMEOUT_MS = 2_000;

/** One ask of `GET /api/v1/redirects`: the rules and their ETag, or unchanged (304). */
export type RedirectRulesFetch = (
  etag: string | undefined,
) => Promise<{ changed: false } | { changed: true; etag: string | undefined; rules: RedirectRuleShape[] }>;

export interface RedirectRulesCopy {
  /** The rules now: the first call waits for the first load, later calls never wait on the API. */
  current(): Promise<readonly RedirectRuleShape[]>;
  /** The rules now without waiting (refreshed like `current`), or undefined before the first load. */
  loaded(): readonly RedirectRuleShape[] | undefined;
}

/**
 * The server's in-memory copy of the redirect rules. It is loaded on the first request, then
 * refreshed in the background with If-None-Match when a request comes more than `refreshMs` after
 * the last ask; while the API fails, the last copy stays.
 */
export function createRedirectRulesCopy(
  fetchRules: RedirectRulesFetch,
  options: { refreshMs?: number; now?: () => number; onError?: (error: unknown) => void } = {},
): RedirectRulesCopy {
  const refreshMs = options.refreshMs ?? REDIRECT_RULES_REFRESH_MS;
  const now = options.now ?? Date.now;
  let rules: readonly RedirectRuleShape[] = [];
  let etag: string | undefined;
  let askedAt = 0;
  let asking: Promise<void> | undefined;
  let firstLoad: Promise<void> | undefined;
  let firstLoadDone = false;

  const ask = () => {
    askedAt = now();
    asking ??= fetchRules(etag)
      .then((answer) => {
        if (!answer.changed) return;
        rules = answer.rules;
        etag = answer.etag;
      })
      .catch((error: unknown) => options.onError?.(error))
      .finally(() => {
        asking = undefined;
      });
    return asking;
  };

  return {
    async current() {
      if (!firstLoad) {
        firstLoad = ask().then(() => {
          firstLoadDone = true;
        });
        await firstLoad;
      } else if (now() - askedAt >= refreshMs) {
        void ask();
      }
      return rules;
    },
    loaded() {
      if (!firstLoadDone) return undefined;
      if (now() - askedAt >= refreshMs) void ask();
      return rules;
    },
  };
}

/** Asks the API at `baseUrl` for the rules, sending the app access token when there is one. */
export function apiRedirectRulesFetch(baseUrl: string, appAccessToken: string | undefined): RedirectRulesFetch {
  return async (etag) => {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (etag) headers['if-none-match'] = etag;
    if (appAccessToken) headers[APP_ACCESS_TOKEN_HEADER] = appAccessToken;
    const response = await fetch(`${baseUrl}/api/v1/redirects`, {
      headers,
      signal: AbortSignal.timeout(REDIRECT_RULES_TIMEOUT_MS),
    });
    if (response.status === 304) return { changed: false };
    if (!response.ok) throw new Error(`GET /api/v1/redirects answered ${response.status}`);
    const body = (await response.json()) as { rules?: unknown };
    if (!Array.isArray(body.rules)) throw new Error('GET /api/v1/redirects answered without rules');
    return { changed: true, etag: response.headers.get('etag') ?? undefined, rules: body.rules as RedirectRuleShape[] };
  };
}

/** Paths the rules never touch: the API proxy, server functions, pictures and built assets. */
const UNTOUCHED = /^\/(?:api\/|_)/;

/**
 * The redirect a page request gets, or undefined: the path without its language prefix (and
 * without a trailing slash) is matched exactly, else by the longest prefix, in the rule's language;
 * a local target keeps the language prefix, and the query string is kept.
 */
export function redirectFor(
  rules: readonly RedirectRuleShape[],
  url: URL,
): { status: 301 | 302; location: string } | undefined {
  if (rules.length === 0 || UNTOUCHED.test(url.pathname)) return undefined;
  const { locale, path } = splitLocalePath(url.pathname);
  const trimmed = path.length > 1 ? path.replace(/\/+$/, '') || '/' : path;
  const rule = findRedirectRule(rules, trimmed, locale);
  if (!rule) return undefined;
  return { status: rule.status, location: redirectLocation(rule, trimmed, locale, url.search) };
}

/** The redirect answer for a page request (GET or HEAD) a rule covers, else undefined. */
export async function redirectResponse(copy: RedirectRulesCopy, request: Request): Promise<Response | undefined> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  const found = redirectFor(await copy.current(), new URL(request.url));
  if (!found) return undefined;
  return new Response(null, { status: found.status, headers: { location: found.location } });
}
