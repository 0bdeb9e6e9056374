import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { Env } from '../../config/env';
import { dialectOf } from '../../db/database';
import type { Database, Locale, NewOrder, Order, OrderLine, PaymentState } from '../../db/schema';
import { HttpProblem, notFound, validationFailed, type FieldErrors } from '../../http/problem';
import { formatMoney, localizePath } from '../../lib/locale';
import { mailboxOf } from '../../lib/mailbox';
import type { Mailer } from '../../plugins/external/mailer';
import { customerConfirmedEmails } from '../auth/service';
import { deliveryTimeLabel } from '../delivery/rates';
import { toMajor, variantSummaries } from '../products/service';

import { CHECKOUT_ERRORS, ORDER_TOKEN_BYTES, orderNumber, UNPAID_ORDER_LIMIT, type OrderStatus } from './constants';
import {
  allCustomerOrders,
  anonymiseOrder,
  countCustomerOrders,
  customerOrderPage,
  deliveryMethodName,
  detachPromoUses,
  insertOrder,
  lockUnpaidOrderHolders,
  numberOrderAndWriteLines,
  openUnpaidOrders,
  orderByCrypto,
  orderById,
  orderLines,
  orderPaymentMethod,
  ordersOfPerson,
  takeStocks,
  topCategoryName,
  variantStock,
  type OrderLineInput,
} from './repository';
import { cancelUnpaidOrder } from './reservations';
import { noteStockShown } from './stock-shown';
import { readJsonColumn } from '../../lib/json-column';

/**
 * Refuses an order that would hold stock unpaid past UNPAID_ORDER_LIMIT open unpaid orders of the
 * same mailbox, or of the same client address for a guest, with 429 and when one of them ends.
 * On PostgreSQL the two keys are locked for the transaction first, so parallel checkouts from one
 * client count each other; SQLite runs transactions one at a time anyway.
 */
