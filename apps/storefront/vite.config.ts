import { tanstackStart } from '@tanstack/react-start/plugin/vite';
import react from '@vitejs/plugin-react';
import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig } from 'vite';
import { icuParserOnlyOnServer, noServerFunctionsInBrowser, styledComponentsPlugin } from '../../vite.shared.ts';
import { buildId } from './vite.build-id.ts';
import { clientChunks } from './vite.client-chunks.ts';
import { precompress } from './vite.precompress.ts';

const repoRoot = join(import.meta.dirname, '../..');

/**
 * The version of the messages this build carries, naming their files (src/messages.ts): a digest
 * of what decides their content: the texts, how they are compiled and sent, and the ICU parser.
 */
function messagesVersion(): string {
  const messagesDir = join(repoRoot, 'libs/i18n/src/messages');
  const sources = [
    ...readdirSync(messagesDir)
      .sort()
      .map((file) => join(messagesDir, file)),
    join(repoRoot, 'libs/i18n/src/compileMessages.ts'),
    join(import.meta.dirname, 'src/messages.ts'),
    join(repoRoot, 'node_modules/@formatjs/icu-messageformat-parser/package.json'),
  ];
  const digest = createHash('sha256');
  for (const file of sources) digest.update(readFileSync(file));
  return digest.digest('base64url').slice(0, 12);
}

/**
 * The framework every page runs: React, TanStack Router, Start and Query, styled-components and
 * react-intl, with what they use. The browser build keeps it in one group, which rolldown puts in
 * the entry chunk; left to itself, it cut the framework into a dozen chunks shared with lazy ones,
 * each compressed on its own (about 5 KB gzip more on every page). Packages only some pages use
 * (TanStack Form, zod) stay out, in those pages' chunks.
 */
const FRAMEWORK_PACKAGES = [
  'react',
  'react-dom',
  'scheduler',
  '@tanstack/history',
  '@tanstack/query-core',
  '@tanstack/react-query',
  '@tanstack/react-router',
  '@tanstack/react-router-ssr-query',
  '@tanstack/react-start',
  '@tanstack/react-start-client',
  '@tanstack/react-store',
  '@tanstack/router-core',
  '@tanstack/router-ssr-query-core',
  '@tanstack/start-client-core',
  '@tanstack/start-storage-context',
  '@tanstack/store',
  'seroval',
  'seroval-plugins',
  'styled-components',
  'stylis',
  '@emotion/is-prop-valid',
  '@emotion/memoize',
  '@emotion/unitless',
  'shallowequal',
  'tslib',
  'react-intl',
  '@formatjs/ecma402-abstract',
  '@formatjs/fast-memoize',
  '@formatjs/icu-messageformat-parser',
  '@formatjs/icu-skeleton-parser',
  '@formatjs/intl',
  '@formatjs/intl-localematcher',
  'intl-messageformat',
  'cookie-es',
  'tiny-invariant',
  'tiny-warning',
];
const FRAMEWORK_PACKAGE_MODULES = new RegExp(
  `node_modules[\\\\/](${FRAMEWORK_PACKAGES.map((name) => name.replace(/[/.]/g, '\\$&')).join('|')})[\\\\/]`,
);
/**
 * TanStack Query's mutations and infinite queries: only code loaded later uses them (forms, the
 * reviews' "show more", the cart's changes), so they are left out of the framework group and
 * travel with those chunks instead of with every first load (about 2 KB gzip).
 */
const LATER_FRAMEWORK_MODULES =
  /node_modules[\\/]@tanstack[\\/](react-query|query-core)[\\/].*[\\/](mutationObserver|infiniteQueryObserver|infiniteQueryBehavior|useMutation|useInfiniteQuery|useSuspenseInfiniteQuery)\.js$/;
const isFrameworkModule = (id: string) => FRAMEWORK_PACKAGE_MODULES.test(id) && !LATER_FRAMEWORK_MODULES.test(id);
/**
 * Those later modules as one chunk of their own: left to rolldown, they joined the first chunk
 * that needed them, the add-to-cart button's (the cart's store and server cart, 5 KB gzip), and
 * every page using a mutation (the profile's pages, through the generated endpoints) loaded the
 * cart with them.
 */
const isLaterFrameworkModule = (id: string) => LATER_FRAMEWORK_MODULES.test(id);

/** A test of a module id (any OS's separators): one of these files of the repository. */
const appModules =
  (...paths: string[]) =>
  (id: string) =>
    paths.some((path) => id.replaceAll('\\', '/').endsWith(`/${path}`));

