import { randomBytes } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import { HOST_JWT_COOKIE, JWT_COOKIE } from '../../src/plugins/app/session';
import { OUTBOX_FOLDER } from '../../src/plugins/external/mailer';
import type { TestShop } from './build-app';

/** A fresh client address, so per-address limits of one test never reach another. */
export const randomIp = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;
export const uniqueEmail = (name = 'shopper') => `${name}.${randomBytes(5).toString('hex')}@example.com`;

export interface CallOptions {
  ip?: string;
  token?: string;
  cookie?: string;
  origin?: string;
  headers?: Record<string, string>;
}

export function call(
  shop: TestShop,
  method: 'GET' | 'POST',
  url: string,
  payload?: unknown,
  options: CallOptions = {},
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = { ...options.headers };
  if (payload !== undefined) headers['content-type'] = 'application/json';
  if (options.token) headers['authorization'] = `Bearer ${options.token}`;
  if (options.cookie) headers['cookie'] = options.cookie;
  if (options.origin) headers['origin'] = options.origin;
  return shop.app.inject({
    method,
    url,
    headers,
    remoteAddress: options.ip ?? randomIp(),
    ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
  });
}

export interface OutboxMail {
  to: { address: string }[];
  subject: string;
  text: string;
  html: string;
  template: string;
  locale: string;
}

/** Every mail the file outbox holds for an address, oldest first. */
export async function mailsTo(shop: Pick<TestShop, 'dataDir'>, address: string): Promise<OutboxMail[]> {
  const folder = join(shop.dataDir, OUTBOX_FOLDER);
  const names = (await readdir(folder).catch(() => [] as string[])).filter((name) => name.endsWith('.json')).sort();
  const mails = await Promise.all(
    names.map(async (name) => JSON.parse(await readFile(join(folder, name), 'utf8')) as OutboxMail),
  );
  return mails.filter((mail) => mail.to.some((to) => to.address === address));
}

/** Waits (up to 5 s) until the outbox holds `count` mails for the address, then returns the newest. */
export async function lastMailTo(shop: Pick<TestShop, 'dataDir'>, address: string, count = 1): Promise<OutboxMail> {
  for (let waited = 0; waited < 5_000; waited += 25) {
    const mails = await mailsTo(shop, address);
    if (mails.length >= count) return mails[mails.length - 1] as OutboxMail;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no mail #${count} for ${address} in the outbox`);
}

export function codeOf(mail: OutboxMail): string {
  const match = /\b(\d{6})\b/.exec(mail.text);
  if (!match?.[1]) throw new Error(`no code in: ${mail.text}`);
  return match[1];
}

/** Sends a code and reads it from the outbox. */
export async function sendCode(shop: TestShop, email: string, identity: string | null = null, lang = 'en') {
  const before = (await mailsTo(shop, email)).length;
  const response = await call(shop, 'POST', `/api/v1/customer/send-email-confirmation-code?lang=${lang}`, {
    email,
    identity,
  });
  expect(response.statusCode, response.body).toBe(200);
  const body = response.json<{ identity: string; sent_at: string; resend_after: number }>();
  const mail = await lastMailTo(shop, email, before + 1);
  return { ...body, code: codeOf(mail), mail };
}

/** The value of a cookie a response sets, with its attributes. */
export function setCookie(response: LightMyRequestResponse, name: string) {
  return response.cookies.find((cookie) => cookie.name === name);
}

/** Registers a new account by code; returns its token and e-mail. */
export async function registerAccount(shop: TestShop, password = 'correct horse battery', email = uniqueEmail()) {
  const { identity, code } = await sendCode(shop, email);
  const response = await call(shop, 'POST', '/api/auth/register', {
    identity,
    email,
    password,
    code,
    first_name: 'Anna',
  });
  expect(response.statusCode, response.body).toBe(201);
  const body = response.json<{ id: number }>();
  // The session cookie is `__Host-jwt` when the shop is served over https.
  const session = setCookie(response, JWT_COOKIE) ?? setCookie(response, HOST_JWT_COOKIE);
  return { email, password, id: body.id, token: session?.value ?? '', identity };
}
