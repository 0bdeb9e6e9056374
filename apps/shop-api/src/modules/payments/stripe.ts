import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Env } from '../../config/env';
import type { Locale, PaymentState } from '../../db/schema';
import { badRequest, serviceUnavailable } from '../../http/problem';

/** Stripe's API, unless STRIPE_API_BASE_URL points elsewhere (a local fake in tests). */
export const STRIPE_API = 'https://api.stripe.com';
/** Webhook signatures older or newer than this are refused. */
export const STRIPE_TOLERANCE_S = 300;
/** Stripe's shortest Checkout Session lifetime. */
export const STRIPE_SESSION_MIN_S = 30 * 60;

export interface CheckoutSessionRequest {
  paymentId: string;
  orderId: number;
  orderNumber: string;
  amountMinor: number;
  currency: string;
  locale: Locale;
  /** Absolute address of the order page, where Stripe sends the shopper back. */
  returnUrl: string;
  /** Unix seconds. */
  expiresAt: number;
}

interface StripeAnswer {
  status: number;
  body: { id?: unknown; url?: unknown; error?: { code?: unknown; message?: unknown } } | null;
}

/**
 * POSTs a form to Stripe's API with the secret key, waiting at most PAYMENT_PROVIDER_TIMEOUT_MS.
 * Throws when Stripe cannot be reached or is too slow; any answer Stripe gives is returned.
 */
