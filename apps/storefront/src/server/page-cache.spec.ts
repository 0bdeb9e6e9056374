import { createServer, type ServerResponse } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { tagsToDrop, createChangeFeed } from './change-feed';
import { createPageCache, type RenderedPage } from './page-cache';
import { pageCacheKey, readsOnly } from './page-cache-routes';
import { productTags } from './shared-render';

const PH = 'phPLACEHOLDER0000000000';

function page(body: string, extra: Partial<RenderedPage> = {}): RenderedPage {
  return {
    status: 200,
    headers: [
      ['content-type', 'text/html; charset=utf-8'],
      ['content-security-policy', `script-src 'nonce-${PH}'`],
    ],
    body,
    tags: [],
    setsCookie: false,
    ...extra,
  };
}

function setup(overrides: Partial<Parameters<typeof createPageCache>[0]> = {}) {
  let clock = 0;
  let nonces = 0;
  const cache = createPageCache({
    maxBytes: 1_000,
    freshMs: 2_000,
    staleMs: 3_000,
    feedFreshMs: 60_000,
    placeholder: PH,
    nonce: () => `nonce${++nonces}`,
    now: () => clock,
    ...overrides,
  });
  let renders = 0;
  const render = (body: string, extra?: Partial<RenderedPage>) => async () => {
    renders += 1;
    return page(body, extra);
  };
  return {
    cache,
    render,
    renders: () => renders,
    tick: (ms: number) => {
      clock += ms;
    },
  };
}

const GET = { method: 'GET', ifNoneMatch: undefined };

