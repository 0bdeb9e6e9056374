import { sql, type Kysely } from 'kysely';
import { isOneOf, PREPARED } from '../../db/database';
import type { Database, Flag } from '../../db/schema';

/** What pricing reads of a variant. */
export interface VariantPriceRow {
  id: number;
  price_minor: number;
  discount_price_minor: number | null;
  stock: number;
  active: Flag;
  product_active: Flag;
  category_active: Flag;
}

// Variants with their prices, stock, and the active flags of variant, product and category. Cart
// prices are asked on every change of every cart, so these queries are written as SQL rather
// than built: in a busy process, building and compiling a three-table query costs several times
// what running it does.
const PRICE_COLUMNS = sql`v.id, v.price_minor, v.discount_price_minor, v.stock, v.active, p.active as product_active, c.active as category_active`;
const PRICED_VARIANTS = sql`product_variants v join products p on p.id = v.product_id join categories c on c.id = p.category_id`;

/** The variants that exist among these ids (sold or not), in one query. */
export async function variantPrices(db: Kysely<Database>, variantIds: readonly number[]): Promise<VariantPriceRow[]> {
  if (variantIds.length === 0) return [];
  const { rows } =
    await sql<VariantPriceRow>`${sql.raw(PREPARED)}select ${PRICE_COLUMNS} from ${PRICED_VARIANTS} where v.id ${isOneOf(db, variantIds)}`.execute(
      db,
    );
  return rows;
}

/** The lines of a cart with their variants' prices, oldest first. */
export async function cartLines(
  db: Kysely<Database>,
  cartId: number,
): Promise<Array<VariantPriceRow & { quantity: number }>> {
  const { rows } = await sql<VariantPriceRow & { quantity: number }>`
    select ${PRICE_COLUMNS}, i.quantity from ${PRICED_VARIANTS} join cart_items i on i.variant_id = v.id
    where i.cart_id = ${cartId} order by i.added_at, i.id`.execute(db);
  return rows;
}

export function findCart(db: Kysely<Database>, token: string) {
  return db
    .selectFrom('carts')
    .select(['id', 'token', 'promo_code_id'])
    .where('token', '=', token)
    .$narrowType<{ token: string }>()
    .executeTakeFirst();
}

export function createCart(db: Kysely<Database>, token: string, now: number) {
  return db
    .insertInto('carts')
    .values({ token, created_at: now, updated_at: now })
    .returning(['id', 'token', 'promo_code_id'])
    .$narrowType<{ token: string }>()
    .executeTakeFirstOrThrow();
}

/**
 * Marks a cart changed and returns it, or undefined when there is no such cart. Run first in a
 * write's transaction: on PostgreSQL the update locks the cart's row, so concurrent writes to one
 * cart take turns (on SQLite transactions do anyway).
 */
export function touchCart(db: Kysely<Database>, token: string, now: number) {
  return db
    .updateTable('carts')
    .set({ updated_at: now })
    .where('token', '=', token)
    .returning(['id', 'token', 'promo_code_id'])
    .$narrowType<{ token: string }>()
    .executeTakeFirst();
}

/**
 * A signed-in customer's cart (one each: `carts.customer_id` is unique), marked changed, made on
 * first use with `token` as its id; the existing cart keeps its own (or takes this one, had it
 * none). One statement, so two first requests at once still make one cart; in a transaction it
 * locks the row as touchCart does.
 */
export function touchCustomerCart(db: Kysely<Database>, customerId: number, token: string, now: number) {
  return db
    .insertInto('carts')
    .values({ token, customer_id: customerId, created_at: now, updated_at: now })
    .onConflict((conflict) =>
      conflict
        .column('customer_id')
        .doUpdateSet((eb) => ({ updated_at: now, token: eb.fn.coalesce('carts.token', 'excluded.token') })),
    )
    .returning(['id', 'token', 'promo_code_id'])
    .$narrowType<{ token: string }>()
    .executeTakeFirstOrThrow();
}

export async function setCartPromoCode(
  db: Kysely<Database>,
  cartId: number,
  promoCodeId: number | null,
): Promise<void> {
  await db.updateTable('carts').set({ promo_code_id: promoCodeId }).where('id', '=', cartId).execute();
}

/** How many lines of a cart hold other variants than this one. */
export async function otherLineCount(db: Kysely<Database>, cartId: number, variantId: number): Promise<number> {
  const row = await db
    .selectFrom('cart_items')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('cart_id', '=', cartId)
    .where('variant_id', '!=', variantId)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}

/**
 * Sets a line's quantity: one statement that inserts the line or updates it, on the unique
 * (cart_id, variant_id), so concurrent adds of one variant never make two lines.
 */
export async function setCartLine(
  db: Kysely<Database>,
  line: { cartId: number; variantId: number; quantity: number; now: number },
): Promise<void> {
  await db
    .insertInto('cart_items')
    .values({
      cart_id: line.cartId,
      variant_id: line.variantId,
      quantity: line.quantity,
      added_at: line.now,
      updated_at: line.now,
    })
    .onConflict((conflict) =>
      conflict
        .columns(['cart_id', 'variant_id'])
        .doUpdateSet((eb) => ({ quantity: eb.ref('excluded.quantity'), updated_at: eb.ref('excluded.updated_at') })),
    )
    .execute();
}

/** Removes one variant's line, or every line when `variantId` is null. */
export async function removeCartLines(db: Kysely<Database>, cartId: number, variantId: number | null): Promise<void> {
  let query = db.deleteFrom('cart_items').where('cart_id', '=', cartId);
  if (variantId !== null) query = query.where('variant_id', '=', variantId);
  await query.execute();
}

/** Deletes the carts stored for a customer, with their lines (an account's deletion). */
export async function deleteCustomerCarts(db: Kysely<Database>, customerId: number): Promise<void> {
  await db
    .deleteFrom('cart_items')
    .where('cart_id', 'in', (eb) => eb.selectFrom('carts').select('id').where('customer_id', '=', customerId))
    .execute();
  await db.deleteFrom('carts').where('customer_id', '=', customerId).execute();
}
