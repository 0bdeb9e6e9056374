import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { recordChange } from '../changes/service';
import {
  setVariantPriceRow,
  setVariantStockRow,
  variantById,
  variantBySku,
  type VariantRef,
} from './variant-repository';

/** The highest list price the command line accepts, in minor units (one million in the shop currency). */
export const MAX_PRICE_MINOR = 100_000_000;
/** The most units a variant's stock may be set to. */
export const MAX_STOCK = 1_000_000;

/** Input the operator's catalogue command refuses, with the reason to print (exit code 2). */
export class VariantWriteRefused extends Error {}

/** A variant by id (all digits) or else by SKU. */
async function findVariant(db: Kysely<Database>, ref: string): Promise<VariantRef> {
  const byId = /^\d{1,9}$/.test(ref) ? await variantById(db, Number(ref)) : undefined;
  const variant = byId ?? (await variantBySku(db, ref));
  if (!variant) throw new VariantWriteRefused(`no variant with id or SKU ${JSON.stringify(ref)}`);
  return variant;
}

/** `12`, `12.5`, `12.50` in the shop currency → minor units; anything else is refused. */
export function parsePriceMinor(amount: string): number {
  const match = /^(\d{1,7})(?:[.,](\d{1,2}))?$/.exec(amount.trim());
  if (!match) throw new VariantWriteRefused(`the price must be an amount like 39.90, not ${JSON.stringify(amount)}`);
  const minor = Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
  if (minor <= 0 || minor > MAX_PRICE_MINOR)
    throw new VariantWriteRefused(`the price must be above 0 and at most ${MAX_PRICE_MINOR / 100}`);
  return minor;
}

/** A whole number of units from 0 to MAX_STOCK; anything else is refused. */
export function parseStock(quantity: string): number {
  if (!/^\d{1,7}$/.test(quantity.trim()) || Number(quantity) > MAX_STOCK)
    throw new VariantWriteRefused(
      `the stock must be a whole number from 0 to ${MAX_STOCK}, not ${JSON.stringify(quantity)}`,
    );
  return Number(quantity);
}

export interface VariantWrite {
  id: number;
  sku: string;
  before: number;
  after: number;
  /** Set when the product's discount price was dropped because it was no longer below the new price. */
  discountDropped?: boolean;
}

/**
 * Sets a variant's list price (`amount` in the shop currency) and logs the product's change in the
 * same transaction, so every cache following the log drops the pages showing it. A discount price
 * no longer below the new price is dropped with it (a "discount" above the price would show as a rise).
 */
export async function setVariantPrice(db: Kysely<Database>, ref: string, amount: string): Promise<VariantWrite> {
  const priceMinor = parsePriceMinor(amount);
  return db.transaction().execute(async (trx) => {
    const variant = await findVariant(trx, ref);
    const discountDropped = variant.discount_price_minor !== null && variant.discount_price_minor >= priceMinor;
    await setVariantPriceRow(trx, variant.id, priceMinor, discountDropped);
    await recordChange(trx, 'product', variant.product_id);
    return { id: variant.id, sku: variant.sku, before: variant.price_minor, after: priceMinor, discountDropped };
  });
}

/**
 * Sets a variant's stock to `quantity` units (a stock count, not a delta) and logs the product's
 * change in the same transaction. Orders already placed keep what they took.
 */
export async function setVariantStock(db: Kysely<Database>, ref: string, quantity: string): Promise<VariantWrite> {
  const stock = parseStock(quantity);
  return db.transaction().execute(async (trx) => {
    const variant = await findVariant(trx, ref);
    await setVariantStockRow(trx, variant.id, stock);
    await recordChange(trx, 'product', variant.product_id);
    return { id: variant.id, sku: variant.sku, before: variant.stock, after: stock };
  });
}
