import { randomBytes } from 'node:crypto';
import type { StripeWebhookBody } from '@shop/api-schemas';
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import type { Locale, Order, Payment } from '../../db/schema';
import { HttpProblem, notFound, validationFailed } from '../../http/problem';
import { localizePath } from '../../lib/locale';
import { CHECKOUT_ERRORS, type OrderStatus, type PaymentState } from '../orders/constants';
import { orderById } from '../orders/repository';
import { canRetryPayment, orderByIdAndCrypto } from '../orders/service';
import { applyPaymentEvent, type EventResult, type PaymentEvent } from './events';
import { allowsDelivery, providerEnabled, usablePaymentMethods, type PaymentMethodRecord } from './methods';
import { refundDue, settleRefundRequest, stripePaymentByIntent, stripeRefundsDue, type RefundDue } from './repository';
import {
  createCheckoutSession,
  expireCheckoutSession,
  refundPaymentIntent,
  STRIPE_SESSION_MIN_S,
  stripeSessionOutcome,
} from './stripe';

export type StripeEvent = z.output<typeof StripeWebhookBody>;

/** How long a started payment stays answerable before a new attempt replaces it. */
export const PAYMENT_TTL_MS = 30 * 60_000;
/** Refunds of flagged payments asked of Stripe again per sweep. */
const REFUND_RETRY_BATCH = 20;

const paymentPublicId = () => `pay_${randomBytes(16).toString('hex')}`;

const methodAnswer = (method: PaymentMethodRecord) => ({
  id: method.id,
  code: method.code,
  name: method.name,
  description: method.description,
  provider: method.provider,
  online: method.online,
  delivery_method_ids: method.deliveryMethodIds,
});

/**
 * `POST /api/v1/payments`: the usable methods. Every method serves every country we ship to; an
 * order (by id) must exist. A method limited to some deliveries (paying at the store on pickup)
 * says which.
 */
export async function listPaymentMethods(
  app: FastifyInstance,
  locale: Locale,
  body: { country_code?: string | null | undefined; order_id?: number | null | undefined },
) {
  if (body.order_id !== undefined && body.order_id !== null && !(await orderById(app.db, body.order_id)))
    throw notFound('No such order.');
  return { methods: (await usablePaymentMethods(app.db, app.env, locale)).map(methodAnswer) };
}

const notAllowed = (detail: string) => new HttpProblem('paymentNotAllowed', detail);

/** The payment method an order is to be paid with now: the one asked for, else the order's; online and fit for its delivery. */
async function methodFor(
  app: FastifyInstance,
  order: Order,
  methodId: number | null | undefined,
  locale: Locale,
): Promise<PaymentMethodRecord> {
  const id = methodId ?? order.payment_method_id;
  const method = (await usablePaymentMethods(app.db, app.env, locale)).find((candidate) => candidate.id === id);
  if (!method || !method.online || !allowsDelivery(method, order.delivery_method_id)) {
    throw validationFailed(
      { payment_method_id: [CHECKOUT_ERRORS.paymentUnavailable] },
      'This payment method cannot pay for this order.',
    );
  }
  return method;
}

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
 * `POST /api/v1/payments/pay/{orderId}`: starts (or retries) the payment of an order and answers
 * where to send the shopper. A pending, unexpired payment with the same method is answered again;
 * otherwise a new attempt starts (an older pending one is cancelled, and its Checkout Session
 * expired). A provider that fails to start leaves no pending attempt behind and answers 503.
 */
export async function startPayment(
  app: FastifyInstance,
  orderId: number,
  body: { crypto: string; payment_method_id?: number | null | undefined },
  locale: Locale,
) {
  const { db, env } = app;
  const order = await orderByIdAndCrypto(db, orderId, body.crypto);
  if (order.payment_state === 'paid' || order.payment_state === 'refunded')
    throw notAllowed('This order is already paid.');
  if (order.status !== 'new') throw notAllowed('This order can no longer be paid.');
  const method = await methodFor(app, order, body.payment_method_id, locale);
  const now = Date.now();

  const current = await db
    .selectFrom('payments')
    .selectAll()
    .where('order_id', '=', order.id)
    .where('state', '=', 'pending')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
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
    if (current)
      await trx
        .updateTable('payments')
        .set({ state: 'cancelled', updated_at: now })
        .where('id', '=', current.id)
        .where('state', '=', 'pending')
        .execute();
    const row = await trx
      .insertInto('payments')
      .values({
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
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .updateTable('orders')
      .set({ payment_method_id: method.id, payment_state: 'pending', updated_at: now })
      .where('id', '=', order.id)
      .where('payment_state', 'not in', ['paid', 'refunded'])
      .execute();
    return row.id;
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
      await db
        .updateTable('payments')
        .set({ state: 'failed', expires_at: now, updated_at: Date.now() })
        .where('id', '=', paymentId)
        .where('state', '=', 'pending')
        .execute();
      await expiring;
      throw error;
    }
  } else {
    redirectUrl = `/api/v1/payments/test-gateway/${publicId}?lang=${locale}`;
  }
  await db
    .updateTable('payments')
    .set({ redirect_url: redirectUrl, provider_ref: providerRef })
    .where('id', '=', paymentId)
    .execute();
  await expiring;
  return { payment_id: publicId, state: 'pending' as const, redirect_url: redirectUrl };
}