export async function checkUnpaidOrders(
  trx: Kysely<Database>,
  holder: { clientKey: string | null; mailbox: string },
  now: number,
): Promise<void> {
  const keys = [`mailbox:${holder.mailbox}`, ...(holder.clientKey ? [`client:${holder.clientKey}`] : [])].sort();
  if (dialectOf(trx) === 'postgres') await lockUnpaidOrderHolders(trx, keys);
  // Read after the locks (a statement of its own, so it sees what the holder's last checkout committed).
  const open = await openUnpaidOrders(trx, holder, now);
  for (const rows of [
    open.filter((row) => row.mailbox === holder.mailbox),
    ...(holder.clientKey ? [open.filter((row) => row.client_key === holder.clientKey)] : []),
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

const isoTime = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** A 409 naming the checkout's fields that cannot be ordered as they are. */
export const checkoutConflict = (errors: FieldErrors, detail: string) =>
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

/** An order by id as stored, for a flow that has just written it or only asks whether it exists. */
export const findOrder = (db: Kysely<Database>, id: number): Promise<Order | undefined> => orderById(db, id);

/**
 * Takes the stock of an order's lines with guarded statements, in variant order (so racing
 * checkouts lock rows in one order and never deadlock); a line short of stock is a 409 keyed
 * `items.N` by its place in the form. Products whose page the stock change shows on are added to
 * `shown`, for the checkout's change-log entry (`recordProductChanges`, last in its transaction).
 */
export async function takeOrderStock(
  trx: Kysely<Database>,
  items: ReadonlyArray<{ product_variant_id: number; quantity: number }>,
  shown?: Set<number>,
): Promise<void> {
  const taken = await takeStocks(
    trx,
    items.map((item) => ({ variantId: item.product_variant_id, quantity: item.quantity })),
  );
  if (taken.size === items.length) {
    for (const item of items) noteStockShown(shown, taken.get(item.product_variant_id), -item.quantity);
    return;
  }
  // The first line short of stock in variant order is named; the caller's transaction gives back what was taken.
  const short = items
    .map((item, index) => ({ item, index }))
    .sort((a, b) => a.item.product_variant_id - b.item.product_variant_id)
    .find(({ item }) => !taken.has(item.product_variant_id));
  if (!short) return;
  const left = await variantStock(trx, short.item.product_variant_id);
  throw checkoutConflict(
    { [`items.${short.index}`]: [left === 0 ? CHECKOUT_ERRORS.soldOut : CHECKOUT_ERRORS.notEnoughStock] },
    left === 0 ? 'Sold out.' : `Only ${left} left.`,
  );
}

/** An order line as the checkout snapshots it; the SKU is read here. */
export type OrderLineSnapshot = Omit<OrderLine, 'id' | 'order_id' | 'sku'>;

/**
 * Writes an order and its line snapshots inside the checkout's transaction; the order's number
 * follows from its id, so it is written with a unique placeholder first. The order and its lines
 * as stored (read back by the statements that wrote them: on PostgreSQL two statements in all).
 */
export async function recordOrder(
  trx: Kysely<Database>,
  order: Omit<NewOrder, 'number'>,
  lines: readonly OrderLineSnapshot[],
): Promise<{ order: Order; lines: OrderLine[] }> {
  const inserted = await insertOrder(trx, { ...order, number: `pending-${order.crypto}` });
  const number = orderNumber(inserted.id);
  const written = await numberOrderAndWriteLines(
    trx,
    inserted.id,
    number,
    lines.map((line): OrderLineInput => ({ ...line, order_id: inserted.id })),
  );
  return { order: { ...inserted, number }, lines: written };
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

/** What the checkout has just written or read in `locale`, so orderAnswer need not read it again. */
export interface KnownOrderParts {
  /** The line variants' summaries. */
  summaries: ReadonlyMap<number, VariantSummary>;
  /** The order's lines as stored, by id. */
  lines: readonly OrderLine[];
  /** The delivery method's name. */
  deliveryName: string;
  payment: { provider: string; online: boolean; name: string };
}

/**
 * The contract's `Order`: the order as placed (line snapshots), with its delivery, payment and
 * totals. `known` holds what the caller (the checkout) has just written and read in `locale`, so
 * it is not read again.
 */
export async function orderAnswer(db: Kysely<Database>, order: Order, locale: Locale, known?: KnownOrderParts) {
  const [lines, delivery, payment] = known
    ? [
        known.lines,
        { name: known.deliveryName },
        { provider: known.payment.provider, online: known.payment.online ? 1 : 0, name: known.payment.name },
      ]
    : await Promise.all([
        orderLines(db, order.id),
        deliveryMethodName(db, order.delivery_method_id, locale),
        orderPaymentMethod(db, order.payment_method_id, locale),
      ]);
  const variantIds = lines.flatMap((line) => (line.variant_id === null ? [] : [line.variant_id]));
  const summaries =
    known?.summaries ??
    new Map((await variantSummaries(db, variantIds, locale)).map((summary) => [summary.id, summary]));
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

const ORDERS_SEO = {
  en: { title: 'My orders', description: 'Your orders at the swimwear shop.', h1: 'My orders' },
  ru: { title: 'Мои заказы', description: 'Ваши заказы в магазине.', h1: 'Мои заказы' },
} as const;

/** The profile's order filters (openapi.yaml's ProfileOrdersFilter); `getProfileOrders` has only the page. */
export interface ProfileOrdersQuery {
  status?: readonly OrderStatus[];
  date_from?: string | null;
  date_to?: string | null;
  page: number;
  per_page: number;
}

const DAY_MS = 86_400_000;
/** The start of a `YYYY-MM-DD` day: the shop's days are UTC days, as its delivery slots are. */
const dayStart = (date: string) => Date.parse(`${date}T00:00:00.000Z`);

/** The mailboxes of the e-mails a customer confirmed: guest orders placed with them are the customer's. */
const confirmedMailboxes = async (db: Kysely<Database>, customerId: number) => [
  ...new Set((await customerConfirmedEmails(db, customerId)).map((row) => mailboxOf(row.email))),
];

/**
 * `GET|POST /api/v1/profile/orders`: the customer's orders, newest first, one page at a time.
 * Guest orders placed with a mailbox the customer has since confirmed are theirs too: whoever
 * controls the mailbox received those orders' links already.
 */
export async function profileOrders(
  db: Kysely<Database>,
  customerId: number,
  query: ProfileOrdersQuery,
  locale: Locale,
) {
  const from = query.date_from ? dayStart(query.date_from) : null;
  const until = query.date_to ? dayStart(query.date_to) + DAY_MS : null;
  if (from !== null && until !== null && from >= until)
    throw validationFailed({ date_from: ['validation.max'] }, 'date_from must not be after date_to.');
  const mailboxes = await confirmedMailboxes(db, customerId);
  const filter = { customerId, mailboxes, statuses: query.status ?? [], from, until };
  const [total, rows] = await Promise.all([
    countCustomerOrders(db, filter),
    customerOrderPage(db, filter, (query.page - 1) * query.per_page, query.per_page),
  ]);
  const orders = await Promise.all(rows.map((row) => freshOrder(db, row)));
  return {
    page: { seo: { ...ORDERS_SEO[locale], canonical: localizePath('/profile/orders', locale) } },
    items: await Promise.all(orders.flatMap((order) => (order ? [orderAnswer(db, order, locale)] : []))),
    pagination: {
      page: query.page,
      per_page: query.per_page,
      total,
      last_page: Math.max(1, Math.ceil(total / query.per_page)),
    },
  };
}

/**
 * Mails the order confirmation in the order's language, once: only the checkout that inserted the
 * order calls it (the order row records the send). A failed delivery is logged and does not undo
 * the order.
 */
export async function sendConfirmation(ctx: CheckoutContext, order: Order, answered?: OrderAnswer): Promise<void> {
  const { db, env, mailer, log } = ctx;
  try {
    // The checkout's own answer is in the order's language already.
    const answer = answered ?? (await orderAnswer(db, order, order.locale));
    const money = (amount: number) => formatMoney(amount, order.currency, order.locale);
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
          total: money(line.line_total),
        })),
        delivery: `${answer.delivery.name}: ${money(answer.delivery.price)}`,
        total: money(answer.totals.total_price),
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
  const category =
    top?.product_id !== null && top?.product_id !== undefined ? await topCategoryName(db, top.product_id, locale) : '';
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

/** Every order of the customer as the contract's `Order`, newest first, with the guest orders the profile lists: the data export. */
export async function allProfileOrders(db: Kysely<Database>, customerId: number, locale: Locale) {
  const rows = await allCustomerOrders(db, customerId, await confirmedMailboxes(db, customerId));
  const orders = await Promise.all(rows.map((row) => freshOrder(db, row)));
  return Promise.all(orders.flatMap((order) => (order ? [orderAnswer(db, order, locale)] : [])));
}

/**
 * What an account's deletion does to orders, in its transaction (call it before the confirmed
 * e-mails are deleted): its orders and the guest orders of its confirmed mailboxes are kept for
 * the books, anonymised and detached; its promo-code uses no longer name it. Answers the orders'
 * ids, former tokens and personal values, for what else must forget them.
 */
export async function anonymiseCustomerOrders(trx: Kysely<Database>, customerId: number) {
  const mailboxes = await confirmedMailboxes(trx, customerId);
  const orders = await ordersOfPerson(trx, customerId, mailboxes);
  const now = Date.now();
  for (const order of orders)
    await anonymiseOrder(trx, order.id, randomBytes(ORDER_TOKEN_BYTES).toString('base64url'), now);
  await detachPromoUses(
    trx,
    customerId,
    orders.map((order) => order.id),
    mailboxes,
  );
  return orders;
}
