import { sql, type Kysely } from 'kysely';
import { dialectOf, executePrepared, oneOf, PREPARED } from '../../db/database';
import type { Database, Locale, NewOrder, Order, OrderLine } from '../../db/schema';

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

/** Inserts an order; the row as stored (defaults included). */
export async function insertOrder(db: Db, order: NewOrder): Promise<Order> {
  // Prepared: the checkout always writes every column (see recordOrder), so the text never changes.
  const [row] = await executePrepared(db, db.insertInto('orders').values(order).returningAll());
  if (!row) throw new Error('the order insert returned no row');
  return row;
}

/** Gives an order the number that follows from its id. */
export async function setOrderNumber(db: Db, orderId: number, number: string): Promise<void> {
  await db.updateTable('orders').set({ number }).where('id', '=', orderId).execute();
}

/**
 * Locks these keys until the transaction ends (PostgreSQL only), so checkouts of one holder take
 * turns: one statement, the keys locked in sorted order (the subquery's order by is kept, so two
 * checkouts sharing keys never wait on each other crosswise).
 */
export async function lockUnpaidOrderHolders(db: Db, keys: readonly string[]): Promise<void> {
  await sql`${sql.raw(PREPARED)}select pg_advisory_xact_lock(hashtext(k)) from (select unnest(${[...keys]}::text[]) as k order by 1) as keys`.execute(
    db,
  );
}

/**
 * The open unpaid orders of a mailbox or (when given) a client key, soonest reservation end
 * first, in one query: each row says which of the two it was found by (maybe both).
 */
export function openUnpaidOrders(db: Db, holder: { mailbox: string; clientKey: string | null }, now: number) {
  const { mailbox, clientKey } = holder;
  // Two shapes (with and without a client key), each prepared once per connection.
  return executePrepared(
    db,
    db
      .selectFrom('orders')
      .select(['reserved_until', 'mailbox', 'client_key'])
      .where((eb) =>
        clientKey === null
          ? eb('mailbox', '=', mailbox)
          : eb.or([eb('mailbox', '=', mailbox), eb('client_key', '=', clientKey)]),
      )
      .where('status', '=', 'new')
      .where('payment_state', 'not in', ['paid', 'refunded'])
      .where('reserved_until', '>', now)
      .orderBy('reserved_until'),
  );
}

/** A delivery method's name in one language, for an order's answer. */
export function deliveryMethodName(db: Db, deliveryMethodId: number, locale: Locale) {
  return db
    .selectFrom('delivery_method_translations')
    .select('name')
    .where('delivery_method_id', '=', deliveryMethodId)
    .where('locale', '=', locale)
    .executeTakeFirst();
}

/** An order's payment method: provider, whether online, and its name in one language when it has one. */
export function orderPaymentMethod(db: Db, paymentMethodId: number, locale: Locale) {
  return db
    .selectFrom('payment_methods as m')
    .leftJoin('payment_method_translations as t', (join) =>
      join.onRef('t.payment_method_id', '=', 'm.id').on('t.locale', '=', locale),
    )
    .select(['m.provider', 'm.online', 't.name'])
    .where('m.id', '=', paymentMethodId)
    .executeTakeFirst();
}

/** The name of a product's top-level category (its category's parent, else its category) in one language; '' when none. */
export async function topCategoryName(db: Db, productId: number, locale: Locale): Promise<string> {
  const row = await db
    .selectFrom('products as p')
    .innerJoin('categories as c', 'c.id', 'p.category_id')
    .leftJoin('categories as parent', 'parent.id', 'c.parent_id')
    .select(['c.id as category_id', 'parent.id as parent_id'])
    .where('p.id', '=', productId)
    .executeTakeFirst();
  const topId = row?.parent_id ?? row?.category_id;
  if (topId === undefined) return '';
  const name = await db
    .selectFrom('category_translations')
    .select('name')
    .where('category_id', '=', topId)
    .where('locale', '=', locale)
    .executeTakeFirst();
  return name?.name ?? '';
}

/** A variant's product and its stock after a change: what the caller needs to log it. */
export interface StockMove {
  product_id: number;
  stock: number;
}

/**
 * Takes `quantity` of a variant's stock in one guarded statement: the stock left when taken,
 * undefined when fewer are left (nothing changes then). On PostgreSQL the row stays locked until
 * the transaction ends, so racing checkouts of the last item take turns and exactly one gets it.
 */
export function takeStock(db: Db, variantId: number, quantity: number): Promise<StockMove | undefined> {
  return db
    .updateTable('product_variants')
    .set({ stock: sql`stock - ${quantity}` })
    .where('id', '=', variantId)
    .where('stock', '>=', quantity)
    .returning(['product_id', 'stock'])
    .executeTakeFirst();
}

/** An order line as written, before its id and SKU. */
export type OrderLineInput = Omit<OrderLine, 'id' | 'sku'>;

