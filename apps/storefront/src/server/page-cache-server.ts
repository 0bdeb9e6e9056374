import { randomFillSync } from 'node:crypto';
import { apiChangesFetch, CHANGE_FEED_POLL_MS, createChangeFeed } from './change-feed';
import { createPageCache, type PageAnswer, type RenderedPage } from './page-cache';
import { cacheableHosts, pageCacheKey, type PageCacheKey } from './page-cache-routes';
import { countPageCacheLookup } from './metrics';
import { NONCE_PLACEHOLDER, PAGE_TAGS_HEADER, SHARED_RENDER_HEADER } from './shared-render';

/** Defaults of the page cache's environment (root README, "Environment"). */
const DEFAULTS = {
  PAGE_CACHE_MAX_MB: 64,
  PAGE_CACHE_FRESH_MS: 2_000,
  PAGE_CACHE_STALE_MS: 3_000,
  PAGE_CACHE_FEED_FRESH_MS: 60_000,
  PAGE_CACHE_POLL_MS: CHANGE_FEED_POLL_MS,
} as const;

type Settings = Record<keyof typeof DEFAULTS, number>;

/** The page cache's settings; a malformed one stops the server at start, naming it. */
export function pageCacheSettings(env: Record<string, string | undefined>): Settings {
  const settings = { ...DEFAULTS } as Settings;
  for (const name of Object.keys(DEFAULTS) as (keyof Settings)[]) {
    const raw = env[name];
    if (raw === undefined || raw === '') continue;
    const value = Number(raw);
    if (!Number.isFinite(value) || value < 0 || (name === 'PAGE_CACHE_POLL_MS' && value < 100))
      throw new Error(`${name}="${raw}" must be a non-negative number${name === 'PAGE_CACHE_POLL_MS' ? ' ≥ 100' : ''}`);
    settings[name] = value;
  }
  return settings;
}

/**
 * Nonces for kept pages' answers, as cspNonce makes them (128 random bits, base64) but drawn from a
 * pool of random bytes filled 256 nonces at a time: one call to the system's generator per 256
 * answers rather than one each. No byte serves twice.
 */
export function pooledNonces(): () => string {
  const pool = Buffer.alloc(16 * 256);
  let at = pool.length;
  return () => {
    if (at === pool.length) {
      randomFillSync(pool);
      at = 0;
    }
    at += 16;
    return pool.toString('base64', at - 16, at);
  };
}

/** Headers of the visitor's request a shared render keeps: none that say who the visitor is. */
const KEPT_HEADERS = ['host', 'x-forwarded-host', 'x-forwarded-proto', 'x-forwarded-for', 'user-agent'];

/**
 * The page cache in front of the page renderer (`render`, Start's handler): answers a kept page
 * from memory, renders a missing one once for everyone asking, and follows the API's change feed.
 */
