import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import type { Env } from '../../config/env';
import type { Database, Locale } from '../../db/schema';
import { badRequest, notFound } from '../../http/problem';
import { escapeHtml } from '../../lib/html';
import { formatMoney, localizePath } from '../../lib/locale';
import { APP_ACCESS_TOKEN_HEADER } from '../../plugins/app/app-access';
import { toMajor } from '../products/service';
import {
  dueGatewayCallbacks,
  gatewayOutcome,
  noteGatewayCallback,
  recordGatewayOutcome,
  testGatewayPayment,
} from './repository';

/**
 * The built-in test gateway: a provider living in the API. Its hosted page shows the order and the
 * amount with a pay and a decline button; the gateway records the shopper's choice on its side
 * (`gateway_events`) and, as a real provider would, tells the shop through a signed callback,
 * delivered server to server and retried until acknowledged. No money moves.
 */

export const CALLBACK_PATH = '/api/v1/payments/test-gateway/callback';
/** Callbacks signed longer ago (or ahead) than this are refused. */
export const CALLBACK_TOLERANCE_S = 300;
/** Callbacks sent per delivery round. */
const CALLBACK_BATCH = 50;
/** Retries of an unacknowledged callback: 2 s, 4 s, … at most every 5 minutes. */
const retryDelayMs = (attempts: number) => Math.min(2 ** attempts * 1_000, 300_000);

/** The gateway's signing secret: TEST_GATEWAY_SECRET, else one derived from the JWT secret. */
export function gatewaySecret(env: Env): string {
  return (
    env.TEST_GATEWAY_SECRET ?? createHmac('sha256', env.JWT_SECRET).update('shop test gateway callbacks').digest('hex')
  );
}

/** Lowercase hex HMAC-SHA256 of `{timestamp}.{body}`. */
export const signCallback = (secret: string, timestamp: number, body: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${body}`).digest('hex');

/** Checks a callback's X-Signature and X-Timestamp against its raw body; 400 when anything is off. */
export function verifyCallback(
  secret: string,
  headers: Record<string, string | string[] | undefined>,
  rawBody: string,
  nowMs: number,
): void {
  const signature = headers['x-signature'];
  const timestampText = headers['x-timestamp'];
  if (typeof signature !== 'string' || !/^[0-9a-f]{64}$/.test(signature))
    throw badRequest('The callback signature is missing or malformed.', { 'X-Signature': ['signature.invalid'] });
  if (typeof timestampText !== 'string' || !/^[0-9]{1,11}$/.test(timestampText))
    throw badRequest('The callback timestamp is missing or malformed.', { 'X-Timestamp': ['timestamp.invalid'] });
  const timestamp = Number(timestampText);
  if (Math.abs(nowMs / 1000 - timestamp) > CALLBACK_TOLERANCE_S)
    throw badRequest('The callback is too old or from the future.', { 'X-Timestamp': ['timestamp.stale'] });
  const expected = Buffer.from(signCallback(secret, timestamp, rawBody), 'hex');
  if (!timingSafeEqual(Buffer.from(signature, 'hex'), expected))
    throw badRequest('The callback signature does not match.', { 'X-Signature': ['signature.invalid'] });
}

interface GatewayPayment {
  public_id: string;
  state: string;
  amount_minor: number;
  currency: string;
  number: string;
  crypto: string;
  locale: Locale;
}

async function gatewayPayment(db: Kysely<Database>, publicId: string): Promise<GatewayPayment> {
  const row = await testGatewayPayment(db, publicId);
  if (!row?.public_id) throw notFound('No such payment.');
  return { ...row, public_id: row.public_id };
}

const COPY = {
  en: {
    title: 'Test payment',
    notice: 'This is the shop’s test payment page: no money is charged.',
    order: (number: string) => `Order ${number}`,
    pay: 'Pay',
    decline: 'Decline',
    settled: {
      paid: 'This payment went through.',
      failed: 'This payment was declined.',
      cancelled: 'This payment was cancelled.',
      refunded: 'This payment was refunded.',
      pending: 'Your choice is being processed.',
    },
    back: 'Back to the order',
  },
  ru: {
    title: 'Тестовая оплата',
    notice: 'Это тестовая платёжная страница магазина: деньги не списываются.',
    order: (number: string) => `Заказ ${number}`,
    pay: 'Оплатить',
    decline: 'Отклонить',
    settled: {
      paid: 'Платёж прошёл.',
      failed: 'Платёж отклонён.',
      cancelled: 'Платёж отменён.',
      refunded: 'Платёж возвращён.',
      pending: 'Ваш выбор обрабатывается.',
    },
    back: 'Вернуться к заказу',
  },
} as const;

/** `GET /api/v1/payments/test-gateway/{paymentId}`: the hosted page, in `locale`. */
export async function gatewayPage(db: Kysely<Database>, publicId: string, locale: Locale): Promise<string> {
  const payment = await gatewayPayment(db, publicId);
  const recorded = await gatewayOutcome(db, publicId);
  const text = COPY[locale];
  const amount = formatMoney(toMajor(payment.amount_minor), payment.currency, locale);
  const orderPath = localizePath(`/order/${payment.crypto}`, locale);
  const open = payment.state === 'pending' && !recorded;
  const body = open
    ? `<form method="post"><button type="submit" name="outcome" value="paid" class="pay">${escapeHtml(text.pay)}</button> <button type="submit" name="outcome" value="declined">${escapeHtml(text.decline)}</button></form>`
    : `<p role="status">${escapeHtml(text.settled[(payment.state in text.settled ? payment.state : 'pending') as keyof typeof text.settled])}</p><p><a href="${escapeHtml(orderPath)}">${escapeHtml(text.back)}</a></p>`;
  return `<!doctype html><html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex"><link rel="icon" href="/favicon.svg" type="image/svg+xml"><title>${escapeHtml(text.title)}</title><style>body{font-family:system-ui,Arial,sans-serif;margin:0;color:#111;background:#f6f6f4}main{max-width:28rem;margin:4rem auto;padding:2rem;background:#fff;border:1px solid #ddd}h1{font-size:1.5rem;margin-top:0}.amount{font-size:2rem;font-weight:700}button{font:inherit;padding:.75rem 1.5rem;border:1px solid #111;background:#fff;cursor:pointer}button.pay{background:#111;color:#fff}button:focus-visible,a:focus-visible{outline:3px solid #0a58ca;outline-offset:2px}small{color:#555}</style></head><body><main><h1>${escapeHtml(text.title)}</h1><p>${escapeHtml(text.order(payment.number))}</p><p class="amount">${escapeHtml(amount)}</p>${body}<p><small>${escapeHtml(text.notice)}</small></p></main></body></html>`;
}

