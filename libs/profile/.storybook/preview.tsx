import type { Preview } from '@storybook/react-vite';
import { messagesByLocale, ShopIntlProvider, type Locale } from '@shop/i18n';
import { ShopThemeProvider } from '@shop/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';

/**
 * The profile's stories render inside what the storefront gives every page: the theme, the page
 * language's messages (the toolbar's locale), a query client and a router. No API answers here: a
 * submitted form shows how a failure reads.
 */
const preview: Preview = {
  globalTypes: {
    locale: {
      description: 'Page language',
      toolbar: { icon: 'globe', items: ['en', 'ru'], dynamicTitle: true },
    },
  },
  initialGlobals: { locale: 'en' },
  decorators: [
    (Story, context) => {
      const locale = (context.globals['locale'] as Locale | undefined) ?? 'en';
      const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
      const rootRoute = createRootRoute({ component: () => <Story /> });
      const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
      return (
        <QueryClientProvider client={queryClient}>
          <ShopIntlProvider locale={locale} messages={messagesByLocale[locale]}>
            <ShopThemeProvider>
              <RouterProvider router={router} />
            </ShopThemeProvider>
          </ShopIntlProvider>
        </QueryClientProvider>
      );
    },
  ],
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
  },
};

export default preview;
