import { createIsomorphicFn } from '@tanstack/react-start';
import { readTrackingConfig, trackingConfigFromEnv } from '@shop/tracking';

/**
 * The operator's tracking settings (GA4, CJ's conversion call): read from the server's environment and
 * carried to the browser in a `<meta>` of the page (the root route's head), which the browser reads
 * back when the root loader runs again on a navigation.
 */
export const trackingConfig = createIsomorphicFn()
  .server(() => trackingConfigFromEnv(process.env))
  .client(() => readTrackingConfig());
