import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fp from 'fastify-plugin';
import type { HTTPMethods } from 'fastify';
import { parse as parseYaml } from 'yaml';
import { findRepoRoot } from '../../config/repo-root';
import { notImplemented } from '../../http/problem';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** Path parameters that span several segments: the catalogue path and an image's path. */
const MULTI_SEGMENT = /\{(categoryUri|imagePath)\}/;

/** Fastify's form of a contract path: `{id}` → `:id`; a multi-segment parameter → `*`. */
export function fastifyPath(path: string): string {
  return path.replace(MULTI_SEGMENT, '*').replace(/\{([^}]+)\}/g, ':$1');
}

type PathItem = Partial<Record<(typeof METHODS)[number], { operationId: string }>>;

/** Every operation of openapi.yaml (read from the repository root) as method and Fastify path. */
export function contractOperations(
  file = join(findRepoRoot(), 'openapi.yaml'),
): Array<{ method: HTTPMethods; url: string; operationId: string }> {
  const document = parseYaml(readFileSync(file, 'utf8')) as { paths: Record<string, PathItem> };
  return Object.entries(document.paths).flatMap(([path, item]) =>
    METHODS.flatMap((method) => {
      const operation = item[method];
      return operation
        ? [{ method: method.toUpperCase() as HTTPMethods, url: fastifyPath(path), operationId: operation.operationId }]
        : [];
    }),
  );
}

/**
 * Answers 501 in the one error shape for every operation of the contract that no domain
 * implements yet, so progress is visible and nothing answers a bare 404. Registered last.
 */
export default fp(
  async (app) => {
    for (const operation of contractOperations()) {
      if (app.hasRoute({ method: operation.method, url: operation.url })) continue;
      app.route({
        method: operation.method,
        url: operation.url,
        handler: async () => {
          throw notImplemented(`${operation.operationId} is part of the contract but not implemented yet.`);
        },
      });
    }
  },
  { name: 'not-implemented-routes', dependencies: ['problem'], encapsulate: true },
);
