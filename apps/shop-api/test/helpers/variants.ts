import type { Updateable } from 'kysely';
import type { ProductVariantsTable } from '../../src/db/schema';
import type { TestShop } from './build-app';

/**
 * Ids of variants the shop sells (variant, product and category active), one per product first,
 * so tests that change one variant's product do not touch another's; lowest ids first.
 */
export async function sellableVariantIds(shop: TestShop, count: number): Promise<number[]> {
  const rows = await shop.db
    .selectFrom('product_variants as v')
    .innerJoin('products as p', 'p.id', 'v.product_id')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .select(['v.id', 'v.product_id'])
    .where('v.active', '=', 1)
    .where('p.active', '=', 1)
    .where('c.active', '=', 1)
    .orderBy('v.id')
    .execute();
  const seen = new Set<number>();
  const firsts = rows.filter((row) => !seen.has(row.product_id) && seen.add(row.product_id));
  const ids = [...firsts, ...rows.filter((row) => !firsts.includes(row))].map((row) => row.id);
  if (ids.length < count) throw new Error(`the demo sells ${ids.length} variants, not ${count}`);
  return ids.slice(0, count);
}

/** Sets a variant's price, discount, stock or flag straight in the database. */
export async function setVariant(shop: TestShop, id: number, values: Updateable<ProductVariantsTable>): Promise<void> {
  await shop.db.updateTable('product_variants').set(values).where('id', '=', id).execute();
}

/** The product of a variant, active or not. */
export async function setProductOfVariant(shop: TestShop, variantId: number, active: 0 | 1): Promise<void> {
  const { product_id: productId } = await shop.db
    .selectFrom('product_variants')
    .select('product_id')
    .where('id', '=', variantId)
    .executeTakeFirstOrThrow();
  await shop.db.updateTable('products').set({ active }).where('id', '=', productId).execute();
}

/** A variant id no row has. */
export async function unknownVariantId(shop: TestShop): Promise<number> {
  const row = await shop.db
    .selectFrom('product_variants')
    .select((eb) => eb.fn.max('id').as('max'))
    .executeTakeFirstOrThrow();
  return Number(row.max) + 1000;
}