/**
 * Numbers a just-inserted order and writes its lines, each with its variant's SKU (or '') as a
 * snapshot; the lines as stored, in order. On PostgreSQL one statement (the lines travel as one
 * JSON parameter, so every order's statement is the same prepared one); on SQLite three.
 */
export async function numberOrderAndWriteLines(
  db: Db,
  orderId: number,
  number: string,
  lines: readonly OrderLineInput[],
): Promise<OrderLine[]> {
  if (dialectOf(db) === 'postgres') {
    // A scalar subquery for the SKU, not a join: the lines are inserted (and numbered) in the order given.
    const { rows } =
      await sql<OrderLine>`${sql.raw(PREPARED)}with numbered as (update orders set number = ${number} where id = ${orderId})
      insert into order_lines (order_id, variant_id, product_id, sku, product_name, color_name, size_name, quantity,
        unit_price_minor, unit_discount_price_minor, line_total_minor)
      select ${orderId}, l.variant_id, l.product_id, coalesce((select v.sku from product_variants v where v.id = l.variant_id), ''),
        l.product_name, l.color_name, l.size_name, l.quantity, l.unit_price_minor, l.unit_discount_price_minor, l.line_total_minor
      from jsonb_to_recordset(${JSON.stringify(lines)}::jsonb) as l(variant_id int, product_id int, product_name text,
        color_name text, size_name text, quantity int, unit_price_minor bigint, unit_discount_price_minor bigint, line_total_minor bigint)
      returning *`.execute(db);
    return rows.sort((a, b) => a.id - b.id);
  }
  await setOrderNumber(db, orderId, number);
  const skus = await variantSkus(
    db,
    lines.flatMap((line) => (line.variant_id === null ? [] : [line.variant_id])),
  );
  if (lines.length === 0) return [];
  return db
    .insertInto('order_lines')
    .values(
      lines.map((line) => ({ ...line, sku: (line.variant_id === null ? undefined : skus.get(line.variant_id)) ?? '' })),
    )
    .returningAll()
    .execute()
    .then((rows) => rows.sort((a, b) => a.id - b.id));
}

/**
 * Takes `quantity` of each variant's stock with guarded statements, all or nothing as far as the
 * caller's transaction goes: each variant taken with its product and the stock left (one short of
 * stock is left out, and the caller rolls back). On PostgreSQL one statement, which first locks the rows in id order (a
 * materialised `for update` in id order, so racing checkouts never deadlock) and then takes what
 * each has enough of; the rows stay locked until the transaction ends, as with takeStock. On
 * SQLite, whose transactions run one at a time, takeStock per variant in id order, up to the
 * first one short.
 */
export async function takeStocks(
  db: Db,
  lines: ReadonlyArray<{ variantId: number; quantity: number }>,
): Promise<Map<number, StockMove>> {
  if (lines.length === 0) return new Map();
  if (dialectOf(db) === 'postgres') {
    const { rows } = await sql<StockMove & { id: number }>`${sql.raw(PREPARED)}with locked as materialized (
        select id from product_variants where id = any(${lines.map((line) => line.variantId)}::int[]) order by id for update)
      update product_variants v set stock = v.stock - q.quantity
      from unnest(${lines.map((line) => line.variantId)}::int[], ${lines.map((line) => line.quantity)}::int[]) as q(id, quantity)
      where v.id = q.id and v.id in (select id from locked) and v.stock >= q.quantity
      returning v.id, v.product_id, v.stock`.execute(db);
    return new Map(rows.map(({ id, product_id, stock }) => [id, { product_id, stock }]));
  }
  const taken = new Map<number, StockMove>();
  for (const line of [...lines].sort((a, b) => a.variantId - b.variantId)) {
    const move = await takeStock(db, line.variantId, line.quantity);
    if (!move) break;
    taken.set(line.variantId, move);
  }
  return taken;
}

/** Gives `quantity` back; the stock it now has (undefined for a variant that is gone). */
export function returnStock(db: Db, variantId: number, quantity: number): Promise<StockMove | undefined> {
  return db
    .updateTable('product_variants')
    .set({ stock: sql`stock + ${quantity}` })
    .where('id', '=', variantId)
    .returning(['product_id', 'stock'])
    .executeTakeFirst();
}

export async function variantStock(db: Db, variantId: number): Promise<number> {
  const row = await db.selectFrom('product_variants').select('stock').where('id', '=', variantId).executeTakeFirst();
  return row?.stock ?? 0;
}

