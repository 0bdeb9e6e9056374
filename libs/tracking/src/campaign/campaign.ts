import type { OrderTracking } from '@shop/api';
import { readCookie, readJson, writeCookie, writeJson, type ConsentChoice } from '@shop/i18n';
import { readConsent } from '../consent';
import {
  CAMPAIGN_COOKIE_DAYS,
  CAMPAIGN_KEYS_MAX,
  CAMPAIGN_SESSION_KEY,
  CAMPAIGN_VALUE_MAX,
  CJE_COOKIE,
  CJE_MAX,
  CJE_SESSION_KEY,
  UTM_COOKIE,
} from '../constants';

/** Campaign data of a landing URL: every `utm_*` key (lowercased) and `click_id`, values trimmed. */
export type Campaign = Record<string, string>;

/** The campaign keys of a query string (spec: those starting with `utm_`, and `click_id`). */
export function campaignOf(search: string): Campaign {
  const found: Campaign = {};
  for (const [rawKey, rawValue] of new URLSearchParams(search)) {
    const key = rawKey.trim().toLowerCase().slice(0, CAMPAIGN_VALUE_MAX);
    if (!(key.startsWith('utm_') || key === 'click_id') || key in found) continue;
    const value = rawValue.trim().slice(0, CAMPAIGN_VALUE_MAX);
    if (!value) continue;
    found[key] = value;
    if (Object.keys(found).length === CAMPAIGN_KEYS_MAX) break;
  }
  return found;
}

/** The CJ affiliate's click id of a query string (`cje`), or null. */
export function cjeOf(search: string): string | null {
  const value = new URLSearchParams(search).get('cje')?.trim();
  return value ? value.slice(0, CJE_MAX) : null;
}

function parseCampaign(text: string | undefined): Campaign | null {
  if (!text) return null;
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
    return Object.fromEntries(
      Object.entries(value).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
    );
  } catch {
    return null;
  }
}

/** The kept campaign data: the `utm` cookie's, else this visit's session copy; null when none. */
export function readCampaign(): Campaign | null {
  return parseCampaign(readCookie(UTM_COOKIE)) ?? readJson<Campaign>('session', CAMPAIGN_SESSION_KEY);
}

/** The kept CJ click id: the `cje` cookie's, else this visit's session copy; null when none. */
export function readCje(): string | null {
  return readCookie(CJE_COOKIE) || readJson<string>('session', CJE_SESSION_KEY);
}

/**
 * Keeps campaign data and the CJ click id where the consent says (spec: with advertising allowed
 * in the `utm` and `cje` cookies and the session copy dropped; else in session storage only).
 */
function keep(campaign: Campaign | null, cje: string | null, advertising: boolean): void {
  if (advertising) {
    if (campaign) writeCookie(UTM_COOKIE, JSON.stringify(campaign), CAMPAIGN_COOKIE_DAYS);
    if (cje) writeCookie(CJE_COOKIE, cje, CAMPAIGN_COOKIE_DAYS);
    writeJson('session', CAMPAIGN_SESSION_KEY, null);
    writeJson('session', CJE_SESSION_KEY, null);
  } else {
    if (campaign) writeJson('session', CAMPAIGN_SESSION_KEY, campaign);
    if (cje) writeJson('session', CJE_SESSION_KEY, cje);
  }
}

/**
 * Keeps the campaign data of a landing URL: a URL that carries campaign keys replaces the kept
 * ones, one that carries `cje` the kept click id; where they go depends on the consent.
 */
export function captureCampaign(search: string, consent: ConsentChoice | null = readConsent()): void {
  const campaign = campaignOf(search);
  keep(Object.keys(campaign).length > 0 ? campaign : null, cjeOf(search), consent?.advertising ?? false);
}

/**
 * After a consent change: with advertising allowed, what this visit kept in session storage moves
 * to the cookies (a withdrawal's cookies are deleted by `deleteDeclinedCookies`).
 */
export function applyConsentToCampaign(consent: ConsentChoice): void {
  if (!consent.advertising) return;
  keep(readJson<Campaign>('session', CAMPAIGN_SESSION_KEY), readJson<string>('session', CJE_SESSION_KEY), true);
}

/**
 * What the order carries (OrderTracking): the contract's five utm fields, click_id and cje. Other
 * `utm_*` keys stay in the campaign data for the advertising sources and analytics.
 */
export function orderTracking(): OrderTracking {
  const campaign = readCampaign() ?? {};
  const tracking: OrderTracking = {};
  for (const field of ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'click_id'] as const)
    if (campaign[field]) tracking[field] = campaign[field];
  const cje = readCje();
  if (cje) tracking.cje = cje;
  return tracking;
}
