import { createHmac, randomBytes } from 'node:crypto';
import type { CheckoutOrderBody, StripeWebhookBody } from '@shop/api-schemas';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import type { Env } from '../../config/env';
import { durableTransaction } from '../../db/database';
import type { Customer, Database, Locale, Order, PaymentState } from '../../db/schema';
import { HttpProblem, notFound, validationFailed, type FieldErrors } from '../../http/problem';
import type { IdempotencyRecorder } from '../../lib/idempotency';
import { localizePath } from '../../lib/locale';
import { mailboxOf } from '../../lib/mailbox';
import { countOrder, countPayment } from '../../lib/metrics';
import { redactJsonText } from '../../lib/redact';
import { accountForConfirmedEmail, normalizeEmail } from '../auth/service';
import { dropOrderedFromCart, priceCartItems } from '../cart/service';
import { recordProductChanges } from '../changes/service';
import { loadShopCurrency } from '../config/service';
import { cartWeight, checkoutDelivery, deliveryMethods } from '../delivery/service';
import { CHECKOUT_ERRORS, ORDER_TOKEN_BYTES, type OrderStatus } from '../orders/constants';
import {
  canRetryPayment,
  checkoutConflict,
  checkUnpaidOrders,
  findOrder,
  orderAnswer,
  orderByIdAndCrypto,
  recordOrder,
  sendConfirmation,
  takeOrderStock,
  type CheckoutContext,
  type OrderAnswer,
} from '../orders/service';
import { allowsDelivery, usablePaymentMethods, type PaymentMethodRecord } from '../payments/methods';
import { isOnlineMethod, refundIfFlagged, startPaymentAttempt, stripePaymentOfIntent } from '../payments/service';
import { stripeSessionOutcome } from '../payments/stripe';
import { variantSummaries } from '../products/service';
import { promoCodeById, redeemPromoCode } from '../promo/service';
import { applyPaymentEvent, type EventResult, type PaymentEvent } from './payment-events';
import { orderPaymentEvents, setPaymentEventPayload } from './repository';

export type StripeEvent = z.output<typeof StripeWebhookBody>;

export type CheckoutBody = z.output<typeof CheckoutOrderBody>;

/** What the cap on unpaid orders knows of the client: a keyed hash of its address, never the address. */
export function clientKey(env: Env, address: string): string {
  const key = createHmac('sha256', env.JWT_SECRET).update('shop order clients').digest();
  return createHmac('sha256', key).update(address).digest('base64url');
}

/** How long a code-confirmed e-mail may wait for the order that creates its account. */
export const CHECKOUT_CONFIRMATION_TTL_MS = 60 * 60_000;

const toMinor = (major: number) => Math.round(major * 100);

/** Which of the cart's lines cannot be ordered as sent, keyed `items.N` as the form shows them. */
function lineConflicts(
  body: CheckoutBody,
  pricing: Awaited<ReturnType<typeof priceCartItems>>['pricing'],
): FieldErrors {
  const errors: FieldErrors = {};
  body.items.forEach((item, index) => {
    const line = pricing.lines[index];
    if (!line) return;
    if (!line.sold) {
      errors[`items.${index}`] = [CHECKOUT_ERRORS.unavailable];
    } else if (line.stock === 0) {
      errors[`items.${index}`] = [CHECKOUT_ERRORS.soldOut];
    } else if (!line.available) {
      errors[`items.${index}`] = [CHECKOUT_ERRORS.notEnoughStock];
    } else if (
      item.expected_price !== undefined &&
      item.expected_price !== null &&
      toMinor(item.expected_price) !== line.unitMinor
    ) {
      errors[`items.${index}`] = [CHECKOUT_ERRORS.priceChanged];
    }
  });
  return errors;
}

/** What the checkout answers (the contract's CheckoutResult). */
export interface CheckoutAnswer {
  order: OrderAnswer;
  payment_required: boolean;
  profile_created: boolean;
  next: { action: 'pay' | 'view'; url: string };
}

/**
 * `POST /api/v1/order/checkout`: the order form into an order, in one transaction. Everything
 * about money is recomputed here from the database: the lines' prices with the promo code, the
 * delivery price, the totals. Stock is taken line by line (in variant order, so concurrent
 * checkouts lock rows in the same order) with guarded statements, the promo code redeemed the
 * same way; any refusal rolls everything back. After the commit the confirmation mail goes out.
 */
