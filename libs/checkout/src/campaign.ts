import type { OrderTracking } from '@shop/api';
import { readJson, writeJson } from '@shop/i18n';
import { CAMPAIGN_KEY } from './constants';

const FIELDS = ['utm_source', 'utm_medium', 'utm_campaign', 'utm_term', 'utm_content', 'click_id', 'cje'] as const;
const MAX_LENGTH = { cje: 500 } as Partial<Record<(typeof FIELDS)[number], number>>;

/**
 * Keeps the campaign data of a landing URL (utm_*, click_id and the CJ affiliate's cje) for the
 * order, for this tab's visit: a URL that carries any of them replaces what was kept.
 */
export function captureCampaign(search: string): void {
  const params = new URLSearchParams(search);
  const found: OrderTracking = {};
  for (const field of FIELDS) {
    const value = params.get(field)?.trim();
    if (value) found[field] = value.slice(0, MAX_LENGTH[field] ?? 200);
  }
  if (Object.keys(found).length > 0) writeJson('session', CAMPAIGN_KEY, found);
}

/** The kept campaign data, or an empty object. */
export function readCampaign(): OrderTracking {
  return readJson<OrderTracking>('session', CAMPAIGN_KEY) ?? {};
}
