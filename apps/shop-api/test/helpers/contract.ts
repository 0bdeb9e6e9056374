import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { parse as parseYaml } from 'yaml';
import { findRepoRoot } from '../../src/config/repo-root';

/**
 * Checks answers of the API against `openapi.yaml`, the one contract: the status must be documented
 * for the operation, the content type must be one the contract lists for that status, and a JSON
 * body must match its schema (OpenAPI 3.1 schemas are JSON Schema 2020-12, checked with Ajv).
 * Every 4xx and 5xx must also be `application/problem+json` matching `Problem`.
 */

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

type Json = Record<string, unknown>;

export interface OpenApiOperation extends Json {
  operationId?: string;
  tags?: string[];
  parameters?: Json[];
  requestBody?: Json;
  responses?: Record<string, Json>;
}

export interface OpenApiDocument extends Json {
  paths: Record<string, Record<string, unknown>>;
  components: Json & { schemas: Record<string, Json> };
}

/** What a test hands over: the shape of a light-my-request (`app.inject`) response. */
export interface ContractResponse {
  statusCode: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

export const repoRoot = findRepoRoot(import.meta.dirname);
export const OPENAPI_FILE = join(repoRoot, 'openapi.yaml');
const DOCUMENT_ID = 'https://shop.example/openapi.yaml';
export const PROBLEM_MEDIA_TYPE = 'application/problem+json';

let loaded: OpenApiDocument | undefined;

/** The parsed contract, read once per test file. */
export function openapiDocument(): OpenApiDocument {
  loaded ??= parseYaml(readFileSync(OPENAPI_FILE, 'utf8')) as OpenApiDocument;
  return loaded;
}

/** Every operation of the contract, in document order. */
export function contractOperations(
  document: OpenApiDocument = openapiDocument(),
): Array<{ method: HttpMethod; path: string; operation: OpenApiOperation }> {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    HTTP_METHODS.flatMap((method) => {
      const operation = item[method] as OpenApiOperation | undefined;
      return operation ? [{ method, path, operation }] : [];
    }),
  );
}

function escapePointer(segment: string): string {
  return segment.replace(/~/g, '~0').replace(/\//g, '~1');
}

function unescapePointer(segment: string): string {
  return segment.replace(/~1/g, '/').replace(/~0/g, '~');
}

/** The value at a local JSON pointer (`#/components/responses/NotFound`) of the document. */
function atPointer(document: unknown, pointer: string): unknown {
  if (!pointer.startsWith('#')) throw new Error(`only local $refs are supported, not ${pointer}`);
  return pointer
    .slice(1)
    .split('/')
    .filter(Boolean)
    .map(unescapePointer)
    .reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Json)[key] : undefined), document);
}

/** Follows `$ref`s of a non-schema object (a response); returns it and the pointer where it lives. */
function dereference(document: OpenApiDocument, value: unknown, pointer: string): { value: Json; pointer: string } {
  let current = value as Json;
  let at = pointer;
  for (let hops = 0; current && typeof current['$ref'] === 'string'; hops += 1) {
    if (hops > 20) throw new Error(`$ref cycle at ${pointer}`);
    at = current['$ref'];
    current = atPointer(document, at) as Json;
    if (!current) throw new Error(`unresolved $ref ${at} (from ${pointer})`);
  }
  return { value: current, pointer: at };
}

let ajv: Ajv2020 | undefined;
const validators = new Map<string, ValidateFunction>();

/**
 * Ajv over the whole document, so every `#/components/schemas/...` reference resolves against it.
 * Not strict: the document's own fields (`openapi`, `paths`) and the OpenAPI-only schema keywords
 * (`example`, `discriminator`, `xml`) are not JSON Schema keywords and are ignored.
 */
function validatorAt(pointer: string): ValidateFunction {
  let validate = validators.get(pointer);
  if (!validate) {
    if (!ajv) {
      ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
      // ajv-formats is CommonJS; its default export arrives wrapped under some loaders.
      const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ??
        addFormatsModule) as typeof addFormatsModule;
      addFormats(ajv);
      ajv.addSchema({ ...openapiDocument(), $id: DOCUMENT_ID });
    }
    validate = ajv.compile({ $ref: `${DOCUMENT_ID}${pointer}` });
    validators.set(pointer, validate);
  }
  return validate;
}

function describeValue(value: unknown): string {
  const text = JSON.stringify(value);
  if (text === undefined) return String(value);
  return text.length > 80 ? `${text.slice(0, 77)}...` : text;
}

/** One line per failed rule: where in the body, what was expected, what was there. */
export function formatErrors(errors: readonly ErrorObject[] | null | undefined, body: unknown): string {
  return (errors ?? [])
    .slice(0, 25)
    .map((error) => {
      const where = error.instancePath || '(body)';
      const value = atPointer(body, `#${error.instancePath}`);
      const extra = error.keyword === 'additionalProperties' ? ` (${String(error.params['additionalProperty'])})` : '';
      return `  ${where} ${error.message ?? error.keyword}${extra}; got ${describeValue(value)} [${error.schemaPath}]`;
    })
    .join('\n');
}

/** Validates a value against the schema at a pointer of openapi.yaml; returns readable errors or undefined. */
export function schemaErrors(pointer: string, value: unknown): string | undefined {
  const validate = validatorAt(pointer);
  return validate(value) ? undefined : formatErrors(validate.errors, value);
}

