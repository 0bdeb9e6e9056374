import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parse as parseYaml } from 'yaml';
import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import * as schemas from './index';

/**
 * The generated zod schemas and the contract's own examples must agree: every JSON example of a
 * request body and of a 2xx answer in openapi.yaml passes the schema Orval made for it. A schema
 * too strict for the contract (or an example that drifted) fails here before the API or the
 * storefront meets it.
 */
type Media = { example?: unknown; examples?: Record<string, { value?: unknown }> };
type Operation = {
  operationId: string;
  requestBody?: { content?: Record<string, Media> };
  responses?: Record<string, { content?: Record<string, Media> }>;
};

const document = parseYaml(readFileSync(resolve(import.meta.dirname, '../../../openapi.yaml'), 'utf8')) as {
  paths: Record<string, Record<string, Operation>>;
};
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const pascal = (id: string) => id.charAt(0).toUpperCase() + id.slice(1);

function examplesOf(media: Media | undefined): unknown[] {
  if (!media) return [];
  const named = Object.values(media.examples ?? {}).flatMap((example) => ('value' in example ? [example.value] : []));
  return 'example' in media ? [media.example, ...named] : named;
}

const cases: Array<[string, string, unknown]> = [];
for (const item of Object.values(document.paths)) {
  for (const method of METHODS) {
    const operation = item[method];
    if (!operation) continue;
    const name = pascal(operation.operationId);
    for (const example of examplesOf(operation.requestBody?.content?.['application/json']))
      cases.push([operation.operationId, `${name}Body`, example]);
    const success = Object.entries(operation.responses ?? {}).find(([code]) => /^2/.test(code))?.[1];
    for (const example of examplesOf(success?.content?.['application/json']))
      cases.push([operation.operationId, `${name}Response`, example]);
  }
}

describe('the generated zod schemas', () => {
  it('cover the JSON examples of most operations', () => {
    expect(cases.length).toBeGreaterThan(80);
  });

  it('refuse what the contract forbids, so agreeing above means something', () => {
    expect(schemas.GetAppConfigResponse.safeParse({}).success).toBe(false);
    expect(schemas.GetCartPricesBody.safeParse({ items: [{ product_variant_id: 1, quantity: 0 }] }).success).toBe(
      false,
    );
  });

  it.each(cases)('%s: the contract example passes %s', (_operationId, schemaName, example) => {
    const schema = (schemas as Record<string, unknown>)[schemaName] as ZodType | undefined;
    if (!schema) throw new Error(`${schemaName} is not generated`);
    const result = schema.safeParse(example);
    expect(
      result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    ).toEqual([]);
  });
});
