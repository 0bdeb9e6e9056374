import type { ConsentChoice } from '@shop/locale';
import { onConsentChange, readConsent } from '../consent';
import type { AnalyticsSettings } from './settings';
import { deleteDeclinedCookies } from '../purposeCookies';

type Gtag = (...command: unknown[]) => void;
export type DataLayerWindow = Window & { dataLayer?: unknown[]; gtag?: Gtag };

/** The window's data layer, created when absent: GTM-style pushes and gtag's commands share it. */
export function dataLayerOf(target: DataLayerWindow): unknown[] {
  return (target.dataLayer ??= []);
}

/**
 * The window's `gtag()`, defined as Google's snippet defines it: gtag.js acts only on `arguments`
 * objects in the data layer, never on the GTM-style objects the shop's features push.
 */
function gtagOf(target: DataLayerWindow): Gtag {
  target.gtag ??= function gtag() {
    // eslint-disable-next-line prefer-rest-params -- gtag.js recognises a command only as an Arguments object.
    dataLayerOf(target).push(arguments);
  };
  return target.gtag;
}

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

/** A page as GA4 is told of it: the location with any secret of its URL left out, and its title. */
export interface PageView {
  page_location: string;
  page_title: string;
}

interface Tracker {
  settings: AnalyticsSettings;
  target: DataLayerWindow;
  /** Analytics allowed now: events go to the tag. */
  granted: boolean;
  /** The location of the last page view sent, so a re-render of the same page sends none. */
  lastPage: string | null;
}

/** The running tag of this window, from `startAnalytics` to its stop. */
let tracker: Tracker | null = null;
/** Whether the storefront has said if it reports at all: until then events wait in `early`. */
let configured = false;
/**
 * Events pushed, with analytics allowed, before the tag started: a page's own effects run before
 * the root's, so the first page's `view_item` comes first. Bounded: a page pushes only a few.
 */
let early: Array<[string, object]> = [];
const EARLY_LIMIT = 20;
/** Windows whose data layer already holds the consent default and the tag's script. */
const defaulted = new WeakSet<DataLayerWindow>();
const loaded = new WeakSet<DataLayerWindow>();

/**
 * Hands a shop event to GA4 as `gtag('event', name, params)`, once: only while analytics is allowed
 * (what happened before the shopper allowed it is not sent, as Google asks), never without a
 * measurement id. Called by `pushEcommerce` and `pushEvent` beside their GTM-style push.
 */
export function forwardEvent(name: string, params: object): void {
  if (tracker) {
    if (tracker.granted) gtagOf(tracker.target)('event', name, params);
    return;
  }
  if (!configured && readConsent()?.analytics && early.length < EARLY_LIMIT) early.push([name, params]);
}

/**
 * Tells GA4 of the page now shown (`gtag('set')` first, so the page's later events carry the same
 * location), once per location: a re-render or a reload of the same data sends nothing.
 */
export function trackPageView(page: PageView): void {
  if (!tracker?.granted || tracker.lastPage === page.page_location) return;
  tracker.lastPage = page.page_location;
  const gtag = gtagOf(tracker.target);
  gtag('set', page);
  gtag('event', 'page_view');
}

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
  configured = true;
  const waiting = early;
  early = [];
  if (!settings) return () => void (configured = false);
  const gtag = gtagOf(target);
  if (!defaulted.has(target)) {
    defaulted.add(target);
    gtag('consent', 'default', { ...DENIED, wait_for_update: 500 });
  }
  const running: Tracker = { settings, target, granted: false, lastPage: null };
  tracker = running;
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
    if (tracker === running) tracker = null;
    configured = false;
  };
}