/** Whether a value matches the schema at a pointer of openapi.yaml (no error text: cheap, and safe for deep values). */
export function matchesSchema(pointer: string, value: unknown): boolean {
  return validatorAt(pointer)(value) === true;
}

/** Throws with readable errors unless `value` matches `#/components/schemas/<name>`. */
export function expectMatchesSchema(name: string, value: unknown): void {
  const errors = schemaErrors(`#/components/schemas/${escapePointer(name)}`, value);
  if (errors) throw new Error(`the value does not match the ${name} schema:\n${errors}`);
}

function header(response: ContractResponse, name: string): string | undefined {
  const value = response.headers[name];
  return Array.isArray(value) ? value.join(', ') : value === undefined ? undefined : String(value);
}

function isJsonMediaType(mediaType: string): boolean {
  return mediaType === 'application/json' || mediaType.endsWith('+json');
}

/** The documented response of a status: exact code, then its class (`4XX`), then `default`. */
function responseFor(responses: Record<string, Json>, status: number): string | undefined {
  const exact = String(status);
  const range = `${exact[0]}XX`;
  return [exact, range, range.toLowerCase(), 'default'].find((code) => code in responses);
}

/**
 * Asserts that an answer of `method openapiPath` (the path as the contract writes it, with
 * `{params}`) is what the contract promises, and returns the parsed body (JSON) or the text.
 * Fails with the operation, status and one line per schema error.
 */
export function expectMatchesContract(method: string, openapiPath: string, response: ContractResponse): unknown {
  const document = openapiDocument();
  const verb = method.toLowerCase();
  const label = `${method.toUpperCase()} ${openapiPath}`;
  const operation = document.paths[openapiPath]?.[verb] as OpenApiOperation | undefined;
  if (!operation) throw new Error(`${label} is not an operation of openapi.yaml`);
  const status = response.statusCode;
  const responses = operation.responses ?? {};
  const code = responseFor(responses, status);
  if (!code) {
    throw new Error(
      `${label} (${operation.operationId}) answered ${status}, which the contract does not document (it documents ${Object.keys(responses).join(', ')}); body: ${response.body.slice(0, 300)}`,
    );
  }
  const basePointer = `#/paths/${escapePointer(openapiPath)}/${verb}/responses/${escapePointer(code)}`;
  const { value: documented, pointer } = dereference(document, responses[code], basePointer);
  const content = (documented['content'] ?? {}) as Record<string, Json>;
  const mediaType = (header(response, 'content-type') ?? '').split(';')[0]?.trim().toLowerCase() ?? '';

  if (status >= 400 && mediaType !== PROBLEM_MEDIA_TYPE) {
    throw new Error(
      `${label} answered ${status} as "${mediaType || '(no content type)'}"; every 4xx/5xx must be ${PROBLEM_MEDIA_TYPE}; body: ${response.body.slice(0, 300)}`,
    );
  }
  if (Object.keys(content).length === 0) {
    if (response.body.length > 0)
      throw new Error(`${label} answered ${status} with a body, but the contract documents none`);
    return undefined;
  }
  if (!(mediaType in content)) {
    throw new Error(
      `${label} answered ${status} as "${mediaType || '(no content type)'}"; the contract documents ${Object.keys(content).join(', ')}`,
    );
  }

  let body: unknown = response.body;
  if (isJsonMediaType(mediaType)) {
    try {
      body = JSON.parse(response.body) as unknown;
    } catch {
      throw new Error(
        `${label} answered ${status} as ${mediaType}, but the body is not JSON: ${response.body.slice(0, 200)}`,
      );
    }
  }
  if (content[mediaType]?.['schema']) {
    const errors = schemaErrors(`${pointer}/content/${escapePointer(mediaType)}/schema`, body);
    if (errors)
      throw new Error(
        `${label} (${operation.operationId}) answered ${status} ${mediaType} that does not match the contract:\n${errors}`,
      );
  }
  if (status >= 400) {
    const errors = schemaErrors('#/components/schemas/Problem', body);
    if (errors) throw new Error(`${label} answered ${status} with a body that is not a Problem:\n${errors}`);
  }
  return body;
}

/** For answers outside the contract (the image optimiser): asserts a problem document and returns it. */
export function expectProblem(
  response: ContractResponse,
  status?: number,
): {
  type: string;
  title: string;
  status: number;
  detail: string;
  instance?: string;
  errors?: Record<string, string[]>;
} {
  if (status !== undefined && response.statusCode !== status) {
    throw new Error(`expected status ${status}, got ${response.statusCode}: ${response.body.slice(0, 300)}`);
  }
  const mediaType = (header(response, 'content-type') ?? '').split(';')[0]?.trim();
  if (mediaType !== PROBLEM_MEDIA_TYPE)
    throw new Error(
      `expected ${PROBLEM_MEDIA_TYPE}, got "${mediaType}" (${response.statusCode}): ${response.body.slice(0, 300)}`,
    );
  const body = JSON.parse(response.body) as unknown;
  expectMatchesSchema('Problem', body);
  const problem = body as ReturnType<typeof expectProblem>;
  if (problem.status !== response.statusCode)
    throw new Error(`the problem says status ${problem.status}, the response ${response.statusCode}`);
  return problem;
}
