import type { ConsentChoice } from '@shop/locale';
import { onConsentChange, readConsent } from '../consent';
import type { AnalyticsSettings } from './settings';
import { deleteDeclinedCookies } from '../purposeCookies';
import { gtagOf, tagState, trackPageView, type DataLayerWindow, type PageView, type Tracker } from './tagState';

// The events' part of the tag (data layer, tracker state, early queue) is tagState.ts; this file
// starts the tag, and comes after the page (`analyticsTagSoon`).
export { dataLayerOf, forwardEvent, trackPageView, type DataLayerWindow, type PageView } from './tagState';

/** Basic Consent Mode: everything denied until the shopper allows it (Consent Mode v2's four types). */
const DENIED = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
} as const;

/** Consent Mode's state for a choice: analytics storage from analytics, the three ad types from advertising. */
export function consentModes(choice: ConsentChoice): Record<keyof typeof DENIED, 'granted' | 'denied'> {
  const mode = (allowed: boolean) => (allowed ? 'granted' : 'denied');
  return {
    ad_storage: mode(choice.advertising),
    ad_user_data: mode(choice.advertising),
    ad_personalization: mode(choice.advertising),
    analytics_storage: mode(choice.analytics),
  };
}

/** Windows whose data layer already holds the consent default and the tag's script. */
const defaulted = new WeakSet<DataLayerWindow>();
const loaded = new WeakSet<DataLayerWindow>();

function loadTag({ measurementId, scriptOrigin }: AnalyticsSettings, target: DataLayerWindow): void {
  if (loaded.has(target)) return;
  loaded.add(target);
  const gtag = gtagOf(target);
  gtag('js', new Date());
  // Page views are sent per navigation by trackPageView, with the location's secrets left out.
  gtag('config', measurementId, { send_page_view: false });
  // Added by the page's own (nonce-carrying) script: the policy's 'strict-dynamic' trusts it.
  const script = target.document.createElement('script');
  script.async = true;
  script.src = `${scriptOrigin}/gtag/js?id=${encodeURIComponent(measurementId)}`;
  target.document.head.append(script);
}

/**
 * Starts GA4 in this window with the storefront's settings (null: the shop reports nothing, and
 * nothing of Google's loads). Consent Mode's default (all denied) goes first; gtag.js loads only
 * once the shopper allows analytics (basic Consent Mode: not even a cookieless ping before), then
 * `page` is counted and the events since pushed are sent. Each change of the choice updates Consent
 * Mode; withdrawing analytics stops the events and deletes the GA cookies. Answers the stop.
 */
export function startAnalytics(
  settings: AnalyticsSettings | null,
  currentPage: () => PageView,
  target: DataLayerWindow = window,
): () => void {
  tagState.configured = true;
  const waiting = tagState.early;
  tagState.early = [];
  if (!settings)
    return () => {
      tagState.configured = false;
    };
  const gtag = gtagOf(target);
  if (!defaulted.has(target)) {
    defaulted.add(target);
    gtag('consent', 'default', { ...DENIED, wait_for_update: 500 });
  }
  const running: Tracker = { settings, target, granted: false, lastPage: null };
  tagState.tracker = running;
  const apply = (choice: ConsentChoice | null) => {
    if (!choice) return;
    gtag('consent', 'update', consentModes(choice));
    if (!choice.analytics) {
      running.granted = false;
      deleteDeclinedCookies(choice, target.document);
      return;
    }
    if (running.granted) return;
    loadTag(settings, target);
    running.granted = true;
    running.lastPage = null;
    trackPageView(currentPage());
  };
  apply(readConsent(target.document.cookie));
  if (running.granted) for (const [name, params] of waiting) gtag('event', name, params);
  const unsubscribe = onConsentChange(apply);
  return () => {
    unsubscribe();
    if (tagState.tracker === running) tagState.tracker = null;
    tagState.configured = false;
  };
}
