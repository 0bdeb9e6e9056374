export { pushEcommerce, pushEvent, type EcommerceEventName } from './data-layer';
export { startAnalytics, trackPageView, dataLayerOf, consentModes, type DataLayerWindow, type PageView } from './tag';
export {
  analyticsSettings,
  analyticsOrigins,
  GOOGLE_TAG_ORIGIN,
  GOOGLE_ANALYTICS_ORIGINS,
  type AnalyticsSettings,
} from './settings';
export { useTrackOnce } from './use-track-once';
