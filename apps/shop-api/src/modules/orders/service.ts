import { createHmac, randomBytes } from 'node:crypto';
import type { CheckoutOrderBody } from '@shop/api-schemas';
import type { FastifyBaseLogger } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { z } from 'zod';
import type { Env } from '../../config/env';
import { dialectOf, durableTransaction } from '../../db/database';
import type { Customer, Database, Locale, Order } from '../../db/schema';
import { HttpProblem, notFound, validationFailed, type FieldErrors } from '../../http/problem';
import type { IdempotencyRecorder } from '../../lib/idempotency';
import { localizePath } from '../../lib/locale';
import { mailboxOf } from '../../lib/mailbox';
import type { Mailer } from '../../plugins/external/mailer';
import { customerByEmail, insertCustomer, consumeConfirmation, normalizeEmail } from '../auth/repository';
import { priceCartItems } from '../cart/service';
import { checkoutDelivery, weightOf } from '../delivery/service';
import { deliveryTimeLabel } from '../delivery/rates';
import { variantWeights } from '../delivery/repository';
import { allowsDelivery, usablePaymentMethods } from '../payments/methods';
import { toMajor, variantSummaries } from '../products/service';
import { redeemPromoCode } from '../promo/service';
import { findPromoCodeById } from '../promo/repository';
import {
  CHECKOUT_ERRORS,
  ORDER_TOKEN_BYTES,
  orderNumber,
  UNPAID_ORDER_LIMIT,
  type OrderStatus,
  type PaymentState,
} from './constants';
import {
  insertOrder,
  insertOrderLines,
  orderByCrypto,
  orderById,
  orderLines,
  takeStock,
  variantSkus,
  variantStock,
} from './repository';
import { cancelUnpaidOrder } from './reservations';
import { readJsonColumn } from '../../lib/json-column';

export type CheckoutBody = z.output<typeof CheckoutOrderBody>;

/** What the cap on unpaid orders knows of the client: a keyed hash of its address, never the address. */
export function clientKey(env: Env, address: string): string {
  const key = createHmac('sha256', env.JWT_SECRET).update('shop order clients').digest();
  return createHmac('sha256', key).update(address).digest('base64url');
}

/**
 * Refuses an order that would hold stock unpaid past UNPAID_ORDER_LIMIT open unpaid orders of the
 * same mailbox, or of the same client address for a guest, with 429 and when one of them ends.
 * On PostgreSQL the two keys are locked for the transaction first, so parallel checkouts from one
 * client count each other; SQLite runs transactions one at a time anyway.
 */
async function checkUnpaidOrders(
  trx: Kysely<Database>,
  holder: { clientKey: string | null; mailbox: string },
  now: number,
): Promise<void> {
  const keys = [`mailbox:${holder.mailbox}`, ...(holder.clientKey ? [`client:${holder.clientKey}`] : [])].sort();
  if (dialectOf(trx) === 'postgres')
    for (const key of keys) await sql`select pg_advisory_xact_lock(hashtext(${key}))`.execute(trx);
  const open = (column: 'mailbox' | 'client_key', value: string) =>
    trx
      .selectFrom('orders')
      .select('reserved_until')
      .where(column, '=', value)
      .where('status', '=', 'new')
      .where('payment_state', 'not in', ['paid', 'refunded'])
      .where('reserved_until', '>', now)
      .orderBy('reserved_until')
      .execute();
  for (const rows of [
    await open('mailbox', holder.mailbox),
    ...(holder.clientKey ? [await open('client_key', holder.clientKey)] : []),
  ]) {
    if (rows.length < UNPAID_ORDER_LIMIT) continue;
    const retryAfter = Math.ceil(((rows[0]?.reserved_until ?? now) - now) / 1000);
    throw new HttpProblem(
      'tooManyRequests',
      `${rows.length} orders are waiting for payment: pay one of them (the links are in your e-mail) or wait until it is cancelled.`,
      {
        errors: { order: [CHECKOUT_ERRORS.tooManyUnpaid] },
        headers: { 'retry-after': String(Math.max(1, retryAfter)) },
      },
    );
  }
}

/** How long a code-confirmed e-mail may wait for the order that creates its account. */
export const CHECKOUT_CONFIRMATION_TTL_MS = 60 * 60_000;

const toMinor = (major: number) => Math.round(major * 100);
const isoTime = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

const checkoutConflict = (errors: FieldErrors, detail: string) =>
  new HttpProblem('checkoutConflict', detail, { errors });

/** What a checkout needs of the app. */
export interface CheckoutContext {
  db: Kysely<Database>;
  env: Env;
  mailer: Mailer;
  log: FastifyBaseLogger;
}

