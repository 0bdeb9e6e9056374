import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

type Db = Kysely<Database>;

/** What the operator's catalogue commands read of a variant before changing it. */
export interface VariantRef {
  id: number;
  product_id: number;
  sku: string;
  price_minor: number;
  discount_price_minor: number | null;
  stock: number;
}

const VARIANT_REF = ['id', 'product_id', 'sku', 'price_minor', 'discount_price_minor', 'stock'] as const;

export function variantById(db: Db, id: number): Promise<VariantRef | undefined> {
  return db.selectFrom('product_variants').select(VARIANT_REF).where('id', '=', id).executeTakeFirst();
}

export function variantBySku(db: Db, sku: string): Promise<VariantRef | undefined> {
  return db.selectFrom('product_variants').select(VARIANT_REF).where('sku', '=', sku).executeTakeFirst();
}

/** Sets the list price; with `dropDiscount`, the discount price goes too. */
export async function setVariantPriceRow(db: Db, id: number, priceMinor: number, dropDiscount: boolean): Promise<void> {
  await db
    .updateTable('product_variants')
    .set({ price_minor: priceMinor, ...(dropDiscount ? { discount_price_minor: null } : {}) })
    .where('id', '=', id)
    .execute();
}

export async function setVariantStockRow(db: Db, id: number, stock: number): Promise<void> {
  await db.updateTable('product_variants').set({ stock }).where('id', '=', id).execute();
}
