import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local fake of the part of Stripe's HTTP API the shop calls: `POST /v1/checkout/sessions`,
 * checked the way Stripe checks it (a Bearer secret key, form-encoded fields, Idempotency-Key
 * answering the first session again). `mode` makes it slow, failing or hanging up.
 */
export interface FakeStripe {
  url: string;
  secretKey: string;
  webhookSecret: string;
  /** Sessions created, by id, with the form fields received. */
  sessions: Map<string, Record<string, string>>;
  requests: number;
  mode: 'ok' | 'slow' | 'error' | 'reset';
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startFakeStripe(): Promise<FakeStripe> {
  const byKey = new Map<string, string>();
  let counter = 0;
  const fake: FakeStripe = {
    url: '',
    secretKey: 'sk_test_fake_0123456789',
    webhookSecret: 'whsec_fake_0123456789abcdef0123456789abcdef',
    sessions: new Map(),
    requests: 0,
    mode: 'ok',
    close: async () => undefined,
  };
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
      if (request.headers.authorization !== `Bearer ${fake.secretKey}`) return json(401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } });
      if (request.method !== 'POST' || request.url !== '/v1/checkout/sessions') return json(404, { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } });
      const fields = Object.fromEntries(new URLSearchParams(body));
      for (const required of ['mode', 'success_url', 'line_items[0][price_data][unit_amount]', 'line_items[0][price_data][currency]', 'client_reference_id']) {
        if (!fields[required]) return json(400, { error: { type: 'invalid_request_error', message: `Missing required param: ${required}.` } });
      }
      const key = request.headers['idempotency-key'];
      const known = typeof key === 'string' ? byKey.get(key) : undefined;
      const id = known ?? `cs_test_${(++counter).toString().padStart(8, '0')}`;
      if (!known) {
        fake.sessions.set(id, fields);
        if (typeof key === 'string') byKey.set(key, id);
      }
      return json(200, { id, object: 'checkout.session', url: `https://checkout.stripe.com/c/pay/${id}`, client_reference_id: fields['client_reference_id'], status: 'open', payment_status: 'unpaid' });
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

/** A webhook event as Stripe signs it: `t=…,v1=HMAC-SHA256(secret, "{t}.{body}")`. */
export function signStripeEvent(secret: string, event: unknown, timestamp = Math.floor(Date.now() / 1000)) {
  const payload = JSON.stringify(event);
  const signature = createHmac('sha256', secret).update(`${timestamp}.${payload}`).digest('hex');
  return { payload, header: `t=${timestamp},v1=${signature}` };
}
