/** Where Google's tag is served from unless `GA_SCRIPT_ORIGIN` says otherwise. */
export const GOOGLE_TAG_ORIGIN = 'https://www.googletagmanager.com';

/**
 * The origins Google's tag sends GA4 hits to and loads from, per Google's CSP guide for GA4
 * (connect-src and img-src; script-src for browsers without `'strict-dynamic'`).
 */
export const GOOGLE_ANALYTICS_ORIGINS = [
  'https://*.google-analytics.com',
  'https://*.analytics.google.com',
  'https://*.googletagmanager.com',
] as const;

/** The Google Analytics 4 property the storefront reports to, and where its tag comes from. */
export interface AnalyticsSettings {
  measurementId: string;
  scriptOrigin: string;
}

/** A GA4 measurement id (`G-` and letters or digits): it goes into a script URL and the page. */
const MEASUREMENT_ID = /^G-[A-Z0-9]+$/;

/**
 * The settings the storefront's environment holds: null without `GA_MEASUREMENT_ID` (nothing of
 * Google's loads then). A malformed id or origin is a configuration error, thrown at the first page.
 */
export function analyticsSettings(env: Record<string, string | undefined>): AnalyticsSettings | null {
  const measurementId = env['GA_MEASUREMENT_ID']?.trim();
  if (!measurementId) return null;
  if (!MEASUREMENT_ID.test(measurementId))
    throw new Error(`GA_MEASUREMENT_ID must look like G-XXXXXXX, not ${JSON.stringify(measurementId)}`);
  const scriptOrigin = new URL(env['GA_SCRIPT_ORIGIN']?.trim() || GOOGLE_TAG_ORIGIN).origin;
  return { measurementId, scriptOrigin };
}

/** The origins a page's policy admits for the tag: Google's, and the configured script origin. */
export function analyticsOrigins(settings: AnalyticsSettings): string[] {
  return [...new Set([settings.scriptOrigin, ...GOOGLE_ANALYTICS_ORIGINS])];
}
