import { analyticsOrigins, analyticsSettings, type AnalyticsSettings } from './analytics/settings';
import { TRACKING_CONFIG_META } from './constants';

/**
 * The tracking settings the operator gives the storefront (root README, environment): the GA4
 * property and where its tag comes from; where CJ's conversion call goes, with the enterprise and
 * action ids. Nothing loads or fires for a part left unset.
 */
export interface TrackingConfig {
  analytics: AnalyticsSettings | null;
  cj: { conversionUrl: string; enterpriseId: string; actionId: string } | null;
}

/**
 * The settings from the storefront server's environment (`GA_MEASUREMENT_ID`, `GA_SCRIPT_ORIGIN`,
 * `CJ_CONVERSION_URL`, `CJ_ENTERPRISE_ID`, `CJ_ACTION_ID`).
 */
export function trackingConfigFromEnv(env: Record<string, string | undefined>): TrackingConfig {
  const conversionUrl = env['CJ_CONVERSION_URL']?.trim();
  const enterpriseId = env['CJ_ENTERPRISE_ID']?.trim();
  const actionId = env['CJ_ACTION_ID']?.trim();
  const valid = conversionUrl && /^https?:\/\//.test(conversionUrl) && URL.canParse(conversionUrl);
  return {
    analytics: analyticsSettings(env),
    cj: valid && enterpriseId && actionId ? { conversionUrl, enterpriseId, actionId } : null,
  };
}

/**
 * The origins the page's Content-Security-Policy must admit for these settings: GA4's tag and
 * collectors (scripts, images, connections) and CJ's pixel (images).
 */
export function trackingOrigins(config: TrackingConfig): { scripts: string[]; images: string[]; connect: string[] } {
  const google = config.analytics ? analyticsOrigins(config.analytics) : [];
  const cj = config.cj ? [new URL(config.cj.conversionUrl).origin] : [];
  return { scripts: google, images: [...google, ...cj], connect: google };
}

/** The settings as the page's `<meta>` carries them to the browser. */
export function trackingConfigMeta(config: TrackingConfig) {
  return { name: TRACKING_CONFIG_META, content: JSON.stringify(config) };
}

/** The settings the page's `<meta>` carries (none when it is missing or unreadable). */
export function readTrackingConfig(target: Document = document): TrackingConfig {
  const content = target.querySelector(`meta[name="${TRACKING_CONFIG_META}"]`)?.getAttribute('content');
  try {
    const parsed = content ? (JSON.parse(content) as Partial<TrackingConfig>) : null;
    return { analytics: parsed?.analytics ?? null, cj: parsed?.cj ?? null };
  } catch {
    return { analytics: null, cj: null };
  }
}
