import { DESKTOP_ONLY, expect, test } from '../../fixtures';

test.describe('the first HTML, before any JavaScript', { tag: DESKTOP_ONLY }, () => {
  test.use({ javaScriptEnabled: false });

  for (const [path, h1] of [
    ['/', 'Swimwear for Nordic waters'],
    ['/ru/', 'Одежда для плавания для северных вод'],
  ] as const) {
    test(`${path} is rendered on the server with its header, footer and styles`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const html = (await response?.text()) ?? '';
      expect(html).toMatch(/<style data-styled="true"/);
      expect(html).toMatch(/<h1[^>]*>/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(h1);
      await expect(page.getByRole('banner')).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      // The styles are applied without JavaScript: the footer has its dark background already.
      const footerBackground = await page.getByRole('contentinfo').evaluate((element) => getComputedStyle(element).backgroundColor);
      expect(footerBackground).not.toBe('rgba(0, 0, 0, 0)');
    });
  }

  // Each catalogue template is a chunk of its own: the page's HTML preloads the one it renders
  // (the server's list from the client build), never the other one.
  for (const [path, wanted, unwanted] of [
    ['/catalog/women', 'CategoryListingTemplate', 'ProductCardTemplate'],
    ['/catalog/women/swimsuits/coral-wave-one-piece', 'ProductCardTemplate', 'CategoryListingTemplate'],
  ] as const) {
    test(`${path} preloads the ${wanted} chunk and not the ${unwanted} one`, async ({ page }) => {
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      const html = (await response?.text()) ?? '';
      const scripts = [...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"|<script[^>]*src="([^"]+)"/g)].map((match) => match[1] ?? match[2]);
      expect(scripts.filter((src) => src?.includes(`/${wanted}-`))).toHaveLength(1);
      expect(scripts.filter((src) => src?.includes(`/${unwanted}-`))).toEqual([]);
      // The page's API answers travel as their JSON text (start.ts), not rebuilt object by object.
      expect(html).toContain('$_TSR.t.get("api-json")("{');
      expect(html).not.toMatch(/\bproducts:\$R\[|\bvariants:\$R\[/);
    });
  }
});
