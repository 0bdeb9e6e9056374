import { createHash } from 'node:crypto';
import { test as base, expect, type BrowserContext, type Page } from '@playwright/test';
import { BASE_URL } from './server';

/**
 * Collects a page's console errors, hydration warnings and uncaught errors into `problems`, leaving
 * out the lines `allowed` matches (each pattern is matched against the line followed by its source in
 * brackets: for a failed request, its URL).
 */
export function watchConsole(page: Page, allowed: readonly RegExp[], problems: string[] = []): string[] {
  page.on('console', (message) => {
    const text = message.text();
    const located = `${text} [${message.location().url}]`;
    if (allowed.some((pattern) => pattern.test(located))) return;
    if (message.type() === 'error' || /hydrat|did not match|mismatch/i.test(text))
      problems.push(`${message.type()}: ${located}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/**
 * Collects Content-Security-Policy violations in every page of a browser context, sign-in windows
 * included, into `violations`: each `securitypolicyviolation` event (a listener every document gets
 * before its own scripts, reporting through a binding) and each console line Chromium writes about
 * the policy. `allowedConsole` cannot hide one.
 */
export async function watchContentSecurityPolicy(context: BrowserContext, violations: string[]): Promise<void> {
  await context.exposeBinding(
    '__reportCspViolation',
    ({ page }, violation: string) => void violations.push(`${violation} [${page?.url()}]`),
  );
  await context.addInitScript(() => {
    const report = (window as unknown as { __reportCspViolation: (violation: string) => void }).__reportCspViolation;
    document.addEventListener('securitypolicyviolation', (event) =>
      report(
        `${event.disposition} ${event.effectiveDirective}: ${event.blockedURI || 'inline'} from ${event.sourceFile}:${event.lineNumber}`,
      ),
    );
  });
  context.on('console', (message) => {
    if (/Content.Security.Policy/i.test(message.text()))
      violations.push(`console: ${message.text()} [${message.location().url}]`);
  });
}

/**
 * Every journey fails on a console error, a hydration warning, an uncaught page error or a
 * violation of the page's Content-Security-Policy: a page that renders but logs a mismatch, or
 * whose script the policy refused, is not a page that works. A journey that opens another page
 * (a second browser, a sign-in window) hands it to `watchPage`, checked the same way.
 */
/**
 * A client address of the test's own (10.x.y.z, from its id): the shop limits per client address
 * (sign-in tries, checkouts, a guest's unpaid orders), and every journey is a shopper of its own, as
 * on the real shop, instead of all of them sharing the runner's loopback address. The storefront
 * believes X-Forwarded-For from loopback, as from a proxy in front of it.
 */
export function shopperAddress(testId: string): string {
  const hash = createHash('sha256').update(testId).digest();
  return `10.${hash[0] ?? 0}.${hash[1] ?? 0}.${((hash[2] ?? 0) % 254) + 1}`;
}

/** The cookie consent every journey's browser has already given: necessary cookies only. */
export const DEFAULT_CONSENT = '0';

/**
 * Gives `context` a cookie-consent choice, so the consent banner (fixed over the bottom of the
 * page) neither shows nor covers what a journey clicks. Journeys about the consent start without.
 */
export async function chooseConsent(context: BrowserContext, value: string = DEFAULT_CONSENT): Promise<void> {
  await context.addCookies([{ name: 'cookie_consent', value, url: BASE_URL }]);
}

export const test = base.extend<{
  /** The `cookie_consent` the journey's browser starts with; null for a first visit (the banner shows). */
  consentCookie: string | null;
  consoleProblems: string[];
  allowedConsole: RegExp[];
  cspViolations: string[];
  watchPage: (page: Page) => Promise<void>;
}>({
  extraHTTPHeaders: async ({ extraHTTPHeaders }, provide, testInfo) => {
    await provide({ ...extraHTTPHeaders, 'x-forwarded-for': shopperAddress(`${testInfo.testId}#${testInfo.retry}`) });
  },
  /**
   * Console lines a journey expects, e.g. the browser's note that a 404 page answered 404. A pattern
   * is matched against the line followed by its source in brackets: for a failed request, its URL.
   */
  allowedConsole: [[], { option: true }],
  consentCookie: [DEFAULT_CONSENT, { option: true }],
  context: async ({ context, consentCookie }, provide) => {
    if (consentCookie !== null) await chooseConsent(context, consentCookie);
    await provide(context);
  },
  consoleProblems: [
    async ({ page, allowedConsole }, use) => {
      const problems = watchConsole(page, allowedConsole);
      await use(problems);
      expect(problems, 'console errors or hydration warnings').toEqual([]);
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      await watchContentSecurityPolicy(context, violations);
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
  watchPage: async ({ context, consoleProblems, allowedConsole, cspViolations }, provide) => {
    const watched = new WeakSet<BrowserContext>([context]);
    await provide(async (page) => {
      watchConsole(page, allowedConsole, consoleProblems);
      // A window of this journey's context is watched already; another browser's is watched here.
      if (watched.has(page.context())) return;
      watched.add(page.context());
      await watchContentSecurityPolicy(page.context(), cspViolations);
    });
  },
});

export { expect };
export { DESKTOP_ONLY, MOBILE_ONLY } from './server';

/**
 * Waits until React has hydrated the page: its shell and then its content, which the router
 * hydrates in a boundary of its own, later (on a loaded machine, well after the `load` event).
 * Typing and navigating before the content has hydrated made React throw error 418 in CI: the
 * router's new location reached markup still waiting for hydration.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
}

/** The page's cumulative layout shift so far (shifts right after input excluded, as CLS does). */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Array<PerformanceEntry & { value: number; hadRecentInput: boolean }>)
            if (!entry.hadRecentInput) total += entry.value;
        }).observe({ type: 'layout-shift', buffered: true });
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(total)));
      }),
  );
}
