import { rememberAdSource, AD_SOURCES } from './adSources';
import { captureCampaign } from './campaign/campaign';

/**
 * What a landing URL leaves for the rest of the visit: its campaign data and affiliate click id
 * (kept as the consent allows) and the advertising source it chose.
 */
export function captureLanding(search: string): void {
  captureCampaign(search);
  rememberAdSource(AD_SOURCES, search);
}
