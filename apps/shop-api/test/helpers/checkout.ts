import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { signCallback, gatewaySecret, CALLBACK_PATH } from '../../src/modules/payments/test-gateway';
import type { NewPromoCode } from '../../src/db/schema';
import type { TestShop } from './build-app';
import { call, randomIp, uniqueEmail, type CallOptions } from './auth';
import { sellableVariantIds } from './variants';

export interface CheckoutLine {
  product_variant_id: number;
  quantity: number;
  expected_price?: number | null;
}

/** The demo's delivery and payment methods by code. */
export async function methodIds(shop: TestShop) {
  const [deliveries, payments] = await Promise.all([
    shop.db.selectFrom('delivery_methods').select(['id', 'code']).execute(),
    shop.db.selectFrom('payment_methods').select(['id', 'code']).execute(),
  ]);
  const delivery = Object.fromEntries(deliveries.map((row) => [row.code, row.id])) as Record<string, number>;
  const payment = Object.fromEntries(payments.map((row) => [row.code, row.id])) as Record<string, number>;
  return { delivery, payment };
}

/** A complete checkout form: a guest in Helsinki, Posti home delivery, the test gateway. */
export async function checkoutForm(shop: TestShop, items: CheckoutLine[], overrides: Record<string, unknown> = {}) {
  const { delivery, payment } = await methodIds(shop);
  return {
    contact: { first_name: 'Aino', last_name: 'Virtanen', email: uniqueEmail('buyer'), phone: '+358401234567' },
    address: {
      country_code: 'FI',
      city: 'Helsinki',
      street: 'Mannerheimintie',
      house: '12 B',
      entire_house: false,
      flat: '34',
      floor: '3',
      postcode: '00100',
    },
    delivery: { id: delivery['posti-home'], option_id: null },
    payment: { id: payment['test-card'] },
    note: null,
    createProfile: false,
    identity: null,
    promocode: null,
    emailIsConfirmed: true,
    items,
    ...overrides,
  };
}

export function checkout(
  shop: TestShop,
  form: unknown,
  options: CallOptions & { key?: string; lang?: string } = {},
): Promise<LightMyRequestResponse> {
  const headers = { ...options.headers, ...(options.key ? { 'idempotency-key': options.key } : {}) };
  return call(shop, 'POST', `/api/v1/order/checkout?lang=${options.lang ?? 'en'}`, form, {
    ...options,
    headers,
    ip: options.ip ?? randomIp(),
  });
}

export interface PlacedOrder {
  order: {
    id: number;
    number: string;
    crypto: string;
    status: string;
    payment_state: string;
    totals: { total_price: number; delivery_price: number; total_discount: number; amount_product_price: number };
    lines: Array<{ product_variant_id: number; quantity: number; price_with_discount: number; line_total: number }>;
    can_retry_payment: boolean;
  };
  payment_required: boolean;
  profile_created: boolean;
  next: { action: string; url: string };
}

export async function placeOrder(
  shop: TestShop,
  form: unknown,
  options: Parameters<typeof checkout>[2] = {},
): Promise<PlacedOrder> {
  const response = await checkout(shop, form, options);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<PlacedOrder>();
}

/** Sets a variant's stock and price and returns what one unit costs after the product's discount. */
export async function stockVariant(shop: TestShop, id: number, stock: number, priceMinor = 2000): Promise<void> {
  await shop.db
    .updateTable('product_variants')
    .set({ stock, price_minor: priceMinor, discount_price_minor: null, active: 1 })
    .where('id', '=', id)
    .execute();
}

/** A variant of its own product (the first of each product), with 50 in stock at 25.00, and that product. */
export async function productToBuy(shop: TestShop, index: number) {
  const variantId = (await sellableVariantIds(shop, index + 1))[index] as number;
  await stockVariant(shop, variantId, 50, 2500);
  const variant = await shop.db
    .selectFrom('product_variants')
    .select('product_id')
    .where('id', '=', variantId)
    .executeTakeFirstOrThrow();
  return { variantId, productId: variant.product_id };
}

let codes = 0;
export async function addPromoCode(shop: TestShop, values: Partial<NewPromoCode> = {}) {
  const code = values.code ?? `CHK${Date.now().toString(36).toUpperCase()}${++codes}`;
  return shop.db
    .insertInto('promo_codes')
    .values({
      type: 'percentage',
      value: 10,
      min_cart_minor: 0,
      starts_at: null,
      ends_at: null,
      usage_limit: null,
      used_count: 0,
      per_customer_limit: null,
      redirect: null,
      active: 1,
      created_at: Date.now(),
      ...values,
      code,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Sends a test gateway callback signed with the shop's gateway secret (or a given signature and time). */
export function gatewayCallback(
  shop: TestShop,
  body: { payment_id: string; event_id: string; outcome: 'paid' | 'declined' },
  options: { timestamp?: number; signature?: string | null } = {},
) {
  const payload = JSON.stringify(body);
  const timestamp = options.timestamp ?? Math.floor(Date.now() / 1000);
  const signature =
    options.signature === undefined ? signCallback(gatewaySecret(shop.env), timestamp, payload) : options.signature;
  return shop.app.inject({
    method: 'POST',
    url: CALLBACK_PATH,
    headers: {
      'content-type': 'application/json',
      'x-timestamp': String(timestamp),
      ...(signature === null ? {} : { 'x-signature': signature }),
    },
    payload,
  });
}

export async function startPayment(
  shop: TestShop,
  order: PlacedOrder['order'],
  extra: Record<string, unknown> = {},
  key?: string,
) {
  const response = await call(
    shop,
    'POST',
    `/api/v1/payments/pay/${order.id}`,
    { crypto: order.crypto, ...extra },
    key ? { headers: { 'idempotency-key': key } } : {},
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ payment_id: string; state: string; redirect_url: string }>();
}

export async function paymentStatus(shop: TestShop, order: PlacedOrder['order']) {
  const response = await call(shop, 'POST', `/api/v1/payments/status/${order.id}`, { crypto: order.crypto });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ state: string; order_status: string; paid_at: string | null; can_retry: boolean }>();
}

/** Presses a button of the test gateway's page, as the shopper's browser posts the form. */
export function pressGatewayButton(shop: TestShop, paymentId: string, outcome: 'paid' | 'declined') {
  return shop.app.inject({
    method: 'POST',
    url: `/api/v1/payments/test-gateway/${paymentId}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: `outcome=${outcome}`,
    remoteAddress: randomIp(),
  });
}