/**
 * Small modules several pages share, each group one chunk: left to itself, rolldown gives each its
 * own file of a few hundred bytes, and a page loading seven of them pays seven compressions (each
 * group is about a quarter smaller gzipped as one file). `product-basics` is what every product
 * tile and card shows (price, rating, wish-list heart, picture URL, money format, the cart's analytics
 * item that a listing's view event sends too): the home, listings, cards, search and the wish list;
 * `add-to-cart` is the button a card and the wish list sell from (`@shop/cart`'s `#add-to-cart`,
 * lazy in the browser) with the cart's state it changes (since the header's cart left the entry,
 * that state is in no file a listing loads).
 */
const SHARED_PAGE_PARTS = [
  {
    name: 'product-basics',
    test: appModules(
      'libs/catalog/src/components/Price.tsx',
      'libs/catalog/src/wish-list/WishListToggle.tsx',
      'libs/ui/src/image/image.ts',
      'libs/i18n/src/money.ts',
      'libs/i18n/src/rating.ts',
      'libs/cart/src/analytics.ts',
    ),
  },
  // The cart's endpoints and limits, which the profile's "Buy again" uses too: apart from the
  // button's chunk (the cart's store and server cart), which the order history need not load.
  // Before the button's group, which takes what its modules import that no group took before.
  {
    name: 'cart-api',
    test: appModules('libs/api/src/generated/endpoints/cart/cart.ts', 'libs/cart/src/constants.ts'),
  },
  { name: 'add-to-cart', test: appModules('libs/cart/src/components/AddToCartButton.tsx') },
];

/**
 * A test of a route's parts split off into its own chunk (its component, and its loader where that
 * is split out: module ids with `?tsr-split=`), never the route's module itself, which the entry
 * imports: a group holding that would be a file of every first load.
 */
const routeSplit = (path: string) => (id: string) => {
  const [file = '', query = ''] = id.replaceAll('\\', '/').split('?');
  return file.endsWith(`/${path}`) && query.includes('tsr-split=');
};
const anyOf =
  (...tests: ((id: string) => boolean)[]) =>
  (id: string) =>
    tests.some((test) => test(id));

/**
 * A page's own small modules, each group one chunk: rolldown gave the home's strip endpoint, the
 * listing's toolbar styles, the catalogue pages' analytics and breadcrumbs and the profile's layout
 * and constants files of a few hundred bytes each, and every file is one more compression on the
 * first load (issue 28: the listing, search and profile pages were a few hundred bytes over 1.25×).
 * Each group holds what the pages loading it need, give or take a few hundred bytes (the card's
 * first load now has the toolbar styles its reviews use, the profile's reviews the prose component
 * beside its styles). A group also takes the modules its own import that no earlier group took, so the order matters:
 * the pieces several pages share come first, or a later group would carry them to pages that
 * need nothing else of it (the breadcrumbs took the listing's template to every card).
 * `catalog-page`: the catalogue route's component, the catalogue's analytics, choice and toolbar
 * styles and breadcrumbs (listing, search, card; the toolbar's styles for its reviews' sort);
 * `product-tile` a product tile (home, listing, search); `CategoryListingTemplate` the listing
 * with its grid (listing, search: its pager); `prose` (card, content pages); `home` the home's
 * route and strips with their endpoint; `profile-layout` the profile's layout route and its
 * constants (every profile page). The search page's endpoint stays apart: the header's search
 * panel loads it, which needs nothing else of that page.
 */
const PAGE_GROUPS = [
  {
    name: 'catalog-page',
    test: anyOf(
      routeSplit('apps/storefront/src/routes/{-$locale}/catalog/$.tsx'),
      appModules(
        'libs/catalog/src/templates/choice.styles.ts',
        'libs/catalog/src/templates/Breadcrumbs.tsx',
        'libs/catalog/src/components/Toolbar.styles.ts',
        'libs/catalog/src/analytics.ts',
        'libs/tracking/src/analytics/use-track-once.ts',
      ),
    ),
  },
  {
    name: 'product-tile',
    test: appModules(
      'libs/catalog/src/components/ProductCard.tsx',
      'libs/catalog/src/components/ProductCard.styles.ts',
    ),
  },
  {
    // Named as its template: the journeys hold back or refuse the template's file by this name.
    name: 'CategoryListingTemplate',
    test: appModules(
      'libs/catalog/src/templates/CategoryListingTemplate.tsx',
      'libs/catalog/src/templates/CategoryListingTemplate.styles.ts',
      'libs/catalog/src/components/ListedProducts.tsx',
    ),
  },
  { name: 'prose', test: appModules('libs/ui/src/Prose/Prose.tsx', 'libs/ui/src/Prose/Prose.styles.ts') },
  {
    name: 'home',
    test: anyOf(
      routeSplit('apps/storefront/src/routes/{-$locale}/index.tsx'),
      appModules(
        'libs/catalog/src/stripQuery.ts',
        'libs/catalog/src/components/ProductStrip.tsx',
        'libs/catalog/src/components/ProductStrip.styles.ts',
        'libs/api/src/generated/endpoints/products/products.ts',
      ),
    ),
  },
  {
    name: 'profile-layout',
    test: anyOf(
      routeSplit('apps/storefront/src/routes/{-$locale}/profile/route.tsx'),
      appModules(
        'libs/profile/src/constants.ts',
        'libs/profile/src/templates/ProfileLayout.tsx',
        'libs/profile/src/templates/ProfileLayout.styles.ts',
      ),
    ),
  },
];

