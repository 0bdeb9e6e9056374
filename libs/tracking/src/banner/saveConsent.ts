import { setCookieConsent } from '@shop/api';
import { consentFlag, type ConsentChoice } from '@shop/i18n';
import { announceConsent } from '../consent';

/**
 * Records the shopper's choice: the API writes the `cookie_consent` cookie (and the profile's
 * choice for a customer), then this tab and the others are told.
 */
export async function saveConsent(choice: ConsentChoice): Promise<ConsentChoice> {
  const answer = await setCookieConsent({ cookie_consent: consentFlag(choice), purposes: choice });
  const recorded = answer.purposes ?? choice;
  announceConsent(recorded);
  return recorded;
}
