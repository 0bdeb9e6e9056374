import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { PaymentState } from '../orders/constants';
import { retakeStock } from '../orders/reservations';

/**
 * How far a payment state is along: a provider's event moves a payment only forward, so a repeat
 * or a late, superseded event (a decline after the payment went through) changes nothing.
 */
const RANK: Record<PaymentState, number> = { pending: 0, failed: 1, cancelled: 1, paid: 2, refunded: 3 };

export const movesForward = (from: PaymentState, to: PaymentState) => RANK[to] > RANK[from];

export interface PaymentEvent {
  provider: 'test' | 'stripe';
  /** The provider's id of the event: each is applied once. */
  eventId: string;
  type: string;
  paymentPublicId: string;
  outcome: PaymentState;
  /** The event as received, kept for the record. */
  payload: string;
  now: number;
}

export type EventResult = 'applied' | 'repeat' | 'superseded' | 'unknown-payment';

/**
 * Applies a provider's event in one transaction: records it (a repeat of an event id stops here),
 * moves the payment forward, and carries the outcome to the order: `paid` makes a `new` order
 * `processing` (an order cancelled meanwhile takes its stock again when it is still there); a
 * failure or cancellation of the order's latest payment shows on the order unless it is paid;
 * `refunded` follows `paid`.
 */
export async function applyPaymentEvent(db: Kysely<Database>, log: FastifyBaseLogger, event: PaymentEvent): Promise<EventResult> {
  return db.transaction().execute(async (trx): Promise<EventResult> => {
    const payment = await trx.selectFrom('payments').selectAll().where('public_id', '=', event.paymentPublicId).where('provider', '=', event.provider).executeTakeFirst();
    const recorded = await trx
      .insertInto('payment_events')
      .values({ payment_id: payment?.id ?? null, provider: event.provider, provider_event_id: event.eventId, type: event.type, payload: event.payload, received_at: event.now, processed_at: null })
      .onConflict((conflict) => conflict.columns(['provider', 'provider_event_id']).doNothing())
      .executeTakeFirst();
    if (Number(recorded.numInsertedOrUpdatedRows ?? 0n) !== 1) return 'repeat';
    if (!payment) return 'unknown-payment';

    const markProcessed = () =>
      trx.updateTable('payment_events').set({ processed_at: event.now }).where('provider', '=', event.provider).where('provider_event_id', '=', event.eventId).execute();
    const from = payment.state as PaymentState;
    if (!movesForward(from, event.outcome)) {
      await markProcessed();
      return 'superseded';
    }
    // Guarded on the state read, so two different events racing for one payment apply one after the other.
    const moved = await trx
      .updateTable('payments')
      .set({ state: event.outcome, updated_at: event.now, ...(event.outcome === 'paid' ? { paid_at: event.now } : {}) })
      .where('id', '=', payment.id)
      .where('state', '=', from)
      .executeTakeFirst();
    if (Number(moved.numUpdatedRows) !== 1) return 'superseded';

    const order = await trx.selectFrom('orders').select(['id', 'status', 'payment_state']).where('id', '=', payment.order_id).executeTakeFirstOrThrow();
    if (event.outcome === 'paid' && order.payment_state !== 'paid') {
      let status = order.status === 'new' ? 'processing' : order.status;
      if (order.status === 'cancelled') {
        if (await retakeStock(trx, order.id)) status = 'processing';
        else log.error({ orderId: order.id, paymentId: payment.public_id }, 'a payment arrived for an order cancelled meanwhile whose items are gone: refund it');
      }
      await trx.updateTable('orders').set({ payment_state: 'paid', status, paid_at: event.now, reserved_until: null, updated_at: event.now }).where('id', '=', order.id).execute();
    } else if (event.outcome === 'failed' || event.outcome === 'cancelled') {
      const latest = await trx.selectFrom('payments').select('id').where('order_id', '=', order.id).orderBy('id', 'desc').limit(1).executeTakeFirst();
      if (latest?.id === payment.id && order.payment_state !== 'paid' && order.payment_state !== 'refunded') {
        await trx.updateTable('orders').set({ payment_state: event.outcome, updated_at: event.now }).where('id', '=', order.id).execute();
      }
    } else if (event.outcome === 'refunded' && order.payment_state === 'paid') {
      await trx.updateTable('orders').set({ payment_state: 'refunded', updated_at: event.now }).where('id', '=', order.id).execute();
    }
    await markProcessed();
    return 'applied';
  });
}
