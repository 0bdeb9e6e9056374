import type { z } from 'zod';
import type { Json } from '../db/schema';

/**
 * The value of a JSON column (`Json`, text on both databases). With a zod schema the value is
 * checked, so a broken row fails as a server error instead of reaching an answer malformed;
 * without one, its type is the word of the code that wrote it.
 */
export function readJsonColumn<T = unknown>(text: Json, schema?: z.ZodType<T>): T {
  const value: unknown = JSON.parse(text);
  return schema ? schema.parse(value) : (value as T);
}
