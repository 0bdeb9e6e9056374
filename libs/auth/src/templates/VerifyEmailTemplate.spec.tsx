import { messagesByLocale, ShopIntlProvider } from '@shop/i18n';
import { ShopThemeProvider } from '@shop/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { parseVerifyEmailSearch } from './verifyEmailSearch';
import { VerifyEmailTemplate, type VerifyEmailTemplateProps } from './VerifyEmailTemplate';

const api = vi.hoisted(() => ({ verifyEmail: vi.fn() }));
vi.mock('@shop/api', async (importOriginal) => ({ ...(await importOriginal<typeof import('@shop/api')>()), ...api }));

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
  beforeEach(() => api.verifyEmail.mockReset());

  it('posts the link once and says the e-mail is confirmed', async () => {
    api.verifyEmail.mockResolvedValue({ verified: true });
    renderPage({ id: '42', hash: HASH, expires: 1_900_000_000, signature: SIGNATURE });
    expect(await screen.findByText(/your e-mail is confirmed/)).toBeTruthy();
    expect(api.verifyEmail).toHaveBeenCalledTimes(1);
    expect(api.verifyEmail).toHaveBeenCalledWith(42, HASH, { expires: 1_900_000_000, signature: SIGNATURE });
  });

  it('does not call the API with a malformed link, and says so in Russian too', async () => {
    renderPage({ id: 'abc', hash: HASH, expires: 1_900_000_000, signature: SIGNATURE }, 'ru');
    expect(await screen.findByText(/Ссылка неверна или устарела/)).toBeTruthy();
    expect(api.verifyEmail).not.toHaveBeenCalled();
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
