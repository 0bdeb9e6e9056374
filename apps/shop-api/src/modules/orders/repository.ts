import { sql, type Kysely } from 'kysely';
import type { Database, NewOrder, Order, OrderLine } from '../../db/schema';

type Db = Kysely<Database>;

export function orderById(db: Db, id: number): Promise<Order | undefined> {
  return db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst();
}

export function orderByCrypto(db: Db, crypto: string): Promise<Order | undefined> {
  return db.selectFrom('orders').selectAll().where('crypto', '=', crypto).executeTakeFirst();
}

export function orderLines(db: Db, orderId: number): Promise<OrderLine[]> {
  return db.selectFrom('order_lines').selectAll().where('order_id', '=', orderId).orderBy('id').execute();
}

export async function insertOrder(db: Db, order: NewOrder): Promise<number> {
  const row = await db.insertInto('orders').values(order).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function insertOrderLines(db: Db, lines: Array<Omit<OrderLine, 'id'>>): Promise<void> {
  if (lines.length > 0) await db.insertInto('order_lines').values(lines).execute();
}

/**
 * Takes `quantity` of a variant's stock in one guarded statement: true when taken, false when
 * fewer are left (nothing changes then). On PostgreSQL the row stays locked until the transaction
 * ends, so racing checkouts of the last item take turns and exactly one gets it.
 */
export async function takeStock(db: Db, variantId: number, quantity: number): Promise<boolean> {
  const result = await db
    .updateTable('product_variants')
    .set({ stock: sql`stock - ${quantity}` })
    .where('id', '=', variantId)
    .where('stock', '>=', quantity)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function returnStock(db: Db, variantId: number, quantity: number): Promise<void> {
  await db
    .updateTable('product_variants')
    .set({ stock: sql`stock + ${quantity}` })
    .where('id', '=', variantId)
    .execute();
}

export async function variantStock(db: Db, variantId: number): Promise<number> {
  const row = await db.selectFrom('product_variants').select('stock').where('id', '=', variantId).executeTakeFirst();
  return row?.stock ?? 0;
}

export async function variantSkus(db: Db, variantIds: readonly number[]): Promise<Map<number, string>> {
  if (variantIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('product_variants')
    .select(['id', 'sku'])
    .where('id', 'in', [...variantIds])
    .execute();
  return new Map(rows.map((row) => [row.id, row.sku]));
}

/** Gives a promo code's use back (an order cancelled unpaid) and forgets the order's usage. */
export async function releasePromoUse(db: Db, orderId: number, promoCodeId: number): Promise<void> {
  const removed = await db
    .deleteFrom('promo_code_usages')
    .where('order_id', '=', orderId)
    .where('promo_code_id', '=', promoCodeId)
    .executeTakeFirst();
  if (Number(removed.numDeletedRows) > 0) {
    await db
      .updateTable('promo_codes')
      .set({ used_count: sql`used_count - 1` })
      .where('id', '=', promoCodeId)
      .where('used_count', '>', 0)
      .execute();
  }
}

/** Unpaid orders whose reservation ran out by `now`, oldest first. */
export function expiredReservations(db: Db, now: number, limit: number) {
  return db
    .selectFrom('orders')
    .select('id')
    .where('status', '=', 'new')
    .where('payment_state', '<>', 'paid')
    .where('reserved_until', 'is not', null)
    .where('reserved_until', '<', now)
    .orderBy('reserved_until')
    .limit(limit)
    .execute();
}
