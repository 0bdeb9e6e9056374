import type { Insertable, Kysely } from 'kysely';
import type { Database, Locale, Payment } from '../../db/schema';
import { keptReferenceRows } from '../../lib/reference-rows';

type Db = Kysely<Database>;
type NewPayment = Insertable<Database['payments']>;
type NewGatewayEvent = Insertable<Database['gateway_events']>;

/** What refunding a flagged payment needs: the payment, its provider's intent, its order's number for the log. */
export interface RefundDue {
  id: number;
  publicId: string;
  paymentIntent: string | null;
  orderNumber: string;
}

const refundDueQuery = (db: Db) =>
  db
    .selectFrom('payments as p')
    .innerJoin('orders as o', 'o.id', 'p.order_id')
    .select(['p.id', 'p.public_id as publicId', 'p.payment_intent as paymentIntent', 'o.number as orderNumber'])
    .where('p.refund_state', '=', 'needed')
    .where('p.public_id', 'is not', null)
    .$narrowType<{ publicId: string }>();

/** One payment flagged for refund (`refund_state = 'needed'`), or undefined. */
export async function refundDue(db: Db, paymentId: number): Promise<RefundDue | undefined> {
  return refundDueQuery(db).where('p.id', '=', paymentId).executeTakeFirst();
}

/** Stripe payments flagged for refund that name a payment intent to refund, oldest first. */
export async function stripeRefundsDue(db: Db, limit: number): Promise<RefundDue[]> {
  return refundDueQuery(db)
    .where('p.provider', '=', 'stripe')
    .where('p.payment_intent', 'is not', null)
    .orderBy('p.id')
    .limit(limit)
    .execute();
}

