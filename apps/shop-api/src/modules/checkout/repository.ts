import { sql, type Kysely } from 'kysely';
import type { Database, Payment, PaymentState } from '../../db/schema';

type Db = Kysely<Database>;

// The statements of settling a provider's event (`payment-events.ts`): they move a payment and its
// order together, inside the event's transaction.

/** The payment a provider's event names: by the shop's public id, or by the provider's payment intent. */
export function eventPayment(
  db: Db,
  provider: 'test' | 'stripe',
  named: { publicId: string } | { paymentIntent: string },
): Promise<Payment | undefined> {
  return db
    .selectFrom('payments')
    .selectAll()
    .where('provider', '=', provider)
    .where((eb) =>
      'publicId' in named ? eb('public_id', '=', named.publicId) : eb('payment_intent', '=', named.paymentIntent),
    )
    .executeTakeFirst();
}

/** Records a provider's event once per event id: false for a repeat. */
export async function recordPaymentEvent(
  db: Db,
  event: { paymentId: number | null; provider: string; eventId: string; type: string; payload: string; now: number },
): Promise<boolean> {
  const recorded = await db
    .insertInto('payment_events')
    .values({
      payment_id: event.paymentId,
      provider: event.provider,
      provider_event_id: event.eventId,
      type: event.type,
      payload: event.payload,
      received_at: event.now,
      processed_at: null,
    })
    .onConflict((conflict) => conflict.columns(['provider', 'provider_event_id']).doNothing())
    .executeTakeFirst();
  return Number(recorded.numInsertedOrUpdatedRows ?? 0n) === 1;
}

export async function markEventProcessed(db: Db, provider: string, eventId: string, now: number): Promise<void> {
  await db
    .updateTable('payment_events')
    .set({ processed_at: now })
    .where('provider', '=', provider)
    .where('provider_event_id', '=', eventId)
    .execute();
}

/** What settling an event reads of the payment's order. */
export function eventOrder(db: Db, orderId: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'number', 'status', 'payment_state', 'total_minor', 'currency'])
    .where('id', '=', orderId)
    .executeTakeFirstOrThrow();
}

/** A flagged payment's refund came through. */
export async function completeFlaggedRefund(db: Db, paymentId: number, now: number): Promise<void> {
  await db
    .updateTable('payments')
    .set({ refund_state: 'refunded', updated_at: now })
    .where('id', '=', paymentId)
    .execute();
}

/**
 * Moves a payment from the state read to the event's outcome; false when it is no longer in that
 * state (so two events racing for one payment apply one after the other).
 */
export async function movePayment(
  db: Db,
  paymentId: number,
  from: PaymentState,
  to: { state: PaymentState; updated_at: number; paid_at?: number; payment_intent?: string },
): Promise<boolean> {
  const moved = await db
    .updateTable('payments')
    .set(to)
    .where('id', '=', paymentId)
    .where('state', '=', from)
    .executeTakeFirst();
  return Number(moved.numUpdatedRows) === 1;
}

/**
 * Marks an order paid (a `new` one goes `processing`) unless it is paid or refunded already; its
 * status after, or undefined when another payment paid it first. Guarded, so of two payments
 * settling one order at once exactly one pays it.
 */
export function settleOrderPaid(db: Db, orderId: number, now: number) {
  return db
    .updateTable('orders')
    .set({
      payment_state: 'paid',
      status: sql<string>`case when status = 'new' then 'processing' else status end`,
      paid_at: now,
      reserved_until: null,
      updated_at: now,
    })
    .where('id', '=', orderId)
    .where('payment_state', 'not in', ['paid', 'refunded'])
    .returning('status')
    .executeTakeFirst();
}

/** Flags a second payment of a paid order for refund. */
export async function flagPaymentRefund(db: Db, paymentId: number, refundState: 'refunded' | 'needed') {
  await db.updateTable('payments').set({ refund_state: refundState }).where('id', '=', paymentId).execute();
}

/** A paid order cancelled meanwhile that took its stock back goes on. */
export async function reopenPaidOrder(db: Db, orderId: number): Promise<void> {
  await db.updateTable('orders').set({ status: 'processing' }).where('id', '=', orderId).execute();
}

/** The id of an order's newest payment. */
export function latestPaymentOf(db: Db, orderId: number) {
  return db
    .selectFrom('payments')
    .select('id')
    .where('order_id', '=', orderId)
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
}

export async function setOrderPaymentState(db: Db, orderId: number, state: PaymentState, now: number): Promise<void> {
  await db.updateTable('orders').set({ payment_state: state, updated_at: now }).where('id', '=', orderId).execute();
}

/** The provider events of the given orders' payments: id and payload. */
export function orderPaymentEvents(db: Db, orderIds: readonly number[]) {
  if (orderIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('payment_events as e')
    .innerJoin('payments as p', 'p.id', 'e.payment_id')
    .select(['e.id', 'e.payload'])
    .where('p.order_id', 'in', [...orderIds])
    .execute();
}

export async function setPaymentEventPayload(db: Db, eventId: number, payload: string): Promise<void> {
  await db.updateTable('payment_events').set({ payload }).where('id', '=', eventId).execute();
}
