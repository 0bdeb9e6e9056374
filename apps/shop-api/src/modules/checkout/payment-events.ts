import type { Kysely } from 'kysely';
import { durableTransaction } from '../../db/database';
import type { Database, Payment, PaymentState } from '../../db/schema';
import { retakeStock } from '../orders/reservations';
import {
  completeFlaggedRefund,
  eventOrder,
  eventPayment,
  flagPaymentRefund,
  latestPaymentOf,
  markEventProcessed,
  movePayment,
  recordPaymentEvent,
  reopenPaidOrder,
  setOrderPaymentState,
  settleOrderPaid,
} from './repository';

/**
 * How far a payment state is along: a provider's event moves a payment only forward, so a repeat
 * or a late, superseded event (a decline after the payment went through) changes nothing.
 */
const RANK: Record<PaymentState, number> = { pending: 0, failed: 1, cancelled: 1, paid: 2, refunded: 3 };

export const movesForward = (from: PaymentState, to: PaymentState) => RANK[to] > RANK[from];

/** What a Stripe session event says was paid, checked against the payment and its order. */
export interface ProviderSession {
  id: string;
  amountMinor: number | null;
  currency: string | null;
  /** Stored when the session is paid: Stripe's refunds name it. */
  paymentIntent: string | null;
}

export interface PaymentEvent {
  provider: 'test' | 'stripe';
  /** The provider's id of the event: each is applied once. */
  eventId: string;
  type: string;
  /** The payment it is about: by the shop's public id, or by the provider's payment intent (refunds). */
  payment: { publicId: string } | { paymentIntent: string };
  outcome: PaymentState;
  /** Present for Stripe's session events: nothing moves unless it is the payment's own session, for the order's amount and currency. */
  session?: ProviderSession;
  /** The event as received, kept for the record. */
  payload: string;
  now: number;
}

/**
 * `mismatch`: the session, amount or currency is not the payment's (nothing changed);
 * `duplicate`: a payment of an order already paid by another one, now flagged for refund.
 */
export type EventResult = 'applied' | 'repeat' | 'superseded' | 'unknown-payment' | 'mismatch' | 'duplicate';

export interface AppliedEvent {
  result: EventResult;
  /** The payment the event named, as it was before the event, and its order's number. */
  payment?: Payment;
  orderNumber?: string;
  /** A paid order cancelled meanwhile whose items are gone: its payment stands and must be refunded by hand. */
  itemsGone?: boolean;
}

/** Whether a session event describes the payment's own session for its order's amount and currency. */
const sessionMatches = (session: ProviderSession, payment: Payment, order: { total_minor: number; currency: string }) =>
  session.id === payment.provider_ref &&
  session.amountMinor === order.total_minor &&
  session.currency?.toLowerCase() === order.currency.toLowerCase();

/**
 * Applies a provider's event in one transaction: records it (a repeat of an event id stops here),
 * moves the payment forward, and carries the outcome to the order: `paid` makes a `new` order
 * `processing` (an order cancelled meanwhile takes its stock again when it is still there), and
 * a payment of an order another payment already paid is kept but flagged for refund (the test
 * gateway's at once refunded: it moves no money); a failure or cancellation of the order's latest
 * payment shows on the order unless it is paid; `refunded` follows `paid`, except that a refund
 * of a flagged payment only completes its refund. Never calls a provider: that is the caller's,
 * after the commit.
 */
export async function applyPaymentEvent(db: Kysely<Database>, event: PaymentEvent): Promise<AppliedEvent> {
  return durableTransaction(db, async (trx): Promise<AppliedEvent> => {
    const payment = await eventPayment(trx, event.provider, event.payment);
    const recorded = await recordPaymentEvent(trx, {
      paymentId: payment?.id ?? null,
      provider: event.provider,
      eventId: event.eventId,
      type: event.type,
      payload: event.payload,
      now: event.now,
    });
    if (!recorded) return { result: 'repeat' };
    if (!payment) return { result: 'unknown-payment' };

    const order = await eventOrder(trx, payment.order_id);
    const seen = { payment, orderNumber: order.number };
    // Left unprocessed on the record: an event that describes another sale moves nothing.
    if (event.session && !sessionMatches(event.session, payment, order)) return { result: 'mismatch', ...seen };

    const markProcessed = () => markEventProcessed(trx, event.provider, event.eventId, event.now);
    const from = payment.state as PaymentState;
    if (!movesForward(from, event.outcome)) {
      await markProcessed();
      return { result: 'superseded', ...seen };
    }
    if (event.outcome === 'refunded' && payment.refund_state !== null) {
      // A flagged payment's refund came through: its order stands on its other payment. Its own state stays paid.
      await completeFlaggedRefund(trx, payment.id, event.now);
      await markProcessed();
      return { result: 'applied', ...seen };
    }
    // Guarded on the state read, so two different events racing for one payment apply one after the other.
    const paid =
      event.outcome === 'paid'
        ? {
            paid_at: event.now,
            ...(event.session?.paymentIntent ? { payment_intent: event.session.paymentIntent } : {}),
          }
        : {};
    if (!(await movePayment(trx, payment.id, from, { state: event.outcome, updated_at: event.now, ...paid })))
      return { result: 'superseded', ...seen };

    let itemsGone = false;
    if (event.outcome === 'paid') {
      // Guarded, so of two payments settling one order at once (PostgreSQL) exactly one pays it and the other is the duplicate.
      const settled = await settleOrderPaid(trx, order.id, event.now);
      if (!settled) {
        await flagPaymentRefund(trx, payment.id, event.provider === 'test' ? 'refunded' : 'needed');
        await markProcessed();
        return { result: 'duplicate', ...seen };
      }
      if (settled.status === 'cancelled') {
        if (await retakeStock(trx, order.id)) await reopenPaidOrder(trx, order.id);
        else itemsGone = true;
      }
    } else if (event.outcome === 'failed' || event.outcome === 'cancelled') {
      const latest = await latestPaymentOf(trx, order.id);
      if (latest?.id === payment.id && order.payment_state !== 'paid' && order.payment_state !== 'refunded') {
        await setOrderPaymentState(trx, order.id, event.outcome, event.now);
      }
    } else if (event.outcome === 'refunded' && order.payment_state === 'paid') {
      await setOrderPaymentState(trx, order.id, 'refunded', event.now);
    }
    await markProcessed();
    return { result: 'applied', ...seen, itemsGone };
  });
}
