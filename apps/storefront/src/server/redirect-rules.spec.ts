import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RedirectRuleShape } from '@shop/locale';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiRedirectRulesFetch,
  createRedirectRulesCopy,
  redirectFor,
  redirectResponse,
  type RedirectRulesFetch,
} from './redirect-rules';

const SITE = 'https://shop.example';

let nextId = 1;
const rule = (from_path: string, to_path: string, extra: Partial<RedirectRuleShape> = {}): RedirectRuleShape => ({
  id: nextId++,
  from_path,
  to_path,
  match: 'exact',
  status: 301,
  locale: null,
  ...extra,
});

const RULES = [
  rule('/swimsuits', '/catalog/women/swimsuits'),
  rule('/summer', '/catalog/women', { status: 302, locale: 'ru' }),
  rule('/catalog/old', '/catalog/new', { match: 'prefix' }),
  rule('/catalog/old/special', '/catalog/special'),
  rule('/wholesale', 'https://b2b.example/', { match: 'prefix' }),
];

const at = (path: string) => redirectFor(RULES, new URL(path, SITE));

describe('redirectFor', () => {
  it('matches the path without its language prefix and keeps the prefix on a local target', () => {
    expect(at('/swimsuits')).toEqual({ status: 301, location: '/catalog/women/swimsuits' });
    expect(at('/ru/swimsuits')).toEqual({ status: 301, location: '/ru/catalog/women/swimsuits' });
    expect(at('/swimsuits/')).toEqual({ status: 301, location: '/catalog/women/swimsuits' });
    expect(at('/swimsuits-2')).toBeUndefined();
  });

  it('keeps the query string', () => {
    expect(at('/ru/swimsuits?utm_source=print&size=m')).toEqual({
      status: 301,
      location: '/ru/catalog/women/swimsuits?utm_source=print&size=m',
    });
  });

  it("honours the rule's language and status", () => {
    expect(at('/ru/summer')).toEqual({ status: 302, location: '/ru/catalog/women' });
    expect(at('/summer')).toBeUndefined();
  });

  it('takes an exact rule first, else the longest prefix, with the rest of the path', () => {
    expect(at('/catalog/old/special')).toEqual({ status: 301, location: '/catalog/special' });
    expect(at('/ru/catalog/old/suits/ava')).toEqual({ status: 301, location: '/ru/catalog/new/suits/ava' });
    expect(at('/catalog/older')).toBeUndefined();
  });

  it('sends an external target off the site, without the language prefix', () => {
    expect(at('/ru/wholesale/orders?a=1')).toEqual({ status: 301, location: 'https://b2b.example/orders?a=1' });
  });

  it('never touches the API proxy, server functions or assets', () => {
    const everything = [rule('/', '/elsewhere', { match: 'prefix' })];
    expect(redirectFor(everything, new URL('/api/v1/cart', SITE))).toBeUndefined();
    expect(redirectFor(everything, new URL('/_serverFn/abc', SITE))).toBeUndefined();
    expect(redirectFor(everything, new URL('/_img/x.webp', SITE))).toBeUndefined();
    expect(redirectFor(everything, new URL('/about-us', SITE))?.location).toBe('/elsewhere/about-us');
  });
});

describe('redirectResponse', () => {
  const copy = { current: async () => RULES, loaded: () => RULES };

  it('answers a covered GET or HEAD with the status and Location, and nothing else', async () => {
    const response = await redirectResponse(copy, new Request(`${SITE}/ru/swimsuits?x=1`));
    expect(response?.status).toBe(301);
    expect(response?.headers.get('location')).toBe('/ru/catalog/women/swimsuits?x=1');
    expect((await redirectResponse(copy, new Request(`${SITE}/swimsuits`, { method: 'HEAD' })))?.status).toBe(301);
    expect(await redirectResponse(copy, new Request(`${SITE}/swimsuits`, { method: 'POST' }))).toBeUndefined();
    expect(await redirectResponse(copy, new Request(`${SITE}/catalog/women`))).toBeUndefined();
  });
});

