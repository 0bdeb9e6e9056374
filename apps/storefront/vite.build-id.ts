import { randomBytes } from 'node:crypto';
import type { Plugin } from 'vite';

/** Where the running storefront tells its build id (src/build/build-check.ts reads it). */
export const BUILD_INFO_PATH = '/_build.json';

/**
 * One id per build, the same for the server and client bundles of one `vite build` (this config
 * is evaluated once for both): the bundles carry it as `__SHOP_BUILD_ID__`, and the client build
 * writes it as `/_build.json`, which serve.mjs sends uncached. Open tabs compare the two to offer a
 * reload after a deploy. The dev server answers the same file itself.
 */
export function buildId(): { id: string; plugin: Plugin } {
  const id = `${new Date().toISOString().replace(/\D/g, '').slice(0, 14)}-${randomBytes(4).toString('hex')}`;
  const body = JSON.stringify({ id });
  return {
    id,
    plugin: {
      name: 'shop:build-id',
      configureServer(server) {
        server.middlewares.use(BUILD_INFO_PATH, (_request, response) => {
          response.setHeader('Content-Type', 'application/json');
          response.setHeader('Cache-Control', 'no-store');
          response.end(body);
        });
      },
      generateBundle() {
        if (this.environment.name === 'client')
          this.emitFile({ type: 'asset', fileName: BUILD_INFO_PATH.slice(1), source: body });
      },
    },
  };
}