export async function placeOrder(
  ctx: CheckoutContext,
  body: CheckoutBody,
  options: {
    locale: Locale;
    customer: Customer | null;
    clientAddress?: string;
    now?: number;
    recorder?: IdempotencyRecorder;
  },
): Promise<CheckoutAnswer> {
  const { db, env } = ctx;
  const { locale, customer } = options;
  const now = options.now ?? Date.now();
  const email = normalizeEmail(body.contact.email);
  const entireHouse = body.address.entire_house;

  const wantsProfile = body.createProfile === true && customer === null;
  if (wantsProfile && !body.identity)
    throw validationFailed(
      { identity: [CHECKOUT_ERRORS.identityRequired] },
      'Confirm your e-mail to create an account.',
    );

  // What needs no transaction is read before it, at once: the transaction then holds its locks for
  // fewer round trips. Prices, stock, the code and the holder's orders are read inside it.
  const variantIds = body.items.map((item) => item.product_variant_id);
  const [methods, deliveries, weightGrams, summaries, shopCurrency] = await Promise.all([
    usablePaymentMethods(db, env, locale),
    deliveryMethods(db, locale),
    cartWeight(db, body.items),
    variantSummaries(db, variantIds, locale),
    loadShopCurrency(db),
  ]);
  const summaryOf = new Map(summaries.map((summary) => [summary.id, summary]));
  const paymentMethod = methods.find(
    (method) => method.id === body.payment.id && allowsDelivery(method, body.delivery.id),
  );
  if (!paymentMethod)
    throw validationFailed(
      { 'payment.id': [CHECKOUT_ERRORS.paymentUnavailable] },
      'This payment method cannot be used for this order.',
    );

  const placed = await durableTransaction(db, async (trx) => {
    const promoCustomer = { customerId: customer?.id ?? null, email };
    const { pricing, currency, promoRow } = await priceCartItems(trx, body.items, body.promocode, {
      now,
      customer: promoCustomer,
      currency: shopCurrency.code,
    });

    const errors = lineConflicts(body, pricing);
    if (pricing.promo?.reason) errors['promocode'] = [pricing.promo.reason];
    if (Object.keys(errors).length > 0)
      throw checkoutConflict(errors, 'Some lines or the promo code cannot be ordered as they are.');

    const delivery = await checkoutDelivery(trx, locale, {
      deliveryId: body.delivery.id,
      optionId: body.delivery.option_id,
      countryCode: body.address.country_code,
      cart: { pricing, currency, weightGrams },
      now,
      methods: deliveries,
    });

    // Every unpaid order holds its stock until it is paid or its reservation runs out.
    const totalMinor = pricing.totalMinor + delivery.priceMinor;
    const keyOfClient = options.clientAddress ? clientKey(env, options.clientAddress) : null;
    const mailbox = mailboxOf(email);
    if (totalMinor > 0) await checkUnpaidOrders(trx, { clientKey: customer ? null : keyOfClient, mailbox }, now);

    const stockShown = new Set<number>();
    await takeOrderStock(trx, body.items, stockShown);

    let customerId = customer?.id ?? null;
    let profileCreated = false;
    if (wantsProfile && body.identity) {
      const account = await accountForConfirmedEmail(trx, {
        identity: body.identity,
        email,
        confirmedSince: now - CHECKOUT_CONFIRMATION_TTL_MS,
        contact: body.contact,
      });
      if (!account.confirmed) {
        throw validationFailed(
          { identity: [CHECKOUT_ERRORS.emailNotConfirmed] },
          'Confirm your e-mail with the code we sent to create an account.',
        );
      }
      if (account.createdId !== null) {
        customerId = account.createdId;
        profileCreated = true;
      }
    }

    const online = paymentMethod.online && totalMinor > 0;
    const reservationMs = paymentMethod.online
      ? env.ORDER_RESERVATION_MINUTES * 60_000
      : env.PICKUP_RESERVATION_HOURS * 3_600_000;
    const crypto = randomBytes(ORDER_TOKEN_BYTES).toString('base64url');
    const applied = pricing.promo?.applied ? pricing.promo.terms : null;
    const { order, lines } = await recordOrder(
      trx,
      {
        crypto,
        customer_id: customerId,
        status: totalMinor === 0 ? 'processing' : 'new',
        payment_state: totalMinor === 0 ? 'paid' : 'pending',
        email,
        first_name: body.contact.first_name,
        last_name: body.contact.last_name,
        phone: body.contact.phone,
        country_code: body.address.country_code,
        city: body.address.city,
        street: body.address.street,
        house: body.address.house,
        entire_house: entireHouse ? 1 : 0,
        flat: entireHouse ? null : (body.address.flat ?? null),
        floor: entireHouse ? null : (body.address.floor ?? null),
        postcode: body.address.postcode,
        delivery_method_id: delivery.method.id,
        payment_method_id: paymentMethod.id,
        subtotal_minor: pricing.listMinor,
        discount_minor: pricing.listMinor - pricing.totalMinor,
        delivery_minor: delivery.priceMinor,
        total_minor: totalMinor,
        currency,
        promo_code_id: applied?.id ?? null,
        promo_code: applied?.code ?? null,
        note: body.note?.trim() ? body.note.trim() : null,
        locale,
        idempotency_key: null,
        request_hash: null,
        reserved_until: totalMinor > 0 ? now + reservationMs : null,
        paid_at: totalMinor === 0 ? now : null,
        created_at: now,
        updated_at: now,
        delivery_option: delivery.option
          ? JSON.stringify({ id: delivery.option.id, name: delivery.option.name, address: delivery.option.address })
          : null,
        delivery_min_days: delivery.time.min_days,
        delivery_max_days: delivery.time.max_days,
        tracking:
          body.tracking && Object.values(body.tracking).some((value) => value) ? JSON.stringify(body.tracking) : null,
        // Written with the order: the one send after the commit needs no second statement to claim it
        // (an Idempotency-Key replay answers from the recorder and never sends again).
        confirmation_sent_at: now,
        client_key: keyOfClient,
        mailbox,
      },
      pricing.lines.map((line) => {
        const summary = summaryOf.get(line.variantId);
        return {
          variant_id: line.variantId,
          product_id: summary?.product_id ?? null,
          product_name: summary?.product_name ?? '',
          color_name: summary?.color_name ?? '',
          size_name: summary?.size_name ?? '',
          quantity: line.quantity,
          unit_price_minor: line.listMinor,
          unit_discount_price_minor: line.unitMinor,
          line_total_minor: line.lineMinor,
        };
      }),
    );

    // A signed-in customer orders from their server cart: what they bought leaves it on every device.
    if (customer) await dropOrderedFromCart(trx, customer.id, variantIds);
    // Last of the writes: a sell-out (or a count the card shows) goes into the change log.
    await recordProductChanges(trx, stockShown);

    // The answer is made of the rows as the statements above wrote them, and stored (for the
    // Idempotency-Key) in the same transaction.
    const answer: CheckoutAnswer = {
      order: await orderAnswer(trx, order, locale, {
        summaries: summaryOf,
        lines,
        deliveryName: delivery.method.name,
        payment: paymentMethod,
      }),
      payment_required: online,
      profile_created: profileCreated,
      next: { action: online ? 'pay' : 'view', url: localizePath(`/order/${order.crypto}`, locale) },
    };

    // The code's use is taken last: its row stays locked until the commit, and every checkout with
    // the same code waits for it, so the fewer statements after it the better.
    if (applied) {
      // The row pricing read in this transaction; the guarded statements decide, not this copy.
      const promo = promoRow?.id === applied.id ? promoRow : await promoCodeById(trx, applied.id);
      if (!promo) throw checkoutConflict({ promocode: ['promocode.unknown'] }, 'This promo code is gone.');
      await redeemPromoCode(trx, { promo, orderId: order.id, customer: { customerId, email }, now });
    }
    await options.recorder?.storeWith(trx, { status: 201, body: answer });
    return { order, answer };
  });

  countOrder(paymentMethod.code);
  await sendConfirmation(ctx, placed.order, placed.answer.order);
  return placed.answer;
}

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
  if (body.order_id !== undefined && body.order_id !== null && !(await findOrder(app.db, body.order_id)))
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
 * `POST /api/v1/payments/pay/{orderId}`: starts (or retries) the payment of an open, unpaid order
 * and answers where to send the shopper (`startPaymentAttempt`).
 */
