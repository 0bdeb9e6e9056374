import { afterAll, beforeAll, expect, it } from 'vitest';
import { join } from 'node:path';
import { call, registerAccount, setCookie, uniqueEmail } from '../helpers/auth';
import { buildTestApp, describeEachDatabase, type TestShop } from '../helpers/build-app';
import { expectProblem, repoRoot } from '../helpers/contract';

const CLIENTS = {
  google: { id: 'test-google', secret: 'test-google-secret' },
  facebook: { id: 'test-facebook', secret: 'test-facebook-secret' },
};
type FakeOAuthProvider = typeof import('../../../../tools/scripts/fake-oauth-provider.mjs') extends {
  startFakeOAuthProvider: (...args: never[]) => Promise<infer T>;
}
  ? T
  : never;
let fake: FakeOAuthProvider;

beforeAll(async () => {
  // The same fake the e2e journeys use; a tool of the repository, loaded by path.
  const { startFakeOAuthProvider } = (await import(
    join(repoRoot, 'tools/scripts/fake-oauth-provider.mjs')
  )) as typeof import('../../../../tools/scripts/fake-oauth-provider.mjs');
  fake = await startFakeOAuthProvider({ clients: CLIENTS });
});
afterAll(async () => {
  await fake?.close();
});

interface Flow {
  state: string;
  stateCookie: string;
  authorize: URL;
}

/** Starts the flow the way the popup does, and returns where the API sent the browser. */
async function start(shop: TestShop, provider: 'google' | 'facebook'): Promise<Flow> {
  const response = await call(shop, 'GET', `/api/auth/social/${provider}/redirect`);
  expect(response.statusCode, response.body).toBe(302);
  const authorize = new URL(String(response.headers.location));
  const cookie = setCookie(response, 'oauth_state');
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/api/auth/social', maxAge: 600 });
  // The popup keeps its opener through the flow.
  expect(response.headers['cross-origin-opener-policy']).toBe('unsafe-none');
  return {
    state: authorize.searchParams.get('state') ?? '',
    stateCookie: `oauth_state=${cookie?.value ?? ''}`,
    authorize,
  };
}

/** What the person does on the provider's page: approve as `email` (or deny); returns the callback query. */
async function consent(
  flow: Flow,
  options: { email?: string; unverified?: boolean; deny?: boolean } = {},
): Promise<string> {
  const page = await fetch(flow.authorize);
  expect(page.status).toBe(200);
  const q = flow.authorize.searchParams;
  if (options.deny) return `error=access_denied&state=${flow.state}`;
  const approve = new URL(`${fake.url}/${flow.authorize.pathname.split('/')[1]}/approve`);
  for (const name of ['client_id', 'redirect_uri', 'state', 'code_challenge'])
    approve.searchParams.set(name, q.get(name) ?? '');
  approve.searchParams.set('email', options.email ?? uniqueEmail('social'));
  if (options.unverified) approve.searchParams.set('unverified', '1');
  const back = await fetch(approve, { redirect: 'manual' });
  const location = new URL(back.headers.get('location') ?? '');
  return location.search.slice(1);
}

function message(html: string): unknown {
  const match = /postMessage\((\{.*?\}), location\.origin\)/.exec(html);
  return match?.[1] ? JSON.parse(match[1]) : null;
}

