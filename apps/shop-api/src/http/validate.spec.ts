import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpProblem } from './problem';
import { fieldsWithNul, parse } from './validate';

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

describe('fieldsWithNul', () => {
  it('walks a value nested deeper than the stack would allow', () => {
    let deep: unknown = 'a\u0000';
    for (let depth = 0; depth < 200_000; depth += 1) deep = [deep];
    expect(fieldsWithNul(deep)).toHaveLength(1);
    expect(fieldsWithNul({ a: [1, true, null, 'ok'] })).toEqual([]);
  });
});
