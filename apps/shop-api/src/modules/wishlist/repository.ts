import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** A customer's wish-list variant ids, most recently added first. */
export async function wishListVariantIds(db: Db, customerId: number): Promise<number[]> {
  const rows = await db
    .selectFrom('wish_list_items')
    .select('variant_id')
    .where('customer_id', '=', customerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
  return rows.map((row) => row.variant_id);
}

/** Adds variants to a customer's wish list; one already there stays as it was. */
export async function insertWishListItems(
  db: Db,
  rows: ReadonlyArray<{ customer_id: number; variant_id: number; created_at: number }>,
): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insertInto('wish_list_items')
    .values([...rows])
    .onConflict((conflict) => conflict.columns(['customer_id', 'variant_id']).doNothing())
    .execute();
}

export async function deleteWishListItem(db: Db, customerId: number, variantId: number): Promise<void> {
  await db
    .deleteFrom('wish_list_items')
    .where('customer_id', '=', customerId)
    .where('variant_id', '=', variantId)
    .execute();
}

/** Deletes a customer's whole wish list (an account's deletion). */
export async function deleteWishList(db: Db, customerId: number): Promise<void> {
  await db.deleteFrom('wish_list_items').where('customer_id', '=', customerId).execute();
}
