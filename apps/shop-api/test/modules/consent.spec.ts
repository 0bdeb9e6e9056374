import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { call, registerAccount, setCookie, type CallOptions } from '../helpers/auth';
import { describeEachDatabase, type TestShop } from '../helpers/build-app';
import { expectMatchesContract, expectProblem } from '../helpers/contract';

const CONSENT = '/api/v1/cookie/consent';
const STOREFRONT = 'https://shop.example';
const DEFAULT_DAYS = 180;

interface ConsentAnswer {
  cookie_consent: 0 | 1 | null;
  purposes: { analytics: boolean; advertising: boolean };
  lifetime_days: number;
}

async function readConsent(shop: TestShop, options: CallOptions = {}) {
  const response = await call(shop, 'GET', CONSENT, undefined, options);
  expect(response.statusCode, response.body).toBe(200);
  return { response, body: expectMatchesContract('GET', CONSENT, response) as ConsentAnswer };
}

async function chooseConsent(shop: TestShop, choice: unknown, options: CallOptions = {}) {
  const response = await call(shop, 'POST', CONSENT, choice, { origin: STOREFRONT, ...options });
  expect(response.statusCode, response.body).toBe(200);
  return { response, body: expectMatchesContract('POST', CONSENT, response) as ConsentAnswer };
}

/** Every Set-Cookie header of a response, as sent. */
function setCookieHeaders(response: LightMyRequestResponse): string[] {
  const header = response.headers['set-cookie'];
  return header === undefined ? [] : Array.isArray(header) ? header : [header];
}

function consentCookieHeader(response: LightMyRequestResponse): string | undefined {
  return setCookieHeaders(response).find((line) => line.startsWith('cookie_consent='));
}

