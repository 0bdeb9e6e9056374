import type { ConsentChoice } from '@shop/i18n';
import { applyConsentToCampaign } from './campaign/campaign';
import { deleteDeclinedCookies } from './purposeCookies';

/** What a new choice changes in this browser: the declined purposes' cookies go, campaign data moves as allowed. */
export function applyConsent(choice: ConsentChoice): void {
  deleteDeclinedCookies(choice);
  applyConsentToCampaign(choice);
}
