import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Link,
  RouterContextProvider,
} from '@tanstack/react-router';
import { fireEvent, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppLink, CurrentPathProvider, splitHref } from './AppLink';

/** A router at `path` (in server mode if asked), with the routes the hrefs below lead to. */
async function testRouter(path: string, isServer = false) {
  const rootRoute = createRootRoute();
  const routes = ['/', '/ru/', '/catalog/$category', '/catalog/$category/$sub/$product', '/cart'].map((routePath) =>
    createRoute({ getParentRoute: () => rootRoute, path: routePath }),
  );
  const router = createRouter({
    routeTree: rootRoute.addChildren(routes),
    history: createMemoryHistory({ initialEntries: [path] }),
    trailingSlash: 'preserve',
    isServer,
  });
  await router.load();
  return router;
}

type TestRouter = Awaited<ReturnType<typeof testRouter>>;

describe('splitHref', () => {
  it('takes a storefront href apart into its path, query and hash', () => {
    expect(splitHref('/catalog/women/swimsuits/coral-wave-one-piece?variant=4')).toEqual({
      pathname: '/catalog/women/swimsuits/coral-wave-one-piece',
      search: 'variant=4',
      hash: '',
    });
    expect(splitHref('/ru/catalog/men?sort=price_asc&page=2#reviews')).toEqual({
      pathname: '/ru/catalog/men',
      search: 'sort=price_asc&page=2',
      hash: 'reviews',
    });
    expect(splitHref('/about-us#team')).toEqual({ pathname: '/about-us', search: '', hash: 'team' });
    expect(splitHref('/cart')).toEqual({ pathname: '/cart', search: '', hash: '' });
  });

  it('keeps a question mark after the hash in the hash', () => {
    expect(splitHref('/size-guide#what?')).toEqual({ pathname: '/size-guide', search: '', hash: 'what?' });
  });
});

/** An element's attributes, by name. */
const attributesOf = (element: Element | null | undefined): Record<string, string> =>
  Object.fromEntries([...(element?.attributes ?? [])].map((attribute) => [attribute.name, attribute.value]));

/** The attributes of the one element `markup` holds. */
const attributes = (markup: string) =>
  attributesOf(new DOMParser().parseFromString(markup, 'text/html').body.firstElementChild);

async function renderBoth(path: string, href: string, props: { className?: string; tabIndex?: number } = {}) {
  const router = await testRouter(path, true);
  const render = (link: ReactNode) =>
    renderToString(<RouterContextProvider router={router}>{link}</RouterContextProvider>);
  const own = render(
    <AppLink href={href} {...props}>
      Name
    </AppLink>,
  );
  // What AppLink renders in the browser, where it hydrates this markup.
  const { pathname, search, hash } = splitHref(href);
  const routers = render(
    <Link
      to={pathname}
      search={search ? router.options.parseSearch(`?${search}`) : undefined}
      hash={hash || undefined}
      preload="intent"
      activeOptions={{ exact: true, includeSearch: false }}
      {...props}
    >
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
    ['/', '/catalog/women?sort=price_asc', {}],
    ['/catalog/women', '/catalog/women?sort=price_asc&page=2', {}],
    ['/', '/about-us#team', {}],
    ['/', '/catalog/women/swimsuits/coral-wave-one-piece?variant=4', {}],
    ['/', '/catalog/Women', {}],
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
});

function renderIn(router: TestRouter, link: ReactNode) {
  return render(<RouterContextProvider router={router}>{link}</RouterContextProvider>).container
    .firstElementChild as HTMLAnchorElement;
}

afterEach(() => vi.useRealTimers());

describe('AppLink in the browser', () => {
  it.each([
    ['/catalog/women', '/catalog/women/swimsuits/coral-wave-one-piece'],
    ['/catalog/women', '/catalog/women'],
    ['/catalog/women/', '/catalog/women'],
    ['/cart', '/'],
  ])('at %s, a plain link to %s has the attributes TanStack’s Link gives it', async (path, href) => {
    const router = await testRouter(path);
    const own = renderIn(router, <AppLink href={href}>Name</AppLink>);
    const routers = renderIn(
      router,
      <Link to={href} preload="intent" activeOptions={{ exact: true, includeSearch: false }}>
        Name
      </Link>,
    );
    expect(attributesOf(own)).toEqual(attributesOf(routers));
  });

  it('takes its active state from the current path it is given', async () => {
    const router = await testRouter('/');
    const link = renderIn(
      router,
      <CurrentPathProvider value="/cart">
        <AppLink href="/cart">Cart</AppLink>
      </CurrentPathProvider>,
    );
    expect(link.getAttribute('aria-current')).toBe('page');
    expect(link.className).toBe('active');
  });

  it('navigates on a plain click and leaves a modified click to the browser', async () => {
    const router = await testRouter('/');
    const navigate = vi.spyOn(router, 'navigate').mockResolvedValue(undefined);
    const link = renderIn(router, <AppLink href="/catalog/women">Women</AppLink>);
    expect(fireEvent.click(link, { button: 0, ctrlKey: true })).toBe(true);
    expect(navigate).not.toHaveBeenCalled();
    expect(fireEvent.click(link, { button: 0 })).toBe(false);
    expect(navigate).toHaveBeenCalledWith({ to: '/catalog/women' });
  });

  it('gives the router the query and the hash apart from the path', async () => {
    const router = await testRouter('/');
    const navigate = vi.spyOn(router, 'navigate').mockResolvedValue(undefined);
    const link = renderIn(router, <AppLink href="/catalog/women?sort=price_asc#grid">Women</AppLink>);
    expect(link.getAttribute('href')).toBe('/catalog/women?sort=price_asc#grid');
    fireEvent.click(link, { button: 0 });
    expect(navigate).toHaveBeenCalledWith({ to: '/catalog/women', search: { sort: 'price_asc' }, hash: 'grid' });
  });

  it('leaves the click to a handler that prevented it, and to another target', async () => {
    const router = await testRouter('/');
    const navigate = vi.spyOn(router, 'navigate').mockResolvedValue(undefined);
    const prevented = renderIn(
      router,
      <AppLink href="/cart" onClick={(event) => event.preventDefault()}>
        Cart
      </AppLink>,
    );
    fireEvent.click(prevented, { button: 0 });
    const blank = renderIn(
      router,
      <AppLink href="/cart" target="_blank">
        Cart
      </AppLink>,
    );
    fireEvent.click(blank, { button: 0 });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('preloads the page once the pointer has rested on it, not when it only passed', async () => {
    const router = await testRouter('/');
    const preloadRoute = vi.spyOn(router, 'preloadRoute').mockResolvedValue(undefined);
    vi.useFakeTimers();
    const link = renderIn(router, <AppLink href="/catalog/women">Women</AppLink>);
    fireEvent.mouseEnter(link);
    fireEvent.mouseLeave(link);
    vi.advanceTimersByTime(1_000);
    expect(preloadRoute).not.toHaveBeenCalled();
    fireEvent.mouseEnter(link);
    vi.advanceTimersByTime(1_000);
    expect(preloadRoute).toHaveBeenCalledWith({ to: '/catalog/women' });
    fireEvent.touchStart(link);
    expect(preloadRoute).toHaveBeenCalledTimes(2);
  });
});
