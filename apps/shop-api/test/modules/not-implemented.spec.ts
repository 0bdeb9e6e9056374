import { expect, it } from 'vitest';
import { describeEachDatabase } from '../helpers/build-app';
import {
  contractOperations,
  expectMatchesContract,
  expectProblem,
  openapiDocument,
  type OpenApiOperation,
} from '../helpers/contract';

/** Response header naming the route a request matched; empty when none did (the 404 handler). */
const MATCHED_ROUTE = 'x-test-matched-route';

/**
 * Operations a later issue builds carry `x-status: planned` in openapi.yaml (and document a 501);
 * every other operation is implemented and must answer as the contract says.
 */
const planned = (operation: OpenApiOperation) => operation['x-status'] === 'planned';
const IMPLEMENTED = new Set(
  contractOperations()
    .filter(({ operation }) => !planned(operation))
    .map(({ operation }) => operation.operationId ?? ''),
);

type Parameter = { name: string; in: string; schema?: { type?: string; $ref?: string } };

function resolve<T>(value: T | { $ref: string }): T {
  if (value && typeof value === 'object' && '$ref' in value && typeof value.$ref === 'string') {
    const target = value.$ref
      .slice(2)
      .split('/')
      .reduce<unknown>(
        (node, key) => (node as Record<string, unknown>)[key.replace(/~1/g, '/').replace(/~0/g, '~')],
        openapiDocument(),
      );
    return resolve(target as T);
  }
  return value as T;
}

/** The contract path with its parameters filled in: integers with 1, anything else with x. */
function concretePath(path: string, operation: OpenApiOperation): string {
  const parameters = (operation.parameters ?? []).map((parameter) => resolve(parameter as unknown as Parameter));
  return path.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const parameter = parameters.find((candidate) => candidate.in === 'path' && candidate.name === name);
    const schema = parameter?.schema ? resolve(parameter.schema as { type?: string }) : undefined;
    return schema?.type === 'integer' ? '1' : 'x';
  });
}

/** The first documented request body, as its media type and the contract's example (or {}). */
function sampleBody(operation: OpenApiOperation): { contentType: string; payload: string } | undefined {
  const body = operation.requestBody
    ? resolve(operation.requestBody as { content?: Record<string, { example?: unknown }> })
    : undefined;
  const [contentType, media] = Object.entries(body?.content ?? {})[0] ?? [];
  if (!contentType) return undefined;
  const example = media?.example ?? {};
  const payload =
    contentType === 'application/x-www-form-urlencoded'
      ? new URLSearchParams(example as Record<string, string>).toString()
      : JSON.stringify(example);
  return { contentType, payload };
}

describeEachDatabase(
  'the contract operations no module implements yet',
  (shop) => {
    it('routes every operation of openapi.yaml: never the router 404, never a 500, every error a problem', async () => {
      const operations = contractOperations();
      expect(operations.length).toBeGreaterThanOrEqual(68);
      const failures: string[] = [];
      const notImplemented: string[] = [];
      for (const { method, path, operation } of operations) {
        const url = concretePath(path, operation);
        const body = sampleBody(operation);
        const response = await shop().app.inject({
          method: method.toUpperCase() as 'GET',
          url,
          ...(body ? { payload: body.payload, headers: { 'content-type': body.contentType } } : {}),
        });
        const label = `${method.toUpperCase()} ${url} (${operation.operationId}) → ${response.statusCode}`;
        const matched = response.headers[MATCHED_ROUTE];
        if (!matched) failures.push(`${label}: no route matched`);
        if (response.statusCode >= 500 && response.statusCode !== 501)
          failures.push(`${label}: server error ${response.body}`);
        try {
          if (response.statusCode === 501) {
            notImplemented.push(operation.operationId ?? path);
            expect(expectProblem(response).detail).toContain(String(operation.operationId));
            expectMatchesContract(method, path, response);
            if (IMPLEMENTED.has(operation.operationId ?? '')) failures.push(`${label}: implemented, but answered 501`);
          } else if (IMPLEMENTED.has(operation.operationId ?? '')) {
            expectMatchesContract(method, path, response);
          } else {
            failures.push(`${label}: answered, but openapi.yaml marks it x-status: planned`);
          }
        } catch (error) {
          failures.push(`${label}: ${String(error)}`);
        }
      }
      expect(failures).toEqual([]);
      // Every name in IMPLEMENTED is an operation of the contract, and everything else answered 501.
      const operationIds = new Set(operations.map(({ operation }) => operation.operationId));
      expect([...IMPLEMENTED].filter((id) => !operationIds.has(id))).toEqual([]);
      expect(notImplemented.length).toBe(operations.length - IMPLEMENTED.size);
    });

    it('still answers an unknown path with the router 404 problem', async () => {
      const response = await shop().app.inject({ method: 'GET', url: '/api/v1/not-in-the-contract' });
      expect(response.headers[MATCHED_ROUTE]).toBe('');
      expect(expectProblem(response, 404).detail).toBe('Nothing is found at this address.');
    });
  },
  {
    extend(app) {
      app.addHook('onSend', async (request, reply) => {
        reply.header(MATCHED_ROUTE, request.routeOptions.url ?? '');
      });
    },
  },
);
