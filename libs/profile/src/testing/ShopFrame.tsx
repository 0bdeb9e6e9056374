import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  RouterProvider,
} from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { messagesByLocale, ShopIntlProvider, type Locale } from '@shop/i18n';
import { ShopThemeProvider } from '@shop/ui';

/**
 * What a profile page has around it in the shop, for specs and stories: the query cache, the
 * page's language, the theme and a router at `path` (links and search params work).
 */
export function ShopFrame({
  children,
  locale = 'en',
  path = '/profile/orders',
  queryClient,
}: {
  children: ReactNode;
  locale?: Locale;
  path?: string;
  queryClient: QueryClient;
}) {
  const [router] = useState(() => {
    const root = createRootRoute();
    const page = createRoute({ getParentRoute: () => root, path: '$', component: () => children });
    return createRouter({
      routeTree: root.addChildren([page]),
      history: createMemoryHistory({ initialEntries: [path] }),
    });
  });
  return (
    <QueryClientProvider client={queryClient}>
      <ShopIntlProvider locale={locale} messages={messagesByLocale[locale]}>
        <ShopThemeProvider>
          <RouterProvider router={router} />
        </ShopThemeProvider>
      </ShopIntlProvider>
    </QueryClientProvider>
  );
}

/** A query cache that never refetches what a spec or story put into it. */
export const frozenQueryClient = () =>
  new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
