import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { findRepoRoot } from '../../config/repo-root';

export const DOCS_PREFIX = '/api/docs';

export interface DocsPluginOptions {
  /** The contract to serve; defaults to `openapi.yaml` at the repository root; null turns docs off. */
  openapiFile?: string | null | undefined;
}

/**
 * The reference documentation at /api/docs, rendered by Swagger UI from `openapi.yaml` as written
 * (static mode: the contract is the source of truth, not the routes; the routes' zod schemas are
 * never read here).
 */
export default fp<DocsPluginOptions>(
  async (app, options) => {
    const file = options.openapiFile === undefined ? join(findRepoRoot(), 'openapi.yaml') : options.openapiFile;
    if (!file || !existsSync(file)) {
      app.log.info({ file }, 'no openapi.yaml: the documentation page is off');
      return;
    }
    await app.register(swagger, { mode: 'static', specification: { path: file, baseDir: dirname(file) } });
    await app.register(swaggerUi, {
      routePrefix: DOCS_PREFIX,
      uiConfig: { deepLinking: true, docExpansion: 'list', defaultModelsExpandDepth: 0 },
    });
  },
  { name: 'docs', dependencies: ['helmet'] },
);
