import type { ContentPageKey } from '@shop/api-schemas';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import type { Database } from '../../db/schema';
import type { Env } from '../../config/env';
import { defaultLocaleForHost } from '@shop/locale';
import { localizePath, type Locale } from '../../lib/locale';
import { createTtlCache, type TtlCache } from '../../lib/ttl-cache';
import type { ChangeSet } from '../changes/watcher';
import { contentPageTitles, readSetting, readSettings } from './repository';

const localised = z.object({ en: z.string(), ru: z.string() });

/** The shop settings the seed (or an operator) stores; validated so a bad row fails loudly. */
export const ShopSettingsSchema = z.object({
  companyName: z.string(),
  businessId: z.string(),
  address: z.object({ street: z.string(), postcode: z.string(), city: z.string(), country: z.string().length(2) }),
  email: z.string(),
  hotlinePhone: z.string(),
  whatsapp: z.string().nullable().optional(),
  social: z.object({
    facebook: z.string().nullish(),
    instagram: z.string().nullish(),
    youtube: z.string().nullish(),
    whatsapp: z.string().nullish(),
  }),
  b2bUrl: z.string().nullish(),
  currency: z.object({ code: z.string(), sign: z.string() }),
  country: z.string().length(2),
  defaultLocale: z.enum(['en', 'ru']),
  gpsrEnabled: z.boolean(),
  companyText: localised,
  cookieConsentLifetimeDays: z.number().int().min(1).max(3650).optional(),
});
export type ShopSettings = z.infer<typeof ShopSettingsSchema>;

/** How long the cookie_consent cookie is kept when the settings do not say. */
export const DEFAULT_CONSENT_LIFETIME_DAYS = 180;

/** Days the `cookie_consent` cookie is kept: the shop's setting, else the default. */
export async function consentLifetimeDays(db: Kysely<Database>): Promise<number> {
  const days = ShopSettingsSchema.shape.cookieConsentLifetimeDays.parse(
    await readSetting(db, 'cookieConsentLifetimeDays'),
  );
  return days ?? DEFAULT_CONSENT_LIFETIME_DAYS;
}

export async function loadShopSettings(db: Kysely<Database>): Promise<ShopSettings> {
  // The stored settings, not a request: a row that breaks the schema is a 500.
  return ShopSettingsSchema.parse(await readSettings(db));
}

/**
 * How long the shop currency is kept in memory. It is set once in a shop's life, and cart prices,
 * asked on every change of a cart, would otherwise spend a third of their database work on it.
 */
export const SHOP_CURRENCY_TTL_MS = 60_000;

// One per database; the expired value answers while the next one loads.
const currencies = new WeakMap<Kysely<Database>, TtlCache<ShopSettings['currency']>>();

/** Drops the kept currency when the settings (`content`) or everything changed. */
export function forgetChangedSettings(db: Kysely<Database>, changes: ChangeSet): void {
  if (changes.all || changes.content) currencies.get(db)?.clear();
}

/** The shop currency alone, for answers that need nothing else of the settings (cart prices). */
export function loadShopCurrency(db: Kysely<Database>): Promise<ShopSettings['currency']> {
  let cache = currencies.get(db);
  if (!cache)
    currencies.set(db, (cache = createTtlCache({ ttlMs: SHOP_CURRENCY_TTL_MS, max: 1, staleWhileRevalidate: true })));
  // The stored setting, not a request: checked as loadShopSettings checks all of them.
  return cache.get('currency', async () => ShopSettingsSchema.shape.currency.parse(await readSetting(db, 'currency')));
}

const COUNTRY_NAMES: Record<string, Record<Locale, string>> = {
  FI: { en: 'Finland', ru: 'Финляндия' },
};

export function countryName(code: string, locale: Locale): string {
  return COUNTRY_NAMES[code]?.[locale] ?? code;
}

/**
 * A phone number as the contract's PhoneNumber gives it (`+` and digits only, usable in `tel:` and
 * wa.me links): operators store it for reading, with spaces or dashes (`+358 9 4241 7800`).
 */
/** The shop's postal address, its country named in the page's language. */
export function shopAddress(settings: ShopSettings, locale: Locale) {
  return {
    company_name: settings.companyName,
    street: settings.address.street,
    postcode: settings.address.postcode,
    city: settings.address.city,
    country: countryName(settings.address.country, locale),
    country_code: settings.address.country,
  };
}

export function internationalPhone(phone: string): string {
  return `+${phone.replace(/\D/g, '')}`;
}

/** Content pages in footer order: storefront path (without locale) and the settings' titles. */
export const FOOTER_PAGES = [
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
] as const satisfies readonly ContentPageKey[];

/**
 * `GET /api/v1/app/config`: the public configuration, in the requested language. Its `locale` is
 * the shop's default for a request on `host`: the host's in LOCALE_DOMAINS, else DEFAULT_LOCALE,
 * else the shop's setting.
 */
export async function appConfig(db: Kysely<Database>, env: Env, locale: Locale, host: string | undefined) {
  const settings = await loadShopSettings(db);
  const titles = await contentPageTitles(db, locale);
  const byPath = new Map(titles.map((row) => [row.path.replace(/^\//, ''), row.title]));
  const contentPages = FOOTER_PAGES.filter((key) => byPath.has(key) && (key !== 'gpsr' || settings.gpsrEnabled)).map(
    (key) => ({
      key,
      path: localizePath(`/${key}`, locale),
      title: byPath.get(key) ?? key,
    }),
  );
  const provider = (enabled: boolean, name: string) => ({
    enabled,
    authorize_url: enabled ? `/api/auth/social/${name}/redirect` : null,
  });
  return {
    locale: defaultLocaleForHost(host, env.LOCALE_DOMAINS, env.DEFAULT_LOCALE ?? settings.defaultLocale),
    locales: ['en', 'ru'] as Locale[],
    currency: settings.currency,
    country: settings.country,
    hotline_phone: internationalPhone(settings.hotlinePhone),
    email: settings.email,
    whatsapp: settings.whatsapp ? internationalPhone(settings.whatsapp) : null,
    address: shopAddress(settings, locale),
    company_text: settings.companyText[locale],
    social: {
      facebook: settings.social.facebook ?? null,
      instagram: settings.social.instagram ?? null,
      youtube: settings.social.youtube ?? null,
      whatsapp: settings.social.whatsapp ?? null,
    },
    b2b_url: settings.b2bUrl ?? null,
    gpsr: { enabled: settings.gpsrEnabled },
    cookie_consent: { lifetime_days: settings.cookieConsentLifetimeDays ?? DEFAULT_CONSENT_LIFETIME_DAYS },
    social_login: {
      google: provider(Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET), 'google'),
      facebook: provider(Boolean(env.FACEBOOK_CLIENT_ID && env.FACEBOOK_CLIENT_SECRET), 'facebook'),
    },
    content_pages: contentPages,
  };
}
