import type { HomePage, ProductCardSummaryList } from '@shop/api';
import { DESKTOP_ONLY, expect, test } from '../../fixtures';
import { ShopShell, apiJson } from '../../pages/ShopShell';

for (const locale of ['en', 'ru'] as const) {
  test(`the home page shows the product strips of the API, server-rendered (${locale})`, { tag: DESKTOP_ONLY }, async ({ page }) => {
    const shell = new ShopShell(page, locale);
    const home = await apiJson<HomePage>(page, `/api/v1/home?lang=${locale}`);
    expect(home.strips.length).toBeGreaterThan(0);
    // A query the page does not read makes the server render it now instead of answering the kept
    // copy: the bestsellers move with every order the other journeys place, and a kept home page
    // follows them only within PAGE_CACHE_FEED_FRESH_MS (the page cache's own journey tests that).
    await shell.open(locale === 'ru' ? '/ru/?fresh=1' : '/?fresh=1');
    for (const strip of home.strips) {
      const list = await apiJson<ProductCardSummaryList>(page, `/api/v1/product-list?list=${strip.key}&limit=12&lang=${locale}`);
      const section = page.getByRole('region', { name: strip.title });
      if (list.items.length === 0) {
        await expect(section).toHaveCount(0);
        continue;
      }
      await expect(section).toBeVisible();
      const cards = section.getByRole('article');
      await expect(cards).toHaveCount(list.items.length);
      const first = list.items[0];
      if (!first) continue;
      const card = cards.first();
      await expect(card.getByRole('heading', { name: first.name })).toBeVisible();
      await expect(card.getByRole('link', { name: first.name })).toHaveAttribute('href', first.url);
    }
  });
}

test('the home page holds its product cards before any JavaScript runs', { tag: DESKTOP_ONLY }, async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = await context.newPage();
  await page.goto('/');
  await expect(page.getByRole('article').first()).toBeVisible();
  expect(await page.getByRole('article').count()).toBeGreaterThan(3);
  await context.close();
});
