import { DESKTOP_ONLY, expect, test, waitForHydration } from '../../fixtures';

// The demo's rule /swimsuits → /catalog/women/swimsuits (301), applied by the storefront's server.
const TEXT = {
  en: { prefix: '', heading: 'Swimsuits' },
  ru: { prefix: '/ru', heading: 'Слитные купальники' },
} as const;

for (const locale of ['en', 'ru'] as const) {
  test(
    `a server redirect rule sends an old address to its page, in its language, query kept (${locale})`,
    { tag: DESKTOP_ONLY },
    async ({ page }) => {
      const { prefix, heading } = TEXT[locale];
      const target = `${prefix}/catalog/women/swimsuits?utm_source=print`;

      const answer = await page.request.get(`${prefix}/swimsuits?utm_source=print`, { maxRedirects: 0 });
      expect(answer.status()).toBe(301);
      expect(answer.headers()['location']).toBe(target);

      await page.goto(`${prefix}/swimsuits/?utm_source=print`);
      await expect(page).toHaveURL((url) => url.pathname + url.search === target);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    },
  );
}
