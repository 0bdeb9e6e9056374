import { join, resolve } from 'node:path';

/** Where the journeys' shop listens: fixed ports, apart from `npm start`'s 3000 and 4000. */
export const E2E_PORT = Number(process.env['E2E_PORT'] ?? 3100);
export const E2E_API_PORT = Number(process.env['E2E_API_PORT'] ?? 4100);
export const BASE_URL = `http://localhost:${E2E_PORT}`;
export const API_ORIGIN = `http://127.0.0.1:${E2E_API_PORT}`;
/**
 * The local fake of Google's and Facebook's OAuth endpoints (tools/scripts/fake-oauth-provider.mjs).
 * Not 4190: fetch and browsers refuse that port (ManageSieve is on the Fetch standard's bad-port list).
 */
export const E2E_OAUTH_PORT = Number(process.env['E2E_OAUTH_PORT'] ?? 4290);
export const OAUTH_ORIGIN = `http://127.0.0.1:${E2E_OAUTH_PORT}`;
/** The local fake of Google Analytics 4 (apps/storefront-e2e/fake-ga-collector.mjs): its gtag.js and collector. */
export const E2E_GA_PORT = Number(process.env['E2E_GA_PORT'] ?? 4291);
export const GA_ORIGIN = `http://127.0.0.1:${E2E_GA_PORT}`;
/** The GA4 property the e2e shop reports to; its tag loads only for a shopper who allowed analytics. */
export const E2E_GA_MEASUREMENT_ID = 'G-E2ETEST';
/** The client the e2e shop is configured with, and the fake accepts. */
export const E2E_OAUTH_CLIENTS = {
  google: { id: 'e2e-google-client', secret: 'e2e-google-secret' },
  facebook: { id: 'e2e-facebook-client', secret: 'e2e-facebook-secret' },
};

/**
 * CJ's conversion call goes to a loopback server the consent journey starts on this port, with
 * these ids (the e2e shop's CJ_CONVERSION_URL, CJ_ENTERPRISE_ID, CJ_ACTION_ID).
 */
export const E2E_CJ_PORT = Number(process.env['E2E_CJ_PORT'] ?? 4292);
export const E2E_CJ = {
  conversionUrl: `http://127.0.0.1:${E2E_CJ_PORT}/u`,
  enterpriseId: 'e2e-enterprise',
  actionId: 'e2e-action',
};

/** The e2e shop runs with an app access token, so the journeys prove the proxy sends it. */
export const E2E_APP_ACCESS_TOKEN = 'e2e-storefront-token-5b0d2c7a';

/**
 * Tag of journeys only the desktop project runs (the mobile project leaves them out with
 * grepInvert): one look is enough, the thing does not exist at 375 px, or the rule does not depend
 * on the screen (the server's HTML and headers, URLs, the cart's and the search's rules).
 */
export const DESKTOP_ONLY = '@desktop-only';
/** Journeys the desktop project leaves out: the phone-sized variant of a journey whose other language runs on the desktop. */
export const MOBILE_ONLY = '@mobile-only';

/** The e2e shop's own data folder, emptied at each start (--fresh-data); its mail lands in `outbox/`. */
export const E2E_DATA_DIR =
  process.env['E2E_DATA_DIR'] ?? resolve(import.meta.dirname, '../../../dist/.playwright/data');

/** Where the e2e shop's output (API and storefront, prefixed) goes: the log audit reads it after the journeys. */
export const E2E_LOG_FILE = join(E2E_DATA_DIR, 'shop.log');
