import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Link,
  RouterContextProvider,
} from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppLink } from './AppLink';

/** A router in server mode at `path`, with the routes the hrefs below lead to. */
async function serverRouter(path: string) {
  const rootRoute = createRootRoute();
  const routes = ['/', '/ru/', '/catalog/$category', '/catalog/$category/$sub/$product', '/cart'].map((routePath) =>
    createRoute({ getParentRoute: () => rootRoute, path: routePath }),
  );
  const router = createRouter({
    routeTree: rootRoute.addChildren(routes),
    history: createMemoryHistory({ initialEntries: [path] }),
    trailingSlash: 'preserve',
    isServer: true,
  });
  await router.load();
  return router;
}

/** The attributes of the one element `markup` holds, by name. */
function attributes(markup: string): Record<string, string> {
  const element = new DOMParser().parseFromString(markup, 'text/html').body.firstElementChild;
  return Object.fromEntries([...(element?.attributes ?? [])].map((attribute) => [attribute.name, attribute.value]));
}

async function renderBoth(path: string, href: string, props: { className?: string; tabIndex?: number } = {}) {
  const router = await serverRouter(path);
  const render = (link: ReactNode) =>
    renderToString(<RouterContextProvider router={router}>{link}</RouterContextProvider>);
  const own = render(
    <AppLink href={href} {...props}>
      Name
    </AppLink>,
  );
  // What AppLink renders in the browser, where it hydrates this markup.
  const routers = render(
    <Link to={href} preload="intent" activeOptions={{ exact: true, includeSearch: false }} {...props}>
      Name
    </Link>,
  );
  return { own, routers };
}

describe('AppLink on the server', () => {
  // What the storefront's server build is (Vite replaces it there; the browser's build has false).
  beforeAll(() => vi.stubEnv('SSR', true));
  afterAll(() => vi.unstubAllEnvs());

  it.each([
    ['/catalog/women', '/catalog/women/swimsuits/coral-wave-one-piece', {}],
    ['/catalog/women', '/catalog/women', { className: 'sc-x abc' }],
    ['/catalog/women?page=2', '/catalog/women', {}],
    ['/catalog/women/', '/catalog/women', { tabIndex: -1 }],
    ['/ru/', '/ru', {}],
    ['/', '/', { className: 'logo' }],
    ['/cart', '/', {}],
  ])('at %s, a link to %s has the attributes the router gives it', async (path, href, props) => {
    const { own, routers } = await renderBoth(path, href, props);
    expect(attributes(own)).toEqual(attributes(routers));
    expect(own).toContain('>Name</a>');
  });

  it('marks the current page and only it', async () => {
    const { own } = await renderBoth('/catalog/women', '/catalog/women');
    expect(attributes(own)).toMatchObject({ 'aria-current': 'page', 'data-status': 'active', class: 'active' });
    const other = await renderBoth('/catalog/women', '/catalog/men');
    expect(attributes(other.own)['aria-current']).toBeUndefined();
  });

  it('leaves a path with a query, a hash or capitals to the router', async () => {
    for (const href of ['/catalog/women?sort=price_asc', '/about-us#team', '/catalog/Women']) {
      const { own, routers } = await renderBoth('/', href);
      expect(own).toBe(routers);
    }
  });
});
