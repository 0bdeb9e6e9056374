import { sql, type Kysely } from 'kysely';
import { PREPARED } from '../../db/database';
import type { Database, PromoCode } from '../../db/schema';

/**
 * A promo code by its stored (upper-case) form; the code column is unique. Written as SQL, since
 * every cart price with a code asks for it (see variantPrices in the cart's repository).
 */
export async function findPromoCode(db: Kysely<Database>, code: string): Promise<PromoCode | undefined> {
  const { rows } = await sql<PromoCode>`${sql.raw(PREPARED)}select * from promo_codes where code = ${code}`.execute(db);
  return rows[0];
}

export function findPromoCodeById(db: Kysely<Database>, id: number) {
  return db.selectFrom('promo_codes').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Takes one use of a code unless its use limit is reached, in one guarded statement, so parallel
 * checkouts can never take more uses than the limit (a CHECK constraint backs it up). True when a
 * use was taken. On PostgreSQL the updated row stays locked until the caller's transaction ends,
 * which serialises the redemptions of one code (see redeemPromoCode).
 */
export async function consumePromoCode(db: Kysely<Database>, promoCodeId: number): Promise<boolean> {
  const result = await db
    .updateTable('promo_codes')
    .set({ used_count: sql`used_count + 1` })
    .where('id', '=', promoCodeId)
    .where((eb) => eb.or([eb('usage_limit', 'is', null), eb('used_count', '<', eb.ref('usage_limit'))]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** How often a customer (by id or by folded e-mail) has used a code. */
export async function countPromoCodeUsages(
  db: Kysely<Database>,
  promoCodeId: number,
  who: { customerId: number | null; email: string | null },
): Promise<number> {
  const row = await db
    .selectFrom('promo_code_usages')
    .select(sql<number | string>`count(*)`.as('count'))
    .where('promo_code_id', '=', promoCodeId)
    .where((eb) => {
      const matches = [];
      if (who.customerId !== null) matches.push(eb('customer_id', '=', who.customerId));
      if (who.email !== null) matches.push(eb('email', '=', who.email));
      return eb.or(matches);
    })
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * consumePromoCode and recordPromoCodeUsage in one statement (PostgreSQL only, for a redemption
 * with no per-customer limit to count between them): true when a use was taken and recorded,
 * false when the limit was reached (nothing written).
 */
export async function consumeAndRecordPromoUse(
  db: Kysely<Database>,
  usage: { promoCodeId: number; orderId: number | null; customerId: number | null; email: string | null; at: number },
): Promise<boolean> {
  const { rows } = await sql<{ id: number }>`${sql.raw(PREPARED)}with taken as (
      update promo_codes set used_count = used_count + 1
      where id = ${usage.promoCodeId} and (usage_limit is null or used_count < usage_limit) returning id)
    insert into promo_code_usages (promo_code_id, order_id, customer_id, email, created_at)
    select id, ${usage.orderId}::integer, ${usage.customerId}::integer, ${usage.email}::text, ${usage.at}::bigint from taken
    returning id`.execute(db);
  return rows.length === 1;
}

export function recordPromoCodeUsage(
  db: Kysely<Database>,
  usage: { promoCodeId: number; orderId: number | null; customerId: number | null; email: string | null; at: number },
) {
  return db
    .insertInto('promo_code_usages')
    .values({
      promo_code_id: usage.promoCodeId,
      order_id: usage.orderId,
      customer_id: usage.customerId,
      email: usage.email,
      created_at: usage.at,
    })
    .execute();
}
