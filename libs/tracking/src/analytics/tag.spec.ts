import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnalyticsSettings, DataLayerWindow, PageView } from './index';
import { readTrackingConfig, trackingConfigFromEnv, trackingConfigMeta } from '../trackingConfig';

type Analytics = typeof import('./index');
type Consent = typeof import('../consent');

const settings: AnalyticsSettings = { measurementId: 'G-TEST123', scriptOrigin: 'http://127.0.0.1:4291' };
const page: PageView = { page_location: 'http://shop.test/catalog/women', page_title: 'Women' };
const item = { currency: 'EUR', value: 69, items: [{ item_id: '101', quantity: 1 }] };

const layer = () => (window as DataLayerWindow).dataLayer ?? [];
/** The gtag commands in the data layer (Arguments objects), as arrays. */
const commands = () =>
  layer()
    .filter((entry) => Object.prototype.toString.call(entry) === '[object Arguments]')
    .map((entry) => Array.from(entry as ArrayLike<unknown>));
const sentEvents = () => commands().filter(([command]) => command === 'event');
const tagScripts = () => [...document.querySelectorAll('script')].map((script) => script.src);

let analytics: Analytics;
let consent: Consent;
let stop: () => void = () => undefined;

beforeEach(async () => {
  // Each test a fresh page: the module's state (the running tag, early events) starts empty.
  vi.resetModules();
  analytics = await import('./index');
  consent = await import('../consent');
});

afterEach(() => {
  stop();
  stop = () => undefined;
  delete (window as DataLayerWindow).dataLayer;
  delete (window as DataLayerWindow).gtag;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  for (const name of ['cookie_consent', '_ga', '_ga_TEST123']) document.cookie = `${name}=; Max-Age=0; Path=/`;
});

describe('GA4 without GA_MEASUREMENT_ID', () => {
  it('loads nothing and sends nothing, whatever the consent; the data layer gets only the shop’s pushes', () => {
    document.cookie = 'cookie_consent=1; Path=/';
    analytics.pushEcommerce('view_item', item);
    stop = analytics.startAnalytics(null, () => page);
    consent.announceConsent({ analytics: true, advertising: true });
    analytics.pushEcommerce('add_to_cart', item);
    analytics.trackPageView(page);
    expect(tagScripts()).toEqual([]);
    expect((window as DataLayerWindow).gtag).toBeUndefined();
    expect(commands()).toEqual([]);
    expect(layer()).toEqual([
      { ecommerce: null },
      { event: 'view_item', ecommerce: item },
      { ecommerce: null },
      { event: 'add_to_cart', ecommerce: item },
    ]);
  });
});

