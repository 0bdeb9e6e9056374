import { useSession } from '@shop/auth';
import { syncProfileConsentSoon } from '@shop/tracking';
import { useEffect, useEffectEvent } from 'react';

/**
 * Brings a signed-in customer's cookie consent along whenever the session's user changes: the
 * profile's choice comes to this browser, or this browser's goes to a profile without one. The
 * session is `@shop/auth`'s, which `@shop/tracking` may not import, so the app joins them here.
 */
export function SessionConsent() {
  const { user } = useSession();
  const sync = useEffectEvent(() => {
    syncProfileConsentSoon(user?.cookie_consent).catch((error: unknown) =>
      console.warn('consent: the profile’s choice was not synchronised', error),
    );
  });
  const userId = user?.id ?? null;
  useEffect(() => {
    if (userId !== null) sync();
  }, [userId]);
  return null;
}
