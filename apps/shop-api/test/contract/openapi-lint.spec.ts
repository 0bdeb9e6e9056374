import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { contractOperations, openapiDocument, repoRoot, type OpenApiDocument } from '../helpers/contract';

type Node = Record<string, unknown>;

interface RedoclyReport {
  totals: { errors: number; warnings: number };
  problems: Array<{ ruleId: string; severity: string; message: string; location: Array<{ pointer: string }> }>;
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Follows a local `$ref` (`#/components/...`) to what it names. */
function deref(document: Node, value: unknown): unknown {
  let current = value;
  for (let hops = 0; isNode(current) && typeof current['$ref'] === 'string' && hops < 20; hops += 1) {
    current = (current['$ref'] as string)
      .slice(2)
      .split('/')
      .map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>((node, key) => (isNode(node) ? node[key] : undefined), document);
  }
  return current;
}

/** Keys whose values are data (examples, defaults, constants), not schemas or contract structure. */
const DATA_KEYS = new Set(['example', 'examples', 'default', 'const', 'enum', 'x-examples']);

/** Every object in the document outside data values, with its JSON pointer. */
function* walk(value: unknown, pointer = '#'): Generator<[Node, string]> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* walk(item, `${pointer}/${index}`);
    return;
  }
  if (!isNode(value)) return;
  yield [value, pointer];
  for (const [key, child] of Object.entries(value)) {
    if (!DATA_KEYS.has(key)) yield* walk(child, `${pointer}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`);
  }
}

function isObjectType(type: unknown): boolean {
  return type === 'object' || (Array.isArray(type) && type.includes('object'));
}

/** A schema (after `$ref`) carries an example of its own. */
function schemaHasExample(document: Node, schema: unknown): boolean {
  const resolved = deref(document, schema);
  if (!isNode(resolved)) return false;
  return 'example' in resolved || (Array.isArray(resolved['examples']) && resolved['examples'].length > 0);
}

/** A response (after `$ref`) shows an example: in a media type, its schema, or a header. */
function responseHasExample(document: Node, response: unknown): boolean {
  const resolved = deref(document, response);
  if (!isNode(resolved)) return false;
  for (const media of Object.values((resolved['content'] ?? {}) as Record<string, Node>)) {
    if ('example' in media || (isNode(media['examples']) && Object.keys(media['examples']).length > 0)) return true;
    if (schemaHasExample(document, media['schema'])) return true;
  }
  for (const header of Object.values((resolved['headers'] ?? {}) as Record<string, unknown>)) {
    const headerNode = deref(document, header);
    if (
      isNode(headerNode) &&
      ('example' in headerNode || isNode(headerNode['examples']) || schemaHasExample(document, headerNode['schema']))
    )
      return true;
  }
  return false;
}

const PROBLEM_REF = '#/components/schemas/Problem';

/** Object schemas with neither properties, additionalProperties nor a composition; and how many objects were seen. */
function bareObjects(document: Node): { bare: string[]; objects: number } {
  const bare: string[] = [];
  let objects = 0;
  for (const [node, pointer] of walk(document)) {
    if (!isObjectType(node['type'])) continue;
    objects += 1;
    if (!['properties', 'additionalProperties', 'allOf', 'oneOf', 'anyOf'].some((key) => key in node))
      bare.push(pointer);
  }
  return { bare, objects };
}

/** Operations without an operationId, a tag, or a 2xx/3xx answer with an example. */
function operationGaps(document: OpenApiDocument): string[] {
  const missing: string[] = [];
  for (const { method, path, operation } of contractOperations(document)) {
    const label = `${method.toUpperCase()} ${path}`;
    if (typeof operation.operationId !== 'string' || operation.operationId === '')
      missing.push(`${label}: no operationId`);
    if (!Array.isArray(operation.tags) || operation.tags.length === 0) missing.push(`${label}: no tag`);
    const successes = Object.entries(operation.responses ?? {}).filter(([code]) => /^[23]/.test(code));
    if (successes.length === 0) missing.push(`${label}: no 2xx or 3xx response`);
    else if (!successes.some(([, response]) => responseHasExample(document, response)))
      missing.push(`${label}: no example in any of its ${successes.map(([code]) => code).join(', ')} responses`);
  }
  return missing;
}