/** Moves a flagged payment's refund on from `needed`; false when another process already did. */
export async function settleRefundRequest(
  db: Db,
  paymentId: number,
  refundState: 'requested' | 'refunded' | 'failed',
  refundRef: string | null,
  now: number,
): Promise<boolean> {
  const result = await db
    .updateTable('payments')
    .set({ refund_state: refundState, refund_ref: refundRef, updated_at: now })
    .where('id', '=', paymentId)
    .where('refund_state', '=', 'needed')
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A Stripe payment by the payment intent stored when it was paid, with its order's number. */
export function stripePaymentByIntent(db: Db, paymentIntent: string) {
  return db
    .selectFrom('payments as p')
    .innerJoin('orders as o', 'o.id', 'p.order_id')
    .select(['p.public_id as publicId', 'o.number as orderNumber'])
    .where('p.provider', '=', 'stripe')
    .where('p.payment_intent', '=', paymentIntent)
    .executeTakeFirst();
}

/** The active payment methods with their texts in one language, in display order. */
export function activePaymentMethods(db: Db, locale: Locale) {
  return keptReferenceRows(db, `payment-methods:${locale}`, () => readPaymentMethods(db, locale));
}

function readPaymentMethods(db: Db, locale: Locale) {
  return db
    .selectFrom('payment_methods as m')
    .innerJoin('payment_method_translations as t', (join) =>
      join.onRef('t.payment_method_id', '=', 'm.id').on('t.locale', '=', locale),
    )
    .select(['m.id', 'm.code', 'm.provider', 'm.online', 'm.delivery_method_codes', 't.name', 't.description'])
    .where('m.active', '=', 1)
    .orderBy('m.sort')
    .orderBy('m.id')
    .execute();
}

/** Every delivery method's id by code, which payment methods name. */
export function deliveryMethodCodes(db: Db) {
  return keptReferenceRows(db, 'delivery-method-codes', () =>
    db.selectFrom('delivery_methods').select(['id', 'code']).execute(),
  );
}

/** Whether a payment method is paid online; undefined for no such method. */
export async function paymentMethodOnline(db: Db, paymentMethodId: number): Promise<boolean | undefined> {
  const method = await db
    .selectFrom('payment_methods')
    .select('online')
    .where('id', '=', paymentMethodId)
    .executeTakeFirst();
  return method && method.online === 1;
}

/** An order's newest pending payment. */
export function pendingPayment(db: Db, orderId: number): Promise<Payment | undefined> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('order_id', '=', orderId)
    .where('state', '=', 'pending')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

/** Cancels a payment still pending. */
export async function cancelPendingPayment(db: Db, paymentId: number, now: number): Promise<void> {
  await db
    .updateTable('payments')
    .set({ state: 'cancelled', updated_at: now })
    .where('id', '=', paymentId)
    .where('state', '=', 'pending')
    .execute();
}

export async function insertPayment(db: Db, payment: NewPayment): Promise<number> {
  const row = await db.insertInto('payments').values(payment).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** The order's payment columns follow its newest attempt: its method, and pending unless already paid or refunded. */
export async function markOrderPaymentPending(db: Db, orderId: number, paymentMethodId: number, now: number) {
  await db
    .updateTable('orders')
    .set({ payment_method_id: paymentMethodId, payment_state: 'pending', updated_at: now })
    .where('id', '=', orderId)
    .where('payment_state', 'not in', ['paid', 'refunded'])
    .execute();
}

/** Drops a pending attempt whose provider failed to start it. */
export async function failPendingPayment(db: Db, paymentId: number, expiresAt: number, now: number): Promise<void> {
  await db
    .updateTable('payments')
    .set({ state: 'failed', expires_at: expiresAt, updated_at: now })
    .where('id', '=', paymentId)
    .where('state', '=', 'pending')
    .execute();
}

/** Where a started payment sends the shopper, and the provider's reference of it. */
export async function setPaymentRedirect(
  db: Db,
  paymentId: number,
  redirectUrl: string,
  providerRef: string | null,
): Promise<void> {
  await db
    .updateTable('payments')
    .set({ redirect_url: redirectUrl, provider_ref: providerRef })
    .where('id', '=', paymentId)
    .execute();
}

/** A test-gateway payment by its public id, with what its page shows of the order. */
export function testGatewayPayment(db: Db, publicId: string) {
  return db
    .selectFrom('payments as p')
    .innerJoin('orders as o', 'o.id', 'p.order_id')
    .select(['p.public_id', 'p.state', 'p.amount_minor', 'p.currency', 'o.number', 'o.crypto', 'o.locale'])
    .where('p.public_id', '=', publicId)
    .where('p.provider', '=', 'test')
    .executeTakeFirst();
}

/** The shopper's recorded choice on the test gateway's page for a payment, if any. */
export function gatewayOutcome(db: Db, publicId: string) {
  return db.selectFrom('gateway_events').select('outcome').where('payment_public_id', '=', publicId).executeTakeFirst();
}

/** Records the shopper's choice for a payment once; false when one was recorded already. */
export async function recordGatewayOutcome(db: Db, event: NewGatewayEvent): Promise<boolean> {
  // One outcome per payment (payment_public_id is unique): a second submit records nothing.
  const inserted = await db
    .insertInto('gateway_events')
    .values(event)
    .onConflict((conflict) => conflict.column('payment_public_id').doNothing())
    .executeTakeFirst();
  return Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1;
}

/** The test gateway's unacknowledged callbacks due by `now` (or one payment's), oldest first. */
export function dueGatewayCallbacks(db: Db, now: number, limit: number, publicId?: string) {
  let query = db
    .selectFrom('gateway_events')
    .selectAll()
    .where('delivered_at', 'is', null)
    .where('next_attempt_at', '<=', now)
    .orderBy('id')
    .limit(limit);
  if (publicId) query = query.where('payment_public_id', '=', publicId);
  return query.execute();
}

/** Counts a callback's delivery attempt: delivered, or when to try again. */
export async function noteGatewayCallback(
  db: Db,
  eventId: number,
  attempt: { attempts: number } & ({ delivered_at: number } | { next_attempt_at: number }),
): Promise<void> {
  await db.updateTable('gateway_events').set(attempt).where('id', '=', eventId).execute();
}
