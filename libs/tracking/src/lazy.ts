import type { UserCookieConsent } from '@shop/api';
import type { ConsentChoice } from '@shop/i18n';

/*
 * Entry points that every page mounts but few visits need: their code loads only when they act,
 * so the first load of a page barely grows (a landing URL without a query, a guest, no consent
 * change load nothing).
 */

/** On landing: keeps the URL's campaign data and chooses its advertising source (`captureLanding`). */
export function captureLandingSoon(search: string): void {
  if (search.length <= 1) return;
  void import('./landing').then((module) => module.captureLanding(search));
}

/** After a new choice: the declined purposes' cookies go, campaign data moves as allowed. */
export function applyConsentSoon(choice: ConsentChoice): void {
  void import('./consentEffects').then((module) => module.applyConsent(choice));
}

/** After the session's user changed: brings the customer's choice along (`syncProfileConsent`). */
export function syncProfileConsentSoon(profile: UserCookieConsent | undefined): Promise<void> {
  return import('./profileConsent').then((module) => module.syncProfileConsent(profile));
}

/**
 * GA4's tag (`startAnalytics`, `trackPageView`), fetched once the page runs: every page starts it,
 * but it acts only with a measurement id and the shopper's consent, so it is not part of the first
 * load. Events a page pushes before it has started wait in the tag's short queue, as they did for
 * the root's effect (`forwardEvent`).
 */
export function analyticsTagSoon(): Promise<typeof import('./analytics/tag')> {
  return import('./analytics/tag');
}
