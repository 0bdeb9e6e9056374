// The hello-world `npm run bench:first-load` compares the storefront with (../shared/QUALITY.md:
// "≤ 1.15× a hello-world of the same stack built by the same script"): one page on the storefront's
// stack (TanStack Start and Router, TanStack Query with its SSR integration, styled-components,
// react-intl with a compiled message) built with the storefront's plugins for that stack
// (vite.shared.ts: the parser-less ICU entry, styled-components' Babel plugin, no client for server
// functions) into tmp/first-load-hello (ignored by git and lint), then rendered once through its
// server entry. `bench:lighthouse` also serves it (`serveHelloWorld`) and audits it beside the shop.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

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
  return {
    html: await response.text(),
    readAsset: (path) => readFileSync(join(dir, 'dist/client', path)),
    render: (url) => server.fetch(new Request(url)),
  };
}

/**
 * Serves a built hello-world (`buildHelloWorld()`) on 127.0.0.1 at a free port, compressed as the
 * storefront's serve.mjs does: its client files as brotli quality 11 or gzip level 9 (the build's
 * precompressed copies), cached for a year; its page rendered per request, brotli 5 or gzip 6.
 * Answers the server and its origin.
 */
export async function serveHelloWorld(hello) {
  const compressed = new Map();
  const encode = (body, encoding, best) =>
    encoding === 'br'
      ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: best ? 11 : 5 } })
      : gzipSync(body, { level: best ? 9 : 6 });
  const server = createServer(async (req, res) => {
    try {
      const accepted = String(req.headers['accept-encoding'] ?? '');
      const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : undefined;
      const { pathname } = new URL(req.url ?? '/', 'http://localhost');
      let body;
      let headers;
      if (pathname.startsWith('/assets/') && !pathname.includes('..')) {
        const key = `${pathname} ${encoding}`;
        if (!compressed.has(key)) {
          const file = hello.readAsset(pathname);
          compressed.set(key, encoding ? encode(file, encoding, true) : file);
        }
        body = compressed.get(key);
        headers = { 'content-type': 'text/javascript', 'cache-control': 'public, max-age=31536000, immutable' };
      } else {
        const response = await hello.render(`http://localhost${req.url}`);
        const html = Buffer.from(await response.arrayBuffer());
        body = encoding ? encode(html, encoding, false) : html;
        headers = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' };
        res.statusCode = response.status;
      }
      res.writeHead(res.statusCode, {
        ...headers,
        'content-length': body.length,
        ...(encoding ? { 'content-encoding': encoding, vary: 'Accept-Encoding' } : {}),
      });
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, origin: `http://127.0.0.1:${server.address().port}` };
}
