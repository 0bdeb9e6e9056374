import { dehydrate, QueryClient } from '@tanstack/react-query';
import type { AnyRouter } from '@tanstack/react-router';
import { describe, expect, it } from 'vitest';
import { setupQueryHydration } from './query-hydration';

describe('setupQueryHydration in the browser', () => {
  it("counts the page's queries fresh from when the page arrived, however old its render", async () => {
    // A page rendered five minutes ago, as the page cache may still answer it.
    const server = new QueryClient();
    const renderedAt = Date.now() - 5 * 60_000;
    server.setQueryData(['catalog', 'women'], { items: [1, 2] }, { updatedAt: renderedAt });
    server.setQueryData(['home'], { strips: [] }, { updatedAt: renderedAt });
    const state = dehydrate(server);

    const browser = new QueryClient({ defaultOptions: { queries: { staleTime: 60_000 } } });
    const router = { isServer: false, options: {} } as unknown as AnyRouter;
    setupQueryHydration({ router, queryClient: browser, shouldDehydrateQuery: () => true });
    const before = Date.now();
    await router.options.hydrate?.({ query: state });

    for (const key of [['catalog', 'women'], ['home']]) {
      const query = browser.getQueryCache().find({ queryKey: key });
      expect(query?.state.data).toEqual(server.getQueryData(key));
      expect(query?.state.dataUpdatedAt).toBeGreaterThanOrEqual(before);
      expect(query?.isStaleByTime(60_000)).toBe(false);
    }
  });
});
