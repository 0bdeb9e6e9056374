import { matchesSchema } from '../helpers/contract';
import { encodeValue, percentEncode, renderPath, type Draft } from './drafts';
import type { OperationModel, ParameterModel } from './operations';
import type { Random } from './random';
import {
  isPlainObject,
  jsonText,
  parsedValue,
  RawJson,
  valueAt,
  withValueAt,
  type JsonType,
  type Schema,
  type SchemaReader,
  type Slot,
} from './schema';
import {
  CONTENT_TYPES,
  ENUM_TEXT,
  HEADER_JUNK,
  INVALID_JSON,
  MISC_HEADERS,
  NUMERIC_TEXT,
  PATH_TEXT,
  URL_TEXT,
  WEIRD_NUMBERS,
  WEIRD_STRINGS,
} from './values';

/**
 * The families of malformed input. A case is a valid request with one family's change; each
 * family also says whether its change breaks the contract, so a 2xx to it can be told apart.
 */

export interface Mutation {
  note: string;
  breaksContract?: boolean | undefined;
  expectStatus?: number;
  junkCredentials?: boolean;
}

export interface MutationContext {
  reader: SchemaReader;
  operation: OperationModel;
  draft: Draft;
  random: Random;
  seed: string;
  index: number;
}

export interface Family {
  name: string;
  applies(operation: OperationModel): boolean;
  /** Changes the draft; undefined when this baseline has nothing it can change. */
  mutate(context: MutationContext): Mutation | undefined;
}

// ---------------------------------------------------------------------------------------------
// Checking inputs against the contract, to tell "refused as it should" from "took junk".

/** Whether a value breaks the schema at a pointer; undefined when it cannot be told (too deep to check). */
function breaks(pointer: string, value: unknown): boolean | undefined {
  try {
    return !matchesSchema(pointer, value);
  } catch {
    return undefined;
  }
}

function bodyBreaks(operation: OperationModel, value: unknown): boolean | undefined {
  return operation.body ? breaks(operation.body.pointer, parsedValue(value)) : undefined;
}

/** A query or path value as the contract reads it: numbers and booleans from their text. */
function coerce(reader: SchemaReader, schema: Schema, text: string): unknown {
  if (
    (reader.admits(schema, 'integer') || reader.admits(schema, 'number')) &&
    /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/.test(text)
  )
    return Number(text);
  if (reader.admits(schema, 'boolean') && (text === 'true' || text === 'false')) return text === 'true';
  return text;
}

function decoded(text: string): string | undefined {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return undefined;
  }
}

/** Whether the query (as written) breaks a parameter's schema; undefined when it cannot be told. */
function queryBreaks(reader: SchemaReader, operation: OperationModel, query: Draft['query']): boolean | undefined {
  let unknown = false;
  for (const parameter of operation.parameters.filter((candidate) => candidate.in === 'query')) {
    const texts = query.filter(([key]) => key === parameter.name).map(([, value]) => value ?? '');
    if (texts.length === 0) {
      if (parameter.required) return true;
      continue;
    }
    const values = texts.map(decoded);
    if (values.some((value) => value === undefined)) {
      unknown = true;
      continue;
    }
    const isArray = reader.admits(parameter.schema, 'array') && reader.types(parameter.schema).length > 0;
    const items = isArray ? reader.resolve(parameter.schema['items']) : parameter.schema;
    const coerced = (values as string[]).map((value) => coerce(reader, items, value));
    if (!isArray && coerced.length > 1) return true;
    if (breaks(parameter.pointer, isArray ? coerced : coerced[0])) return true;
  }
  return unknown ? undefined : false;
}

// ---------------------------------------------------------------------------------------------
// The families of malformed input. Each case is the baseline with one family's change.

const hasBody = (operation: OperationModel) => operation.body !== undefined;
const hasJsonBody = (operation: OperationModel) =>
  operation.body !== undefined && operation.body.mediaType !== 'application/x-www-form-urlencoded';
const hasQuery = (operation: OperationModel) => operation.parameters.some((parameter) => parameter.in === 'query');
const hasPathParams = (operation: OperationModel) => operation.parameters.some((parameter) => parameter.in === 'path');
const always = () => true;

function jsonBody(draft: Draft): unknown {
  return draft.body?.kind === 'json' ? draft.body.value : draft.body?.kind === 'form' ? draft.body.value : undefined;
}