describeEachDatabase(
  'social sign-in (against the local fake provider)',
  (shop) => {
    it('runs the authorisation-code flow with state and PKCE, creates the account and sets the cookie', async () => {
      const flow = await start(shop(), 'google');
      const q = flow.authorize.searchParams;
      expect(flow.authorize.origin + flow.authorize.pathname).toBe(`${fake.url}/google/authorize`);
      expect(Object.fromEntries(q)).toMatchObject({
        client_id: 'test-google',
        redirect_uri: 'http://localhost:3000/social-callback/google',
        response_type: 'code',
        scope: 'openid email profile',
        code_challenge_method: 'S256',
      });
      expect(q.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const email = uniqueEmail('social');
      const query = await consent(flow, { email });
      const response = await call(shop(), 'GET', `/api/auth/social/google/callback?${query}`, undefined, {
        cookie: flow.stateCookie,
      });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.headers['content-type']).toMatch(/^text\/html/);
      expect(message(response.body)).toEqual({ name: 'OAuth', ok: true });
      // The token stays in the cookie, out of the page.
      const token = setCookie(response, 'jwt')?.value ?? '';
      expect(token.length).toBeGreaterThan(20);
      expect(response.body).not.toContain(token);
      const csp = String(response.headers['content-security-policy']);
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(response.body).toContain(`<script nonce="${nonce}">`);
      expect(csp).toContain("default-src 'none'");
      expect(response.headers['cross-origin-opener-policy']).toBe('unsafe-none');
      expect((await call(shop(), 'GET', '/api/auth/user', undefined, { token })).json()).toMatchObject({
        email,
        email_verified: true,
        first_name: 'Sam',
      });
      // Signing in again with the same provider account reaches the same customer.
      const again = await start(shop(), 'google');
      const second = await call(
        shop(),
        'GET',
        `/api/auth/social/google/callback?${await consent(again, { email })}`,
        undefined,
        { cookie: again.stateCookie },
      );
      expect(message(second.body)).toEqual({ name: 'OAuth', ok: true });
      expect((await shop().db.selectFrom('customers').select('id').where('email', '=', email).execute()).length).toBe(
        1,
      );
    });

    it('links a verified provider e-mail to the existing account', async () => {
      const account = await registerAccount(shop());
      const flow = await start(shop(), 'facebook');
      const response = await call(
        shop(),
        'GET',
        `/api/auth/social/facebook/callback?${await consent(flow, { email: account.email })}`,
        undefined,
        { cookie: flow.stateCookie },
      );
      expect(message(response.body)).toEqual({ name: 'OAuth', ok: true });
      expect(
        (
          await call(shop(), 'GET', '/api/auth/user', undefined, { token: setCookie(response, 'jwt')?.value ?? '' })
        ).json(),
      ).toMatchObject({ id: account.id });
    });

    it('never signs in with a wrong or replayed state, a denial or an unverified e-mail', async () => {
      const account = await registerAccount(shop());
      const flow = await start(shop(), 'google');
      const query = await consent(flow, { email: account.email });
      const cases: [string, string | undefined, string][] = [
        [query, undefined, 'state_mismatch'],
        [query, `oauth_state=${flow.stateCookie.split('=')[1]?.replace(/^./, 'x')}`, 'state_mismatch'],
      ];
      for (const [q, cookie, error] of cases) {
        const response = await call(
          shop(),
          'GET',
          `/api/auth/social/google/callback?${q}`,
          undefined,
          cookie ? { cookie } : {},
        );
        expect(message(response.body)).toEqual({ name: 'OAuth', ok: false, error });
        expect(setCookie(response, 'jwt')).toBeUndefined();
      }
      // The state is spent by the first callback that names it, whatever it decided.
      const replay = await call(shop(), 'GET', `/api/auth/social/google/callback?${query}`, undefined, {
        cookie: flow.stateCookie,
      });
      expect(message(replay.body)).toEqual({ name: 'OAuth', ok: false, error: 'state_mismatch' });

      const denied = await start(shop(), 'google');
      const deny = await call(
        shop(),
        'GET',
        `/api/auth/social/google/callback?${await consent(denied, { deny: true })}`,
        undefined,
        { cookie: denied.stateCookie },
      );
      expect(message(deny.body)).toEqual({ name: 'OAuth', ok: false, error: 'access_denied' });

      const unverified = await start(shop(), 'google');
      const takeover = await call(
        shop(),
        'GET',
        `/api/auth/social/google/callback?${await consent(unverified, { email: account.email, unverified: true })}`,
        undefined,
        { cookie: unverified.stateCookie },
      );
      expect(message(takeover.body)).toEqual({ name: 'OAuth', ok: false, error: 'email_unverified' });
      expect(setCookie(takeover, 'jwt')).toBeUndefined();
    });

    it('answers 400 for a malformed state and 404 for an unknown provider', async () => {
      expectProblem(await call(shop(), 'GET', '/api/auth/social/google/callback?state=short&code=x'), 400);
      expectProblem(await call(shop(), 'GET', '/api/auth/social/twitter/redirect'), 400);
    });
  },
  {
    get env() {
      return {
        OAUTH_PROVIDER_BASE_URL: fake.url,
        GOOGLE_CLIENT_ID: CLIENTS.google.id,
        GOOGLE_CLIENT_SECRET: CLIENTS.google.secret,
        FACEBOOK_CLIENT_ID: CLIENTS.facebook.id,
        FACEBOOK_CLIENT_SECRET: CLIENTS.facebook.secret,
      };
    },
  },
);

it('hides a provider that is not configured: 404 and no button in the app config', async () => {
  const shop = await buildTestApp();
  try {
    expectProblem(await call(shop, 'GET', '/api/auth/social/google/redirect'), 404);
    const config = await call(shop, 'GET', '/api/v1/app/config');
    expect(config.json()).toMatchObject({
      social_login: { google: { enabled: false, authorize_url: null }, facebook: { enabled: false } },
    });
  } finally {
    await shop.close();
  }
});