export async function startPayment(
  app: FastifyInstance,
  orderId: number,
  body: { crypto: string; payment_method_id?: number | null | undefined },
  locale: Locale,
) {
  const order = await orderByIdAndCrypto(app.db, orderId, body.crypto);
  if (order.payment_state === 'paid' || order.payment_state === 'refunded')
    throw notAllowed('This order is already paid.');
  if (order.status !== 'new') throw notAllowed('This order can no longer be paid.');
  const method = await methodFor(app, order, body.payment_method_id, locale);
  return startPaymentAttempt(app, order, method, locale);
}

/** `POST /api/v1/payments/status/{orderId}`: the order's payment state, for the order page to poll. */
export async function paymentStatus(app: FastifyInstance, orderId: number, crypto: string) {
  const order = await orderByIdAndCrypto(app.db, orderId, crypto);
  const online = await isOnlineMethod(app, order.payment_method_id);
  return {
    state: order.payment_state as PaymentState,
    order_status: order.status as OrderStatus,
    paid_at: order.paid_at === null ? null : new Date(order.paid_at).toISOString(),
    can_retry: canRetryPayment(order, online),
  };
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
  if (result === 'applied') countPayment(event.provider, event.outcome);
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
      await refundIfFlagged(app, payment.id);
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
    const payment = await stripePaymentOfIntent(app, object.payment_intent);
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

/**
 * Forgets a person in the provider events of the given orders (an account's deletion, in its
 * transaction): every payload string mentioning one of `needles` is emptied, the event kept.
 */
export async function redactPaymentEvents(
  trx: Kysely<Database>,
  orderIds: readonly number[],
  needles: readonly string[],
) {
  for (const event of await orderPaymentEvents(trx, orderIds)) {
    const redacted = redactJsonText(event.payload, needles);
    if (redacted !== event.payload) await setPaymentEventPayload(trx, event.id, redacted);
  }
}
