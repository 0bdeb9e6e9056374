import { encodeValue, percentEncode, type Draft } from './drafts';
import { families, type Family } from './families';
import type { OperationModel, ParameterModel } from './operations';
import { seededRandom, type Random } from './random';
import { isPlainObject, withValueAt, type Schema, type SchemaReader } from './schema';

/** One generated request and what it is known to break. */
export interface FuzzCase {
  operation: OperationModel;
  index: number;
  family: string;
  /** What was changed, in words. */
  note: string;
  draft: Draft;
  /** The input breaks the contract (a 2xx means the API took it anyway); undefined: not known. */
  breaksContract: boolean | undefined;
  /** The one status the answer must have (a write from a foreign Origin: 403). */
  expectStatus?: number;
  /** The session was replaced by junk on an operation that requires one: a 2xx is a breach. */
  junkCredentials?: boolean;
}

export interface CaseContext {
  seed: string;
  /** A valid session token for operations with security, minted by the driver (absent: anonymous). */
  token?: string;
  /** Values known to exist in the database, by parameter name or body field (`categoryUri`, `delivery.id`, `product_id`). */
  hints?: Record<string, ReadonlyArray<string | number | null>>;
}

/** A client address per case, so per-address rate limits seldom hide an operation behind 429s. */
function clientAddress(seed: string, operationId: string, index: number): string {
  const random = seededRandom(seed, 'address', operationId, index);
  return `10.${random.int(1, 254)}.${random.int(1, 254)}.${random.int(1, 254)}`;
}

function valueFor(
  reader: SchemaReader,
  parameter: ParameterModel,
  random: Random,
  hints: CaseContext['hints'],
): unknown {
  // A null hint is for body fields; a parameter has no null.
  const hinted = hints?.[parameter.name]?.filter((value) => value !== null);
  if (hinted && hinted.length > 0 && random.chance(0.9)) return random.pick(hinted);
  if (parameter.examples.length > 0 && random.chance(0.6)) return structuredClone(random.pick(parameter.examples));
  return reader.validValue(parameter.schema, random);
}

/** The request a case starts from: one the contract accepts, from its examples, schemas and the hints. */
function baseline(
  reader: SchemaReader,
  operation: OperationModel,
  random: Random,
  context: CaseContext,
  index: number,
): Draft {
  const draft: Draft = {
    method: operation.method,
    path: operation.path,
    pathParams: {},
    query: [],
    headers: {
      // As the storefront's server proxies it: trusted from loopback, one shopper per case.
      'x-forwarded-for': clientAddress(context.seed, operation.operationId, index),
      'user-agent': 'shop-api-fuzz',
    },
  };
  for (const parameter of operation.parameters) {
    if (!parameter.required && !random.chance(0.5)) continue;
    const value = valueFor(reader, parameter, random, context.hints);
    if (parameter.in === 'path') {
      // Multi-segment parameters (a catalogue path) keep their slashes, as the storefront sends them.
      draft.pathParams[parameter.name] = String(value).split('/').map(percentEncode).join('/');
    } else if (parameter.in === 'query') {
      for (const item of Array.isArray(value) ? value : [value]) draft.query.push([parameter.name, encodeValue(item)]);
    } else if (parameter.in === 'header') {
      draft.headers[parameter.name.toLowerCase()] =
        parameter.name === 'Idempotency-Key' ? `fuzz-${context.seed}-${operation.operationId}-${index}` : String(value);
    }
  }
  if (context.token && operation.auth !== 'none') {
    if (index % 2 === 0) draft.headers['authorization'] = `Bearer ${context.token}`;
    else draft.headers['cookie'] = `jwt=${context.token}`;
  }
  if (operation.body) {
    const { body } = operation;
    const hinted =
      body.examples.length > 0 && random.chance(0.7)
        ? structuredClone(random.pick(body.examples))
        : reader.validValue(body.schema, random);
    draft.headers['content-type'] = body.mediaType;
    if (body.mediaType === 'application/x-www-form-urlencoded') {
      draft.body = {
        kind: 'form',
        value: Object.fromEntries(
          Object.entries(isPlainObject(hinted) ? hinted : {}).map(([key, value]) => [key, String(value)]),
        ),
      };
    } else {
      draft.body = { kind: 'json', value: withHints(reader, body.schema, hinted, context.hints, random) };
    }
  }
  return draft;
}

/** Replaces fields named in the hints (`product_id`, `variant_id`) by values that exist. */
function withHints(
  reader: SchemaReader,
  schema: Schema,
  value: unknown,
  hints: CaseContext['hints'],
  random: Random,
): unknown {
  if (!hints) return value;
  let result = value;
  for (const slot of reader.slots(schema, value)) {
    const names = slot.path.filter((key): key is string => typeof key === 'string');
    // `delivery.id` before `id`: the dotted path (array indexes left out) names a field exactly.
    const hinted = names.length > 0 ? (hints[names.join('.')] ?? hints[names[names.length - 1] as string]) : undefined;
    if (slot.absent || !hinted || hinted.length === 0 || !random.chance(0.9)) continue;
    const picked = random.pick(hinted);
    result = withValueAt(
      result,
      slot.path,
      typeof picked === 'string' && reader.admits(slot.schema, 'integer') && /^\d+$/.test(picked)
        ? Number(picked)
        : picked,
    );
  }
  return result;
}

/**
 * Case `index` of an operation: the baseline with one family's change. Families take turns (from
 * an offset the seed picks), so a run of as many cases as there are families tries each once.
 */
export function generateCase(
  reader: SchemaReader,
  operation: OperationModel,
  index: number,
  context: CaseContext,
): FuzzCase {
  const applicable = families.filter((family) => family.applies(operation));
  const offset = seededRandom(context.seed, 'order', operation.operationId).int(0, applicable.length - 1);
  const family = applicable[(index + offset) % applicable.length] as Family;
  const random = seededRandom(context.seed, operation.operationId, index);
  const draft = baseline(reader, operation, random, context, index);
  const mutation = family.mutate({ reader, operation, draft, random, seed: context.seed, index });
  const found = mutation ?? {
    note: `${family.name} has nothing to change here: the baseline as it is`,
    breaksContract: undefined,
  };
  return {
    operation,
    index,
    family: mutation ? family.name : 'baseline',
    note: found.note,
    draft,
    breaksContract: found.breaksContract,
    ...(found.expectStatus ? { expectStatus: found.expectStatus } : {}),
    ...(found.junkCredentials ? { junkCredentials: true } : {}),
  };
}
