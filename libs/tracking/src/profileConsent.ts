import { getCookieConsent, setCookieConsent, type UserCookieConsent } from '@shop/api';
import { consentFlag, type ConsentChoice } from '@shop/i18n';
import { announceConsent, readConsent } from './consent';

/**
 * What a signed-in customer's consent asks of this browser: `fetch` when the profile holds a choice
 * the cookie lacks or contradicts (the API then writes the profile's choice to the cookie), `send`
 * when only the cookie holds one (the profile keeps it), `none` otherwise (a guest, or both agree).
 */
export function profileConsentAction(
  profile: UserCookieConsent | undefined,
  cookie: ConsentChoice | null,
): 'fetch' | 'send' | 'none' {
  if (profile === undefined) return 'none';
  if (profile !== null) return cookie === null || consentFlag(cookie) !== profile ? 'fetch' : 'none';
  return cookie === null ? 'none' : 'send';
}

/**
 * Brings the signed-in customer's choice and this browser's together after the session user
 * changed (`profile` is the user's `cookie_consent`, undefined for a guest).
 */
export async function syncProfileConsent(profile: UserCookieConsent | undefined): Promise<void> {
  const cookie = readConsent();
  const action = profileConsentAction(profile, cookie);
  if (action === 'fetch') {
    const answer = await getCookieConsent();
    if (answer.cookie_consent !== null && answer.purposes) announceConsent(answer.purposes);
  } else if (action === 'send' && cookie) {
    await setCookieConsent({ cookie_consent: consentFlag(cookie), purposes: cookie });
  }
}
