// The hello-world `npm run bench:first-load` compares the storefront with (../shared/QUALITY.md:
// "≤ 1.15× a hello-world of the same stack built by the same script"): one page on the storefront's
// stack (TanStack Start and Router, TanStack Query with its SSR integration, styled-components,
// react-intl with a compiled message) built with the storefront's plugins for that stack
// (vite.shared.ts: the parser-less ICU entry, styled-components' Babel plugin, no client for server
// functions) into tmp/first-load-hello (ignored by git and lint), then rendered once through its
// server entry.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const dir = join(root, 'tmp/first-load-hello');

const files = {
  'src/router.tsx': `import { QueryClient } from '@tanstack/react-query';
import { createRouter } from '@tanstack/react-router';
import { setupRouterSsrQueryIntegration } from '@tanstack/react-router-ssr-query';
import { routeTree } from './routeTree.gen';

export function getRouter() {
  const queryClient = new QueryClient();
  const router = createRouter({ routeTree, context: { queryClient } });
  setupRouterSsrQueryIntegration({ router, queryClient });
  return router;
}
`,
  'src/routes/__root.tsx': `import { TYPE } from '@formatjs/icu-messageformat-parser';
import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, HeadContent, Outlet, Scripts } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';

const messages = { hello: [{ type: TYPE.literal, value: 'Hello, world' }] };

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  shellComponent: Shell,
  component: () => (
    <IntlProvider locale="en" messages={messages}>
      <Outlet />
    </IntlProvider>
  ),
});

function Shell({ children }: { children: ReactNode }) {
  return (
    <html lang="en">
      <head>
        <HeadContent />
      </head>
      <body>
        {children}
        <Scripts />
      </body>
    </html>
  );
}
`,
  'src/routes/index.tsx': `import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';

const greeting = queryOptions({ queryKey: ['greeting'], queryFn: async () => ({ from: 'the server' }) });
const Title = styled.h1\`color: #0b4f71;\`;

export const Route = createFileRoute('/')({
  loader: ({ context }) => context.queryClient.ensureQueryData(greeting),
  component: Home,
});

function Home() {
  const { data } = useSuspenseQuery(greeting);
  return (
    <Title>
      <FormattedMessage id="hello" /> ({data.from})
    </Title>
  );
}
`,
};

/** Builds the hello-world afresh; returns its first page's HTML and a reader of its client files. */
export async function buildHelloWorld() {
  rmSync(dir, { recursive: true, force: true });
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  const [{ createBuilder }, { tanstackStart }, { default: react }, shared] = await Promise.all([
    import('vite'),
    import('@tanstack/react-start/plugin/vite'),
    import('@vitejs/plugin-react'),
    import(pathToFileURL(join(root, 'vite.shared.ts')).href),
  ]);
  const builder = await createBuilder({
    root: dir,
    configFile: false,
    logLevel: 'warn',
    cacheDir: join(root, 'node_modules/.vite/first-load-hello'),
    ssr: { noExternal: ['styled-components'] },
    plugins: [
      shared.icuParserOnlyOnServer(),
      shared.noServerFunctionsInBrowser(),
      shared.styledComponentsPlugin({ displayName: false }),
      tanstackStart({ srcDirectory: 'src' }),
      react(),
    ],
    build: { outDir: 'dist', emptyOutDir: true, reportCompressedSize: false },
  });
  await builder.buildApp();
  const { default: server } = await import(pathToFileURL(join(dir, 'dist/server/server.js')).href);
  const response = await server.fetch(new Request('http://localhost/'));
  if (!response.ok) throw new Error(`the hello-world answered ${response.status}`);
  return { html: await response.text(), readAsset: (path) => readFileSync(join(dir, 'dist/client', path)) };
}