/** The body's places (not the root), optionally only those of given types. */
function slotsOf(context: MutationContext, filter: (slot: Slot) => boolean = () => true): Slot[] {
  const { operation, reader, draft } = context;
  if (!operation.body || (draft.body?.kind !== 'json' && draft.body?.kind !== 'form')) return [];
  return reader.slots(operation.body.schema, jsonBody(draft)).filter((slot) => slot.path.length > 0 && filter(slot));
}

/** A body place whose schema names this type (any place when none does); undefined for an empty body. */
function slotPreferring(context: MutationContext, type: JsonType): Slot | undefined {
  const typed = slotsOf(
    context,
    (slot) => context.reader.types(slot.schema).length > 0 && context.reader.admits(slot.schema, type),
  );
  const slots = typed.length > 0 ? typed : slotsOf(context);
  return slots.length > 0 ? context.random.pick(slots) : undefined;
}

function setBody(context: MutationContext, value: unknown, check = true): boolean | undefined {
  const { draft, operation } = context;
  if (draft.body?.kind === 'form') {
    draft.body = {
      kind: 'form',
      value: Object.fromEntries(
        Object.entries(isPlainObject(value) ? value : {}).map(([key, item]) => [key, String(item)]),
      ),
    };
    return undefined;
  }
  draft.body = { kind: 'json', value };
  return check ? bodyBreaks(operation, value) : undefined;
}

/**
 * Puts `value` at the slot. `known` says whether it breaks the contract where checking would cost
 * more than the request (a 1 MB string, nesting 100,000 deep).
 */
function replaceSlot(
  context: MutationContext,
  slot: Slot,
  value: unknown,
  what: string,
  known?: { breaksContract: boolean | undefined },
): Mutation {
  const body = withValueAt(jsonBody(context.draft), slot.path, value);
  const breaks = known ? (setBody(context, body, false), known.breaksContract) : setBody(context, body);
  return { note: `body ${slot.path.join('.') || '(root)'}: ${what}`, breaksContract: breaks };
}