interface DeliveryOptionSnapshot {
  id: string;
  name: string;
  address: string | null;
}

/**
 * Unpaid orders past their reservation are cancelled when they are looked at, not only by the
 * sweeper, so a page never shows an order as payable after its stock went back.
 */
async function freshOrder(
  db: Kysely<Database>,
  order: Order | undefined,
  now = Date.now(),
): Promise<Order | undefined> {
  if (!order || order.status !== 'new' || order.reserved_until === null || order.reserved_until >= now) return order;
  await cancelUnpaidOrder(db, order.id, now, now);
  return orderById(db, order.id);
}

/** The order named by id and token, or 404 (the same answer for either mismatch). */
export async function orderByIdAndCrypto(db: Kysely<Database>, id: number, crypto: string): Promise<Order> {
  const order = await freshOrder(db, await orderById(db, id));
  if (!order || order.crypto !== crypto) throw notFound('No such order.');
  return order;
}

/** Whether the order's payment can be started again: it failed or was abandoned, and the order is still open. */
export const canRetryPayment = (order: Pick<Order, 'status' | 'payment_state'>, online: boolean) =>
  online && order.status === 'new' && (order.payment_state === 'failed' || order.payment_state === 'cancelled');

type VariantSummary = Awaited<ReturnType<typeof variantSummaries>>[number];

/**
 * The contract's `Order`: the order as placed (line snapshots), with its delivery, payment and
 * totals. `known` holds the line variants' summaries when the caller has just read
 * them in `locale` (the checkout), so they are not read again.
 */
export async function orderAnswer(
  db: Kysely<Database>,
  order: Order,
  locale: Locale,
  known?: ReadonlyMap<number, VariantSummary>,
) {
  const [lines, delivery, payment] = await Promise.all([
    orderLines(db, order.id),
    db
      .selectFrom('delivery_method_translations')
      .select('name')
      .where('delivery_method_id', '=', order.delivery_method_id)
      .where('locale', '=', locale)
      .executeTakeFirst(),
    db
      .selectFrom('payment_methods as m')
      .leftJoin('payment_method_translations as t', (join) =>
        join.onRef('t.payment_method_id', '=', 'm.id').on('t.locale', '=', locale),
      )
      .select(['m.provider', 'm.online', 't.name'])
      .where('m.id', '=', order.payment_method_id)
      .executeTakeFirst(),
  ]);
  const variantIds = lines.flatMap((line) => (line.variant_id === null ? [] : [line.variant_id]));
  const summaries =
    known ?? new Map((await variantSummaries(db, variantIds, locale)).map((summary) => [summary.id, summary]));
  const option = order.delivery_option === null ? null : readJsonColumn<DeliveryOptionSnapshot>(order.delivery_option);
  const minDays = order.delivery_min_days ?? 0;
  const maxDays = order.delivery_max_days ?? minDays;
  return {
    id: order.id,
    number: order.number,
    crypto: order.crypto,
    status: order.status as OrderStatus,
    payment_state: order.payment_state as PaymentState,
    created_at: new Date(order.created_at).toISOString(),
    paid_at: isoTime(order.paid_at),
    contact: { first_name: order.first_name, last_name: order.last_name, email: order.email, phone: order.phone },
    address: {
      country_code: order.country_code,
      city: order.city,
      street: order.street,
      house: order.house,
      entire_house: order.entire_house === 1,
      flat: order.flat,
      floor: order.floor,
      postcode: order.postcode,
    },
    delivery: {
      id: order.delivery_method_id,
      name: delivery?.name ?? '',
      price: toMajor(order.delivery_minor),
      currency: order.currency,
      time: { min_days: minDays, max_days: maxDays, label: deliveryTimeLabel(minDays, maxDays, locale) },
      option,
    },
    payment: {
      id: order.payment_method_id,
      name: payment?.name ?? '',
      provider: (payment?.provider ?? 'test') as 'test' | 'stripe',
      online: payment?.online === 1,
    },
    lines: lines.map((line) => {
      const summary = line.variant_id === null ? undefined : summaries.get(line.variant_id);
      return {
        product_variant_id: line.variant_id ?? 0,
        product_name: line.product_name,
        product_url: summary?.product_url ?? localizePath('/catalog', locale),
        image: summary?.image ?? null,
        color_name: line.color_name,
        size_name: line.size_name,
        quantity: line.quantity,
        price: toMajor(line.unit_price_minor),
        price_with_discount: toMajor(line.unit_discount_price_minor),
        line_total: toMajor(line.line_total_minor),
      };
    }),
    totals: {
      amount_product_price: toMajor(order.subtotal_minor),
      total_discount: toMajor(order.discount_minor),
      delivery_price: toMajor(order.delivery_minor),
      total_price: toMajor(order.total_minor),
      currency: order.currency,
    },
    promocode: order.promo_code,
    note: order.note,
    can_retry_payment: canRetryPayment(order, payment?.online === 1),
  };
}

