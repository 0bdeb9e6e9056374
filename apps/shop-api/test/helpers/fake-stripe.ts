import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local fake of the part of Stripe's HTTP API the shop calls: creating and expiring Checkout
 * Sessions and refunding a payment intent, checked the way Stripe checks them (a Bearer secret
 * key, form-encoded fields, an Idempotency-Key answering the first request again and refused on
 * another endpoint). `mode` makes it slow, failing or hanging up.
 */
export interface FakeCheckoutSession {
  id: string;
  /** The form fields it was created with. */
  fields: Record<string, string>;
  status: 'open' | 'complete' | 'expired';
  /** Given when the shopper pays (`pay`). */
  paymentIntent: string | null;
}

export interface FakeRefund {
  id: string;
  idempotencyKey: string | undefined;
  fields: Record<string, string>;
}

export interface FakeStripe {
  url: string;
  secretKey: string;
  webhookSecret: string;
  /** Sessions created, by id. */
  sessions: Map<string, FakeCheckoutSession>;
  /** Ids of the sessions expired through the API, in order. */
  expired: string[];
  /** Refunds created, in order. */
  refunds: FakeRefund[];
  requests: number;
  mode: 'ok' | 'slow' | 'error' | 'reset';
  /** A session as Stripe's events carry it. */
  session(id: string): Record<string, unknown>;
  /** The shopper pays an open session on Stripe's page: it completes with a payment intent; answers it as events carry it. */
  pay(id: string): Record<string, unknown>;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const stripeError = (message: string, extra: Record<string, string> = {}) => ({
  error: { type: 'invalid_request_error', message, ...extra },
});

export async function startFakeStripe(): Promise<FakeStripe> {
  /** Stripe keeps each Idempotency-Key's endpoint and first answer. */
  const byKey = new Map<string, { path: string; status: number; value: unknown }>();
  let counter = 0;
  const nextId = (prefix: string) => `${prefix}_test_${(++counter).toString().padStart(8, '0')}`;
  const sessionOf = (id: string) => {
    const session = fake.sessions.get(id);
    if (!session) throw new Error(`the fake has no session ${id}`);
    return session;
  };

  const fake: FakeStripe = {
    url: '',
    secretKey: 'sk_test_fake_0123456789',
    webhookSecret: 'whsec_fake_0123456789abcdef0123456789abcdef',
    sessions: new Map(),
    expired: [],
    refunds: [],
    requests: 0,
    mode: 'ok',
    session: (id) => {
      const { fields, status, paymentIntent } = sessionOf(id);
      return {
        id,
        object: 'checkout.session',
        client_reference_id: fields['client_reference_id'],
        amount_total:
          Number(fields['line_items[0][price_data][unit_amount]']) * Number(fields['line_items[0][quantity]']),
        currency: fields['line_items[0][price_data][currency]'],
        payment_intent: paymentIntent,
        payment_status: status === 'complete' ? 'paid' : 'unpaid',
        status,
        metadata: { order_id: fields['metadata[order_id]'], payment_id: fields['metadata[payment_id]'] },
      };
    },
    pay: (id) => {
      const session = sessionOf(id);
      if (session.status !== 'open') throw new Error(`the fake's session ${id} is ${session.status}, not open`);
      session.status = 'complete';
      session.paymentIntent = nextId('pi');
      return fake.session(id);
    },
    close: async () => undefined,
  };

  /** Answers a POST to `path` with these form fields: [status, body]. */
  function answer(path: string, fields: Record<string, string>, idempotencyKey: string | undefined): [number, unknown] {
    if (path === '/v1/checkout/sessions') {
      for (const required of [
        'mode',
        'success_url',
        'line_items[0][price_data][unit_amount]',
        'line_items[0][price_data][currency]',
        'client_reference_id',
      ]) {
        if (!fields[required]) return [400, stripeError(`Missing required param: ${required}.`)];
      }
      const id = nextId('cs');
      fake.sessions.set(id, { id, fields, status: 'open', paymentIntent: null });
      return [200, { ...fake.session(id), url: `https://checkout.stripe.com/c/pay/${id}` }];
    }
    const expire = /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/.exec(path);
    if (expire) {
      const session = fake.sessions.get(decodeURIComponent(expire[1] ?? ''));
      if (!session) return [404, stripeError('No such checkout.session', { code: 'resource_missing' })];
      if (session.status !== 'open')
        return [400, stripeError('Only Checkout Sessions with a status in ["open"] can be expired.')];
      session.status = 'expired';
      fake.expired.push(session.id);
      return [200, fake.session(session.id)];
    }
    if (path === '/v1/refunds') {
      const intent = fields['payment_intent'];
      const session = [...fake.sessions.values()].find(
        (candidate) => candidate.paymentIntent !== null && candidate.paymentIntent === intent,
      );
      if (!intent || !session)
        return [400, stripeError(`No such payment_intent: '${intent ?? ''}'`, { code: 'resource_missing' })];
      if (fake.refunds.some((refund) => refund.fields['payment_intent'] === intent))
        return [
          400,
          stripeError(`Charge for ${intent} has already been refunded.`, { code: 'charge_already_refunded' }),
        ];
      const refund = { id: nextId('re'), idempotencyKey, fields };
      fake.refunds.push(refund);
      return [
        200,
        {
          id: refund.id,
          object: 'refund',
          payment_intent: intent,
          amount: fake.session(session.id)['amount_total'],
          status: 'succeeded',
        },
      ];
    }
    return [404, stripeError('Unrecognized request URL')];
  }

  const server: Server = createServer((request, response) => {
    void (async () => {
      fake.requests += 1;
      const body = await readBody(request);
      if (fake.mode === 'reset') {
        request.socket.destroy();
        return;
      }
      if (fake.mode === 'slow') {
        await new Promise((resolve) => setTimeout(resolve, 15_000));
      }
      const json = (status: number, value: unknown) => {
        if (response.destroyed) return;
        response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(value));
      };
      if (fake.mode === 'error') return json(500, { error: { type: 'api_error', message: 'Something went wrong' } });
      if (request.headers.authorization !== `Bearer ${fake.secretKey}`)
        return json(401, stripeError('Invalid API Key provided'));
      if (request.method !== 'POST') return json(404, stripeError('Unrecognized request URL'));
      const path = request.url ?? '';
      const header = request.headers['idempotency-key'];
      const key = typeof header === 'string' ? header : undefined;
      const known = key === undefined ? undefined : byKey.get(key);
      if (known && known.path !== path) {
        return json(400, {
          error: {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${path}' vs '${known.path}').`,
          },
        });
      }
      if (known) return json(known.status, known.value);
      const [status, value] = answer(path, Object.fromEntries(new URLSearchParams(body)), key);
      if (key !== undefined) byKey.set(key, { path, status, value });
      return json(status, value);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}

/** A webhook body as Stripe signs it: `t=…,v1=HMAC-SHA256(secret, "{t}.{body}")`; `event` as JSON, or a string as it is. */
export function signStripeEvent(secret: string, event: unknown, timestamp = Math.floor(Date.now() / 1000)) {
  const payload = typeof event === 'string' ? event : JSON.stringify(event);
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return { payload, header: `t=${timestamp},v1=${signature}` };
}

/** A Stripe event of `type` about `object`, as Stripe sends it. */
export const stripeEvent = (id: string, type: string, object: Record<string, unknown>) => ({
  id,
  object: 'event',
  api_version: '2025-06-30.basil',
  type,
  created: Math.floor(Date.now() / 1000),
  livemode: false,
  data: { object },
});
