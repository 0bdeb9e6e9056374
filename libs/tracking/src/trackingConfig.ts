import { TRACKING_CONFIG_META } from './constants';

/**
 * The tracking settings the operator gives the storefront (root README, environment): where CJ's
 * conversion call goes, with the enterprise and action ids. Nothing fires while any is missing.
 */
export interface TrackingConfig {
  cj: { conversionUrl: string; enterpriseId: string; actionId: string } | null;
}

/** The settings from the storefront server's environment (`CJ_CONVERSION_URL`, `CJ_ENTERPRISE_ID`, `CJ_ACTION_ID`). */
export function trackingConfigFromEnv(env: Record<string, string | undefined>): TrackingConfig {
  const conversionUrl = env['CJ_CONVERSION_URL']?.trim();
  const enterpriseId = env['CJ_ENTERPRISE_ID']?.trim();
  const actionId = env['CJ_ACTION_ID']?.trim();
  const valid = conversionUrl && /^https?:\/\//.test(conversionUrl) && URL.canParse(conversionUrl);
  return { cj: valid && enterpriseId && actionId ? { conversionUrl, enterpriseId, actionId } : null };
}

/** The origins the page's Content-Security-Policy must allow images from for these settings. */
export function trackingImageOrigins(config: TrackingConfig): string[] {
  return config.cj ? [new URL(config.cj.conversionUrl).origin] : [];
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
    return { cj: parsed?.cj ?? null };
  } catch {
    return { cj: null };
  }
}