/** `POST /api/v1/payments/status/{orderId}`: the order's payment state, for the order page to poll. */
export async function paymentStatus(app: FastifyInstance, orderId: number, crypto: string) {
  const order = await orderByIdAndCrypto(app.db, orderId, crypto);
  const method = await app.db
    .selectFrom('payment_methods')
    .select('online')
    .where('id', '=', order.payment_method_id)
    .executeTakeFirst();
  return {
    state: order.payment_state as PaymentState,
    order_status: order.status as OrderStatus,
    paid_at: order.paid_at === null ? null : new Date(order.paid_at).toISOString(),
    can_retry: canRetryPayment(order, method?.online === 1),
  };
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

/**
 * Applies a verified provider event and logs what happened: a mismatched session as a warning, a
 * second payment of a paid order as a warning followed by its refund (after the event's commit).
 */
export async function receivePaymentEvent(app: FastifyInstance, event: PaymentEvent): Promise<EventResult> {
  const { result, payment, orderNumber, itemsGone } = await applyPaymentEvent(app.db, event);
  const about = {
    provider: event.provider,
    eventId: event.eventId,
    orderNumber,
    paymentId: payment?.public_id ?? ('publicId' in event.payment ? event.payment.publicId : undefined),
  };
  app.log.info({ ...about, outcome: event.outcome, result }, 'payment event');
  if (result === 'mismatch' && payment) {
    const expected = { sessionId: payment.provider_ref, amountMinor: payment.amount_minor, currency: payment.currency };
    app.log.warn(
      { ...about, expected, received: event.session },
      'a payment event names another session, amount or currency than its payment: nothing changed',
    );
  }
  if (itemsGone)
    app.log.error(about, 'a payment arrived for an order cancelled meanwhile whose items are gone: refund it');
  if (result === 'duplicate' && payment) {
    if (event.provider === 'test') {
      app.log.warn(
        about,
        'a second payment of a paid order: the test gateway moved no money, so it is marked refunded',
      );
    } else {
      app.log.warn(about, 'a second payment of a paid order: refunding it');
      const due = await refundDue(app.db, payment.id);
      if (due) await refundFlaggedPayment(app, due);
    }
  }
  return result;
}

/**
 * A verified Stripe event. Session events move the payment named by `client_reference_id`;
 * `charge.refunded` is matched by the payment intent stored when the session was paid, and only a
 * full refund moves anything. Other types change nothing.
 */
export async function receiveStripeEvent(
  app: FastifyInstance,
  event: StripeEvent,
  payload: string,
  now: number,
): Promise<void> {
  const object = event.data.object;
  const common = { provider: 'stripe' as const, eventId: event.id, type: event.type, payload, now };
  if (event.type === 'charge.refunded') {
    if (!object.payment_intent) return;
    if (object.refunded === true) {
      await receivePaymentEvent(app, {
        ...common,
        payment: { paymentIntent: object.payment_intent },
        outcome: 'refunded',
      });
      return;
    }
    const payment = await stripePaymentByIntent(app.db, object.payment_intent);
    if (payment)
      app.log.warn(
        {
          eventId: event.id,
          orderNumber: payment.orderNumber,
          paymentId: payment.publicId,
          amountRefundedMinor: object.amount_refunded,
        },
        'a partial refund at Stripe: the order stays paid',
      );
    return;
  }
  const outcome = stripeSessionOutcome(event.type, object.payment_status);
  const paymentId = object.client_reference_id ?? object.metadata?.payment_id;
  if (!outcome || !paymentId) return;
  const session = {
    id: object.id,
    amountMinor: object.amount_total ?? null,
    currency: object.currency ?? null,
    paymentIntent: object.payment_intent ?? null,
  };
  await receivePaymentEvent(app, { ...common, payment: { publicId: paymentId }, outcome, session });
}
