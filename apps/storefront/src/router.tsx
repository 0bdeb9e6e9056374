import { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { holdUserLoadUntil } from '@shop/auth';
import { splitLocalePath } from '@shop/locale';
import { nextTask } from '@shop/ui';
import { routeTree } from './routeTree.gen';
import { whenDocumentHydrated } from './hydration';
import { ErrorPage, NotFoundPage } from './components/DeferredErrorPages';
import { MESSAGES_QUERY_ROOT } from './messages';
import { setupQueryHydration } from './query-hydration';
import { warmIntlSoon } from './intl-warm-up';
import { adoptServerStyles } from './server-styles';
import { routerSsrOptions } from './server/content-security-policy';

/**
 * A new router and QueryClient per request on the server, one per tab in the browser. There its
 * making is a task of its own, between two `nextTask()`s: React calls it as hydration begins, and
 * the router's making and hydrating (`setupQueryHydration` yields too) were one task of 140–260 ms
 * with the CPU slowed 4×.
 */
export async function getRouter() {
  if (typeof window !== 'undefined') await nextTask();
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: { staleTime: 60_000, retry: false },
    },
  });
  const router = createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    defaultNotFoundComponent: NotFoundPage,
    defaultErrorComponent: ErrorPage,
    notFoundMode: 'root',
    scrollRestoration: true,
    // The Russian home is `/ru/` (the URL scheme); 'never' would rewrite it to `/ru`.
    trailingSlash: 'preserve',
    defaultHashScrollIntoView: { behavior: 'auto', block: 'start' },
    // A CSP nonce per page on the server (server/content-security-policy.ts).
    ssr: routerSsrOptions(),
  });
  // The messages travel in their own cached file (messages.ts), not with every page's data.
  setupQueryHydration({
    router,
    queryClient,
    shouldDehydrateQuery: (query) => query.queryKey[0] !== MESSAGES_QUERY_ROOT,
  });
  // A cached page carries no user: the browser asks for it once the page has hydrated.
  if (!router.isServer) {
    holdUserLoadUntil(whenDocumentHydrated());
    adoptServerStyles();
    void warmIntlSoon(splitLocalePath(window.location.pathname).locale);
    await nextTask();
  }
  return router;
}

declare module '@tanstack/react-router' {
  interface Register {
    router: Awaited<ReturnType<typeof getRouter>>;
  }
}
