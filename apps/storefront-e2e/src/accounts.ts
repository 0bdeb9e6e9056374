import type { APIRequestContext } from '@playwright/test';
import { codeOf, mailCount, nextMail } from './outbox';
import { OAUTH_ORIGIN } from './server';

/**
 * Accounts made through the API (through the storefront's origin, as the browser would), for the
 * journeys that start from an existing customer. Each call uses the API's per-address budget, so
 * the journeys make few: `registerAccount` sends one e-mailed code (10 per 10 minutes per address),
 * `socialAccount` none.
 */

/**
 * The passwords the journeys type, named once so the log audit (`audit/logs.audit.ts`) can prove
 * none of them reaches the shop's log.
 */
export const PASSWORDS = {
  registered: 'Correct horse 42',
  beforeReset: 'Old password 1',
  afterReset: 'New password 2',
  profileChanged: 'Changed in profile 3',
} as const;

/** Registers an account with a password the way the popup does: a code by e-mail, then register. */
export async function registerAccount(
  request: APIRequestContext,
  account: { email: string; password: string; first_name?: string },
): Promise<void> {
  const before = await mailCount(account.email);
  const sent = await request.post('/api/v1/customer/send-email-confirmation-code', { data: { email: account.email } });
  if (!sent.ok()) throw new Error(`sending a code answered ${sent.status()}`);
  const { identity } = (await sent.json()) as { identity: string };
  const code = codeOf(await nextMail(account.email, before));
  const registered = await request.post('/api/auth/register', { data: { identity, code, ...account } });
  if (!registered.ok()) throw new Error(`registering answered ${registered.status()}: ${await registered.text()}`);
}

/**
 * Signs in with the fake Google (making the account on first use) in `request`, which then holds
 * the session cookie: the redirect route, the fake's Continue (approve) and the callback.
 */
export async function socialAccount(
  request: APIRequestContext,
  email: string,
  provider: 'google' | 'facebook' = 'google',
): Promise<void> {
  const start = await request.get(`/api/auth/social/${provider}/redirect`, { maxRedirects: 0 });
  const authorize = new URL(start.headers()['location'] ?? '');
  if (start.status() !== 302 || !authorize.href.startsWith(OAUTH_ORIGIN))
    throw new Error(`the ${provider} redirect answered ${start.status()} ${authorize.href}`);
  const approve = new URL(`/${provider}/approve`, OAUTH_ORIGIN);
  for (const name of ['client_id', 'redirect_uri', 'state', 'code_challenge'])
    approve.searchParams.set(name, authorize.searchParams.get(name) ?? '');
  approve.searchParams.set('email', email);
  const done = await request.get(approve.href);
  const page = await done.text();
  if (!done.ok() || !page.includes('"ok":true'))
    throw new Error(`the ${provider} callback answered ${done.status()}: ${page.slice(0, 300)}`);
}
