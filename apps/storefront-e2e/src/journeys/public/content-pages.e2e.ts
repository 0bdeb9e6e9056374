import type { ContentPage } from '@shop/api';
import { DESKTOP_ONLY, expect, test } from '../../fixtures';
import { ShopShell, apiJson } from '../../pages/ShopShell';

/** Storefront path → the API operation serving it (the size guide is the spec's size-table). */
const CONTENT_PAGES: Record<string, string> = {
  'about-us': 'about-us',
  contacts: 'contacts',
  affiliate: 'affiliate',
  'size-guide': 'size-table',
  distribution: 'distribution',
  'delivery-and-returns': 'delivery-and-returns',
  'terms-and-conditions': 'terms-and-conditions',
  'privacy-policy': 'privacy-policy',
  'cookies-policy': 'cookies-policy',
  'payment-policy': 'payment-policy',
  gpsr: 'gpsr',
};

for (const locale of ['en', 'ru'] as const) {
  for (const [slug, operation] of Object.entries(CONTENT_PAGES)) {
    const path = locale === 'ru' ? `/ru/${slug}` : `/${slug}`;
    // Mobile checks two pages; desktop checks all.
    const tag = ['about-us', 'size-guide'].includes(slug) ? [] : [DESKTOP_ONLY];
    test(`${path} renders the server's content with its SEO`, { tag }, async ({ page, baseURL }) => {
      const content = await apiJson<ContentPage>(page, `/api/v1/${operation}?lang=${locale}`);
      const shell = new ShopShell(page, locale);
      const response = await shell.open(path);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(content.page.seo.h1);
      await expect(page).toHaveTitle(content.page.seo.title);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', content.page.seo.description);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${baseURL}${path}`);
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${baseURL}/${slug}`);
      await expect(page.locator('link[rel="alternate"][hreflang="ru"]')).toHaveAttribute('href', `${baseURL}/ru/${slug}`);
      // The body is the server's HTML: its first paragraph is on the page.
      const firstParagraph = /<p>(.*?)<\/p>/s.exec(content.html)?.[1]?.replace(/<[^>]+>/g, '').trim().slice(0, 40);
      if (firstParagraph) await expect(page.getByRole('main')).toContainText(firstParagraph);
    });
  }
}
