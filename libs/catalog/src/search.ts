import { z } from 'zod';

const list = (max: number) =>
  z
    .union([z.string(), z.array(z.string())])
    .transform((value) => (Array.isArray(value) ? value : [value]).filter((item) => item.length > 0 && item.length <= max))
    .optional()
    .catch(undefined);
const positive = (max: number) => z.coerce.number().int().min(1).max(max).optional().catch(undefined);
const money = z.coerce.number().min(0).max(1_000_000).optional().catch(undefined);

/**
 * The typed search params of a catalogue page: any listing state is a link, and a malformed value
 * is dropped rather than failing the page.
 */
export const catalogSearchSchema = z.object({
  page: positive(10_000),
  sort: z.enum(['newest', 'price_asc', 'price_desc']).optional().catch(undefined),
  color: list(64),
  size: list(32),
  price_min: money,
  price_max: money,
  variant: positive(2_147_483_647),
});

export type CatalogSearch = z.infer<typeof catalogSearchSchema>;
