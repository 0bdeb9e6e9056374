import babel from '@rolldown/plugin-babel';
import type { Plugin } from 'vite';

/**
 * styled-components' Babel plugin, shared by the storefront, Storybook and Vitest configs.
 * With it, class names are stable per file (`sc-1x2y3z-0`), so the server's and the browser's
 * names match under code splitting and hydration stays clean; `ssr: true` makes the ids
 * deterministic. It runs on TypeScript source before Vite's own transform. `displayName` (on
 * unless turned off) prefixes each class with its file and component (`Header__Bar-sc-…`) for
 * reading the DOM in development; production builds leave it out (about 1 KB gzip of the first
 * load's JavaScript, and shorter class names in every page's HTML).
 */
export function styledComponentsPlugin({ displayName = true }: { displayName?: boolean } = {}) {
  return babel({
    include: /\.[jt]sx?$/,
    exclude: /node_modules/,
    parserOpts: { plugins: ['typescript', 'jsx'] },
    plugins: [['babel-plugin-styled-components', { ssr: true, displayName, fileName: displayName, pure: true }]],
  });
}

/**
 * The storefront's browser build (and the hello-world `bench:first-load` compares it with) gets its
 * messages already compiled (apps/storefront/src/messages.ts), so it takes react-intl's
 * parser-less entry of the ICU parser (about 8 KB gzip less on every page); the server keeps the
 * parser to compile them. A message reaching the browser as text would throw, which the e2e
 * journeys in both languages would show.
 */
export function icuParserOnlyOnServer(): Plugin {
  return {
    name: 'shop:icu-parser-only-on-server',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.name === 'client',
    resolveId(source, importer) {
      if (source !== '@formatjs/icu-messageformat-parser') return null;
      return this.resolve('@formatjs/icu-messageformat-parser/no-parser.js', importer, { skipSelf: true });
    },
  };
}

/**
 * TanStack Start's browser entry always registers the serialisation adapter for server functions
 * (`createServerFn`) a loader returns, and with it the whole client side of server functions: the
 * RPC fetcher, its framed-stream decoder and seroval with its web plugins (about 34 KB raw, 11 KB
 * gzip of every page's first load). The shop has no server functions: its browser talks to the
 * API (`@shop/api`), and `createIsomorphicFn` / `createServerOnlyFn` compile away. So the browser
 * build (the storefront's, and the hello-world's `bench:first-load` builds with the same plugins)
 * gets an adapter of the same key that matches nothing and would fail loudly if a server function
 * ever reached it. A Start upgrade that moves the adapter's file fails the build here, instead of
 * quietly bringing the bytes back.
 */
export function noServerFunctionsInBrowser(): Plugin {
  const adapterFile =
    /[\\/]@tanstack[\\/]start-client-core[\\/]dist[\\/]esm[\\/]client[\\/]ServerFunctionSerializationAdapter\.js$/;
  let replaced = false;
  return {
    name: 'shop:no-server-functions-in-browser',
    enforce: 'pre',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    load(id) {
      if (!adapterFile.test(id)) return null;
      replaced = true;
      return [
        "import { createSerializationAdapter } from '@tanstack/router-core';",
        "const refuse = () => { throw new Error('The shop has no server functions; see noServerFunctionsInBrowser in vite.shared.ts'); };",
        "export const ServerFunctionSerializationAdapter = createSerializationAdapter({ key: '$TSS/serverfn', test: () => false, toSerializable: refuse, fromSerializable: refuse });",
      ].join('\n');
    },
    buildEnd(error) {
      if (!error && !replaced)
        this.error(
          'shop:no-server-functions-in-browser: TanStack Start no longer loads client/ServerFunctionSerializationAdapter.js; check what its browser entry registers now',
        );
    },
  };
}

/**
 * Vitest's reporters: the console, plus a JSON report per project when TEST_REPORT_DIR is set
 * (the test command adds those reports up into its closing `N passed, N failed` line).
 */
export function testReporters(project: string): Array<string | [string, Record<string, unknown>]> {
  const dir = process.env['TEST_REPORT_DIR'];
  return dir ? ['default', ['json', { outputFile: `${dir}/vitest-${project}.json` }]] : ['default'];
}
