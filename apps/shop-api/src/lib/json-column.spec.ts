import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { readJsonColumn } from './json-column';

describe('readJsonColumn', () => {
  it('reads the stored JSON text', () => {
    expect(readJsonColumn<{ a: number[] }>('{"a":[1,2]}')).toEqual({ a: [1, 2] });
    expect(readJsonColumn('null')).toBeNull();
  });

  it('checks the value against a schema, failing on a broken row', () => {
    const columns = z.array(z.string());
    expect(readJsonColumn('["S","M"]', columns)).toEqual(['S', 'M']);
    expect(() => readJsonColumn('[1]', columns)).toThrow(z.ZodError);
    expect(() => readJsonColumn('not json', columns)).toThrow(SyntaxError);
  });
});
