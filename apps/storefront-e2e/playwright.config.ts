import { defineConfig, devices } from '@playwright/test';
import { resolve } from 'node:path';
import {
  API_ORIGIN,
  DESKTOP_ONLY,
  MOBILE_ONLY,
  BASE_URL as baseURL,
  E2E_API_PORT as apiPort,
  E2E_APP_ACCESS_TOKEN,
  E2E_CJ,
  E2E_DATA_DIR as dataDir,
  E2E_GA_MEASUREMENT_ID,
  E2E_GA_PORT,
  E2E_LOG_FILE,
  E2E_OAUTH_CLIENTS,
  E2E_OAUTH_PORT,
  E2E_PORT as port,
  GA_ORIGIN,
  OAUTH_ORIGIN,
} from './src/server.ts';

const reportDir = process.env['TEST_REPORT_DIR'];
// The e2e shop's data folder (E2E_DATA_DIR) is emptied at each start (--fresh-data): the API
// migrates and seeds the demo catalogue into it. Nothing is created merely by loading this config.

const chromium = {
  executablePath: process.env['CHROME_PATH'] ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
};

/** e2e runs against the production build started by the same launcher as `npm start`. */
export default defineConfig({
  testDir: './src',
  testMatch: '**/*.e2e.ts',
  fullyParallel: true,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env['CI']),
  timeout: 30_000,
  expect: { timeout: 10_000 },
  outputDir: '../../dist/.playwright/test-results',
  reporter: reportDir ? [['list'], ['json', { outputFile: `${reportDir}/playwright.json` }]] : [['list']],
  use: {
    baseURL,
    // A failed journey keeps its trace (actions, DOM snapshots, network) without the screencast:
    // recording frames for every journey kept Chromium's GPU and browser processes busy (31 min, not 25).
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
    launchOptions: chromium,
  },
  projects: [
    {
      name: 'desktop',
      grepInvert: new RegExp(MOBILE_ONLY),
      use: { ...devices['Desktop Chrome'], viewport: { width: 1300, height: 900 }, launchOptions: chromium },
    },
    {
      name: 'mobile',
      grepInvert: new RegExp(DESKTOP_ONLY),
      use: { ...devices['Pixel 7'], viewport: { width: 375, height: 812 }, launchOptions: chromium },
    },
    // After every journey, against the same running shop: its log must hold none of their secrets.
    { name: 'log-audit', testMatch: 'audit/*.audit.ts', dependencies: ['desktop', 'mobile'] },
  ],
  webServer: [
    {
      // Google and Facebook sign-in go to a local fake of their OAuth endpoints (no internet here).
      command: `node tools/scripts/fake-oauth-provider.mjs ${E2E_OAUTH_PORT}`,
      cwd: resolve(import.meta.dirname, '../..'),
      url: `${OAUTH_ORIGIN}/healthz`,
      reuseExistingServer: false,
      env: {
        GOOGLE_CLIENT_ID: E2E_OAUTH_CLIENTS.google.id,
        GOOGLE_CLIENT_SECRET: E2E_OAUTH_CLIENTS.google.secret,
        FACEBOOK_CLIENT_ID: E2E_OAUTH_CLIENTS.facebook.id,
        FACEBOOK_CLIENT_SECRET: E2E_OAUTH_CLIENTS.facebook.secret,
      },
    },
    {
      // Google Analytics 4's tag and collector: a local fake that records the hits for the journeys.
      command: `node apps/storefront-e2e/fake-ga-collector.mjs ${E2E_GA_PORT}`,
      cwd: resolve(import.meta.dirname, '../..'),
      url: `${GA_ORIGIN}/healthz`,
      reuseExistingServer: false,
    },
    {
      // The shop's output goes to E2E_LOG_FILE for the log audit; the launcher's own lines still come here.
      command: `node tools/scripts/start.mjs --no-build --fresh-data --log-file ${JSON.stringify(E2E_LOG_FILE)}`,
      cwd: resolve(import.meta.dirname, '../..'),
      url: `${baseURL}/api/v1/app/config`,
      timeout: 240_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
      env: {
        PORT: String(port),
        API_PORT: String(apiPort),
        API_URL: API_ORIGIN,
        APP_ACCESS_TOKEN: E2E_APP_ACCESS_TOKEN,
        PUBLIC_URL: baseURL,
        DATA_DIR: dataDir,
        // The pictures' warm-up would take a core for the suite's first minute; its own API test proves it.
        IMAGE_WARM_UP: 'false',
        // Every request's URL is logged, so the log audit sees what a production log would hold.
        LOG_LEVEL: 'info',
        OAUTH_PROVIDER_BASE_URL: OAUTH_ORIGIN,
        GOOGLE_CLIENT_ID: E2E_OAUTH_CLIENTS.google.id,
        GOOGLE_CLIENT_SECRET: E2E_OAUTH_CLIENTS.google.secret,
        FACEBOOK_CLIENT_ID: E2E_OAUTH_CLIENTS.facebook.id,
        FACEBOOK_CLIENT_SECRET: E2E_OAUTH_CLIENTS.facebook.secret,
        GA_MEASUREMENT_ID: E2E_GA_MEASUREMENT_ID,
        GA_SCRIPT_ORIGIN: GA_ORIGIN,
        // CJ's conversion call goes to the loopback server the consent journey starts.
        CJ_CONVERSION_URL: E2E_CJ.conversionUrl,
        CJ_ENTERPRISE_ID: E2E_CJ.enterpriseId,
        CJ_ACTION_ID: E2E_CJ.actionId,
      },
    },
  ],
});
