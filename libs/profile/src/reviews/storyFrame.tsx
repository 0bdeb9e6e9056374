import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { messagesByLocale, ShopIntlProvider, type Locale } from '@shop/i18n';
import type { ReactNode } from 'react';

/**
 * What the profile's stories render in: a query client, the messages of a language and a router
 * (links are the router's). Used by `*.stories.tsx` only; Storybook has no API, so a save fails.
 */
export function StoryFrame({ locale = 'en', children }: { locale?: Locale; children: ReactNode }) {
  const queryClient = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  const router = createRouter({
    routeTree: createRootRoute({
      component: () => (
        <QueryClientProvider client={queryClient}>
          <ShopIntlProvider locale={locale} messages={messagesByLocale[locale]}>
            {children}
          </ShopIntlProvider>
        </QueryClientProvider>
      ),
    }),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  return <RouterProvider router={router} />;
}
