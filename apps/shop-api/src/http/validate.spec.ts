import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpProblem } from './problem';
import { fieldsWithNul, parse, RequestValidationError, zodValidatorCompiler } from './validate';

const deliveryQuote = z.object({
  destination: z.object({ city: z.string() }),
  items: z.array(z.object({ note: z.string().optional() })),
  promocode: z.string().nullish(),
  tags: z.record(z.string(), z.string()).optional(),
});

function problemOf(run: () => unknown): HttpProblem {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpProblem) return error;
    throw error;
  }
  throw new Error('parse() accepted the value');
}

describe('parse', () => {
  it('refuses U+0000 in any text it accepts, naming each field (PostgreSQL cannot store it: the fuzzer found a 500)', () => {
    const problem = problemOf(() =>
      parse(deliveryQuote, {
        destination: { city: 'Hel\u0000sinki' },
        items: [{}, { note: '\u0000' }],
        promocode: '\u0000',
      }),
    );
    expect(problem.status).toBe(400);
    expect(problem.errors).toEqual({
      'destination.city': ['validation.invalid'],
      'items.1.note': ['validation.invalid'],
      promocode: ['validation.invalid'],
    });
    expect(
      problemOf(() => parse(deliveryQuote, { destination: { city: 'x' }, items: [], tags: { 'a\u0000': 'b' } })).errors,
    ).toEqual({ 'tags.a\u0000': ['validation.invalid'] });
  });

  it('keeps every other character, controls and lone surrogates included', () => {
    const value = { destination: { city: 'Hel\u0001sinki \ud800 ё 😀' }, items: [], promocode: null };
    expect(parse(deliveryQuote, value)).toEqual(value);
  });

  it('reports schema failures first, as before', () => {
    expect(
      problemOf(() => parse(deliveryQuote, { destination: { city: 1 }, items: [], promocode: '\u0000' })).errors,
    ).toEqual({ 'destination.city': ['validation.string'] });
  });
});

describe('zodValidatorCompiler', () => {
  const validate = (schema: z.ZodType, value: unknown) =>
    zodValidatorCompiler({ schema, method: 'GET', url: '/test', httpPart: 'querystring' })(value) as {
      value?: unknown;
      error?: RequestValidationError;
    };

  it('gives the parsed value, or the field errors parse() would throw', () => {
    const query = z.object({ page: z.coerce.number().int(), size: z.coerce.number().int().optional() });
    expect(validate(query, { page: '2' })).toEqual({ value: { page: 2 } });
    for (const value of [{}, { page: 'abc', size: '1.5' }, null]) {
      const { error } = validate(query, value);
      expect(error).toBeInstanceOf(RequestValidationError);
      expect(error?.errors).toEqual(problemOf(() => parse(query, value)).errors);
    }
    expect(validate(query, {}).error?.errors).toEqual({ page: ['validation.required'] });
  });

  it('reads a lone query value that a preprocessing step made a list as given, not missing', () => {
    const ids = z.preprocess(
      (query) => ({ ...(query as object), ids: [(query as { ids: unknown }).ids].flat() }),
      z.object({ ids: z.array(z.coerce.number()) }),
    );
    expect(validate(ids, { ids: 'abc' }).error?.errors).toEqual({ 'ids.0': ['validation.number'] });
    expect(validate(ids, { ids: ['1', 'abc'] }).error?.errors).toEqual({ 'ids.1': ['validation.number'] });
  });

  it('refuses a schema that is not zod when the route is declared', () => {
    expect(() =>
      zodValidatorCompiler({ schema: { type: 'object' } as never, method: 'POST', url: '/x', httpPart: 'body' }),
    ).toThrow('POST /x: the body schema is not a zod schema');
  });
});

describe('fieldsWithNul', () => {
  it('walks a value nested deeper than the stack would allow', () => {
    let deep: unknown = 'a\u0000';
    for (let depth = 0; depth < 200_000; depth += 1) deep = [deep];
    expect(fieldsWithNul(deep)).toHaveLength(1);
    expect(fieldsWithNul({ a: [1, true, null, 'ok'] })).toEqual([]);
  });
});