const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:4000';
// Like serve.mjs, the dev proxy sends the app access token (replacing any a client sent).
const appAccessHeaders: Record<string, string> = process.env.APP_ACCESS_TOKEN
  ? { 'x-app-access-token': process.env.APP_ACCESS_TOKEN }
  : {};

const build = buildId();

export default defineConfig(({ command }) => ({
  root: import.meta.dirname,
  cacheDir: '../../node_modules/.vite/apps/storefront',
  server: {
    port: Number(process.env.PORT ?? 3000),
    host: 'localhost',
    // In development the Vite server plays the part of serve.mjs: /api, /_img, robots.txt and the sitemap go to the API.
    proxy: Object.fromEntries(
      ['/api', '/_img', '/robots.txt', '/sitemap.xml', '/sitemaps/'].map((path) => [
        path,
        { target: apiUrl, changeOrigin: false, xfwd: true, headers: appAccessHeaders },
      ]),
    ),
  },
  preview: { port: Number(process.env.PORT ?? 3000), host: 'localhost' },
  resolve: { tsconfigPaths: true },
  define: {
    __SHOP_MESSAGES_VERSION__: JSON.stringify(messagesVersion()),
    __SHOP_BUILD_ID__: JSON.stringify(build.id),
  },
  // styled-components must be bundled into the server build: loaded as an external, Node picks
  // its CJS build, whose class names differ from the browser's (hydration mismatch).
  ssr: { noExternal: ['styled-components'] },
  plugins: [
    icuParserOnlyOnServer(),
    noServerFunctionsInBrowser(),
    styledComponentsPlugin({ displayName: command !== 'build' }),
    tanstackStart({
      srcDirectory: 'src',
      server: { entry: 'server.ts' },
      // The locale layout's component is a few lines every page renders: split out, it was a file
      // of its own on every first load (and a request); it stays in the entry. Every other route's
      // loader goes with its component into the route's chunk, so the queries and endpoints only
      // some pages call leave the entry; the catalogue's stays, as its loader awaits the template's
      // chunk, and split out, a template file that failed to load (a deploy since) logged an error
      // before the page's reload (catalogue.e2e.ts).
      router: {
        codeSplittingOptions: {
          splitBehavior: ({ routeId }) =>
            routeId === '/{-$locale}'
              ? []
              : routeId === '/{-$locale}/catalog/$'
                ? [['component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']]
                : undefined,
          defaultBehavior: [['loader', 'component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']],
        },
      },
    }),
    react(),
    // The catalogue's templates and the add-to-cart button are chunks of their own in the browser
    // (libs/catalog and libs/cart, package.json `imports`); the catalogue route's head preloads the
    // template its page renders. The button (the cart's store and server cart, about 5 KB gzip) is
    // not preloaded: a card's hydrates once its code has come after the page, the server's button
    // standing until then, and a wish list's renders with the list, which the browser reads.
    clientChunks({
      listing: appModules('libs/catalog/src/templates/CategoryListingTemplate.tsx'),
      card: appModules('libs/catalog/src/templates/ProductCardTemplate.tsx'),
    }),
    // The build's id in the bundles and as /_build.json (the new-build notice).
    build.plugin,
    // The client build's scripts, styles and SVGs also as .br and .gz files, for serve.mjs.
    precompress(),
  ],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    reportCompressedSize: false,
  },
  environments: {
    client: {
      build: {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: 'framework', test: isFrameworkModule },
                { name: 'query-later', test: isLaterFrameworkModule },
                ...SHARED_PAGE_PARTS,
                ...PAGE_GROUPS,
              ],
            },
          },
        },
      },
    },
  },
}));
