import { readConsent } from '../consent';
import type { AnalyticsSettings } from './settings';

/*
 * What a page's events need of GA4's tag, apart from the tag itself (tag.ts): the data layer, the
 * running tracker's state and the queue of events pushed before it started. Product tiles push
 * events on most pages, so this part travels with them; starting the tag (consent, the script)
 * comes after the page (`analyticsTagSoon`).
 */

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
export function gtagOf(target: DataLayerWindow): Gtag {
  target.gtag ??= function gtag() {
    // eslint-disable-next-line prefer-rest-params -- gtag.js recognises a command only as an Arguments object.
    dataLayerOf(target).push(arguments);
  };
  return target.gtag;
}

/** A page as GA4 is told of it: the location with any secret of its URL left out, and its title. */
export interface PageView {
  page_location: string;
  page_title: string;
}

export interface Tracker {
  settings: AnalyticsSettings;
  target: DataLayerWindow;
  /** Analytics allowed now: events go to the tag. */
  granted: boolean;
  /** The location of the last page view sent, so a re-render of the same page sends none. */
  lastPage: string | null;
}

/** The state `startAnalytics` (tag.ts) keeps and the events read. */
export const tagState: {
  /** The running tag of this window, from `startAnalytics` to its stop. */
  tracker: Tracker | null;
  /** Whether the storefront has said if it reports at all: until then events wait in `early`. */
  configured: boolean;
  /**
   * Events pushed, with analytics allowed, before the tag started: a page's own effects run before
   * the root's, so the first page's `view_item` comes first. Bounded: a page pushes only a few.
   */
  early: Array<[string, object]>;
} = { tracker: null, configured: false, early: [] };
const EARLY_LIMIT = 20;

/**
 * Hands a shop event to GA4 as `gtag('event', name, params)`, once: only while analytics is allowed
 * (what happened before the shopper allowed it is not sent, as Google asks), never without a
 * measurement id. Called by `pushEcommerce` and `pushEvent` beside their GTM-style push.
 */
export function forwardEvent(name: string, params: object): void {
  const { tracker } = tagState;
  if (tracker) {
    if (tracker.granted) gtagOf(tracker.target)('event', name, params);
    return;
  }
  if (!tagState.configured && readConsent()?.analytics && tagState.early.length < EARLY_LIMIT)
    tagState.early.push([name, params]);
}

/**
 * Tells GA4 of the page now shown (`gtag('set')` first, so the page's later events carry the same
 * location), once per location: a re-render or a reload of the same data sends nothing.
 */
export function trackPageView(page: PageView): void {
  const { tracker } = tagState;
  if (!tracker?.granted || tracker.lastPage === page.page_location) return;
  tracker.lastPage = page.page_location;
  const gtag = gtagOf(tracker.target);
  gtag('set', page);
  gtag('event', 'page_view');
}
