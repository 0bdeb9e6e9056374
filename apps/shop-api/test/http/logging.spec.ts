import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggerOptions } from '../../src/http/logging';
import { buildTestApp, type TestShop } from '../helpers/build-app';

// Secrets shaped as the shop makes them, and personal data a shopper sends.
const CRYPTO = 'q3Zb0x8V1kYwzPq2m0T6cR4nHh5Jd9LsE7uAfGiKoWe';
const EMAIL = 'anna.k+logs@example.com';
const PASSWORD = 'Correct horse 42';
const ACCESS_TOKEN = 'app-access-token-of-the-test';

/** The request URLs pino wrote, and all it wrote as one text to search for secrets. */
function written(lines: string[]) {
  const entries = lines.map(
    (line) =>
      JSON.parse(line) as {
        msg: string;
        req?: { url: string; remoteAddress?: string };
        err?: { message: string; rejected?: string[] };
      },
  );
  return { entries, urls: entries.flatMap((entry) => (entry.req ? [entry.req.url] : [])), text: lines.join('') };
}

describe('the log', () => {
  const lines: string[] = [];
  let shop: TestShop;
  beforeAll(async () => {
    shop = await buildTestApp({
      seed: false,
      env: { APP_ACCESS_TOKEN: ACCESS_TOKEN },
      logger: { ...loggerOptions('info'), stream: { write: (line: string) => void lines.push(line) } },
      extend: (app) => {
        // A mail server's refusal names the recipient, in its message and its fields.
        app.get('/test/mail-refused', () => {
          throw Object.assign(new Error(`550 5.1.1 <${EMAIL}>: Recipient address rejected`), { rejected: [EMAIL] });
        });
      },
    });
  });
  afterAll(async () => {
    await shop.close();
  });

  it('writes request URLs without order tokens, reset tokens, e-mails or the access token', async () => {
    lines.length = 0;
    const headers = { 'x-app-access-token': ACCESS_TOKEN, authorization: `Bearer ${CRYPTO}`, cookie: `jwt=${CRYPTO}` };
    await shop.app.inject({ url: `/api/v1/order/by-crypto?crypto=${CRYPTO}&lang=en`, headers });
    await shop.app.inject({ url: `/api/v1/customer/get-by-email?email=${encodeURIComponent(EMAIL)}`, headers });
    await shop.app.inject({ url: `/api/auth/reset-password/${CRYPTO}`, headers });
    const { urls, text } = written(lines);
    expect(urls).toEqual([
      '/api/v1/order/by-crypto?crypto=[redacted]&lang=en',
      '/api/v1/customer/get-by-email?email=[redacted]',
      '/api/auth/reset-password/[redacted]',
    ]);
    for (const secret of [CRYPTO, EMAIL, encodeURIComponent(EMAIL), ACCESS_TOKEN]) expect(text).not.toContain(secret);
  });

  it('names the client network, not the client address', async () => {
    lines.length = 0;
    await shop.app.inject({ url: '/healthz', remoteAddress: '203.0.113.7' });
    expect(written(lines).entries[0]?.req?.remoteAddress).toBe('203.0.113.0');
  });

  it('writes errors without the e-mail addresses in them', async () => {
    lines.length = 0;
    const answer = await shop.app.inject({
      url: '/test/mail-refused',
      headers: { 'x-app-access-token': ACCESS_TOKEN },
    });
    expect(answer.statusCode).toBe(500);
    const { entries, text } = written(lines);
    const failure = entries.find((entry) => entry.msg === 'request failed');
    expect(failure?.err).toMatchObject({
      message: '550 5.1.1 <[redacted]>: Recipient address rejected',
      rejected: ['[redacted]'],
    });
    expect(text).not.toContain(EMAIL);
  });

  it('never writes a request body, even one that does not parse', async () => {
    lines.length = 0;
    const body = JSON.stringify({ email: EMAIL, password: PASSWORD }).slice(0, -1);
    const answer = await shop.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'content-type': 'application/json', 'x-app-access-token': ACCESS_TOKEN },
      payload: body,
    });
    expect(answer.statusCode).toBe(400);
    const { text } = written(lines);
    expect(text).toContain('incoming request');
    for (const secret of [EMAIL, PASSWORD]) expect(text).not.toContain(secret);
  });
});
