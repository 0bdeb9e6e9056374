import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { messagesByLocale, ShopIntlProvider, type Locale } from '@shop/i18n';
import { ShopThemeProvider } from '@shop/ui';
import { ProfileLayout } from './ProfileLayout';

function renderAt(path: string, locale: Locale) {
  const queryClient = new QueryClient();
  const rootRoute = createRootRoute({
    component: () => (
      <QueryClientProvider client={queryClient}>
        <ShopIntlProvider locale={locale} messages={messagesByLocale[locale]}>
          <ShopThemeProvider>
            <ProfileLayout>
              <Outlet />
            </ProfileLayout>
          </ShopThemeProvider>
        </ShopIntlProvider>
      </QueryClientProvider>
    ),
  });
  const page = createRoute({ getParentRoute: () => rootRoute, path: '$', component: () => <p>page body</p> });
  const router = createRouter({
    routeTree: rootRoute.addChildren([page]),
    history: createMemoryHistory({ initialEntries: [path] }),
  });
  return render(<RouterProvider router={router} />);
}

describe('ProfileLayout', () => {
  it('shows the account navigation with the current section marked', async () => {
    renderAt('/profile/orders', 'en');
    const nav = await screen.findByRole('navigation', { name: 'Account navigation' });
    expect(nav).toBeTruthy();
    expect(screen.getByRole('link', { name: 'My orders' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'My profile' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByText('page body')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  it('links to the Russian account pages under /ru/', async () => {
    renderAt('/ru/profile', 'ru');
    const link = await screen.findByRole('link', { name: 'Мои заказы' });
    expect(link.getAttribute('href')).toBe('/ru/profile/orders');
    expect(screen.getByRole('link', { name: 'Мой профиль' }).getAttribute('aria-current')).toBe('page');
  });
});
