import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { createPageCacheServer, pageCacheSettings, pooledNonces } from './page-cache-server';
import { NONCE_PLACEHOLDER, PAGE_TAGS_HEADER, SHARED_RENDER_HEADER } from './shared-render';

const SITE = 'http://localhost:3000';

/** Start's handler stand-in: a page with the nonce it was given (the placeholder in a shared render). */
function fakeRenderer() {
  const seen: Request[] = [];
  const render = async (request: Request) => {
    seen.push(request);
    const shared = request.headers.get(SHARED_RENDER_HEADER) === NONCE_PLACEHOLDER;
    const nonce = shared ? NONCE_PLACEHOLDER : 'own-nonce';
    const missing = new URL(request.url).pathname === '/catalog/gone';
    return new Response(`<script nonce="${nonce}"></script>${request.headers.get('cookie') ?? 'no cookie'}`, {
      status: missing ? 404 : 200,
      headers: {
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': `script-src 'nonce-${nonce}'`,
        ...(shared ? { [PAGE_TAGS_HEADER]: 'product:1' } : {}),
      },
    });
  };
  return { render, seen };
}

describe('the storefront server with its page cache', () => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);

  function server() {
    const renderer = fakeRenderer();
    const pages = createPageCacheServer({
      env: { PUBLIC_URL: SITE },
      apiBaseUrl: 'http://127.0.0.1:9',
      render: renderer.render,
    });
    return { pages, ...renderer };
  }

  it('answers a content page from the cache, the same for a signed-in visitor, rendered once without their cookie', async () => {
    const { pages, seen } = server();
    const first = await pages.fetch(new Request(`${SITE}/about-us`, { headers: { host: 'localhost:3000' } }));
    const url = new URL(`${SITE}/about-us`);
    const visitor = { get: (name: string) => ({ host: 'localhost:3000', cookie: 'jwt=secret' })[name] ?? null };
    const second = pages.lookup('GET', url, visitor);
    expect(first?.headers.get('x-shop-cache')).toBe('miss');
    expect(second?.headers['x-shop-cache']).toBe('hit');
    expect(second?.headers['cache-control']).toMatch(/^public, /);
    expect(second?.headers[PAGE_TAGS_HEADER]).toBeUndefined();
    expect(seen).toHaveLength(1);
    expect(seen[0]?.headers.get('cookie')).toBeNull();
    const body = second?.body?.toString() ?? '';
    expect(body).toContain('no cookie');
    expect(body).not.toContain(NONCE_PLACEHOLDER);
    expect(body).not.toBe(await first?.text());
  });

  it('renders a kept path that is not found once for everyone asking at the time, and keeps no copy', async () => {
    const { pages, seen } = server();
    const ask = () =>
      pages.fetch(new Request(`${SITE}/catalog/gone`, { headers: { host: 'localhost:3000', cookie: 'jwt=secret' } }));
    const answers = await Promise.all([ask(), ask(), ask()]);
    expect(answers.map((answer) => answer?.status)).toEqual([404, 404, 404]);
    expect(answers.map((answer) => answer?.headers.get('cache-control'))).toEqual(['no-store', 'no-store', 'no-store']);
    expect(seen).toHaveLength(1);
    expect(await answers[2]?.text()).not.toContain('jwt=secret');
  });

  it('follows the change feed from its start, so the first page rendered is kept fresh', async () => {
    const asks: string[] = [];
    const api = createServer((request, response) => {
      asks.push(request.url ?? '');
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ latest: 7, complete: true, changes: [] }));
    });
    await new Promise<void>((listening) => api.listen(0, '127.0.0.1', listening));
    try {
      const renderer = fakeRenderer();
      const pages = createPageCacheServer({
        env: { PUBLIC_URL: SITE, PAGE_CACHE_POLL_MS: '100' },
        apiBaseUrl: `http://127.0.0.1:${(api.address() as AddressInfo).port}`,
        render: renderer.render,
      });
      // A second ask names the position the first answer gave: that answer was taken in.
      await vi.waitFor(() => expect(asks).toContain('/api/v1/changes?after=7'));
      const first = await pages.fetch(new Request(`${SITE}/about-us`, { headers: { host: 'localhost:3000' } }));
      const again = pages.lookup('GET', new URL(`${SITE}/about-us`), {
        get: (name) => (name === 'host' ? 'localhost:3000' : null),
      });
      expect(first?.headers.get('x-shop-cache')).toBe('miss');
      expect(again?.headers['x-shop-cache']).toBe('hit');
    } finally {
      api.closeAllConnections();
      await new Promise((closed) => api.close(closed));
    }
  });

  it('leaves the visitor’s own pages, unknown query parameters and foreign hosts to the renderer', async () => {
    const { pages, seen } = server();
    const ask = (path: string, host = 'localhost:3000') =>
      pages.fetch(new Request(`${SITE}${path}`, { headers: { host, cookie: 'jwt=secret' } }));
    expect(await ask('/cart')).toBeUndefined();
    expect(await ask('/profile/orders')).toBeUndefined();
    expect(await ask('/about-us?utm_source=mail')).toBeUndefined();
    expect(await ask('/about-us', 'attacker.example')).toBeUndefined();
    expect(seen).toHaveLength(0);
  });

  it('draws every nonce fresh from the pool: 128 bits in base64, none repeated across refills', () => {
    const next = pooledNonces();
    const nonces = Array.from({ length: 600 }, next);
    expect(new Set(nonces).size).toBe(600);
    for (const nonce of nonces) expect(Buffer.from(nonce, 'base64')).toHaveLength(16);
    expect(nonces[0]).toMatch(/^[A-Za-z0-9+/]{22}==$/);
  });

  it('reads its settings from the environment and refuses a malformed one by name', () => {
    expect(pageCacheSettings({ PAGE_CACHE_MAX_MB: '8' }).PAGE_CACHE_MAX_MB).toBe(8);
    expect(() => pageCacheSettings({ PAGE_CACHE_FRESH_MS: 'soon' })).toThrow(/PAGE_CACHE_FRESH_MS/);
    expect(() => pageCacheSettings({ PAGE_CACHE_POLL_MS: '10' })).toThrow(/PAGE_CACHE_POLL_MS/);
  });
});
