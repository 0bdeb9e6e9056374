import {
  dehydrate,
  hydrate,
  QueryClientProvider,
  type DehydratedState,
  type Query,
  type QueryClient,
} from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { Fragment, type ReactNode } from 'react';
import { nextTask } from '@shop/ui';

interface QueryHydrationOptions {
  router: AnyRouter;
  queryClient: QueryClient;
  /** Which of the server's queries go to the browser. */
  shouldDehydrateQuery: (query: Query) => boolean;
}

/**
 * The query cache's way from the server to the browser, in place of TanStack's
 * `setupRouterSsrQueryIntegration`: the routes' queries go with the page's data once the loaders
 * are done, and the browser puts them in its cache before it hydrates. TanStack's also streams
 * queries that start while the page renders, and so put a ReadableStream in every page's data,
 * its whole implementation as script text (2 KB, 0.6 KB gzip) that never carried a query: the
 * page is rendered to a string after its loaders, which fetch everything it shows. Nor does any
 * query or mutation here throw a router redirect, which TanStack's also follows.
 */
export function setupQueryHydration({ router, queryClient, shouldDehydrateQuery }: QueryHydrationOptions): void {
  const Inner = (router.options.Wrap as ((props: { children: ReactNode }) => ReactNode) | undefined) ?? Fragment;
  router.options.Wrap = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <Inner>{children}</Inner>
    </QueryClientProvider>
  );
  if (router.isServer) {
    const routerDehydrate = router.options.dehydrate;
    router.options.dehydrate = async () => ({
      ...(await routerDehydrate?.()),
      query: dehydrate(queryClient, { shouldDehydrateQuery }),
    });
    return;
  }
  const routerHydrate = router.options.hydrate;
  router.options.hydrate = async (dehydrated: { query?: DehydratedState }) => {
    // The router's hydration (matching, the route chunks) in a task after its making (router.tsx).
    await nextTask();
    await routerHydrate?.(dehydrated);
    if (dehydrated.query) hydrate(queryClient, arrivedNow(dehydrated.query));
  };
}

/**
 * The page's queries as fetched now: a kept page (server/page-cache.ts) can be older than the
 * queries' staleTime while the change feed vouches for it, and its render time would have the
 * browser fetch every query again right after hydrating.
 */
function arrivedNow(state: DehydratedState, now = Date.now()): DehydratedState {
  return {
    ...state,
    queries: state.queries.map((query) =>
      query.state.status === 'success' ? { ...query, state: { ...query.state, dataUpdatedAt: now } } : query,
    ),
  };
}