/**
 * `POST /api/v1/payments/test-gateway/{paymentId}`: records the shopper's choice once (a second
 * submit changes nothing), delivers the callback, and answers the order page to send them back to.
 */
export async function submitGatewayPage(
  app: FastifyInstance,
  publicId: string,
  outcome: 'paid' | 'declined',
): Promise<string> {
  const payment = await gatewayPayment(app.db, publicId);
  if (payment.state === 'pending') {
    const now = Date.now();
    const recorded = await recordGatewayOutcome(app.db, {
      event_id: `evt_${randomBytes(16).toString('hex')}`,
      payment_public_id: publicId,
      outcome,
      attempts: 0,
      next_attempt_at: now,
      delivered_at: null,
      created_at: now,
    });
    if (recorded) await deliverCallbacks(app, now, publicId);
  }
  return localizePath(`/order/${payment.crypto}`, payment.locale);
}

/**
 * Sends the gateway's unacknowledged callbacks that are due (or one payment's), signed, to the
 * shop's callback route, the way a provider calls a webhook; an unacknowledged one is retried
 * later with a growing delay. How many were acknowledged.
 */
export async function deliverCallbacks(app: FastifyInstance, now = Date.now(), publicId?: string): Promise<number> {
  const secret = gatewaySecret(app.env);
  let acknowledged = 0;
  for (const event of await dueGatewayCallbacks(app.db, now, CALLBACK_BATCH, publicId)) {
    const payload = JSON.stringify({
      payment_id: event.payment_public_id,
      event_id: event.event_id,
      outcome: event.outcome,
    });
    const timestamp = Math.floor(Date.now() / 1000);
    let ok = false;
    try {
      const response = await app.inject({
        method: 'POST',
        url: CALLBACK_PATH,
        headers: {
          'content-type': 'application/json',
          'x-signature': signCallback(secret, timestamp, payload),
          'x-timestamp': String(timestamp),
          ...(app.env.APP_ACCESS_TOKEN ? { [APP_ACCESS_TOKEN_HEADER]: app.env.APP_ACCESS_TOKEN } : {}),
        },
        payload,
      });
      ok = response.statusCode === 200;
      if (!ok)
        app.log.warn(
          { status: response.statusCode, eventId: event.event_id },
          'the test gateway callback was not acknowledged',
        );
    } catch (error) {
      app.log.warn({ err: error, eventId: event.event_id }, 'the test gateway callback failed');
    }
    const attempts = event.attempts + 1;
    await noteGatewayCallback(
      app.db,
      event.id,
      ok ? { delivered_at: Date.now(), attempts } : { attempts, next_attempt_at: Date.now() + retryDelayMs(attempts) },
    );
    if (ok) acknowledged += 1;
  }
  return acknowledged;
}
