import { configureApiClient } from '@shop/api';
import { messagesByLocale, ShopIntlProvider } from '@shop/i18n';
import { ShopThemeProvider } from '@shop/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { parseVerifyEmailSearch } from './verifyEmailSearch';
import { VerifyEmailTemplate, type VerifyEmailTemplateProps } from './VerifyEmailTemplate';

// The page reads through the generated query options, so the API is stubbed at its fetch.
const fetch = vi.fn<typeof globalThis.fetch>();
const answer = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': status < 300 ? 'application/json' : 'application/problem+json' },
  });

const HASH = 'a'.repeat(64);
const SIGNATURE = 'b'.repeat(64);

function renderPage(props: VerifyEmailTemplateProps, locale: 'en' | 'ru' = 'en') {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const rootRoute = createRootRoute({
    component: () => (
      <QueryClientProvider client={queryClient}>
        <ShopIntlProvider locale={locale} messages={messagesByLocale[locale]}>
          <ShopThemeProvider>
            <VerifyEmailTemplate {...props} />
          </ShopThemeProvider>
        </ShopIntlProvider>
      </QueryClientProvider>
    ),
  });
  render(
    <RouterProvider
      router={createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) })}
    />,
  );
}

describe('VerifyEmailTemplate', () => {
  beforeEach(() => {
    fetch.mockReset();
    vi.stubGlobal('fetch', fetch);
    configureApiClient({ baseUrl: 'http://shop.test' });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    configureApiClient({ baseUrl: '' });
  });

  it('posts the link once and says the e-mail is confirmed', async () => {
    fetch.mockResolvedValue(answer(200, { verified: true }));
    renderPage({ id: '42', hash: HASH, expires: 1_900_000_000, signature: SIGNATURE });
    expect(await screen.findByText(/your e-mail is confirmed/)).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe(`http://shop.test/api/auth/verify-email/42/${HASH}?expires=1900000000&signature=${SIGNATURE}`);
    expect(init?.method).toBe('POST');
  });

  it('says a stale link (404) is invalid, without logging it as a failure', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fetch.mockResolvedValue(answer(404, { type: 'about:blank', title: 'Not Found', status: 404, detail: 'Gone.' }));
    renderPage({ id: '42', hash: HASH, expires: 1_900_000_000, signature: SIGNATURE });
    expect(await screen.findByText(/This link is wrong or has expired/)).toBeTruthy();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(warn).not.toHaveBeenCalled();
  });

  it('does not call the API with a malformed link, and says so in Russian too', async () => {
    renderPage({ id: 'abc', hash: HASH, expires: 1_900_000_000, signature: SIGNATURE }, 'ru');
    expect(await screen.findByText(/Ссылка неверна или устарела/)).toBeTruthy();
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('parseVerifyEmailSearch', () => {
  it('keeps a well-formed expiry and signature and drops anything else', () => {
    expect(parseVerifyEmailSearch({ expires: '1900000000', signature: SIGNATURE })).toEqual({
      expires: 1_900_000_000,
      signature: SIGNATURE,
    });
    expect(parseVerifyEmailSearch({ expires: '-1', signature: 'XYZ' })).toEqual({});
    expect(parseVerifyEmailSearch({ expires: '1e99' })).toEqual({});
    // The router lays the answer over the URL's params: a dropped value must replace the URL's.
    const raw = { expires: 'abc', signature: 'XYZ' };
    expect({ ...raw, ...parseVerifyEmailSearch(raw) }).toStrictEqual({ expires: undefined, signature: undefined });
  });
});