export async function variantSkus(db: Db, variantIds: readonly number[]): Promise<Map<number, string>> {
  if (variantIds.length === 0) return new Map();
  const rows = await executePrepared(
    db,
    db
      .selectFrom('product_variants')
      .select(['id', 'sku'])
      .where(oneOf(db, 'id', variantIds)),
  );
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

/**
 * Cancels an order still `new` and unpaid (with `expiredBy`, only when its reservation ran out
 * before then); its promo code's id when cancelled, undefined when the guard refused.
 */
export function cancelOpenOrder(db: Db, orderId: number, now: number, expiredBy?: number) {
  let update = db
    .updateTable('orders')
    .set({
      status: 'cancelled',
      payment_state: sql`case when payment_state = 'refunded' then payment_state else 'cancelled' end`,
      reserved_until: null,
      updated_at: now,
    })
    .where('id', '=', orderId)
    .where('status', '=', 'new')
    .where('payment_state', 'not in', ['paid', 'refunded']);
  if (expiredBy !== undefined) update = update.where('reserved_until', '<', expiredBy);
  return update.returning(['promo_code_id']).executeTakeFirst();
}

/** A cancelled order's pending payments are cancelled with it. */
export async function cancelPendingPayments(db: Db, orderId: number, now: number): Promise<void> {
  await db
    .updateTable('payments')
    .set({ state: 'cancelled', updated_at: now })
    .where('order_id', '=', orderId)
    .where('state', '=', 'pending')
    .execute();
}

/** Whose orders a profile lists, and its filters: created_at in [from, until) when given. */
export interface CustomerOrdersFilter {
  customerId: number;
  /** Mailboxes the customer has confirmed: guest orders placed with them are theirs too. */
  mailboxes: readonly string[];
  statuses: readonly string[];
  from: number | null;
  until: number | null;
}

function customerOrders(db: Db, filter: CustomerOrdersFilter) {
  let query = db
    .selectFrom('orders')
    .where((eb) =>
      filter.mailboxes.length === 0
        ? eb('customer_id', '=', filter.customerId)
        : eb.or([
            eb('customer_id', '=', filter.customerId),
            eb.and([eb('customer_id', 'is', null), eb('mailbox', 'in', [...filter.mailboxes])]),
          ]),
    );
  if (filter.statuses.length > 0) query = query.where('status', 'in', [...filter.statuses]);
  if (filter.from !== null) query = query.where('created_at', '>=', filter.from);
  if (filter.until !== null) query = query.where('created_at', '<', filter.until);
  return query;
}

export async function countCustomerOrders(db: Db, filter: CustomerOrdersFilter): Promise<number> {
  const row = await customerOrders(db, filter)
    .select((eb) => eb.fn.countAll().as('count'))
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

/** One page of a customer's orders, newest first. */
export function customerOrderPage(db: Db, filter: CustomerOrdersFilter, offset: number, limit: number) {
  return customerOrders(db, filter)
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .offset(offset)
    .limit(limit)
    .execute();
}

/**
 * The orders a deleted account leaves: its own, and guest orders placed with a mailbox it confirmed.
 * Their personal fields, for what else must forget them (stored answers, provider payloads).
 */
export function ordersOfPerson(db: Db, customerId: number, mailboxes: readonly string[]) {
  return customerOrders(db, { customerId, mailboxes, statuses: [], from: null, until: null })
    .select(['id', 'crypto', 'email', 'first_name', 'last_name', 'phone', 'street', 'house', 'flat', 'postcode'])
    .execute();
}

/**
 * Anonymises one order kept for the books: no customer, no name, contact, address (the country
 * stays: taxes are counted by it), note, landing-page tracking or client keys; a new `crypto`,
 * so the link mailed to its owner no longer opens it.
 */
export async function anonymiseOrder(db: Db, orderId: number, crypto: string, now: number): Promise<void> {
  await db
    .updateTable('orders')
    .set({
      customer_id: null,
      crypto,
      email: '',
      first_name: '',
      last_name: '',
      phone: '',
      city: '',
      street: '',
      house: '',
      flat: null,
      floor: null,
      postcode: '',
      note: null,
      tracking: null,
      client_key: null,
      mailbox: null,
      idempotency_key: null,
      request_hash: null,
      updated_at: now,
    })
    .where('id', '=', orderId)
    .execute();
}

/**
 * Detaches a deleted account's promo-code uses from it (its id, its orders, its mailboxes): the
 * uses still count towards the codes' totals, no longer towards a person.
 */
export async function detachPromoUses(
  db: Db,
  customerId: number,
  orderIds: readonly number[],
  mailboxes: readonly string[],
): Promise<void> {
  await db
    .updateTable('promo_code_usages')
    .set({ customer_id: null, email: null })
    .where((eb) =>
      eb.or([
        eb('customer_id', '=', customerId),
        ...(orderIds.length > 0 ? [eb('order_id', 'in', [...orderIds])] : []),
        ...(mailboxes.length > 0 ? [eb('email', 'in', [...mailboxes])] : []),
      ]),
    )
    .execute();
}

/** Every order of a customer (with guest orders of their mailboxes), newest first: the data export. */
export function allCustomerOrders(db: Db, customerId: number, mailboxes: readonly string[]) {
  return customerOrders(db, { customerId, mailboxes, statuses: [], from: null, until: null })
    .selectAll()
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