async function customerRow(shop: TestShop, id: number) {
  return shop.db
    .selectFrom('customers')
    .select(['cookie_consent', 'consent_analytics', 'consent_advertising', 'consent_decided_at'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
}

describeEachDatabase(
  'cookie consent',
  (shop) => {
    it('is not chosen for a new guest, and reads a guest choice from the cookie', async () => {
      const fresh = await readConsent(shop());
      expect(fresh.body).toEqual({
        cookie_consent: null,
        purposes: { analytics: false, advertising: false },
        lifetime_days: DEFAULT_DAYS,
      });
      expect(fresh.response.headers['cache-control']).toBe('no-store');
      // A guest's choice lives in the cookie only: reading it writes nothing.
      expect(consentCookieHeader(fresh.response)).toBeUndefined();

      const cases: Array<[string, ConsentAnswer['cookie_consent'], ConsentAnswer['purposes']]> = [
        ['1', 1, { analytics: true, advertising: true }],
        ['0', 0, { analytics: false, advertising: false }],
        ['analytics', 1, { analytics: true, advertising: false }],
        ['advertising', 1, { analytics: false, advertising: true }],
        ['marketing', null, { analytics: false, advertising: false }],
      ];
      for (const [value, flag, purposes] of cases) {
        const { body } = await readConsent(shop(), { cookie: `cookie_consent=${value}` });
        expect(body, value).toMatchObject({ cookie_consent: flag, purposes });
      }
    });

    it('records a guest choice in a script-readable, Lax, Secure cookie for the configured lifetime', async () => {
      const { response, body } = await chooseConsent(shop(), {
        cookie_consent: 1,
        purposes: { analytics: true, advertising: false },
      });
      expect(body).toEqual({
        cookie_consent: 1,
        purposes: { analytics: true, advertising: false },
        lifetime_days: DEFAULT_DAYS,
      });
      expect(consentCookieHeader(response)).toBe(
        `cookie_consent=analytics; Max-Age=${DEFAULT_DAYS * 86400}; Path=/; Secure; SameSite=Lax`,
      );

      const all = await chooseConsent(shop(), { cookie_consent: 1 });
      expect(all.body.purposes).toEqual({ analytics: true, advertising: true });
      expect(setCookie(all.response, 'cookie_consent')?.value).toBe('1');
      // Advertising allowed: the campaign cookies stay.
      expect(setCookie(all.response, 'utm')).toBeUndefined();
    });

    it("keeps the cookie as long as the shop's settings say", async () => {
      await shop()
        .db.insertInto('settings')
        .values({ key: 'cookieConsentLifetimeDays', value: '30', updated_at: Date.now() })
        .execute();
      try {
        const { response, body } = await chooseConsent(shop(), { cookie_consent: 0 });
        expect(body.lifetime_days).toBe(30);
        expect(setCookie(response, 'cookie_consent')).toMatchObject({ value: '0', maxAge: 30 * 86400 });
        expect((await readConsent(shop())).body.lifetime_days).toBe(30);
      } finally {
        await shop().db.deleteFrom('settings').where('key', '=', 'cookieConsentLifetimeDays').execute();
      }
    });

    it('expires the utm and cje cookies when advertising is not allowed', async () => {
      for (const choice of [
        { cookie_consent: 0 },
        { cookie_consent: 1, purposes: { analytics: true, advertising: false } },
      ]) {
        const { response } = await chooseConsent(shop(), choice, { cookie: 'cookie_consent=1; utm=x; cje=y' });
        const lines = setCookieHeaders(response);
        for (const name of ['utm', 'cje'])
          expect(lines.find((line) => line.startsWith(`${name}=`))).toMatch(new RegExp(`^${name}=; Max-Age=0; Path=/`));
      }
    });

    it('refuses a flag that contradicts the purposes, in the one problem shape', async () => {
      for (const choice of [
        { cookie_consent: 0, purposes: { analytics: true, advertising: false } },
        { cookie_consent: 0, purposes: { analytics: false, advertising: true } },
        { cookie_consent: 1, purposes: { analytics: false, advertising: false } },
      ]) {
        const response = await call(shop(), 'POST', CONSENT, choice, { origin: STOREFRONT });
        const problem = expectProblem(response, 400);
        expect(problem.errors).toEqual({ purposes: ['validation.invalid'] });
        expect(consentCookieHeader(response)).toBeUndefined();
        expectMatchesContract('POST', CONSENT, response);
      }
      expectProblem(await call(shop(), 'POST', CONSENT, { cookie_consent: 2 }, { origin: STOREFRONT }), 400);
      expectProblem(
        await call(
          shop(),
          'POST',
          CONSENT,
          { cookie_consent: 1, purposes: { analytics: true } },
          { origin: STOREFRONT },
        ),
        400,
      );
    });

    it('refuses a write from a foreign origin', async () => {
      const response = await call(shop(), 'POST', CONSENT, { cookie_consent: 1 }, { origin: 'https://evil.example' });
      expectProblem(response, 403);
      expect(consentCookieHeader(response)).toBeUndefined();
    });

    it("keeps a signed-in customer's choice on the profile and brings it to a session without the cookie", async () => {
      const account = await registerAccount(shop());
      const before = Date.now();
      await chooseConsent(
        shop(),
        { cookie_consent: 1, purposes: { analytics: false, advertising: true } },
        {
          token: account.token,
        },
      );
      const row = await customerRow(shop(), account.id);
      expect(row).toMatchObject({ cookie_consent: 1, consent_analytics: 0, consent_advertising: 1 });
      expect(Number(row.consent_decided_at)).toBeGreaterThanOrEqual(before);

      // Another device: signed in, no consent cookie. The profile answers and writes the cookie.
      const elsewhere = await readConsent(shop(), { token: account.token });
      expect(elsewhere.body).toMatchObject({ cookie_consent: 1, purposes: { analytics: false, advertising: true } });
      expect(consentCookieHeader(elsewhere.response)).toBe(
        `cookie_consent=advertising; Max-Age=${DEFAULT_DAYS * 86400}; Path=/; Secure; SameSite=Lax`,
      );
      // The profile wins over an older cookie on that device.
      const stale = await readConsent(shop(), { token: account.token, cookie: 'cookie_consent=0' });
      expect(stale.body.cookie_consent).toBe(1);

      const exported = await call(shop(), 'GET', '/api/v1/profile/export', undefined, { token: account.token });
      expect(exported.statusCode, exported.body).toBe(200);
      const data = expectMatchesContract('GET', '/api/v1/profile/export', exported) as {
        consents: { cookie_consent: number; purposes: object; decided_at: string };
      };
      expect(data.consents).toEqual({
        cookie_consent: 1,
        purposes: { analytics: false, advertising: true },
        decided_at: new Date(Number(row.consent_decided_at)).toISOString(),
      });
    });

    it('reads the cookie for a signed-in customer who has not chosen', async () => {
      const account = await registerAccount(shop());
      const { response, body } = await readConsent(shop(), {
        token: account.token,
        cookie: 'cookie_consent=analytics',
      });
      expect(body).toMatchObject({ cookie_consent: 1, purposes: { analytics: true, advertising: false } });
      expect(consentCookieHeader(response)).toBeUndefined();
      expect(await customerRow(shop(), account.id)).toMatchObject({ cookie_consent: null, consent_decided_at: null });
    });

    it('sets every purpose or none when the profile edit says 1 or 0', async () => {
      const account = await registerAccount(shop());
      const contact = { first_name: 'Anna', last_name: 'V', phone: null };
      for (const [flag, allowed, cookie] of [
        [1, true, '1'],
        [0, false, '0'],
      ] as const) {
        const response = await call(
          shop(),
          'POST',
          '/api/v1/profile/edit',
          { ...contact, cookie_consent: flag },
          {
            token: account.token,
          },
        );
        expect(response.statusCode, response.body).toBe(200);
        expect(setCookie(response, 'cookie_consent')?.value).toBe(cookie);
        expect(await customerRow(shop(), account.id)).toMatchObject({
          cookie_consent: flag,
          consent_analytics: allowed ? 1 : 0,
          consent_advertising: allowed ? 1 : 0,
        });
        const { body } = await readConsent(shop(), { token: account.token });
        expect(body).toMatchObject({ cookie_consent: flag, purposes: { analytics: allowed, advertising: allowed } });
      }
      // Without cookie_consent the edit leaves the choice and the cookie alone.
      const response = await call(shop(), 'POST', '/api/v1/profile/edit', contact, { token: account.token });
      expect(setCookie(response, 'cookie_consent')).toBeUndefined();
      expect((await customerRow(shop(), account.id)).cookie_consent).toBe(0);
    });
  },
  // Seeded: the profile export reads the shop's settings.
  { env: { PUBLIC_URL: STOREFRONT } },
);

describeEachDatabase(
  'cookie consent on localhost',
  (shop) => {
    it('leaves Secure off, as the session cookie does', async () => {
      const { response } = await chooseConsent(shop(), { cookie_consent: 0 }, { origin: 'http://localhost:3000' });
      expect(consentCookieHeader(response)).toBe(
        `cookie_consent=0; Max-Age=${DEFAULT_DAYS * 86400}; Path=/; SameSite=Lax`,
      );
    });
  },
  { seed: false },
);