function shown(value: unknown): string {
  if (value instanceof RawJson)
    return value.text.length > 60 ? `${value.text.slice(0, 40)}… (${value.text.length} chars)` : value.text;
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 40)}… (${text.length} chars)` : text;
}

const WRONG_TYPE_VALUES: Record<JsonType, unknown> = {
  string: 'fuzz',
  integer: 7,
  number: 7.5,
  boolean: true,
  null: null,
  array: ['fuzz'],
  object: { fuzz: 1 },
};

function setQuery(context: MutationContext, name: string, values: Array<string | null>, keepOthers = true): void {
  const { draft } = context;
  const first = draft.query.findIndex(([key]) => key === name);
  const rest = draft.query.filter(([key]) => key !== name);
  const pairs = values.map((value) => [name, value] as [string, string | null]);
  draft.query = keepOthers
    ? first === -1
      ? [...rest, ...pairs]
      : [...rest.slice(0, first), ...pairs, ...rest.slice(first)]
    : pairs;
}

function queryParameter(context: MutationContext): ParameterModel {
  return context.random.pick(context.operation.parameters.filter((parameter) => parameter.in === 'query'));
}

function junkQueryText(context: MutationContext, parameter: ParameterModel): string {
  const { reader, random } = context;
  const items =
    reader.admits(parameter.schema, 'array') && reader.types(parameter.schema).length > 0
      ? reader.resolve(parameter.schema['items'])
      : parameter.schema;
  if (reader.admits(items, 'integer') || reader.admits(items, 'number')) return random.pick(NUMERIC_TEXT);
  if (Array.isArray(items['enum'])) return random.pick(ENUM_TEXT);
  return random.chance(0.5) ? percentEncode(random.pick(WEIRD_STRINGS)) : random.pick(URL_TEXT);
}

function dropCredentials(draft: Draft): void {
  delete draft.headers['authorization'];
  delete draft.headers['cookie'];
}

/** A family that puts junk (value and its description) into a body place of the type it aims at. */
function slotJunk(
  name: string,
  type: JsonType,
  junk: (
    random: Random,
    slot: Slot,
  ) => { value: unknown; what: string; known?: { breaksContract: boolean | undefined } },
): Family {
  return {
    name,
    applies: hasBody,
    mutate(context) {
      const slot = slotPreferring(context, type);
      if (!slot) return undefined;
      const { value, what, known } = junk(context.random, slot);
      return replaceSlot(context, slot, value, what, known);
    },
  };
}

/** A family that sets one header to junk; junk credentials replace the case's session. */
function junkHeader(
  header: keyof typeof HEADER_JUNK,
  label: string,
  options: { applies?: Family['applies']; credentials?: boolean; expectStatus?: number } = {},
): Family {
  return {
    name: `header-${header === 'x-forwarded-for' ? 'forwarded-for' : header === 'origin' ? 'foreign-origin' : header}`,
    applies: options.applies ?? always,
    mutate(context) {
      const value = context.random.pick(HEADER_JUNK[header]);
      if (options.credentials) dropCredentials(context.draft);
      context.draft.headers[header] = value;
      return {
        note: `${label} ${shown(value)}`,
        breaksContract: undefined,
        ...(options.expectStatus ? { expectStatus: options.expectStatus } : {}),
        ...(options.credentials ? { junkCredentials: context.operation.auth === 'required' } : {}),
      };
    },
  };
}

export const families: Family[] = [
  {
    name: 'baseline',
    applies: always,
    mutate: () => ({ note: 'a valid request from the contract’s examples and schemas', breaksContract: undefined }),
  },
  {
    name: 'valid-variation',
    applies: hasBody,
    mutate(context) {
      const { operation, reader, random } = context;
      if (!operation.body) return undefined;
      const value = reader.validValue(operation.body.schema, random);
      return { note: 'a body generated from the schema', breaksContract: setBody(context, value) };
    },
  },
  {
    name: 'body-root-type',
    applies: hasJsonBody,
    mutate(context) {
      const value = context.random.pick<unknown>([[], 'fuzz', 42, null, true, [jsonBody(context.draft)]]);
      return { note: `the body is ${shown(value)}`, breaksContract: setBody(context, value) };
    },
  },
  {
    name: 'body-missing-required',
    applies: hasBody,
    mutate(context) {
      const body = jsonBody(context.draft);
      const candidates = context.operation.body ? context.reader.slots(context.operation.body.schema, body) : [];
      const removable = candidates.filter(
        (slot) => !slot.absent && slot.path.length > 0 && isRequiredAt(context, slot.path),
      );
      if (removable.length === 0) return undefined;
      const slot = context.random.pick(removable);
      return {
        note: `body ${slot.path.join('.')} left out (required)`,
        breaksContract: setBody(context, withValueAt(body, slot.path, undefined)) ?? true,
      };
    },
  },
  {
    name: 'body-extra-field',
    applies: hasBody,
    mutate(context) {
      const body = jsonBody(context.draft);
      const objects = [
        { path: [], schema: context.operation.body?.schema ?? {}, absent: false },
        ...slotsOf(context),
      ].filter((slot) => !slot.absent && isPlainObject(slot.path.length ? valueAt(body, slot.path) : body));
      if (objects.length === 0) return undefined;
      const slot = context.random.pick(objects);
      const name = context.random.pick([
        'zz_fuzz',
        'id',
        'price',
        'total',
        'discount',
        'currency',
        'role',
        'is_admin',
        'customer_id',
        'status',
        '',
      ]);
      const value = context.random.pick<unknown>([1, -1, 'fuzz', true, null, { amount: 0 }, 0]);
      return replaceSlot(
        context,
        { ...slot, path: [...slot.path, name] },
        value,
        `extra field ${JSON.stringify(name)} = ${shown(value)}`,
      );
    },
  },
  {
    name: 'body-wrong-type',
    applies: hasBody,
    mutate(context) {
      const slots = slotsOf(context);
      if (slots.length === 0) return undefined;
      const slot = context.random.pick(slots);
      const types = (Object.keys(WRONG_TYPE_VALUES) as JsonType[]).filter(
        (type) => !context.reader.admits(slot.schema, type),
      );
      if (types.length === 0) return undefined;
      const value = WRONG_TYPE_VALUES[context.random.pick(types)];
      return replaceSlot(context, slot, value, `wrong type ${shown(value)}`);
    },
  },
  {
    name: 'body-null',
    applies: hasBody,
    mutate(context) {
      const slots = slotsOf(context, (slot) => !slot.absent);
      if (slots.length === 0) return undefined;
      return replaceSlot(context, context.random.pick(slots), null, 'null');
    },
  },
  slotJunk('body-weird-string', 'string', (random) => {
    const value = random.pick(WEIRD_STRINGS);
    return { value, what: `string ${shown(value)}` };
  }),
  slotJunk('body-huge-string', 'string', (random, slot) => {
    const length = random.pick([2_000, 70_000, 600_000, 1_100_000]);
    const unit = random.pick(['x', 'ё', '😀', '\u0000']);
    const maxLength = slot.schema['maxLength'];
    const tooLong = typeof maxLength === 'number' && length > maxLength;
    return {
      value: unit.repeat(length),
      what: `a string of ${length} × ${JSON.stringify(unit)}`,
      known: { breaksContract: tooLong || undefined },
    };
  }),
  slotJunk('body-weird-number', 'number', (random) => {
    const value = random.pick(WEIRD_NUMBERS);
    return { value, what: `number ${shown(value)}` };
  }),
  {
    name: 'body-array-object-swap',
    applies: hasJsonBody,
    mutate(context) {
      const body = jsonBody(context.draft);
      const slots = slotsOf(
        context,
        (slot) => !slot.absent && typeof valueAt(body, slot.path) === 'object' && valueAt(body, slot.path) !== null,
      );
      if (slots.length === 0) return undefined;
      const slot = context.random.pick(slots);
      const current = valueAt(body, slot.path);
      const value = Array.isArray(current)
        ? Object.fromEntries(current.map((item, index) => [String(index), item]))
        : [current];
      return replaceSlot(
        context,
        slot,
        value,
        Array.isArray(current) ? 'an object where an array belongs' : 'an array where an object belongs',
      );
    },
  },
  {
    name: 'body-deep-nesting',
    applies: hasJsonBody,
    mutate(context) {
      const depth = context.random.pick([64, 1_000, 10_000, 100_000]);
      const text = context.random.chance(0.5)
        ? `${'['.repeat(depth)}${']'.repeat(depth)}`
        : `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
      const slots = slotsOf(context);
      const slot =
        slots.length > 0 && context.random.chance(0.7)
          ? context.random.pick(slots)
          : { path: [], schema: {}, absent: false };
      return replaceSlot(context, slot, new RawJson(text), `nested ${depth} deep`, { breaksContract: undefined });
    },
  },
  {
    name: 'body-prototype-keys',
    applies: hasJsonBody,
    mutate(context) {
      const body = jsonBody(context.draft);
      const key = context.random.pick(['__proto__', 'constructor']);
      const inner = key === '__proto__' ? '{"is_admin":true,"price":0}' : '{"prototype":{"is_admin":true}}';
      const text = jsonText(isPlainObject(body) ? body : {});
      context.draft.body = {
        kind: 'raw',
        data: text === '{}' ? `{"${key}":${inner}}` : `{"${key}":${inner},${text.slice(1)}`,
      };
      return { note: `a ${key} key in the body`, breaksContract: true };
    },
  },
  {
    name: 'body-invalid-json',
    applies: hasJsonBody,
    mutate(context) {
      const text = jsonText(jsonBody(context.draft));
      const choice = context.random.int(0, INVALID_JSON.length + 2);
      let data: string | Buffer;
      if (choice === INVALID_JSON.length) data = text.slice(0, Math.max(1, context.random.int(1, text.length - 1)));
      else if (choice === INVALID_JSON.length + 1) data = `${text},`;
      else if (choice === INVALID_JSON.length + 2)
        data = Buffer.from(Array.from({ length: 64 }, () => context.random.int(0, 255)));
      else data = INVALID_JSON[choice] ?? '';
      context.draft.body = { kind: 'raw', data };
      return {
        note: `the body is not JSON: ${shown(Buffer.isBuffer(data) ? '(64 random bytes)' : data)}`,
        breaksContract: true,
      };
    },
  },
  {
    name: 'body-duplicate-keys',
    applies: hasJsonBody,
    mutate(context) {
      const body = jsonBody(context.draft);
      if (!isPlainObject(body) || Object.keys(body).length === 0) return undefined;
      const key = context.random.pick(Object.keys(body));
      const second = context.random.pick<unknown>(['fuzz', -1, null, [], { a: 1 }, true]);
      const text = jsonText(body);
      context.draft.body = { kind: 'raw', data: `${text.slice(0, -1)},${JSON.stringify(key)}:${jsonText(second)}}` };
      return {
        note: `body key ${key} repeated, the second time ${shown(second)}`,
        breaksContract: bodyBreaks(context.operation, { ...body, [key]: second }),
      };
    },
  },
  {
    name: 'body-content-type',
    applies: hasBody,
    mutate(context) {
      const { draft, operation, random } = context;
      const contentType = random.chance(0.1) ? undefined : random.pick(CONTENT_TYPES);
      const body = jsonBody(draft);
      if (contentType === 'application/x-www-form-urlencoded') {
        const fields = Object.entries(isPlainObject(body) ? body : {}).map(([key, value]): [string, string] => [
          key,
          typeof value === 'string' ? value : jsonText(value),
        ]);
        draft.body = { kind: 'raw', data: new URLSearchParams(fields).toString() };
      } else if (contentType?.startsWith('multipart/')) {
        draft.body = {
          kind: 'raw',
          data: `--fuzz\r\nContent-Disposition: form-data; name="a"\r\n\r\n${jsonText(body)}\r\n--fuzz--\r\n`,
        };
      } else if (draft.body?.kind === 'form') {
        draft.body = { kind: 'raw', data: jsonText(body) };
      }
      if (contentType === undefined) delete draft.headers['content-type'];
      else draft.headers['content-type'] = contentType;
      const media = contentType?.split(';')[0]?.trim().toLowerCase();
      return {
        note: `content type ${contentType === undefined ? '(none)' : shown(contentType)}`,
        breaksContract: media !== operation.body?.mediaType ? true : undefined,
      };
    },
  },
  {
    name: 'body-empty',
    applies: hasBody,
    mutate(context) {
      if (context.random.chance(0.5)) {
        delete context.draft.body;
        if (context.random.chance(0.5)) delete context.draft.headers['content-type'];
      } else {
        context.draft.body = { kind: 'raw', data: '' };
      }
      return {
        note: `no body (content type ${context.draft.headers['content-type'] ?? 'none'})`,
        breaksContract: context.operation.body?.required ? true : undefined,
      };
    },
  },
  {
    name: 'body-unexpected',
    applies: (operation) => !hasBody(operation),
    mutate(context) {
      const { draft, random } = context;
      const [contentType, data] = random.pick([
        ['application/json', '{"id":1,"is_admin":true}'],
        ['application/json', '{"a":'],
        ['text/plain', 'hello'],
        ['application/x-www-form-urlencoded', 'a=1&a=2&__proto__=x'],
        ['application/json', `[${'['.repeat(10_000)}${']'.repeat(10_000)}]`],
      ] as const);
      draft.headers['content-type'] = contentType;
      draft.body = { kind: 'raw', data };
      return { note: `a body where none belongs (${contentType}: ${shown(data)})`, breaksContract: undefined };
    },
  },
  {
    name: 'query-missing-required',
    applies: (operation) => operation.parameters.some((parameter) => parameter.in === 'query' && parameter.required),
    mutate(context) {
      const parameter = context.random.pick(
        context.operation.parameters.filter((candidate) => candidate.in === 'query' && candidate.required),
      );
      context.draft.query = context.draft.query.filter(([key]) => key !== parameter.name);
      if (context.random.chance(0.3)) context.draft.query.push([parameter.name, null]);
      return { note: `query ${parameter.name} left out (required)`, breaksContract: true };
    },
  },
  {
    name: 'query-wrong-value',
    applies: hasQuery,
    mutate(context) {
      const parameter = queryParameter(context);
      const text = junkQueryText(context, parameter);
      setQuery(context, parameter.name, [text]);
      return {
        note: `query ${parameter.name}=${shown(text)}`,
        breaksContract: queryBreaks(context.reader, context.operation, context.draft.query),
      };
    },
  },
  {
    name: 'query-duplicate',
    applies: hasQuery,
    mutate(context) {
      const parameter = queryParameter(context);
      const existing = context.draft.query.filter(([key]) => key === parameter.name).map(([, value]) => value);
      const first = existing[0] ?? encodeValue(context.reader.validValue(parameter.schema, context.random));
      const second = context.random.chance(0.5)
        ? encodeValue(context.reader.validValue(parameter.schema, context.random))
        : junkQueryText(context, parameter);
      const count = context.random.pick([2, 2, 3, 200]);
      setQuery(context, parameter.name, [first, ...Array.from({ length: count - 1 }, () => second)]);
      return {
        note: `query ${parameter.name} given ${count} times (${shown(first)}, ${shown(second)})`,
        breaksContract: queryBreaks(context.reader, context.operation, context.draft.query),
      };
    },
  },
  {
    name: 'query-bracket-syntax',
    applies: hasQuery,
    mutate(context) {
      const parameter = queryParameter(context);
      const value = context.draft.query.find(([key]) => key === parameter.name)?.[1] ?? 'x';
      const key = context.random.pick([
        `${parameter.name}[]`,
        `${parameter.name}[0]`,
        `${parameter.name}[a]`,
        `${parameter.name}.a`,
        `${parameter.name}[__proto__]`,
      ]);
      context.draft.query = context.draft.query.filter(([name]) => name !== parameter.name);
      context.draft.query.push([percentEncode(key), value]);
      return { note: `query ${key}=${shown(value)}`, breaksContract: parameter.required ? true : undefined };
    },
  },
  {
    name: 'query-bad-encoding',
    applies: hasQuery,
    mutate(context) {
      const parameter = queryParameter(context);
      const text = context.random.pick(URL_TEXT);
      setQuery(context, parameter.name, [text]);
      return {
        note: `query ${parameter.name}=${text} (raw)`,
        breaksContract: queryBreaks(context.reader, context.operation, context.draft.query),
      };
    },
  },
  {
    name: 'query-extra',
    applies: always,
    mutate(context) {
      const pairs = context.random.pick<Array<[string, string | null]>>([
        [['zz_fuzz', '1']],
        [['__proto__', 'x']],
        [['__proto__[polluted]', '1']],
        [['constructor', 'x']],
        [['hasOwnProperty', '1']],
        [['toString', 'x']],
        [['', 'x']],
        [['&&&', null]],
        [['a', null]],
        [['%00', '%00']],
        Array.from({ length: 1_000 }, (_, index) => [`k${index}`, String(index)] as [string, string]),
      ]);
      context.draft.query.push(...pairs);
      return {
        note: `extra query ${shown(
          pairs
            .slice(0, 3)
            .map(([key, value]) => (value === null ? key : `${key}=${value}`))
            .join('&'),
        )}${pairs.length > 3 ? ` (+${pairs.length - 3})` : ''}`,
        breaksContract: undefined,
      };
    },
  },
  {
    name: 'query-huge',
    applies: hasQuery,
    mutate(context) {
      const parameter = queryParameter(context);
      const length = context.random.pick([2_000, 9_000, 70_000]);
      setQuery(context, parameter.name, [context.random.pick(['x', '%D1%91', '1']).repeat(length)]);
      return {
        note: `query ${parameter.name} of ${length} characters`,
        breaksContract: queryBreaks(context.reader, context.operation, context.draft.query),
      };
    },
  },
  {
    name: 'path-param-junk',
    applies: hasPathParams,
    mutate(context) {
      const parameter = context.random.pick(
        context.operation.parameters.filter((candidate) => candidate.in === 'path'),
      );
      const text = context.random.pick(PATH_TEXT);
      context.draft.pathParams[parameter.name] = text;
      const value = decoded(text);
      return {
        note: `path ${parameter.name}=${shown(text)} (raw)`,
        breaksContract:
          value === undefined ? undefined : breaks(parameter.pointer, coerce(context.reader, parameter.schema, value)),
      };
    },
  },
  {
    name: 'other-method',
    applies: always,
    mutate(context) {
      const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'TRACE', 'PROPFIND'].filter(
        (method) => !context.operation.pathMethods.includes(method),
      );
      context.draft.method = context.random.pick(methods);
      return {
        note: `method ${context.draft.method}, which the contract does not list for this path`,
        breaksContract: true,
      };
    },
  },
  {
    name: 'path-suffix',
    applies: always,
    mutate(context) {
      const path = renderPath(context.draft);
      const suffix = context.random.pick([
        '/',
        '//',
        '/..',
        '/.',
        '%00',
        ';x=1',
        '.json',
        '~',
        '/%2e%2e/%2e%2e/etc/passwd',
        '%2F',
        '/ё',
        'UPPER',
      ]);
      context.draft.pathOverride = suffix === 'UPPER' ? path.toUpperCase() : `${path}${suffix}`;
      return { note: `path ${shown(context.draft.pathOverride)}`, breaksContract: undefined };
    },
  },
  {
    name: 'header-idempotency-key',
    applies: (operation) => operation.write,
    mutate(context) {
      const value = context.random.pick<string | string[]>([
        '',
        'short',
        'x'.repeat(129),
        'x'.repeat(10_000),
        'ключ-идемпотентности',
        'a\u0000bcdefghij',
        ['first-key-1234', 'second-key-5678'],
        `fuzz-replay-${context.seed}-key`,
      ]);
      context.draft.headers['idempotency-key'] = value;
      const documented = context.operation.parameters.find(
        (parameter) => parameter.in === 'header' && parameter.name === 'Idempotency-Key',
      );
      return {
        note: `Idempotency-Key ${shown(value)}`,
        breaksContract: !documented ? undefined : Array.isArray(value) || breaks(documented.pointer, value),
      };
    },
  },
  junkHeader('accept-language', 'Accept-Language'),
  junkHeader('authorization', 'Authorization', { credentials: true }),
  junkHeader('cookie', 'Cookie', { credentials: true }),
  junkHeader('x-forwarded-for', 'X-Forwarded-For'),
  // QUALITY.md item 14: a state-changing request from a foreign Origin is refused.
  junkHeader('origin', 'a write from Origin', { applies: (operation) => operation.write, expectStatus: 403 }),
  {
    name: 'header-misc',
    applies: always,
    mutate(context) {
      const [name, value] = context.random.chance(0.3)
        ? (['accept', context.random.pick(HEADER_JUNK.accept)] as const)
        : context.random.pick(MISC_HEADERS);
      context.draft.headers[name] = value;
      return { note: `${name}: ${shown(value)}`, breaksContract: undefined };
    },
  },
  {
    name: 'header-parameter-junk',
    applies: (operation) => operation.parameters.some((parameter) => parameter.in === 'header'),
    mutate(context) {
      const parameter = context.random.pick(
        context.operation.parameters.filter((candidate) => candidate.in === 'header'),
      );
      const name = parameter.name.toLowerCase();
      if (context.random.chance(0.25)) {
        delete context.draft.headers[name];
        return { note: `header ${parameter.name} left out`, breaksContract: parameter.required ? true : undefined };
      }
      const value = context.random.pick([
        '',
        'junk',
        '-1',
        '0',
        '1e20',
        '99999999999999999999',
        't=abc,v1=def',
        `t=${Math.floor(Date.now() / 1000)},v1=${'0'.repeat(64)}`,
        'v1=',
        'x'.repeat(9_000),
        'ёжик',
        'sha256=abc',
      ]);
      context.draft.headers[name] = value;
      return {
        note: `header ${parameter.name}: ${shown(value)}`,
        breaksContract: breaks(parameter.pointer, value) ? true : undefined,
      };
    },
  },
  {
    name: 'header-huge',
    applies: always,
    mutate(context) {
      const name = context.random.pick(['x-fuzz', 'cookie', 'authorization', 'accept-language', 'referer']);
      const length = context.random.pick([8_000, 20_000, 70_000]);
      context.draft.headers[name] = 'x'.repeat(length);
      if (name === 'cookie' || name === 'authorization')
        delete context.draft.headers[name === 'cookie' ? 'authorization' : 'cookie'];
      return {
        note: `a ${length}-character ${name} header`,
        breaksContract: undefined,
        junkCredentials: (name === 'cookie' || name === 'authorization') && context.operation.auth === 'required',
      };
    },
  },
];

function isRequiredAt(context: MutationContext, path: ReadonlyArray<string | number>): boolean {
  const { operation, reader, draft } = context;
  if (!operation.body) return false;
  const parentPath = path.slice(0, -1);
  const parent = reader
    .slots(operation.body.schema, jsonBody(draft))
    .find(
      (slot) => slot.path.length === parentPath.length && slot.path.every((key, index) => key === parentPath[index]),
    );
  const required = (parent?.schema['required'] as string[] | undefined) ?? [];
  return required.includes(String(path[path.length - 1]));
}

/** The names of every family, in order (the unit spec proves each is reachable). */
export const FAMILY_NAMES = families.map((family) => family.name);