describe('createRedirectRulesCopy', () => {
  /** A fetch of rules whose answers the test sets, counting the asks and the ETags sent. */
  function scriptedFetch() {
    const asks: Array<string | undefined> = [];
    let answer: Awaited<ReturnType<RedirectRulesFetch>> | Error = { changed: false };
    let release: (() => void) | undefined;
    const fetchRules: RedirectRulesFetch = async (etag) => {
      asks.push(etag);
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await held;
      if (answer instanceof Error) throw answer;
      return answer;
    };
    return {
      fetchRules,
      asks,
      answer: (next: typeof answer) => {
        answer = next;
      },
      release: () => release?.(),
    };
  }

  it('waits for the first load only, then refreshes in the background at most every refreshMs', async () => {
    const api = scriptedFetch();
    let clock = 0;
    const errors: unknown[] = [];
    const copy = createRedirectRulesCopy(api.fetchRules, {
      refreshMs: 5_000,
      now: () => clock,
      onError: (error) => errors.push(error),
    });
    api.answer({ changed: true, etag: '"1"', rules: [RULES[0] as RedirectRuleShape] });
    const first = copy.current();
    await Promise.resolve();
    api.release();
    expect((await first).map((r) => r.from_path)).toEqual(['/swimsuits']);
    expect(api.asks).toEqual([undefined]);

    // Within refreshMs nobody asks the API.
    clock = 4_999;
    expect(await copy.current()).toHaveLength(1);
    expect(api.asks).toHaveLength(1);

    // Past it, a request gets the copy at once while the ask (with the ETag) runs behind it.
    clock = 5_000;
    api.answer({ changed: true, etag: '"2"', rules: RULES });
    expect(await copy.current()).toHaveLength(1);
    expect(api.asks).toEqual([undefined, '"1"']);
    api.release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await copy.current()).toHaveLength(RULES.length);

    // 304: the copy stays; the API down: the last copy stays and the error is told.
    clock = 10_000;
    api.answer({ changed: false });
    await copy.current();
    api.release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    clock = 15_000;
    api.answer(new Error('connection refused'));
    await copy.current();
    api.release();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await copy.current()).toHaveLength(RULES.length);
    expect(api.asks).toEqual([undefined, '"1"', '"2"', '"2"']);
    expect(errors).toHaveLength(1);
  });
});

describe('apiRedirectRulesFetch', () => {
  let server: Server;
  let baseUrl: string;
  const seen: Array<{ ifNoneMatch: string | undefined; token: string | undefined }> = [];

  beforeAll(async () => {
    server = createServer((request, response) => {
      const ifNoneMatch = request.headers['if-none-match'];
      seen.push({ ifNoneMatch, token: request.headers['x-app-access-token'] as string | undefined });
      if (request.url !== '/api/v1/redirects') return response.writeHead(404).end();
      if (ifNoneMatch === '"v1"') return response.writeHead(304).end();
      response.writeHead(200, { 'content-type': 'application/json', etag: '"v1"' });
      response.end(JSON.stringify({ rules: RULES }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('reads the rules and ETag, then a 304 as unchanged, sending the access token', async () => {
    const fetchRules = apiRedirectRulesFetch(baseUrl, 'token-1');
    expect(await fetchRules(undefined)).toEqual({ changed: true, etag: '"v1"', rules: RULES });
    expect(await fetchRules('"v1"')).toEqual({ changed: false });
    expect(seen).toEqual([
      { ifNoneMatch: undefined, token: 'token-1' },
      { ifNoneMatch: '"v1"', token: 'token-1' },
    ]);
    await expect(apiRedirectRulesFetch(`${baseUrl}/nothing`, undefined)(undefined)).rejects.toThrow(/answered 404/);
  });
});