async function postToStripe(
  env: Env,
  path: string,
  form: URLSearchParams,
  idempotencyKey?: string,
): Promise<StripeAnswer> {
  const response = await fetch(new URL(path, env.STRIPE_API_BASE_URL ?? STRIPE_API), {
    method: 'POST',
    headers: {
      authorization: `Bearer ${env.STRIPE_SECRET_KEY ?? ''}`,
      'content-type': 'application/x-www-form-urlencoded',
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
    body: form,
    signal: AbortSignal.timeout(env.PAYMENT_PROVIDER_TIMEOUT_MS),
  });
  return { status: response.status, body: (await response.json().catch(() => null)) as StripeAnswer['body'] };
}

const stripeErrorOf = (answer: StripeAnswer) =>
  `Stripe answered ${answer.status}${typeof answer.body?.error?.message === 'string' ? `: ${answer.body.error.message}` : ''}`;

/**
 * Creates a Stripe Checkout Session for one payment (its id is Stripe's Idempotency-Key, so a
 * retried call cannot make a second session) and answers its id and payment page. Stripe slower
 * than PAYMENT_PROVIDER_TIMEOUT_MS, failing or unreachable is a 503 with Retry-After.
 */
export async function createCheckoutSession(
  env: Env,
  request: CheckoutSessionRequest,
): Promise<{ id: string; url: string }> {
  const form = new URLSearchParams({
    mode: 'payment',
    client_reference_id: request.paymentId,
    success_url: request.returnUrl,
    cancel_url: request.returnUrl,
    locale: request.locale,
    expires_at: String(request.expiresAt),
    'line_items[0][quantity]': '1',
    'line_items[0][price_data][currency]': request.currency.toLowerCase(),
    'line_items[0][price_data][unit_amount]': String(request.amountMinor),
    'line_items[0][price_data][product_data][name]':
      request.locale === 'ru' ? `Заказ ${request.orderNumber}` : `Order ${request.orderNumber}`,
    'metadata[order_id]': String(request.orderId),
    'metadata[payment_id]': request.paymentId,
    'payment_intent_data[metadata][order_id]': String(request.orderId),
    'payment_intent_data[metadata][payment_id]': request.paymentId,
  });
  let answer: StripeAnswer;
  try {
    answer = await postToStripe(env, '/v1/checkout/sessions', form, request.paymentId);
  } catch {
    throw serviceUnavailable('The payment provider is not answering; try again in a moment.', 5);
  }
  const { body } = answer;
  if (
    answer.status !== 200 ||
    typeof body?.id !== 'string' ||
    typeof body.url !== 'string' ||
    !body.url.startsWith('https://')
  ) {
    throw serviceUnavailable('The payment provider could not start the payment; try again in a moment.', 5);
  }
  return { id: body.id, url: body.url };
}

/** Expires an open Checkout Session, so the shopper can no longer pay it; throws when Stripe does not. */
export async function expireCheckoutSession(env: Env, sessionId: string): Promise<void> {
  const answer = await postToStripe(
    env,
    `/v1/checkout/sessions/${encodeURIComponent(sessionId)}/expire`,
    new URLSearchParams(),
  );
  if (answer.status !== 200) throw new Error(stripeErrorOf(answer));
}

/**
 * What asking for a refund came to: `requested` (Stripe took it; `charge.refunded` follows),
 * `refunded` (it already was), `refused` (Stripe will not: it needs a person) or `unavailable`
 * (Stripe unreachable, slow or failing: ask again later).
 */
export type RefundRequest =
  | { outcome: 'requested'; refundId: string }
  | { outcome: 'refunded' }
  | { outcome: 'refused' | 'unavailable'; reason: string };

/** Answers that asking again may change: rate limits, concurrent use of a key, keys, Stripe's own failures. */
const RETRYABLE_STATUS = new Set([401, 403, 409, 429]);

/**
 * Refunds a payment intent in full as a duplicate. The Idempotency-Key is derived from the
 * payment's id, so asking again never refunds twice; it cannot be the id itself, which created the
 * payment's Checkout Session, and Stripe refuses a key used on another endpoint.
 */
export async function refundPaymentIntent(env: Env, paymentIntent: string, paymentId: string): Promise<RefundRequest> {
  const form = new URLSearchParams({
    payment_intent: paymentIntent,
    reason: 'duplicate',
    'metadata[payment_id]': paymentId,
  });
  let answer: StripeAnswer;
  try {
    answer = await postToStripe(env, '/v1/refunds', form, `${paymentId}-refund`);
  } catch (error) {
    return { outcome: 'unavailable', reason: error instanceof Error ? error.message : String(error) };
  }
  if (answer.status === 200 && typeof answer.body?.id === 'string')
    return { outcome: 'requested', refundId: answer.body.id };
  if (answer.body?.error?.code === 'charge_already_refunded') return { outcome: 'refunded' };
  const retryable = answer.status >= 500 || RETRYABLE_STATUS.has(answer.status);
  return { outcome: retryable ? 'unavailable' : 'refused', reason: stripeErrorOf(answer) };
}

/**
 * Checks a `Stripe-Signature` header (`t=…,v1=…[,v1=…]`) against the raw body: an HMAC-SHA256
 * of `{t}.{body}` under the webhook secret, within the tolerance of the server clock. Throws 400.
 */
export function verifyStripeSignature(
  secret: string,
  header: string | undefined,
  rawBody: string,
  nowMs: number,
): void {
  if (!header) throw badRequest('The Stripe-Signature header is missing.');
  const parts = header.split(',').map((part) => part.split('=', 2) as [string, string | undefined]);
  const timestamp = Number(parts.find(([key]) => key === 't')?.[1]);
  const signatures = parts
    .filter(([key, value]) => key === 'v1' && value !== undefined)
    .map(([, value]) => value ?? '');
  if (!Number.isInteger(timestamp) || signatures.length === 0)
    throw badRequest('The Stripe-Signature header is malformed.');
  if (Math.abs(nowMs / 1000 - timestamp) > STRIPE_TOLERANCE_S)
    throw badRequest('The Stripe event is too old or from the future.');
  const expected = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest();
  const matches = signatures.some(
    (signature) => /^[0-9a-f]{64}$/.test(signature) && timingSafeEqual(Buffer.from(signature, 'hex'), expected),
  );
  if (!matches) throw badRequest('The Stripe signature does not match.');
}

/** What a Checkout Session event means for its payment: its new state, or null for events the shop ignores. */
export function stripeSessionOutcome(type: string, paymentStatus: string | null | undefined): PaymentState | null {
  switch (type) {
    case 'checkout.session.completed':
      // Delayed methods complete the session unpaid; their outcome comes as async_payment_*.
      return paymentStatus === 'paid' || paymentStatus === 'no_payment_required' ? 'paid' : null;
    case 'checkout.session.async_payment_succeeded':
      return 'paid';
    case 'checkout.session.async_payment_failed':
      return 'failed';
    case 'checkout.session.expired':
      return 'cancelled';
    default:
      return null;
  }
}
