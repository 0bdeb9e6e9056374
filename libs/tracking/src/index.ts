export * from './consent';
export * from './analytics';
export { captureLanding } from './landing';
export { analyticsTagSoon, captureLandingSoon, syncProfileConsentSoon } from './lazy';
export { captureCampaign, readCampaign, readCje, orderTracking, type Campaign } from './campaign/campaign';
export { deleteDeclinedCookies } from './purposeCookies';
export { profileConsentAction, syncProfileConsent } from './profileConsent';
export { AD_SOURCES, runAdSource, type AdSource, type AdSourceContext } from './adSources';
export {
  readTrackingConfig,
  trackingConfigFromEnv,
  trackingConfigMeta,
  trackingOrigins,
  type TrackingConfig,
} from './trackingConfig';
export { DeferredConsentPrompt as ConsentPrompt } from './banner/DeferredConsentPrompt';
export { openConsentSettings } from './banner/openConsentSettings';
