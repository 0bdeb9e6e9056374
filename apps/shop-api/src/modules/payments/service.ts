import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Locale, Order } from '../../db/schema';
import type { Payment } from '../../db/schema';
import { localizePath } from '../../lib/locale';
import { providerEnabled, type PaymentMethodRecord } from './methods';
import {
  cancelPendingPayment,
  failPendingPayment,
  insertPayment,
  markOrderPaymentPending,
  paymentMethodOnline,
  pendingPayment,
  refundDue,
  setPaymentRedirect,
  settleRefundRequest,
  stripePaymentByIntent,
  stripeRefundsDue,
  type RefundDue,
} from './repository';
import { createCheckoutSession, expireCheckoutSession, refundPaymentIntent, STRIPE_SESSION_MIN_S } from './stripe';

/** How long a started payment stays answerable before a new attempt replaces it. */
export const PAYMENT_TTL_MS = 30 * 60_000;
/** Refunds of flagged payments asked of Stripe again per sweep. */
const REFUND_RETRY_BATCH = 20;

const paymentPublicId = () => `pay_${randomBytes(16).toString('hex')}`;

/** What starting a payment needs of its order. */
export type PayableOrder = Pick<Order, 'id' | 'number' | 'crypto' | 'total_minor' | 'currency' | 'reserved_until'>;

/**
 * Expires a cancelled attempt's Checkout Session, so the shopper cannot pay it beside the new one.
 * A failure only warns: a second payment that still comes is refunded.
 */
async function expireEarlierSession(app: FastifyInstance, orderNumber: string, payment: Payment): Promise<void> {
  if (payment.provider !== 'stripe' || !payment.provider_ref) return;
  try {
    await expireCheckoutSession(app.env, payment.provider_ref);
  } catch (error) {
    app.log.warn(
      { err: error, orderNumber, paymentId: payment.public_id, sessionId: payment.provider_ref },
      'the earlier Checkout Session could not be expired; should it be paid, that payment is refunded',
    );
  }
}

/**
 * Starts (or retries) the payment of an order the caller has checked is payable, with a method fit
 * for it, and answers where to send the shopper. A pending, unexpired payment with the same method
 * is answered again; otherwise a new attempt starts (an older pending one is cancelled, and its
 * Checkout Session expired). A provider that fails to start leaves no pending attempt behind and
 * answers 503.
 */
export async function startPaymentAttempt(
  app: FastifyInstance,
  order: PayableOrder,
  method: PaymentMethodRecord,
  locale: Locale,
) {
  const { db, env } = app;
  const now = Date.now();

  const current = await pendingPayment(db, order.id);
  if (
    current &&
    current.provider === method.provider &&
    (current.expires_at ?? 0) > now &&
    current.public_id &&
    current.redirect_url
  ) {
    return { payment_id: current.public_id, state: 'pending' as const, redirect_url: current.redirect_url };
  }

  const publicId = paymentPublicId();
  const expiresAt = Math.min(order.reserved_until ?? now + PAYMENT_TTL_MS, now + PAYMENT_TTL_MS);
  const paymentId = await db.transaction().execute(async (trx) => {
    if (current) await cancelPendingPayment(trx, current.id, now);
    const id = await insertPayment(trx, {
      order_id: order.id,
      provider: method.provider,
      state: 'pending',
      amount_minor: order.total_minor,
      currency: order.currency,
      provider_ref: null,
      idempotency_key: null,
      created_at: now,
      updated_at: now,
      public_id: publicId,
      expires_at: expiresAt,
      paid_at: null,
      redirect_url: null,
    });
    await markOrderPaymentPending(trx, order.id, method.id, now);
    return id;
  });
  // Beside starting the new session, so a slow Stripe keeps the shopper waiting once, not twice.
  const expiring = current ? expireEarlierSession(app, order.number, current) : undefined;

  let redirectUrl: string;
  let providerRef: string | null = null;
  if (method.provider === 'stripe') {
    try {
      const session = await createCheckoutSession(env, {
        paymentId: publicId,
        orderId: order.id,
        orderNumber: order.number,
        amountMinor: order.total_minor,
        currency: order.currency,
        locale,
        returnUrl: new URL(localizePath(`/order/${order.crypto}`, locale), env.PUBLIC_URL).toString(),
        expiresAt: Math.floor(Math.max(expiresAt, now + STRIPE_SESSION_MIN_S * 1000) / 1000),
      });
      redirectUrl = session.url;
      providerRef = session.id;
    } catch (error) {
      // Nothing was started: the attempt is dropped, and the order stays payable.
      await failPendingPayment(db, paymentId, now, Date.now());
      await expiring;
      throw error;
    }
  } else {
    redirectUrl = `/api/v1/payments/test-gateway/${publicId}?lang=${locale}`;
  }
  await setPaymentRedirect(db, paymentId, redirectUrl, providerRef);
  await expiring;
  return { payment_id: publicId, state: 'pending' as const, redirect_url: redirectUrl };
}

/**
 * Asks Stripe to refund a payment flagged as a second payment of its order, outside any
 * transaction: `requested` when Stripe took it (its `charge.refunded` completes it), `failed` when
 * Stripe refused (a person must look), still `needed` when Stripe could not be asked (the sweeper
 * asks again). True when the refund no longer waits on the shop.
 */
async function refundFlaggedPayment(app: FastifyInstance, due: RefundDue): Promise<boolean> {
  const about = { orderNumber: due.orderNumber, paymentId: due.publicId };
  if (!due.paymentIntent) {
    app.log.error(about, 'a second payment of a paid order names no payment intent: refund it by hand in Stripe');
    return false;
  }
  const request = await refundPaymentIntent(app.env, due.paymentIntent, due.publicId);
  if (request.outcome === 'unavailable') {
    app.log.warn(
      { ...about, reason: request.reason },
      'the refund of a second payment could not be asked of Stripe; it is asked again at the next sweep',
    );
    return false;
  }
  const refundState = request.outcome === 'refused' ? 'failed' : request.outcome;
  await settleRefundRequest(
    app.db,
    due.id,
    refundState,
    request.outcome === 'requested' ? request.refundId : null,
    Date.now(),
  );
  if (request.outcome === 'refused')
    app.log.error(
      { ...about, reason: request.reason },
      'Stripe refused to refund a second payment of a paid order: refund it by hand',
    );
  else app.log.info({ ...about, refundState }, 'the refund of a second payment was asked of Stripe');
  return request.outcome !== 'refused';
}

/** The sweeper's part: asks Stripe again for the refunds of flagged payments it could not be asked for. How many it took. */
export async function retryRefunds(app: FastifyInstance): Promise<number> {
  if (!providerEnabled(app.env, 'stripe')) return 0;
  let taken = 0;
  for (const due of await stripeRefundsDue(app.db, REFUND_RETRY_BATCH))
    if (await refundFlaggedPayment(app, due)) taken += 1;
  return taken;
}

/** Whether a payment method is paid online (false for no such method). */
export const isOnlineMethod = async (app: FastifyInstance, paymentMethodId: number) =>
  (await paymentMethodOnline(app.db, paymentMethodId)) === true;

/** Refunds a payment flagged as a second payment of its order, when it still waits for one. */
export async function refundIfFlagged(app: FastifyInstance, paymentId: number): Promise<void> {
  const due = await refundDue(app.db, paymentId);
  if (due) await refundFlaggedPayment(app, due);
}

/** A Stripe payment by the payment intent stored when it was paid, with its order's number. */
export const stripePaymentOfIntent = (app: FastifyInstance, paymentIntent: string) =>
  stripePaymentByIntent(app.db, paymentIntent);