describe('page cache', () => {
  it('stamps a new nonce in the header and markup of every answer, the ETag over the placeholder version', async () => {
    const { cache, render } = setup();
    const body = `<script nonce="${PH}"></script><meta content="${PH}">`;
    const first = await cache.fill('k', GET, render(body));
    const second = cache.lookup('k', GET, render(body));
    expect(first?.headers['x-shop-cache']).toBe('miss');
    expect(second?.headers['x-shop-cache']).toBe('hit');
    expect(first?.body?.toString()).toBe('<script nonce="nonce1"></script><meta content="nonce1">');
    expect(first?.headers['content-security-policy']).toBe("script-src 'nonce-nonce1'");
    expect(second?.body?.toString()).toBe('<script nonce="nonce2"></script><meta content="nonce2">');
    expect(second?.headers['content-security-policy']).toBe("script-src 'nonce-nonce2'");
    expect(second?.headers['etag']).toBe(first?.headers['etag']);
    expect(second?.headers['cache-control']).toBe('public, max-age=0, s-maxage=2, stale-while-revalidate=3');
  });

  it('answers a kept page as gzip to a client taking it, the nonce spliced in, and uncompressed otherwise', async () => {
    const { cache, render } = setup({ maxBytes: 100_000 });
    const body = `<script nonce="${PH}"></script>${'<p>same words again</p>'.repeat(500)}<i>${PH}</i>`;
    await cache.fill('k', GET, render(body));
    const gzipped = cache.lookup('k', { ...GET, acceptsGzip: true }, render(body));
    expect(gzipped?.headers['content-encoding']).toBe('gzip');
    expect(Number(gzipped?.headers['content-length'])).toBe(gzipped?.body?.length);
    expect(gunzipSync(gzipped?.body ?? Buffer.alloc(0)).toString()).toBe(body.replaceAll(PH, 'nonce2'));
    expect(gzipped?.headers['content-security-policy']).toBe("script-src 'nonce-nonce2'");
    const plain = cache.lookup('k', GET, render(body));
    expect(plain?.headers).not.toHaveProperty('content-encoding');
    expect(plain?.body?.toString()).toBe(body.replaceAll(PH, 'nonce3'));
    expect(Number(plain?.headers['content-length'])).toBe(plain?.body?.length);
  });

  it('stamps a sent body again only once it is recycled, never one still on its way', async () => {
    const { cache, render } = setup({ maxBytes: 100_000 });
    const body = `<script nonce="${PH}"></script>${'<p>same words again</p>'.repeat(500)}<i>${PH}</i>`;
    const zipped = { ...GET, acceptsGzip: true };
    const miss = await cache.fill('k', zipped, render(body));
    expect(miss?.recycle).toBeUndefined();
    const text = (answer: ReturnType<typeof cache.lookup>) => gunzipSync(answer?.body ?? Buffer.alloc(0)).toString();
    const first = cache.lookup('k', zipped, render(body));
    const second = cache.lookup('k', zipped, render(body));
    expect(second?.body).not.toBe(first?.body);
    expect(text(first)).toBe(body.replaceAll(PH, 'nonce2'));
    expect(text(second)).toBe(body.replaceAll(PH, 'nonce3'));
    first?.recycle?.();
    first?.recycle?.(); // twice: still one body in the pool
    const third = cache.lookup('k', zipped, render(body));
    const fourth = cache.lookup('k', zipped, render(body));
    expect(third?.body).toBe(first?.body);
    expect(fourth?.body).not.toBe(first?.body);
    expect(text(third)).toBe(body.replaceAll(PH, 'nonce4'));
    expect(text(second)).toBe(body.replaceAll(PH, 'nonce3'));
    expect(text(fourth)).toBe(body.replaceAll(PH, 'nonce5'));
    // Uncompressed bodies have their own pool.
    const plain = cache.lookup('k', GET, render(body));
    plain?.recycle?.();
    const plainAgain = cache.lookup('k', GET, render(body));
    expect(plainAgain?.body).toBe(plain?.body);
    expect(plainAgain?.body?.toString()).toBe(body.replaceAll(PH, 'nonce7'));
  });

  it('takes a body back only after the socket wrote it, as serve.mjs sends one (a client that does not read)', async () => {
    const { cache, render } = setup({ maxBytes: 100_000_000 });
    // Bigger than the socket's buffers on both sides: its write cannot end before the client reads.
    const body = `<b>${PH}</b>${'z'.repeat(16_000_000)}`;
    await cache.fill('k', GET, render(body));
    const sent: Buffer[] = [];
    const responses: ServerResponse[] = [];
    const server = createServer((_request, res) => {
      const answer = cache.lookup('k', GET, render(body));
      if (!answer?.body) throw new Error('no kept page');
      sent.push(answer.body);
      responses.push(res);
      res.writeHead(200, { 'content-length': String(answer.body.length) });
      // As serve.mjs's cachedPage does.
      // Node calls it with an error when the write failed (its types say no argument).
      if (answer.recycle) res.end(answer.body, (error?: Error | null) => error || answer.recycle?.());
    });
    await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
    try {
      const socket = connect((server.address() as AddressInfo).port, '127.0.0.1');
      socket.pause();
      socket.write('GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
      await expect.poll(() => sent.length).toBe(1);
      // The write is under way and stuck on the client that does not read.
      await expect.poll(() => responses[0]?.socket?.writableLength ?? 0).toBeGreaterThan(0);
      expect(responses[0]?.writableFinished).toBe(false);
      const meanwhile = cache.lookup('k', GET, render(body));
      // Identity, not equality: a failure would otherwise print 16 MB.
      expect(meanwhile?.body === sent[0]).toBe(false);
      const received: Buffer[] = [];
      socket.on('data', (chunk: Buffer) => received.push(chunk));
      await new Promise((ended) => socket.on('end', ended).resume());
      const text = Buffer.concat(received).toString('latin1');
      expect(text.slice(text.indexOf('\r\n\r\n') + 4, text.indexOf('</b>') + 4)).toBe('<b>nonce2</b>');
      // The write's callback ran before the server closed the connection.
      expect(cache.lookup('k', GET, render(body))?.body === sent[0]).toBe(true);
    } finally {
      await new Promise((closed) => server.close(closed));
    }
  });

  it('counts recycled bodies in the byte cap, at most eight per page and encoding', async () => {
    let nonces = 0;
    // Nonces of one length: a pool holds bodies of one nonce length.
    const nonce = () => String(++nonces).padStart(8, '0');
    const { cache, render } = setup({ maxBytes: 1_000_000, nonce });
    const body = `<b>${PH}</b>${'y'.repeat(1_000)}`;
    await cache.fill('k', GET, render(body));
    const stored = cache.stats().bytes;
    const answers = Array.from({ length: 10 }, () => cache.lookup('k', GET, render(body)));
    expect(new Set(answers.map((answer) => answer?.body)).size).toBe(10);
    for (const answer of answers) answer?.recycle?.();
    const size = answers[0]?.body?.length ?? 0;
    expect(cache.stats().bytes).toBe(stored + 8 * size);
    // A page stored again leaves its old bodies behind, and their bytes.
    const late = cache.lookup('k', GET, render(body));
    cache.drop('all');
    await cache.fill('k', GET, render(body));
    late?.recycle?.();
    expect(cache.stats().bytes).toBe(stored);
  });

  it('answers 304 without a body when If-None-Match names the ETag', async () => {
    const { cache, render } = setup();
    const first = await cache.fill('k', GET, render('<p>x</p>'));
    const etag = first?.headers['etag'] ?? '';
    const again = cache.lookup('k', { method: 'GET', ifNoneMatch: `"other", ${etag}` }, render('<p>x</p>'));
    expect(again?.status).toBe(304);
    expect(again?.body).toBeUndefined();
    expect(again?.headers['etag']).toBe(etag);
    // The browser keeps the page's own policy: a new nonce in a 304 would block the kept page's scripts.
    expect(again?.headers).not.toHaveProperty('content-security-policy');
    expect(cache.lookup('k', { method: 'GET', ifNoneMatch: '"other"' }, render('<p>x</p>'))?.status).toBe(200);
  });

  it('serves a stale entry once while one render replaces it, then the new one; too old is a miss', async () => {
    const { cache, render, renders, tick } = setup();
    await cache.fill('k', GET, render('old'));
    tick(2_500);
    const stale = cache.lookup('k', GET, render('new'));
    const staleAgain = cache.lookup('k', GET, render('new'));
    expect(stale?.headers['x-shop-cache']).toBe('stale');
    expect(stale?.body?.toString()).toBe('old');
    expect(staleAgain?.body?.toString()).toBe('old');
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(renders()).toBe(2);
    const fresh = cache.lookup('k', GET, render('newer'));
    expect(fresh?.headers['x-shop-cache']).toBe('hit');
    expect(fresh?.body?.toString()).toBe('new');
    tick(5_000);
    expect(cache.lookup('k', GET, render('newer'))).toBeUndefined();
  });

  it('renders once for every request missing the same key', async () => {
    const { cache, renders } = setup();
    let finish: (page: RenderedPage) => void = () => undefined;
    const slow = () => new Promise<RenderedPage>((resolve) => (finish = resolve));
    const calls = [cache.fill('k', GET, slow), cache.fill('k', GET, slow), cache.fill('k', GET, slow)];
    finish(page('<p>once</p>'));
    const answers = await Promise.all(calls);
    expect(answers.map((answer) => answer?.body?.toString())).toEqual(['<p>once</p>', '<p>once</p>', '<p>once</p>']);
    expect(renders()).toBe(0);
    expect(cache.stats().entries).toBe(1);
  });

  it('keeps neither a page that set a cookie nor a non-200; a non-200 is rendered once for all, a cookie leaves each to their own', async () => {
    const { cache, render, renders } = setup();
    expect(await cache.fill('a', GET, render('<p>a</p>', { setsCookie: true }))).toBeUndefined();
    expect(cache.lookup('a', GET, render('<p>a</p>'))).toBeUndefined();
    let finish: (page: RenderedPage) => void = () => undefined;
    let slowRenders = 0;
    const slow = () => {
      slowRenders += 1;
      return new Promise<RenderedPage>((resolve) => (finish = resolve));
    };
    const first = cache.fill('b', GET, slow);
    const second = cache.fill('b', GET, slow);
    finish(page('<p>Not found</p>', { status: 404 }));
    const answers = await Promise.all([first, second]);
    expect(answers.map((answer) => answer?.status)).toEqual([404, 404]);
    expect(answers.map((answer) => answer?.headers['cache-control'])).toEqual(['no-store', 'no-store']);
    expect(answers[1]?.body?.toString()).toBe('<p>Not found</p>');
    expect(slowRenders + renders()).toBe(2);
    expect(cache.stats().entries).toBe(0);
  });

  it('evicts the least recently used entries past the byte cap', async () => {
    // An entry's bytes: its body (99), its gzip body (a few bytes) and its key (1); three fit.
    const { cache, render } = setup({ maxBytes: 330 });
    const body = 'x'.repeat(99);
    await cache.fill('a', GET, render(body));
    await cache.fill('b', GET, render(body));
    await cache.fill('c', GET, render(body));
    expect(cache.lookup('a', GET, render(body))).toBeDefined(); // a is now the most recent
    await cache.fill('d', GET, render(body));
    expect(cache.stats().bytes).toBeLessThanOrEqual(330);
    expect(cache.lookup('b', GET, render(body))).toBeUndefined();
    expect(cache.lookup('a', GET, render(body))).toBeDefined();
    expect(cache.lookup('d', GET, render(body))).toBeDefined();
  });

  it('drops entries by tag or all, keeps them fresh longer while the feed answers, and distrusts a render a drop overlapped', async () => {
    const { cache, render, tick } = setup();
    await cache.fill('card', GET, render('card', { tags: ['product:1'] }));
    await cache.fill('about', GET, render('about', { tags: ['content:about-us'] }));
    expect(cache.drop(['product:1'])).toBe(1);
    expect(cache.lookup('card', GET, render('card'))).toBeUndefined();
    cache.setFeedAnswering(true);
    tick(10_000);
    expect(cache.lookup('about', GET, render('about'))?.headers['x-shop-cache']).toBe('hit');
    cache.setFeedAnswering(false);
    expect(cache.lookup('about', GET, render('about'))?.headers['x-shop-cache']).not.toBe('hit');

    let finish: (page: RenderedPage) => void = () => undefined;
    const slow = () => new Promise<RenderedPage>((resolve) => (finish = resolve));
    const filling = cache.fill('list', GET, slow);
    cache.drop('all');
    finish(page('list', { tags: ['product:1'] }));
    await filling;
    expect(cache.lookup('list', GET, render('list'))?.headers['x-shop-cache']).toBe('stale');
  });
});

describe('change feed', () => {
  it('maps changes to tags: products and content pages by key, anything else to everything', () => {
    expect(
      tagsToDrop([
        { id: 1, scope: 'product', key: '12' },
        { id: 2, scope: 'content', key: 'about-us' },
      ]),
    ).toEqual(['product:12', 'content:about-us']);
    expect(tagsToDrop([{ id: 3, scope: 'category', key: '3' }])).toBe('all');
    expect(tagsToDrop([{ id: 4, scope: 'content', key: 'app-config' }])).toBe('all');
    expect(tagsToDrop([{ id: 5, scope: 'all', key: null }])).toBe('all');
  });

  it('asks after the last position, drops what changed, everything when incomplete or back from an outage', async () => {
    const asked: Array<number | undefined> = [];
    const drops: Array<string[] | 'all'> = [];
    const states: boolean[] = [];
    let next: () => Promise<{
      latest: number;
      complete: boolean;
      changes: { id: number; scope: 'product'; key: string }[];
    }> = async () => ({ latest: 5, complete: true, changes: [] });
    const feed = createChangeFeed({
      fetchChanges: (after) => {
        asked.push(after);
        return next();
      },
      drop: (tags) => drops.push(tags),
      onAnswering: (answering) => states.push(answering),
    });
    await feed.poll();
    next = async () => ({ latest: 6, complete: true, changes: [{ id: 6, scope: 'product', key: '7' }] });
    await feed.poll();
    next = async () => ({ latest: 9, complete: false, changes: [] });
    await feed.poll();
    next = async () => Promise.reject(new Error('GET /api/v1/changes answered 501'));
    await feed.poll();
    next = async () => ({ latest: 9, complete: true, changes: [] });
    await feed.poll();
    expect(asked).toEqual([undefined, 5, 6, 9, 9]);
    expect(drops).toEqual(['all', ['product:7'], 'all', 'all']);
    expect(states).toEqual([true, false, true]);
  });
});

describe('which pages are kept, under which key', () => {
  const hosts = new Set(['localhost', 'shop.example']);
  const headers = (values: Record<string, string>) => ({ get: (name: string) => values[name] ?? null });
  const key = (path: string, values: Record<string, string> = { host: 'shop.example' }, method = 'GET') =>
    pageCacheKey(method, new URL(path, 'http://shop.example'), headers(values), hosts);

  it('keeps the home, listings, cards, search and content pages, with the parameters they read only', () => {
    expect(key('/catalog/women?page=2&color=red')?.key).toBe('shop.example|/catalog/women?page=2&color=red');
    expect(key('/ru/about-us')?.tags).toEqual(['content:about-us']);
    expect(key('/search?keyword=bikini')?.key).toBe('shop.example|/search?keyword=bikini');
    expect(key('/catalog/women?utm_source=mail')).toBeUndefined();
    expect(key('/cart')).toBeUndefined();
    expect(key('/profile')).toBeUndefined();
    expect(key('/order/abc')).toBeUndefined();
    expect(key('/catalog/women', { host: 'evil.example' })).toBeUndefined();
    expect(key('/catalog/women', { host: 'shop.example' }, 'POST')).toBeUndefined();
    expect(key('/catalog/women', { host: 'shop.example:8080', cookie: 'jwt=x' })?.key).toBe(
      'shop.example|/catalog/women',
    );
  });

  it('reads the query parameters as URLSearchParams does, from the string', () => {
    const params = new Set(['page', 'color', '', 'a b']);
    for (const search of [
      '',
      '?',
      '?page=2',
      '?page=2&color=red',
      '?page',
      '?page=&color',
      '?page=2&&color=red&',
      '?&',
      '?=x',
      '?page=a=b',
      '?utm_source=mail',
      '?page=2&utm_source=mail',
      '?pa%67e=2',
      '?pa%67x=2',
      '?a+b=1',
      '?a%20b=1',
      '?page=2%26utm_source%3Dmail',
      '?Page=2',
    ])
      expect([search, readsOnly(search, params)]).toEqual([
        search,
        [...new URLSearchParams(search).keys()].every((name) => params.has(name)),
      ]);
    expect(key('/catalog/women?pa%67e=2')?.key).toBe('shop.example|/catalog/women?pa%67e=2');
    expect(key('/catalog/women?page=2&&sort=price')?.key).toBe('shop.example|/catalog/women?page=2&&sort=price');
    expect(key('/catalog/women?page=2&utm_source=x')).toBeUndefined();
  });

  it('keys the bare home by what decides the landing: the locale cookie, the languages, or the default', () => {
    expect(key('/', { host: 'shop.example', cookie: 'locale=ru', 'accept-language': 'en' })?.key).toBe(
      'shop.example|/|ru',
    );
    expect(key('/', { host: 'shop.example', 'accept-language': 'de, en-GB;q=0.8' })).toMatchObject({
      key: 'shop.example|/|en',
      acceptLanguage: 'en',
    });
    expect(key('/', { host: 'shop.example', 'accept-language': 'de' })?.key).toBe('shop.example|/|default');
    expect(key('/ru/', { host: 'shop.example', cookie: 'locale=en' })?.key).toBe('shop.example|/ru/');
  });

  it('tags a page with the products its data names', () => {
    const listing = { products: [{ id: 4, default_variant_id: 9 }], category: { id: 2 } };
    const card = { product: { id: 7, selected_variant_id: 1, category: { id: 2 } } };
    expect([...productTags([listing, card])]).toEqual(['product:4', 'product:7']);
  });
});
