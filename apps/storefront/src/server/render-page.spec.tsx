import { QueryClient, useSuspenseQuery } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  notFound,
  Outlet,
} from '@tanstack/react-router';
import { attachRouterServerSsrUtils, normalizeSsrResponse } from '@tanstack/react-router/ssr/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RootDocument } from '../layouts/RootDocument';
import { setupQueryHydration } from '../query-hydration';
import { routerSsrOptions } from './content-security-policy';
import { renderPage } from './render-page';

const ENTRY = '/assets/index-test.js';
const greetingQuery = { queryKey: ['greeting'], queryFn: async () => 'Hello' };

/**
 * A page with what the shop's pages carry, in the shop's document: head tags, JSON-LD as a head
 * script (the catalogue's way), query data, scroll restoration (a root's child), the entry script.
 */
function pageRouter(path = '/') {
  const queryClient = new QueryClient();
  const rootRoute = createRootRoute({
    head: () => ({ meta: [{ charSet: 'utf-8' }, { title: 'Shop' }], links: [{ rel: 'icon', href: '/favicon.svg' }] }),
    shellComponent: RootDocument,
    component: Outlet,
    notFoundComponent: () => <h1>Page not found</h1>,
  });
  const homeRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/',
    loader: () => queryClient.ensureQueryData(greetingQuery),
    head: () => ({
      scripts: [
        {
          type: 'application/ld+json',
          children: '{"@context":"https://schema.org","@type":"Organization","name":"Shop"}',
        },
      ],
    }),
    component: Greeting,
  });
  const missingRoute = createRoute({
    getParentRoute: () => rootRoute,
    path: '/missing',
    loader: () => {
      throw notFound();
    },
    component: Greeting,
  });
  const router = createRouter({
    routeTree: rootRoute.addChildren([homeRoute, missingRoute]),
    history: createMemoryHistory({ initialEntries: [path] }),
    scrollRestoration: true,
    ssr: routerSsrOptions(),
  });
  setupQueryHydration({ router, queryClient, shouldDehydrateQuery: () => true });
  return router;
}

/** One request through the page handler, as Start makes it: the router loaded and dehydrated. */
async function requestPage(
  path = '/',
  userAgent = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/130.0 Safari/537.36',
): Promise<{ policy: string; html: string; status: number }> {
  const router = pageRouter(path);
  attachRouterServerSsrUtils({
    router,
    manifest: {
      routes: { __root__: { preloads: [ENTRY], scripts: [{ attrs: { type: 'module', async: true, src: ENTRY } }] } },
    },
  });
  await router.load();
  await router.serverSsr?.dehydrate();
  const { response } = normalizeSsrResponse(
    await renderPage({
      request: new Request(`http://shop.test${path}`, { headers: { 'user-agent': userAgent } }),
      router,
      responseHeaders: new Headers({ 'content-type': 'text/html; charset=utf-8' }),
    }),
  );
  return {
    policy: response.headers.get('content-security-policy') ?? '',
    html: await response.text(),
    status: response.status,
  };
}

function Greeting() {
  return <h1>{useSuspenseQuery(greetingQuery).data}</h1>;
}

const directive = (policy: string, name: string) =>
  policy.split('; ').find((part) => part.startsWith(`${name} `)) ?? '';