export type OrderAnswer = Awaited<ReturnType<typeof orderAnswer>>;

/** `GET /api/v1/order/by-crypto`: the order page; an unknown token is 404. */
export async function orderPage(db: Kysely<Database>, crypto: string, locale: Locale) {
  const order = await freshOrder(db, await orderByCrypto(db, crypto));
  if (!order) throw notFound('No such order.');
  const title = locale === 'ru' ? `Заказ ${order.number}` : `Order ${order.number}`;
  return {
    page: {
      seo: {
        title,
        description:
          locale === 'ru'
            ? `Ваш заказ ${order.number} в магазине.`
            : `Your order ${order.number} in the swimwear shop.`,
        canonical: localizePath(`/order/${order.crypto}`, locale),
        h1: title,
      },
    },
    order: await orderAnswer(db, order, locale),
  };
}

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

  const methods = await usablePaymentMethods(db, env, locale);
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
    const { pricing, currency } = await priceCartItems(trx, body.items, body.promocode, {
      now,
      customer: promoCustomer,
    });

    const errors = lineConflicts(body, pricing);
    if (pricing.promo?.reason) errors['promocode'] = [pricing.promo.reason];
    if (Object.keys(errors).length > 0)
      throw checkoutConflict(errors, 'Some lines or the promo code cannot be ordered as they are.');

    const weights = await variantWeights(
      trx,
      body.items.map((item) => item.product_variant_id),
    );
    const delivery = await checkoutDelivery(trx, locale, {
      deliveryId: body.delivery.id,
      optionId: body.delivery.option_id,
      countryCode: body.address.country_code,
      cart: { pricing, currency, weightGrams: weightOf(body.items, weights) },
      now,
    });

    // Every unpaid order holds its stock until it is paid or its reservation runs out.
    const totalMinor = pricing.totalMinor + delivery.priceMinor;
    const keyOfClient = options.clientAddress ? clientKey(env, options.clientAddress) : null;
    const mailbox = mailboxOf(email);
    if (totalMinor > 0) await checkUnpaidOrders(trx, { clientKey: customer ? null : keyOfClient, mailbox }, now);

    // Stock, in variant order.
    const byVariant = body.items
      .map((item, index) => ({ item, index }))
      .sort((a, b) => a.item.product_variant_id - b.item.product_variant_id);
    for (const { item, index } of byVariant) {
      if (!(await takeStock(trx, item.product_variant_id, item.quantity))) {
        const left = await variantStock(trx, item.product_variant_id);
        throw checkoutConflict(
          { [`items.${index}`]: [left === 0 ? CHECKOUT_ERRORS.soldOut : CHECKOUT_ERRORS.notEnoughStock] },
          left === 0 ? 'Sold out.' : `Only ${left} left.`,
        );
      }
    }

    let customerId = customer?.id ?? null;
    let profileCreated = false;
    if (wantsProfile && body.identity) {
      if (!(await consumeConfirmation(trx, body.identity, email, now - CHECKOUT_CONFIRMATION_TTL_MS))) {
        throw validationFailed(
          { identity: [CHECKOUT_ERRORS.emailNotConfirmed] },
          'Confirm your e-mail with the code we sent to create an account.',
        );
      }
      if (!(await customerByEmail(trx, email))) {
        customerId = await insertCustomer(trx, {
          email,
          password_hash: null,
          first_name: body.contact.first_name,
          last_name: body.contact.last_name,
          phone: body.contact.phone,
          verified: true,
        });
        profileCreated = true;
      }
    }

    const online = paymentMethod.online && totalMinor > 0;
    const reservationMs = paymentMethod.online
      ? env.ORDER_RESERVATION_MINUTES * 60_000
      : env.PICKUP_RESERVATION_HOURS * 3_600_000;
    const crypto = randomBytes(ORDER_TOKEN_BYTES).toString('base64url');
    const applied = pricing.promo?.applied ? pricing.promo.terms : null;
    const orderId = await insertOrder(trx, {
      number: `pending-${crypto}`,
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
      confirmation_sent_at: null,
      client_key: keyOfClient,
      mailbox,
    });
    await trx
      .updateTable('orders')
      .set({ number: orderNumber(orderId) })
      .where('id', '=', orderId)
      .execute();

    const variantIds = body.items.map((item) => item.product_variant_id);
    const [summaries, skus] = await Promise.all([
      variantSummaries(trx, variantIds, locale),
      variantSkus(trx, variantIds),
    ]);
    const summaryOf = new Map(summaries.map((summary) => [summary.id, summary]));
    await insertOrderLines(
      trx,
      pricing.lines.map((line) => {
        const summary = summaryOf.get(line.variantId);
        return {
          order_id: orderId,
          variant_id: line.variantId,
          product_id: summary?.product_id ?? null,
          sku: skus.get(line.variantId) ?? '',
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

    if (applied) {
      const promo = await findPromoCodeById(trx, applied.id);
      if (!promo) throw checkoutConflict({ promocode: ['promocode.unknown'] }, 'This promo code is gone.');
      await redeemPromoCode(trx, { promo, orderId, customer: { customerId, email }, now });
    }

    // The answer is read and stored (for the Idempotency-Key) in the same transaction.
    const order = await orderById(trx, orderId);
    if (!order) throw new Error(`order ${orderId} vanished inside its transaction`);
    const answer: CheckoutAnswer = {
      order: await orderAnswer(trx, order, locale, summaryOf),
      payment_required: online,
      profile_created: profileCreated,
      next: { action: online ? 'pay' : 'view', url: localizePath(`/order/${order.crypto}`, locale) },
    };
    await options.recorder?.storeWith(trx, { status: 201, body: answer });
    return { order, answer };
  });

  await sendConfirmation(ctx, placed.order, placed.answer.order);
  return placed.answer;
}

/**
 * Mails the order confirmation in the order's language, once (the guarded update claims it); a
 * failed delivery is logged and does not undo the order.
 */
export async function sendConfirmation(ctx: CheckoutContext, order: Order, answered?: OrderAnswer): Promise<void> {
  const { db, env, mailer, log } = ctx;
  const claimed = await db
    .updateTable('orders')
    .set({ confirmation_sent_at: Date.now() })
    .where('id', '=', order.id)
    .where('confirmation_sent_at', 'is', null)
    .executeTakeFirst();
  if (Number(claimed.numUpdatedRows) !== 1) return;
  try {
    // The checkout's own answer is in the order's language already.
    const answer = answered ?? (await orderAnswer(db, order, order.locale));
    const money = new Intl.NumberFormat(order.locale, { style: 'currency', currency: order.currency });
    await mailer.send(
      order.email,
      {
        template: 'order-confirmation',
        number: order.number,
        firstName: order.first_name,
        link: new URL(localizePath(`/order/${order.crypto}`, order.locale), env.PUBLIC_URL).toString(),
        lines: answer.lines.map((line) => ({
          name: `${line.product_name}, ${line.color_name}, ${line.size_name}`,
          quantity: line.quantity,
          total: money.format(line.line_total),
        })),
        delivery: `${answer.delivery.name}: ${money.format(answer.delivery.price)}`,
        total: money.format(answer.totals.total_price),
        hold:
          order.reserved_until === null
            ? null
            : { hours: (order.reserved_until - order.created_at) / 3_600_000, atPickup: !answer.payment.online },
      },
      order.locale,
    );
  } catch (error) {
    log.error({ err: error, orderId: order.id }, 'the order confirmation e-mail could not be sent');
  }
}

/**
 * `GET /api/cj/order/{orderId}`: the affiliate conversion. `category` is the top-level category of
 * the order's most expensive line (by line total).
 */
export async function cjOrder(db: Kysely<Database>, orderId: number, crypto: string, locale: Locale) {
  const order = await orderByIdAndCrypto(db, orderId, crypto);
  const lines = await orderLines(db, order.id);
  const top = [...lines].sort((a, b) => b.line_total_minor - a.line_total_minor)[0];
  let category = '';
  if (top?.product_id !== null && top?.product_id !== undefined) {
    const row = await db
      .selectFrom('products as p')
      .innerJoin('categories as c', 'c.id', 'p.category_id')
      .leftJoin('categories as parent', 'parent.id', 'c.parent_id')
      .select(['c.id as category_id', 'parent.id as parent_id'])
      .where('p.id', '=', top.product_id)
      .executeTakeFirst();
    const topId = row?.parent_id ?? row?.category_id;
    if (topId !== undefined) {
      const name = await db
        .selectFrom('category_translations')
        .select('name')
        .where('category_id', '=', topId)
        .where('locale', '=', locale)
        .executeTakeFirst();
      category = name?.name ?? '';
    }
  }
  return {
    totalPrice: toMajor(order.total_minor - order.delivery_minor),
    discount: toMajor(order.discount_minor),
    coupon: order.promo_code,
    category,
    customerCountry: order.country_code,
    currency: order.currency,
    products: lines.map((line) => ({
      id: line.variant_id ?? 0,
      name: line.product_name,
      price: toMajor(line.unit_discount_price_minor),
      quantity: line.quantity,
    })),
  };
}
