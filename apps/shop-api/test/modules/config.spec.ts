import type { GetAppConfigResponse } from '@shop/api-schemas';
import { expect, it } from 'vitest';
import type { z } from 'zod';
import { buildApp } from '../../src/app';
import { loadEnv } from '../../src/config/env';
import { describeEachDatabase, type TestShop } from '../helpers/build-app';
import { expectMatchesContract } from '../helpers/contract';
import { CYRILLIC, HUGE_VALUE, RUSSIAN_BROWSER } from '../helpers/locale';

type AppConfig = z.infer<typeof GetAppConfigResponse>;

const PATH = '/api/v1/app/config';

async function getConfig(shop: TestShop, query = '', headers: Record<string, string> = {}): Promise<AppConfig> {
  const response = await shop.app.inject({ method: 'GET', url: `${PATH}${query}`, headers });
  expect(response.statusCode, response.body).toBe(200);
  return expectMatchesContract('GET', PATH, response) as AppConfig;
}

/** Runs `body` with the operator's gpsr switch set to `enabled`, then restores the seeded value. */
async function withGpsr(shop: TestShop, enabled: boolean, body: () => Promise<void>): Promise<void> {
  const row = await shop.db
    .selectFrom('settings')
    .select('value')
    .where('key', '=', 'gpsrEnabled')
    .executeTakeFirstOrThrow();
  await shop.db
    .updateTable('settings')
    .set({ value: JSON.stringify(enabled) })
    .where('key', '=', 'gpsrEnabled')
    .execute();
  try {
    await body();
  } finally {
    await shop.db.updateTable('settings').set({ value: row.value }).where('key', '=', 'gpsrEnabled').execute();
  }
}

describeEachDatabase('GET /api/v1/app/config', (shop) => {
  it('answers the public configuration in English, as the contract says', async () => {
    const response = await shop().app.inject({ method: 'GET', url: `${PATH}?lang=en` });
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    const config = expectMatchesContract('GET', PATH, response) as AppConfig;
    expect(config.locale).toBe('en');
    expect(config.locales).toEqual(['en', 'ru']);
    expect(config.currency).toEqual({ code: 'EUR', sign: '€' });
    expect(config.address).toMatchObject({ country: 'Finland', country_code: 'FI' });
    expect(config.company_text).not.toMatch(CYRILLIC);
    expect(config.gpsr).toEqual({ enabled: true });
    expect(config.content_pages.map((page) => page.key)).toContain('gpsr');
    for (const page of config.content_pages) {
      expect(page.path).toBe(`/${page.key}`);
      expect(page.title).not.toMatch(CYRILLIC);
    }
  });

  it('answers in Russian for lang=ru, with Russian texts and /ru/ paths', async () => {
    const config = await getConfig(shop(), '?lang=ru');
    // The default locale of the shop does not follow the request.
    expect(config.locale).toBe('en');
    expect(config.company_text).toMatch(CYRILLIC);
    expect(config.address.country).toBe('Финляндия');
    expect(config.content_pages.length).toBeGreaterThan(0);
    for (const page of config.content_pages) {
      expect(page.path).toBe(`/ru/${page.key}`);
      expect(page.title).toMatch(CYRILLIC);
    }
  });

  it('follows Accept-Language without lang, and lang over Accept-Language', async () => {
    const russian = await getConfig(shop(), '', RUSSIAN_BROWSER);
    expect(russian.company_text).toMatch(CYRILLIC);
    expect(russian.content_pages[0]?.path).toMatch(/^\/ru\//);
    const english = await getConfig(shop(), '?lang=en', RUSSIAN_BROWSER);
    expect(english.company_text).not.toMatch(CYRILLIC);
    const unknown = await getConfig(shop(), '', { 'accept-language': 'de-DE,fr;q=0.8' });
    expect(unknown.company_text).toBe(english.company_text);
  });

  it('lists the footer pages in order, and the gpsr link only while gpsr is enabled', async () => {
    const enabled = await getConfig(shop());
    expect(enabled.content_pages.map((page) => page.key)).toEqual([
      'about-us',
      'contacts',
      'delivery-and-returns',
      'payment-policy',
      'size-guide',
      'distribution',
      'affiliate',
      'terms-and-conditions',
      'privacy-policy',
      'cookies-policy',
      'gpsr',
    ]);
    await withGpsr(shop(), false, async () => {
      for (const lang of ['en', 'ru']) {
        const disabled = await getConfig(shop(), `?lang=${lang}`);
        expect(disabled.gpsr).toEqual({ enabled: false });
        expect(disabled.content_pages.map((page) => page.key)).not.toContain('gpsr');
        expect(disabled.content_pages).toHaveLength(enabled.content_pages.length - 1);
      }
    });
    expect((await getConfig(shop())).gpsr.enabled).toBe(true);
  });

  it('disables social login without client ids', async () => {
    const config = await getConfig(shop());
    expect(config.social_login).toEqual({
      google: { enabled: false, authorize_url: null },
      facebook: { enabled: false, authorize_url: null },
    });
  });

  it('enables a social login provider only when both its id and secret are set', async () => {
    const env = loadEnv({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      DATA_DIR: shop().dataDir,
      ...(shop().env.DATABASE_URL ? { DATABASE_URL: shop().env.DATABASE_URL } : {}),
      GOOGLE_CLIENT_ID: 'google-id',
      GOOGLE_CLIENT_SECRET: 'google-secret',
      FACEBOOK_CLIENT_ID: 'facebook-id-without-secret',
    });
    // A second app over the same database; the database stays the suite's.
    const app = await buildApp({ env, db: shop().db, logger: false, openapiFile: null });
    try {
      const response = await app.inject({ method: 'GET', url: PATH });
      const config = expectMatchesContract('GET', PATH, response) as AppConfig;
      expect(config.social_login).toEqual({
        google: { enabled: true, authorize_url: '/api/auth/social/google/redirect' },
        facebook: { enabled: false, authorize_url: null },
      });
    } finally {
      await app.close();
    }
  });

  it.each([
    ['an unknown language', '?lang=xx'],
    ['an empty language', '?lang='],
    ['a 10,000-character language', `?lang=${HUGE_VALUE}`],
  ])('answers %s with a 400 problem naming lang', async (_name, query) => {
    const response = await shop().app.inject({ method: 'GET', url: `${PATH}${query}` });
    expect(response.statusCode).toBe(400);
    const problem = expectMatchesContract('GET', PATH, response) as { errors: Record<string, string[]> };
    expect(problem.errors).toEqual({ lang: ['validation.one_of'] });
  });
});

describeEachDatabase(
  'GET /api/v1/app/config: the default locale by domain or config',
  (shop) => {
    it.each([
      ['a mapped domain', { host: 'shop.ru' }, 'ru'],
      ['a mapped domain with a port, forwarded by the storefront', { 'x-forwarded-host': 'SHOP.FI:443' }, 'en'],
      ['another host, which gets DEFAULT_LOCALE', { host: 'localhost:3000' }, 'ru'],
    ])('answers the locale of %s', async (_name, headers, locale) => {
      const config = await getConfig(shop(), '?lang=en', headers);
      expect(config.locale).toBe(locale);
    });
  },
  { env: { DEFAULT_LOCALE: 'ru', LOCALE_DOMAINS: 'shop.fi=en,shop.ru=ru' } },
);
