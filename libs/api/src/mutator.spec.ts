import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getCheckoutOrderMutationOptions } from './generated/endpoints/order/order';
import { getGetAppConfigQueryOptions } from './generated/endpoints/app/app';
import * as cartEndpoints from './generated/endpoints/cart/cart';
import { ApiBodyError, ApiError, configureApiClient, retryDelay, shopFetch } from './mutator';
import { isApiPayload, markApiPayload } from './payload';

type Call = { url: string; init: RequestInit };

/** A fake fetch answering the queued responses in order and recording every call. */
function fakeFetch(...answers: Array<Response | Error>) {
  const calls: Call[] = [];
  const fetch = vi.fn(async (url: string, init: RequestInit) => {
    calls.push({ url, init });
    const answer = answers.shift();
    if (!answer) throw new Error('no answer queued');
    if (answer instanceof Error) throw answer;
    return answer;
  });
  vi.stubGlobal('fetch', fetch);
  return calls;
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': status >= 400 ? 'application/problem+json' : 'application/json', ...headers },
  });

const problem = (status: number) => ({
  type: `https://shop.example/problems/x`,
  title: 'X',
  status,
  detail: `failed with ${status}`,
});

beforeEach(() => {
  vi.useFakeTimers();
  configureApiClient({ baseUrl: '' });
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('shopFetch', () => {
  it('sends the JSON headers, and Content-Type only with a body', async () => {
    const calls = fakeFetch(json(200, { ok: 1 }), json(200, { ok: 2 }));
    expect(await shopFetch('/api/v1/app/config')).toEqual({ ok: 1 });
    await shopFetch('/api/v1/cart/get-prices', { method: 'POST', body: JSON.stringify({ items: [] }) });
    const [get, post] = calls.map(({ init }) => new Headers(init.headers));
    expect(get?.get('Accept')).toBe('application/json');
    expect(get?.has('Content-Type')).toBe(false);
    expect(post?.get('Content-Type')).toBe('application/json');
    expect(calls[1]?.init.method).toBe('POST');
  });

  it('on the server: prefixes the API URL, sends the app token, forwards the shopper and turns the jwt cookie into a Bearer token', async () => {
    configureApiClient({
      baseUrl: 'http://127.0.0.1:4000',
      appAccessToken: 'secret-token',
      requestHeaders: () => ({
        cookie: 'locale=ru; jwt=abc.def.ghi',
        'accept-language': 'ru',
        'x-forwarded-for': undefined,
      }),
    });
    const calls = fakeFetch(json(200, {}));
    await shopFetch('/api/v1/catalog?lang=ru');
    expect(calls[0]?.url).toBe('http://127.0.0.1:4000/api/v1/catalog?lang=ru');
    const headers = new Headers(calls[0]?.init.headers);
    expect(headers.get('X-App-Access-Token')).toBe('secret-token');
    expect(headers.get('Authorization')).toBe('Bearer abc.def.ghi');
    expect(headers.get('accept-language')).toBe('ru');
    expect(headers.has('x-forwarded-for')).toBe(false);
  });

  it('on the server: reads the __Host-jwt cookie of an https shop', async () => {
    configureApiClient({
      baseUrl: 'http://127.0.0.1:4000',
      requestHeaders: () => ({ cookie: 'locale=en; __Host-jwt=abc.def.ghi' }),
    });
    const calls = fakeFetch(json(200, {}));
    await shopFetch('/api/v1/catalog');
    expect(new Headers(calls[0]?.init.headers).get('Authorization')).toBe('Bearer abc.def.ghi');
  });

  it('sends no Authorization for a guest', async () => {
    configureApiClient({ baseUrl: '', requestHeaders: () => ({ cookie: 'locale=en' }) });
    const calls = fakeFetch(json(200, {}));
    await shopFetch('/api/v1/app/config');
    expect(new Headers(calls[0]?.init.headers).has('Authorization')).toBe(false);
  });

  it.each([408, 409, 425, 429, 500, 502, 503, 504])('retries a safe call answered %i, with backoff', async (status) => {
    const calls = fakeFetch(json(status, problem(status)), json(200, { ok: true }));
    const result = shopFetch('/api/v1/app/config');
    await vi.advanceTimersByTimeAsync(249);
    expect(calls).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(result).resolves.toEqual({ ok: true });
    expect(calls).toHaveLength(2);
  });

  it('gives up after three tries with the last problem', async () => {
    const calls = fakeFetch(json(503, problem(503)), json(503, problem(503)), json(503, problem(503)));
    const result = shopFetch('/api/v1/app/config').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(250 + 500);
    const error = await result;
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(503);
    expect((error as ApiError).problem?.detail).toBe('failed with 503');
    expect(calls).toHaveLength(3);
  });

  it('never retries a write, nor a status outside the list', async () => {
    const writes = fakeFetch(json(503, problem(503)));
    await expect(shopFetch('/api/v1/order/checkout', { method: 'POST', body: '{}' })).rejects.toMatchObject({
      status: 503,
    });
    expect(writes).toHaveLength(1);
    const reads = fakeFetch(json(404, problem(404)));
    await expect(shopFetch('/api/v1/nothing')).rejects.toMatchObject({ status: 404, message: 'failed with 404' });
    expect(reads).toHaveLength(1);
  });

  it('retries a network failure of a safe call', async () => {
    const calls = fakeFetch(new TypeError('fetch failed'), json(200, { ok: true }));
    const result = shopFetch('/api/v1/app/config');
    await vi.advanceTimersByTimeAsync(250);
    await expect(result).resolves.toEqual({ ok: true });
    expect(calls).toHaveLength(2);
  });

  it('stops waiting when the caller aborts', async () => {
    fakeFetch(json(503, problem(503)), json(200, {}));
    const controller = new AbortController();
    const result = shopFetch('/api/v1/app/config', { signal: controller.signal }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(10);
    controller.abort(new Error('navigated away'));
    expect(await result).toMatchObject({ message: 'navigated away' });
  });
});

describe('retryDelay', () => {
  it('doubles from 250 ms and caps at 2 s', () => {
    expect([0, 1, 2, 3, 4].map((attempt) => retryDelay(attempt, null))).toEqual([250, 500, 1000, 2000, 2000]);
  });

  it('honours Retry-After in seconds, capped', () => {
    expect(retryDelay(0, '1')).toBe(1000);
    expect(retryDelay(0, '0')).toBe(0);
    expect(retryDelay(0, '120')).toBe(2000);
    expect(retryDelay(1, 'soon')).toBe(500);
  });
});

describe('shopFetch, the edges', () => {
  it('does not retry a 2xx whose JSON does not parse', async () => {
    const calls = fakeFetch(
      new Response('{"broken', { status: 200, headers: { 'Content-Type': 'application/json' } }),
      json(200, {}),
    );
    const error = await shopFetch('/api/v1/app/config').catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiBodyError);
    expect((error as ApiBodyError).status).toBe(200);
    expect(calls).toHaveLength(1);
  });

  it('does not wait for a retry when the signal is already aborted', async () => {
    const controller = new AbortController();
    const calls = fakeFetch(json(503, problem(503)), json(200, {}));
    // fetch itself ignores the signal here; the mutator must not schedule a retry after abort.
    controller.abort(new Error('gone'));
    const error = await shopFetch('/api/v1/app/config', { signal: controller.signal }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toMatchObject({ message: 'gone' });
    expect(calls).toHaveLength(1);
  });

  it('generates queries for reads and mutations for writes', () => {
    const query = getGetAppConfigQueryOptions({ lang: 'en' });
    expect(query.queryKey[0]).toBe('/api/v1/app/config');
    expect(typeof query.queryFn).toBe('function');
    const mutation = getCheckoutOrderMutationOptions();
    expect(typeof mutation.mutationFn).toBe('function');
    expect('queryKey' in mutation).toBe(false);
  });

  it('generates queries, not mutations, for the reads the contract sends as POST (orval.config.ts)', async () => {
    const calls = fakeFetch(json(200, '{"lines":[]}'));
    const query = cartEndpoints.getGetCartPricesQueryOptions(
      { items: [{ product_variant_id: 7, quantity: 2 }] },
      { lang: 'ru' },
    );
    expect(query.queryKey).toEqual([
      'POST',
      '/api/v1/cart/get-prices',
      { lang: 'ru' },
      { items: [{ product_variant_id: 7, quantity: 2 }] },
    ]);
    expect('getGetCartPricesMutationOptions' in cartEndpoints).toBe(false);
    await (query.queryFn as (context: { signal: AbortSignal }) => Promise<unknown>)({
      signal: new AbortController().signal,
    });
    expect(calls[0]?.url).toBe('/api/v1/cart/get-prices?lang=ru');
    expect(calls[0]?.init.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ items: [{ product_variant_id: 7, quantity: 2 }] });
  });

  it('sends a mutation as a POST with its JSON body', async () => {
    const calls = fakeFetch(json(200, {}));
    const mutation = getCheckoutOrderMutationOptions();
    await mutation.mutationFn?.({ data: { note: 'ring twice' } as never, params: undefined } as never, {} as never);
    expect(calls[0]?.url).toBe('/api/v1/order/checkout');
    expect(calls[0]?.init.method).toBe('POST');
    expect(JSON.parse(String(calls[0]?.init.body))).toEqual({ note: 'ring twice' });
  });
});

describe('API payloads (what the storefront sends to the browser as JSON text)', () => {
  it('marks each JSON body shopFetch parsed, and nothing else', async () => {
    fakeFetch(
      json(200, { products: [{ id: 1 }] }),
      json(200, [1, 2]),
      json(200, 'a JSON string'),
      new Response(null, { status: 204 }),
    );
    const object = await shopFetch<{ products: object[] }>('/api/v1/product-list');
    expect(isApiPayload(object)).toBe(true);
    // Only the body itself: what it holds is sent inside it.
    expect(isApiPayload(object.products[0])).toBe(false);
    expect(isApiPayload(await shopFetch('/api/v1/list'))).toBe(true);
    expect(isApiPayload(await shopFetch('/api/v1/cart/get-prices', { method: 'POST', body: '{}' }))).toBe(false);
    expect(isApiPayload(await shopFetch('/api/v1/none', { method: 'POST', body: '{}' }))).toBe(false);
    expect(isApiPayload({ products: [] })).toBe(false);
    expect(isApiPayload(null)).toBe(false);
  });

  it('marks what it is given and returns it as it is', () => {
    const body = { id: 1 };
    expect(markApiPayload(body)).toBe(body);
    expect(isApiPayload(body)).toBe(true);
    expect(markApiPayload('text')).toBe('text');
    expect(markApiPayload(null)).toBeNull();
  });
});
