import { test as base, expect, type Page } from '@playwright/test';

/**
 * Every journey fails on a console error, a hydration warning or an uncaught page error: a page
 * that renders but logs a mismatch is not a page that works.
 */
export const test = base.extend<{ consoleProblems: string[]; allowedConsole: RegExp[] }>({
  /**
   * Console lines a journey expects, e.g. the browser's note that a 404 page answered 404. A pattern
   * is matched against the line followed by its source in brackets: for a failed request, its URL.
   */
  allowedConsole: [[], { option: true }],
  consoleProblems: [
    async ({ page, allowedConsole }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        const text = message.text();
        const located = `${text} [${message.location().url}]`;
        if (allowedConsole.some((pattern) => pattern.test(located))) return;
        if (message.type() === 'error' || /hydrat|did not match|mismatch/i.test(text)) problems.push(`${message.type()}: ${text}`);
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      await use(problems);
      expect(problems, 'console errors or hydration warnings').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
export { DESKTOP_ONLY } from './server';

/** Waits until React has hydrated the page (the router marks the document when it is interactive). */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
}