/** 4xx/5xx answers that are not `application/problem+json` with the Problem schema; and how many were seen. */
function errorResponseGaps(document: OpenApiDocument): { wrong: string[]; errorResponses: number } {
  const wrong: string[] = [];
  let errorResponses = 0;
  for (const { method, path, operation } of contractOperations(document)) {
    for (const [code, response] of Object.entries(operation.responses ?? {})) {
      if (!/^[45]/.test(code)) continue;
      errorResponses += 1;
      const label = `${method.toUpperCase()} ${path} ${code}`;
      const resolved = deref(document, response);
      const content =
        isNode(resolved) && isNode(resolved['content']) ? (resolved['content'] as Record<string, Node>) : {};
      const mediaTypes = Object.keys(content);
      if (mediaTypes.length === 0) wrong.push(`${label}: no content`);
      for (const mediaType of mediaTypes) {
        if (mediaType !== 'application/problem+json')
          wrong.push(`${label}: ${mediaType} instead of application/problem+json`);
        const schema = content[mediaType]?.['schema'];
        if (!isNode(schema) || schema['$ref'] !== PROBLEM_REF) wrong.push(`${label}: the schema is not ${PROBLEM_REF}`);
      }
    }
  }
  return { wrong, errorResponses };
}

/** A small contract with one of each defect, to prove the checks can fail. */
const BROKEN: OpenApiDocument = {
  openapi: '3.1.0',
  paths: {
    '/a': {
      get: {
        responses: {
          '200': { description: 'no example', content: { 'application/json': { schema: { type: 'object' } } } },
          '404': {
            description: 'not a problem',
            content: { 'application/json': { schema: { type: 'object', properties: {} } } },
          },
          '500': { $ref: '#/components/responses/Empty' },
        },
      },
      post: {
        operationId: 'postA',
        tags: ['a'],
        responses: {
          '303': { description: 'redirect', headers: { Location: { schema: { type: 'string' }, example: '/b' } } },
        },
      },
    },
  },
  components: {
    schemas: {
      Nested: { type: 'object', properties: { inner: { type: ['object', 'null'], example: { type: 'object' } } } },
    },
    responses: { Empty: { description: 'nothing' } },
  },
};

describe('the checks of openapi.yaml', () => {
  it('find the defects of a broken contract', () => {
    expect(bareObjects(BROKEN).bare).toEqual([
      '#/paths/~1a/get/responses/200/content/application~1json/schema',
      '#/components/schemas/Nested/properties/inner',
    ]);
    expect(operationGaps(BROKEN)).toEqual([
      'GET /a: no operationId',
      'GET /a: no tag',
      'GET /a: no example in any of its 200 responses',
    ]);
    expect(errorResponseGaps(BROKEN).wrong).toEqual([
      'GET /a 404: application/json instead of application/problem+json',
      'GET /a 404: the schema is not #/components/schemas/Problem',
      'GET /a 500: no content',
    ]);
  });
});

describe('openapi.yaml', () => {
  it('passes `redocly lint` (redocly.yaml) without errors', () => {
    const run = spawnSync('npx', ['--no-install', 'redocly', 'lint', 'openapi.yaml', '--format=json'], {
      cwd: repoRoot,
      encoding: 'utf8',
      timeout: 60_000,
    });
    let report: RedoclyReport;
    try {
      report = JSON.parse(run.stdout) as RedoclyReport;
    } catch {
      throw new Error(`redocly printed no JSON report (exit ${run.status}):\n${run.stdout}\n${run.stderr}`);
    }
    const errors = report.problems
      .filter((problem) => problem.severity === 'error')
      .map((problem) => `${problem.ruleId}: ${problem.message} at ${problem.location[0]?.pointer}`);
    expect(errors).toEqual([]);
    expect(report.totals.errors).toBe(0);
    expect(run.status).toBe(0);
  });

  it('has no bare object schema: every object has properties, additionalProperties or a composition', () => {
    const { bare, objects } = bareObjects(openapiDocument());
    // The walk finds the schemas at all (a walk that finds none proves nothing).
    expect(objects).toBeGreaterThan(100);
    expect(bare).toEqual([]);
  });

  it('gives every operation an operationId, a tag, and a 2xx or 3xx answer with an example', () => {
    expect(contractOperations().length).toBeGreaterThanOrEqual(68);
    expect(operationGaps(openapiDocument())).toEqual([]);
  });

  it('answers every 4xx and 5xx with the Problem schema as application/problem+json', () => {
    const { wrong, errorResponses } = errorResponseGaps(openapiDocument());
    expect(errorResponses).toBeGreaterThan(100);
    expect(wrong).toEqual([]);
  });
});