export function createPageCacheServer(options: {
  env: Record<string, string | undefined>;
  apiBaseUrl: string;
  render: (request: Request) => Response | Promise<Response>;
}) {
  const settings = pageCacheSettings(options.env);
  const hosts = cacheableHosts(options.env);
  const enabled = settings.PAGE_CACHE_MAX_MB > 0;
  const cache = createPageCache({
    maxBytes: settings.PAGE_CACHE_MAX_MB * 1024 * 1024,
    freshMs: settings.PAGE_CACHE_FRESH_MS,
    staleMs: settings.PAGE_CACHE_STALE_MS,
    feedFreshMs: settings.PAGE_CACHE_FEED_FRESH_MS,
    placeholder: NONCE_PLACEHOLDER,
    nonce: pooledNonces(),
    onError: (error) => console.error('Page not revalidated:', error instanceof Error ? error.message : error),
    onAnswer: countPageCacheLookup,
  });
  let feedFailures = 0;
  const feed = createChangeFeed({
    fetchChanges: apiChangesFetch(options.apiBaseUrl, options.env['APP_ACCESS_TOKEN']),
    drop: (tags) => cache.drop(tags),
    onAnswering: (answering) => {
      cache.setFeedAnswering(answering);
      if (answering) feedFailures = 0;
    },
    // Said once per outage (the API answers 501 until it has the feed): pages then live PAGE_CACHE_FRESH_MS.
    onError: (error) => {
      if (feedFailures++ === 0)
        console.warn(
          `Page cache: the change feed is not answering (${error instanceof Error ? error.message : String(error)}); pages are kept ${settings.PAGE_CACHE_FRESH_MS} ms`,
        );
    },
  });

  /** Renders the page for everyone: the visitor's cookie and languages left out. */
  async function renderShared(request: Request, key: PageCacheKey): Promise<RenderedPage> {
    const headers = headersOf(request.headers);
    if (key.acceptLanguage) headers.set('accept-language', key.acceptLanguage);
    headers.set(SHARED_RENDER_HEADER, NONCE_PLACEHOLDER);
    const response = await options.render(new Request(request.url, { method: 'GET', headers }));
    const pageTags = response.headers.get(PAGE_TAGS_HEADER)?.split(' ').filter(Boolean) ?? [];
    const kept: [string, string][] = [];
    response.headers.forEach((value, name) => {
      if (name !== PAGE_TAGS_HEADER && name !== 'set-cookie') kept.push([name, value]);
    });
    kept.push(['vary', 'Accept-Encoding']);
    return {
      status: response.status,
      headers: kept,
      body: await response.text(),
      tags: [...key.tags, ...pageTags],
      setsCookie: response.headers.getSetCookie().length > 0,
    };
  }

  // From the start, not at the first visitor's request: the feed's first answer drops everything
  // (nothing kept was checked against it), so a first page rendered meanwhile was dropped or
  // answered stale once; started here, the feed knows its position before the first page.
  if (enabled) {
    void feed.poll();
    setInterval(() => void feed.poll(), settings.PAGE_CACHE_POLL_MS).unref();
  }

  const keyOf = (method: string, url: URL, headers: { get(name: string): string | null }) =>
    enabled ? pageCacheKey(method, url, headers, hosts) : undefined;

  return {
    /**
     * A kept page's answer without rendering, or undefined (then `fetch`): serve.mjs asks this
     * first, before building a fetch Request.
     */
    lookup(method: string, url: URL, headers: { get(name: string): string | null }): PageAnswer | undefined {
      const key = keyOf(method, url, headers);
      if (!key) return undefined;
      const request = () => new Request(url, { headers: headersOf(headers) });
      const facts = {
        ...requestFacts(method, headers),
        acceptsGzip: /\bgzip\b/.test(headers.get('accept-encoding') ?? ''),
      };
      return cache.lookup(key.key, facts, () => renderShared(request(), key));
    },

    /** The answer of a page request the cache covers (kept, or rendered once and kept), else undefined. */
    async fetch(request: Request): Promise<Response | undefined> {
      const url = new URL(request.url);
      const key = keyOf(request.method, url, request.headers);
      if (!key) return undefined;
      // Uncompressed: serve.mjs compresses what comes through fetch as it does any render.
      const facts = requestFacts(request.method, request.headers);
      const render = () => renderShared(request, key);
      const answer = cache.lookup(key.key, facts, render) ?? (await cache.fill(key.key, facts, render));
      // The shared render set a cookie, made for no one: this visitor's page is rendered for them.
      if (!answer) return options.render(request);
      // A copy: the kept body goes back to its page's pool at once.
      const body = answer.body ? new Uint8Array(answer.body) : null;
      answer.recycle?.();
      return new Response(body, { status: answer.status, headers: answer.headers });
    },

    stats: cache.stats,
  };
}

function requestFacts(method: string, headers: { get(name: string): string | null }) {
  return { method, ifNoneMatch: headers.get('if-none-match') ?? undefined };
}

function headersOf(headers: { get(name: string): string | null }): Headers {
  const copy = new Headers();
  for (const name of KEPT_HEADERS) {
    const value = headers.get(name);
    if (value !== null) copy.set(name, value);
  }
  return copy;
}
