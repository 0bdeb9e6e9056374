export { pushEcommerce, pushEvent, type EcommerceEventName } from './data-layer';
export { startAnalytics, consentModes } from './tag';
export { trackPageView, dataLayerOf, type DataLayerWindow, type PageView } from './tagState';
export {
  analyticsSettings,
  analyticsOrigins,
  GOOGLE_TAG_ORIGIN,
  GOOGLE_ANALYTICS_ORIGINS,
  type AnalyticsSettings,
} from './settings';
export { useTrackOnce } from './use-track-once';
