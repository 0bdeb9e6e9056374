import { test as base, expect, type Page } from '@playwright/test';

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
    if (message.type() === 'error' || /hydrat|did not match|mismatch/i.test(text)) problems.push(`${message.type()}: ${located}`);
  });
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  return problems;
}

/**
 * Every journey fails on a console error, a hydration warning or an uncaught page error: a page
 * that renders but logs a mismatch is not a page that works. A journey that opens another page
 * (a second browser, a sign-in window) hands it to `watchPage`, checked the same way.
 */
export const test = base.extend<{ consoleProblems: string[]; allowedConsole: RegExp[]; watchPage: (page: Page) => void }>({
  /**
   * Console lines a journey expects, e.g. the browser's note that a 404 page answered 404. A pattern
   * is matched against the line followed by its source in brackets: for a failed request, its URL.
   */
  allowedConsole: [[], { option: true }],
  consoleProblems: [
    async ({ page, allowedConsole }, use) => {
      const problems = watchConsole(page, allowedConsole);
      await use(problems);
      expect(problems, 'console errors or hydration warnings').toEqual([]);
    },
    { auto: true },
  ],
  watchPage: async ({ consoleProblems, allowedConsole }, provide) => {
    await provide((page) => void watchConsole(page, allowedConsole, consoleProblems));
  },
});

export { expect };
export { DESKTOP_ONLY } from './server';

/**
 * Waits until React has hydrated the page: its shell and then its content, which the router
 * hydrates in a boundary of its own, later (on a loaded machine, well after the `load` event).
 * Typing and navigating before the content has hydrated made React throw error 418 in CI: the
 * router's new location reached markup still waiting for hydration.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
}