describe('a rendered page and its Content-Security-Policy', () => {
  it('has a fresh nonce of at least 128 bits in each response, in the header and on every script', async () => {
    const first = await requestPage();
    const second = await requestPage();
    const nonces = [first, second].map(
      ({ policy }) => /'nonce-([\w+/=-]+)'/.exec(directive(policy, 'script-src'))?.[1] ?? '',
    );
    expect(nonces[0]).not.toBe(nonces[1]);
    for (const [index, { html }] of [first, second].entries()) {
      const nonce = nonces[index] ?? '';
      expect(Buffer.from(nonce, 'base64').length).toBeGreaterThanOrEqual(16);
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      // JSON-LD, scroll restoration, the router's bootstrap and data (with the query cache), the
      // entry script in the after-paint template, its loader, the router's stream boundary.
      expect(scripts.length).toBe(6);
      for (const script of scripts) expect(script).toContain(` nonce="${nonce}"`);
      expect(html).toContain(`<template>`);
      expect(html).toContain(`src="${ENTRY}" nonce="${nonce}"></script></template><script nonce="${nonce}">`);
      expect(html).toContain('"greeting"');
    }
  });

  it('lets scripts run only by nonce, never inline, and keeps the rest locked down', async () => {
    const { policy } = await requestPage();
    expect(directive(policy, 'script-src')).toMatch(/^script-src 'nonce-[\w+/=-]+' 'strict-dynamic'/);
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-eval'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'none'");
    expect(policy).toContain("frame-ancestors 'none'");
  });

  describe('with Google Analytics', () => {
    afterEach(() => vi.unstubAllEnvs());

    it('admits none of Google’s origins without GA_MEASUREMENT_ID', async () => {
      vi.stubEnv('GA_MEASUREMENT_ID', '');
      vi.stubEnv('GA_SCRIPT_ORIGIN', 'http://127.0.0.1:4291');
      const { policy } = await requestPage();
      expect(policy).not.toMatch(/google|127\.0\.0\.1/);
      expect(directive(policy, 'connect-src')).toBe("connect-src 'self'");
    });

    it('admits the tag’s and Google’s collector origins when GA_MEASUREMENT_ID is set', async () => {
      vi.stubEnv('GA_MEASUREMENT_ID', 'G-E2ETEST');
      vi.stubEnv('GA_SCRIPT_ORIGIN', '');
      const google =
        'https://www.googletagmanager.com https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com';
      const { policy } = await requestPage();
      expect(directive(policy, 'connect-src')).toBe(`connect-src 'self' ${google}`);
      expect(directive(policy, 'img-src')).toBe(`img-src 'self' data: ${google}`);
      expect(directive(policy, 'script-src')).toMatch(
        new RegExp(
          `^script-src 'nonce-[\\w+/=-]+' 'strict-dynamic' 'self' ${google.replaceAll('.', '\\.').replaceAll('*', '\\*')}$`,
        ),
      );
      vi.stubEnv('GA_SCRIPT_ORIGIN', 'http://127.0.0.1:4291/gtag/js');
      expect(directive((await requestPage()).policy, 'connect-src')).toBe(
        `connect-src 'self' http://127.0.0.1:4291 ${google.replace('https://www.googletagmanager.com ', '')}`,
      );
    });
  });
});

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

describe("a crawler's error page", () => {
  afterEach(() => vi.restoreAllMocks());

  it('is the status with a bare page and one log line naming the URL, status and crawler', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { status, html, policy } = await requestPage('/missing?utm_source=x', GOOGLEBOT);
    expect(status).toBe(404);
    expect(html).toBe(
      '<!doctype html><html lang="en"><meta charset="utf-8"><meta name="robots" content="noindex"><title>404 Not Found</title><h1>404 Not Found</h1></html>',
    );
    expect(policy).toMatch(/^default-src 'none'/);
    expect(warn.mock.calls).toEqual([
      ['[storefront] 404 for crawler Googlebot: GET http://shop.test/missing?utm_source=x'],
    ]);
  });

  it("is the shop's own page for a person, and a crawler's good page is rendered in full", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const person = await requestPage('/missing');
    expect(person.status).toBe(404);
    expect(person.html).toContain('<h1>Page not found</h1>');
    expect(person.html).toContain('<script');
    const crawled = await requestPage('/', GOOGLEBOT);
    expect(crawled.status).toBe(200);
    expect(crawled.html).toContain('<h1>Hello</h1>');
    expect(warn).not.toHaveBeenCalled();
  });
});
