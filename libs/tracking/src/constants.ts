/** The cookie that keeps the campaign data (utm_* and click_id) once advertising is allowed. */
export const UTM_COOKIE = 'utm';
/** The cookie that keeps the CJ affiliate's click id (`cje`) once advertising is allowed. */
export const CJE_COOKIE = 'cje';
/** How long the `utm` and `cje` cookies are kept, in days. */
export const CAMPAIGN_COOKIE_DAYS = 30;

/** Campaign data of this visit while advertising is not allowed (sessionStorage). */
export const CAMPAIGN_SESSION_KEY = 'tracking.campaign';
/** The CJ click id of this visit while advertising is not allowed (sessionStorage). */
export const CJE_SESSION_KEY = 'tracking.cje';
/** The advertising source the last landing chose (sessionStorage). */
export const AD_SOURCE_KEY = 'tracking.adSource';
/** Orders each advertising source already ran for, by source name (localStorage). */
export const AD_SOURCE_RUNS_KEY = 'tracking.adSourceRuns';
/** Orders remembered per source: enough for a shopper's own orders on this device. */
export const AD_SOURCE_RUNS_REMEMBERED = 50;

/** A campaign key or value is cut to this length, the contract's limit of OrderTracking. */
export const CAMPAIGN_VALUE_MAX = 200;
/** At most this many campaign keys of one landing URL are kept. */
export const CAMPAIGN_KEYS_MAX = 20;
/** The contract's limit of OrderTracking.cje. */
export const CJE_MAX = 500;

/** The cookies each optional purpose sets: a name, or a prefix ending in `*`. */
export const PURPOSE_COOKIES = {
  analytics: ['_ga', '_ga_*'],
  advertising: [UTM_COOKIE, CJE_COOKIE],
} as const;

/** The window event the footer's "Cookie settings" sends to the consent prompt. */
export const OPEN_SETTINGS_EVENT = 'shop:consent-settings';
/** The `<meta>` that carries the public tracking configuration to the browser. */
export const TRACKING_CONFIG_META = 'shop-tracking-config';
