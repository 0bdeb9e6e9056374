import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The paths of the pictures cards and listings open with: each active product's first picture of
 * each colour (and of none), by product then picture order, each path once.
 */
export async function mainImagePaths(db: Kysely<Database>): Promise<string[]> {
  const rows = await db
    .selectFrom('product_images as i')
    .innerJoin('products as p', 'p.id', 'i.product_id')
    .select(['i.product_id', 'i.color_id', 'i.path'])
    .where('p.active', '=', 1)
    .orderBy('i.product_id')
    .orderBy('i.sort')
    .orderBy('i.id')
    .execute();
  const firstOfColor = new Set<string>();
  const paths = new Set<string>();
  for (const row of rows) {
    const color = `${row.product_id}|${row.color_id ?? ''}`;
    if (firstOfColor.has(color)) continue;
    firstOfColor.add(color);
    paths.add(row.path);
  }
  return [...paths];
}
