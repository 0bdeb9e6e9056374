import type { OpenApiDocument } from '../helpers/contract';
import type { Random } from './random';

/** A JSON Schema (OpenAPI 3.1) node of the contract. */
export type Schema = Record<string, unknown>;

/**
 * JSON text put into a body as it is: numbers JavaScript cannot write (`1e400`, `-0`,
 * 30-digit integers), nesting deeper than any serialiser recurses, keys a JS object cannot hold.
 */
export class RawJson {
  constructor(readonly text: string) {}
}

/** The value the server's JSON.parse gets from a RawJson (for checking it against the contract). */
export function parsedValue(value: unknown): unknown {
  if (value instanceof RawJson) {
    try {
      return JSON.parse(value.text) as unknown;
    } catch {
      return value;
    }
  }
  if (Array.isArray(value)) return value.map(parsedValue);
  if (isPlainObject(value))
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, parsedValue(item)]));
  return value;
}

/** JSON.stringify that writes RawJson leaves verbatim. */
export function jsonText(value: unknown): string {
  if (value instanceof RawJson) return value.text;
  if (Array.isArray(value)) return `[${value.map((item) => jsonText(item === undefined ? null : item)).join(',')}]`;
  if (isPlainObject(value)) {
    const members = Object.entries(value).filter(([, item]) => item !== undefined);
    return `{${members.map(([key, item]) => `${JSON.stringify(key)}:${jsonText(item)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function isPlainObject(value: unknown): value is Record<string, unknown> {
  return (
    typeof value === 'object' &&
    value !== null &&
    !Array.isArray(value) &&
    !(value instanceof RawJson) &&
    !Buffer.isBuffer(value)
  );
}

export type JsonType = 'object' | 'array' | 'string' | 'integer' | 'number' | 'boolean' | 'null';

export function jsonTypeOf(value: unknown): JsonType {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  if (typeof value === 'string' || typeof value === 'boolean') return typeof value as JsonType;
  return 'object';
}

/** A place in a body: its path from the root, its schema, and whether the baseline leaves it out. */
export interface Slot {
  path: Array<string | number>;
  schema: Schema;
  absent: boolean;
}

/** Strings that satisfy most `pattern`s of a shop contract (slugs, codes, digits), tried in order. */
const PATTERN_CANDIDATES = [
  'abc',
  'women',
  'SUMMER20',
  'abc-def',
  'ABC123',
  'a1',
  '123456',
  '00100',
  'FI',
  'en',
  'x',
  'abc.def',
  'a_b',
];

/** Reads schemas of one contract: follows `$ref`s, merges `allOf`, and makes values that satisfy them. */
export class SchemaReader {
  constructor(readonly document: OpenApiDocument) {}

  private at(pointer: string): Schema {
    const found = pointer
      .replace(/^#\//, '')
      .split('/')
      .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'))
      .reduce<unknown>(
        (node, key) => (node && typeof node === 'object' ? (node as Schema)[key] : undefined),
        this.document,
      );
    if (!found || typeof found !== 'object') throw new Error(`unresolved $ref ${pointer}`);
    return found as Schema;
  }

  /** The schema behind `$ref`s (also for parameters and request bodies), with `allOf` merged into one node. */
  resolve(node: unknown): Schema {
    let current = (node ?? {}) as Schema;
    for (let hops = 0; typeof current['$ref'] === 'string'; hops += 1) {
      if (hops > 32) throw new Error(`$ref cycle at ${String(current['$ref'])}`);
      current = this.at(current['$ref']);
    }
    const parts = current['allOf'];
    if (!Array.isArray(parts)) return current;
    const merged: Schema = { ...current };
    delete merged['allOf'];
    for (const part of parts.map((item) => this.resolve(item))) {
      for (const [key, value] of Object.entries(part)) {
        if (key === 'properties')
          merged['properties'] = { ...(merged['properties'] as Schema | undefined), ...(value as Schema) };
        else if (key === 'required')
          merged['required'] = [...((merged['required'] as string[] | undefined) ?? []), ...(value as string[])];
        else if (!(key in merged)) merged[key] = value;
      }
    }
    return merged;
  }

  /** The JSON types a schema admits; empty when it admits anything. */
  types(node: unknown): JsonType[] {
    const schema = this.resolve(node);
    const type = schema['type'];
    if (typeof type === 'string') return [type as JsonType];
    if (Array.isArray(type)) return type as JsonType[];
    if ('const' in schema) return [jsonTypeOf(schema['const'])];
    if (Array.isArray(schema['enum'])) return [...new Set((schema['enum'] as unknown[]).map(jsonTypeOf))];
    const branches = (schema['oneOf'] ?? schema['anyOf']) as unknown[] | undefined;
    if (Array.isArray(branches)) {
      const all = branches.map((branch) => this.types(branch));
      return all.some((types) => types.length === 0) ? [] : [...new Set(all.flat())];
    }
    if (schema['properties'] || schema['additionalProperties'] !== undefined) return ['object'];
    if (schema['items']) return ['array'];
    return [];
  }

  /** Whether a value of this JSON type is allowed (an integer is also a number). */
  admits(node: unknown, type: JsonType): boolean {
    const types = this.types(node);
    return types.length === 0 || types.includes(type) || (type === 'integer' && types.includes('number'));
  }

  /** For a `oneOf`/`anyOf`, the branch that takes a value of this shape; otherwise the schema itself. */
  branchFor(node: unknown, value: unknown): Schema {
    const schema = this.resolve(node);
    const branches = (schema['oneOf'] ?? schema['anyOf']) as unknown[] | undefined;
    if (!Array.isArray(branches)) return schema;
    const type = jsonTypeOf(value);
    const branch = branches.find((candidate) => this.admits(candidate, type));
    return branch ? this.branchFor(branch, value) : schema;
  }

  /** The contract's own examples of a schema, if any. */
  examples(node: unknown): unknown[] {
    const schema = this.resolve(node);
    return [schema['example'], ...(Array.isArray(schema['examples']) ? (schema['examples'] as unknown[]) : [])].filter(
      (value) => value !== undefined,
    );
  }

  /** A value the schema accepts (often the contract's example), varied by the random source. */
  validValue(node: unknown, random: Random, depth = 0): unknown {
    const schema = this.resolve(node);
    if ('const' in schema) return schema['const'];
    if (Array.isArray(schema['enum'])) return random.pick(schema['enum'] as unknown[]);
    const examples = this.examples(schema);
    if (examples.length > 0 && random.chance(0.6)) return structuredClone(random.pick(examples));
    const branches = (schema['oneOf'] ?? schema['anyOf']) as unknown[] | undefined;
    if (Array.isArray(branches) && branches.length > 0) {
      const notNull = branches.filter((branch) => !this.types(branch).every((type) => type === 'null'));
      return this.validValue(random.pick(notNull.length > 0 ? notNull : branches), random, depth + 1);
    }
    const types = this.types(schema);
    const usable = types.filter((type) => type !== 'null');
    const type = usable.length > 0 ? random.pick(usable) : types.length > 0 ? random.pick(types) : 'string';
    switch (type) {
      case 'object':
        return this.validObject(schema, random, depth);
      case 'array': {
        const min = numberOr(schema['minItems'], 0);
        const max = numberOr(schema['maxItems'], Math.max(min, 3));
        const length = depth > 5 ? min : Math.min(max, min + random.int(0, 2));
        const items: unknown[] = [];
        const seen = new Set<string>();
        for (let attempt = 0; items.length < length && attempt < length * 4; attempt += 1) {
          const item = this.validValue(schema['items'], random, depth + 1);
          const key = JSON.stringify(item);
          if (schema['uniqueItems'] === true && seen.has(key)) continue;
          seen.add(key);
          items.push(item);
        }
        return items;
      }
      case 'string':
        return this.validString(schema, random);
      case 'integer':
      case 'number': {
        const minimum =
          typeof schema['minimum'] === 'number'
            ? schema['minimum']
            : typeof schema['exclusiveMinimum'] === 'number'
              ? schema['exclusiveMinimum'] + 1
              : 1;
        const maximum =
          typeof schema['maximum'] === 'number'
            ? schema['maximum']
            : typeof schema['exclusiveMaximum'] === 'number'
              ? schema['exclusiveMaximum'] - 1
              : minimum + 20;
        const value = random.int(
          Math.ceil(minimum),
          Math.max(Math.ceil(minimum), Math.min(Math.floor(maximum), Math.ceil(minimum) + 20)),
        );
        return value;
      }
      case 'boolean':
        return random.chance(0.5);
      default:
        return null;
    }
  }

  private validObject(schema: Schema, random: Random, depth: number): Record<string, unknown> {
    const value: Record<string, unknown> = {};
    const properties = (schema['properties'] ?? {}) as Record<string, unknown>;
    const required = new Set((schema['required'] as string[] | undefined) ?? []);
    for (const [name, property] of Object.entries(properties)) {
      if (required.has(name) || (depth < 4 && random.chance(0.4)))
        value[name] = this.validValue(property, random, depth + 1);
    }
    const additional = schema['additionalProperties'];
    if (Object.keys(properties).length === 0 && additional && typeof additional === 'object')
      value['key'] = this.validValue(additional, random, depth + 1);
    return value;
  }

  private validString(schema: Schema, random: Random): string {
    const minLength = numberOr(schema['minLength'], 0);
    const maxLength = numberOr(schema['maxLength'], Math.max(minLength, 24));
    const fit = (text: string) => (text.length >= minLength ? text.slice(0, maxLength) : text.padEnd(minLength, 'x'));
    switch (schema['format']) {
      case 'email':
        return `fuzz.${random.int(1, 999_999)}@example.com`;
      case 'date-time':
        return new Date(Date.UTC(2025, random.int(0, 11), random.int(1, 28), 12)).toISOString();
      case 'date':
        return `2025-0${random.int(1, 9)}-1${random.int(0, 9)}`;
      case 'uri':
      case 'url':
        return 'https://shop.example/fuzz';
      case 'uuid':
        return '6f1c1b1e-3f0a-4c55-9a57-1d2e3f4a5b6c';
      default:
        break;
    }
    if (typeof schema['pattern'] === 'string') {
      let pattern: RegExp | undefined;
      try {
        pattern = new RegExp(schema['pattern'], 'u');
      } catch {
        pattern = undefined;
      }
      const candidates = [
        ...PATTERN_CANDIDATES,
        'x'.repeat(Math.max(1, minLength)),
        '1'.repeat(Math.max(1, minLength)),
      ];
      const match = candidates.map(fit).find((candidate) => !pattern || pattern.test(candidate));
      if (match !== undefined) return match;
    }
    return fit(random.pick(['fuzz', 'Aino Virtanen', 'swimsuit', 'ёлка', 'coral-one-piece']));
  }

  /** Every place in `value` the schema describes, and the properties the value leaves out. */
  slots(node: unknown, value: unknown, path: Array<string | number> = [], found: Slot[] = []): Slot[] {
    const schema = this.branchFor(node, value);
    found.push({ path, schema, absent: false });
    if (isPlainObject(value)) {
      const properties = (schema['properties'] ?? {}) as Record<string, unknown>;
      for (const [name, property] of Object.entries(properties)) {
        if (Object.hasOwn(value, name)) this.slots(property, value[name], [...path, name], found);
        else found.push({ path: [...path, name], schema: this.resolve(property), absent: true });
      }
    } else if (Array.isArray(value) && schema['items']) {
      value.forEach((item, index) => this.slots(schema['items'], item, [...path, index], found));
    }
    return found;
  }
}

function numberOr(value: unknown, fallback: number): number {
  return typeof value === 'number' ? value : fallback;
}

/** `value` with the part at `path` replaced (undefined: removed); the original is left alone. */
export function withValueAt(value: unknown, path: ReadonlyArray<string | number>, replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path as [string | number, ...Array<string | number>];
  if (Array.isArray(value)) {
    const copy = [...value];
    if (replacement === undefined && rest.length === 0) copy.splice(Number(head), 1);
    else copy[Number(head)] = withValueAt(value[Number(head)], rest, replacement);
    return copy;
  }
  const copy: Record<string, unknown> = isPlainObject(value) ? { ...value } : {};
  if (replacement === undefined && rest.length === 0) delete copy[String(head)];
  else copy[String(head)] = withValueAt(copy[String(head)], rest, replacement);
  return copy;
}

/** The part of `value` at `path`. */
export function valueAt(value: unknown, path: ReadonlyArray<string | number>): unknown {
  return path.reduce<unknown>(
    (node, key) =>
      node !== null && typeof node === 'object' ? (node as Record<string, unknown>)[String(key)] : undefined,
    value,
  );
}
