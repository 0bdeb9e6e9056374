import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const request = vi.hoisted(() => ({ headers: {} as Record<string, string>, outside: false }));
vi.mock('@tanstack/react-start/server', () => ({
  getRequestHeader: (name: string) => {
    if (request.outside) throw new Error('no request');
    return request.headers[name];
  },
}));

const { ensureSharedQueryData, SHARED_DATA_MS } = await import('./shared-query-data');

describe('ensureSharedQueryData', () => {
  let calls = 0;
  const treeQuery = (lang: string) => ({
    queryKey: ['/api/v1/catalog', { lang }] as const,
    queryFn: async () => ({ lang, call: ++calls }),
  });

  // Each test a minute after the last: what an earlier one kept has expired.
  let now = Date.parse('2026-11-28T12:00:00Z');
  beforeEach(() => {
    vi.useFakeTimers({ now: (now += 60_000) });
    calls = 0;
    request.headers = { host: 'shop.test' };
    request.outside = false;
  });
  afterEach(() => vi.useRealTimers());

  it('serves the next second of pages from one answer, in each page query cache, then asks again', async () => {
    const first = new QueryClient();
    expect(await ensureSharedQueryData(first, treeQuery('en'))).toEqual({ lang: 'en', call: 1 });
    vi.advanceTimersByTime(SHARED_DATA_MS - 1);
    const second = new QueryClient();
    expect(await ensureSharedQueryData(second, treeQuery('en'))).toEqual({ lang: 'en', call: 1 });
    expect(second.getQueryData(treeQuery('en').queryKey)).toEqual({ lang: 'en', call: 1 });

    vi.advanceTimersByTime(1);
    expect(await ensureSharedQueryData(new QueryClient(), treeQuery('en'))).toEqual({ lang: 'en', call: 2 });
  });

  it('keeps answers apart by query and by the host asked', async () => {
    await ensureSharedQueryData(new QueryClient(), treeQuery('en'));
    expect(await ensureSharedQueryData(new QueryClient(), treeQuery('ru'))).toEqual({ lang: 'ru', call: 2 });
    request.headers = { host: 'shop.test', 'x-forwarded-host': 'shop.example.ru' };
    expect(await ensureSharedQueryData(new QueryClient(), treeQuery('en'))).toEqual({ lang: 'en', call: 3 });
  });

  it('keeps no failed answer', async () => {
    const failing = { queryKey: ['/api/v1/app/config', { lang: 'en' }] as const, queryFn: vi.fn() };
    failing.queryFn.mockRejectedValueOnce(new Error('API down')).mockResolvedValue({ ok: true });
    await expect(ensureSharedQueryData(new QueryClient(), failing)).rejects.toThrow('API down');
    expect(await ensureSharedQueryData(new QueryClient(), failing)).toEqual({ ok: true });
    expect(failing.queryFn).toHaveBeenCalledTimes(2);
  });

  it('shares nothing outside a request', async () => {
    request.outside = true;
    await ensureSharedQueryData(new QueryClient(), treeQuery('en'));
    expect(await ensureSharedQueryData(new QueryClient(), treeQuery('en'))).toEqual({ lang: 'en', call: 2 });
  });
});
