import type { FastifyBaseLogger, FastifyInstance, FastifySchemaCompiler, RawServerDefault } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { z } from 'zod';
import { validationFailed, type FieldErrors } from './problem';

/** One failed rule, as zod reports it. */
type Issue = z.core.$ZodIssue;

/**
 * Maps a zod issue to a message key the storefront translates. Keys name the rule, never the value
 * (`validation.required`, `validation.min_length`), so nothing the client sent is echoed back.
 */
export function messageKey(issue: Issue): string {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined || issue.input === null ? 'validation.required' : `validation.${issue.expected}`;
    case 'too_small':
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1 ? 'validation.required' : 'validation.min_length';
      if (issue.origin === 'array' || issue.origin === 'set') return 'validation.min_items';
      return 'validation.min';
    case 'too_big':
      if (issue.origin === 'string') return 'validation.max_length';
      if (issue.origin === 'array' || issue.origin === 'set') return 'validation.max_items';
      return 'validation.max';
    case 'invalid_format':
      if (issue.format === 'email') return 'validation.email';
      if (issue.format === 'regex') return 'validation.pattern';
      return `validation.${issue.format}`;
    case 'not_multiple_of':
      return 'validation.multiple_of';
    case 'unrecognized_keys':
      return 'validation.unknown';
    case 'invalid_value':
      return 'validation.one_of';
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
      return 'validation.invalid';
    case 'custom':
      // A refinement may name its own key (`{ message: 'validation.password_mismatch' }`).
      return issue.message.startsWith('validation.') ? issue.message : 'validation.invalid';
    default:
      return 'validation.invalid';
  }
}

function add(errors: FieldErrors, field: string, key: string): void {
  const keys = (errors[field] ??= []);
  if (!keys.includes(key)) keys.push(key);
}

/**
 * The part of `value` at `path`, undefined where the path leads nowhere. A path that runs into a
 * lone value returns it: a schema's preprocessing may have made it a list (`ids=3` is `[3]`).
 */
function valueAt(value: unknown, path: readonly PropertyKey[]): unknown {
  let at = value;
  for (const key of path) {
    if (at === undefined || at === null) return undefined;
    if (typeof at !== 'object') return at;
    if (!Object.hasOwn(at, key)) return undefined;
    at = (at as Record<PropertyKey, unknown>)[key];
  }
  return at;
}

/**
 * Field (dotted path; `_` for the value as a whole) → message keys. With `value`, the request part
 * as sent: a field it lacks is `validation.required` even where a coercion (a query's number) gave
 * the rule something else to fail on.
 */
export function fieldErrors(issues: readonly Issue[], value?: unknown): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.');
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) add(errors, field ? `${field}.${key}` : key, messageKey(issue));
    } else {
      const missing =
        issue.code === 'invalid_type' && issue.path.length > 0 && valueAt(value, issue.path) === undefined;
      add(errors, field || '_', missing ? 'validation.required' : messageKey(issue));
    }
  }
  return errors;
}

/**
 * Fields (dotted paths) of a parsed value whose text holds U+0000. PostgreSQL cannot store it in
 * text and fails the query (a 500), SQLite would keep it; no field of the shop has a use for it.
 * Iterative, so a deeply nested value cannot exhaust the stack.
 */
/**
 * Whether any text or key of a parsed value holds U+0000: the walk of every request part, without
 * the dotted paths `fieldsWithNul` builds (a string per field), which only a bad request needs.
 */
function holdsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\0')) return true;
    } else if (item !== null && typeof item === 'object') {
      for (const key of Object.keys(item)) {
        if (key.includes('\0')) return true;
        pending.push((item as Record<string, unknown>)[key]);
      }
    }
  }
  return false;
}

export function fieldsWithNul(value: unknown): string[] {
  const found: string[] = [];
  const pending: Array<[unknown, string]> = [[value, '']];
  while (pending.length > 0) {
    const [item, path] = pending.pop() as [unknown, string];
    if (typeof item === 'string') {
      if (item.includes('\u0000')) found.push(path || '_');
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        const field = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) found.push(field);
        else pending.push([child, field]);
      }
    }
  }
  return found.sort();
}

/** The parsed value, or every bad field (a text with U+0000 in it too, whatever the schema allows). */
function check<Schema extends z.ZodType>(
  schema: Schema,
  value: unknown,
): { data: z.output<Schema> } | { errors: FieldErrors } {
  // reportInput lets messageKey tell a missing value from a wrong one; the input never leaves here.
  const result = schema.safeParse(value, { reportInput: true });
  if (!result.success) return { errors: fieldErrors(result.error.issues, value) };
  const withNul = holdsNul(result.data) ? fieldsWithNul(result.data) : [];
  if (withNul.length > 0)
    return { errors: Object.fromEntries(withNul.map((field) => [field, ['validation.invalid']])) };
  return { data: result.data };
}

/**
 * Validates a request part (body, query, params) with a zod schema, usually one generated by Orval
 * into `@shop/api-schemas`, and returns the parsed value; throws a 400 problem listing every bad
 * field otherwise. Routes declare their schemas instead (`zodValidatorCompiler`); this serves the
 * few that must validate later than Fastify does.
 */
export function parse<Schema extends z.ZodType>(schema: Schema, value: unknown): z.output<Schema> {
  const result = check(schema, value);
  if ('errors' in result) throw validationFailed(result.errors);
  return result.data;
}

/**
 * A request part that failed its route schema. Fastify passes it to the error handler, where the
 * problem plugin answers it as the `validationFailed()` problem.
 */
export class RequestValidationError extends Error {
  readonly errors: FieldErrors;

  constructor(errors: FieldErrors) {
    super('The request has invalid fields.');
    this.name = 'RequestValidationError';
    this.errors = errors;
  }
}

/**
 * Fastify's validator compiler for route schemas (body, querystring, params) from
 * `@shop/api-schemas`: the rules and field errors of `parse()`. fastify-type-provider-zod's own
 * compiler would not report inputs (a missing field would read as a wrong one) nor refuse U+0000.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> = ({ schema, method, url, httpPart }) => {
  // Refused when the route is declared, not on every request it would fail.
  if (!(schema instanceof z.ZodType))
    throw new TypeError(`${method} ${url}: the ${httpPart ?? 'request'} schema is not a zod schema`);
  return (value) => {
    const result = check(schema, value);
    return 'errors' in result ? { error: new RequestValidationError(result.errors) } : { value: result.data };
  };
};

/** The app as a routes plugin sees it: `request.body`, `query` and `params` typed from the route's schemas. */
export type RoutesInstance = FastifyInstance<
  RawServerDefault,
  IncomingMessage,
  ServerResponse,
  FastifyBaseLogger,
  ZodTypeProvider
>;