describe('GA4 with Consent Mode', () => {
  it('denies everything first and loads no tag until analytics is allowed; nothing before is sent', () => {
    analytics.pushEcommerce('view_item', item);
    stop = analytics.startAnalytics(settings, () => page);
    analytics.pushEcommerce('add_to_cart', item);
    consent.announceConsent({ analytics: false, advertising: true });
    expect(tagScripts()).toEqual([]);
    expect(commands()).toEqual([
      [
        'consent',
        'default',
        {
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
          analytics_storage: 'denied',
          wait_for_update: 500,
        },
      ],
      [
        'consent',
        'update',
        { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted', analytics_storage: 'denied' },
      ],
    ]);
  });

  it('loads the tag when analytics is allowed, counts the page, then sends each event once until withdrawn', () => {
    stop = analytics.startAnalytics(settings, () => page);
    analytics.pushEcommerce('view_item', item);
    consent.announceConsent({ analytics: true, advertising: false });
    expect(tagScripts()).toEqual(['http://127.0.0.1:4291/gtag/js?id=G-TEST123']);
    analytics.pushEcommerce('add_to_cart', item);
    analytics.pushEvent('search', { search_term: 'coral' });
    analytics.trackPageView(page);
    const afterDefault = commands().slice(1);
    expect(afterDefault[0]).toEqual([
      'consent',
      'update',
      { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'granted' },
    ]);
    expect(afterDefault[1]?.[0]).toBe('js');
    expect(afterDefault.slice(2)).toEqual([
      ['config', 'G-TEST123', { send_page_view: false }],
      ['set', page],
      ['event', 'page_view'],
      ['event', 'add_to_cart', item],
      ['event', 'search', { search_term: 'coral' }],
    ]);

    document.cookie = '_ga=GA1.1.123.456; Path=/';
    document.cookie = '_ga_TEST123=GS1.1.789; Path=/';
    consent.announceConsent({ analytics: false, advertising: false });
    analytics.pushEcommerce('add_to_cart', item);
    analytics.trackPageView({ ...page, page_location: 'http://shop.test/cart' });
    expect(commands().at(-1)).toEqual([
      'consent',
      'update',
      { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' },
    ]);
    expect(document.cookie).not.toMatch(/_ga/);
    expect(sentEvents()).toHaveLength(3);

    // Allowed again: the same tag (no second script), the page counted anew.
    consent.announceConsent({ analytics: true, advertising: false });
    expect(tagScripts()).toHaveLength(1);
    expect(sentEvents().slice(3)).toEqual([['event', 'page_view']]);
  });

  it('with analytics allowed before the page, sends the page and the events its parts pushed before the tag started', () => {
    document.cookie = 'cookie_consent=analytics; Path=/';
    analytics.pushEcommerce('view_item', item);
    stop = analytics.startAnalytics(settings, () => page);
    expect(tagScripts()).toHaveLength(1);
    expect(sentEvents()).toEqual([
      ['event', 'page_view'],
      ['event', 'view_item', item],
    ]);
    // A re-render of the same page is no new page view.
    analytics.trackPageView(page);
    analytics.trackPageView({ ...page, page_location: 'http://shop.test/cart', page_title: 'Cart' });
    expect(sentEvents().slice(2)).toEqual([['event', 'page_view']]);
    expect(commands().at(-2)).toEqual(['set', { page_location: 'http://shop.test/cart', page_title: 'Cart' }]);
  });

  it('keeps the shop’s GTM-style pushes as they were, beside the gtag commands', () => {
    const target = { dataLayer: [] as unknown[] } as unknown as DataLayerWindow;
    analytics.pushEcommerce('purchase', item, target);
    analytics.pushEvent('search', { search_term: 'coral' }, target);
    expect(target.dataLayer).toEqual([
      { ecommerce: null },
      { event: 'purchase', ecommerce: item },
      { event: 'search', search_term: 'coral' },
    ]);
  });
});

describe('analyticsSettings', () => {
  it('is null without an id, Google’s origin by default, and refuses a malformed id', () => {
    expect(analytics.analyticsSettings({})).toBeNull();
    expect(analytics.analyticsSettings({ GA_MEASUREMENT_ID: ' ' })).toBeNull();
    expect(analytics.analyticsSettings({ GA_MEASUREMENT_ID: 'G-ABC123' })).toEqual({
      measurementId: 'G-ABC123',
      scriptOrigin: 'https://www.googletagmanager.com',
    });
    expect(
      analytics.analyticsSettings({ GA_MEASUREMENT_ID: 'G-ABC123', GA_SCRIPT_ORIGIN: 'http://127.0.0.1:4291/x' }),
    ).toEqual({ measurementId: 'G-ABC123', scriptOrigin: 'http://127.0.0.1:4291' });
    expect(() => analytics.analyticsSettings({ GA_MEASUREMENT_ID: 'G-1"><script>' })).toThrow(/GA_MEASUREMENT_ID/);
  });

  it('travels to the browser with the CJ settings, in the one tracking meta of the head', () => {
    const config = trackingConfigFromEnv({ GA_MEASUREMENT_ID: 'G-TEST123', GA_SCRIPT_ORIGIN: 'http://127.0.0.1:4291' });
    expect(config).toEqual({ analytics: settings, cj: null });
    const element = document.createElement('meta');
    const meta = trackingConfigMeta(config);
    element.name = meta.name;
    element.content = meta.content;
    document.head.append(element);
    expect(readTrackingConfig(document)).toEqual(config);
    element.remove();
    expect(readTrackingConfig(document)).toEqual({ analytics: null, cj: null });
  });
});
