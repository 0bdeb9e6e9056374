import type { Page } from '@playwright/test';
import { DESKTOP_ONLY, expect, test, waitForHydration } from '../../fixtures';
import { ShopShell } from '../../pages/ShopShell';

const CARD = '/catalog/women/swimsuits/coral-wave-one-piece';

const TEXT = {
  en: { reviews: /^Reviews/, sort: 'Sort by', checkout: 'Checkout', toCheckout: 'Go to checkout' },
  ru: { reviews: /^Отзывы/, sort: 'Сортировка', checkout: 'Оформление заказа', toCheckout: 'Оформить заказ' },
} as const;

/** How far the page reaches past the right edge of the screen, in CSS pixels (0: it fits). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

// The pages with the longest labels a shopper meets on the way to an order, on the narrowest phone
// screen still common (320 px), in both languages: nothing may push the page wider than the screen
// (a button's Russian label, a select with its label, the wish list's tiles did).
for (const locale of ['en', 'ru'] as const) {
  test(`a 320 px screen never scrolls sideways from a card to the order (${locale})`, { tag: DESKTOP_ONLY }, async ({ page }) => {
    const text = TEXT[locale];
    const prefix = locale === 'ru' ? '/ru' : '';
    const shell = new ShopShell(page, locale);
    await page.setViewportSize({ width: 320, height: 700 });

    await shell.fillCartAndWishList(CARD);
    // The card with its add-one-more button, and its reviews with their sort select.
    await expect(page.getByRole('heading', { level: 2, name: text.reviews })).toBeVisible();
    await page.getByRole('heading', { level: 2, name: text.reviews }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('combobox', { name: text.sort })).toBeVisible();
    expect(await overflow(page), CARD).toBe(0);

    for (const [path, ready] of [
      ['/cart', page.getByRole('link', { name: text.toCheckout })],
      ['/order', page.getByRole('form', { name: text.checkout })],
      // The wish list's tile, loaded after the page.
      ['/wish-list', page.getByRole('article').getByRole('heading', { level: 2 })],
    ] as const) {
      await page.goto(`${prefix}${path}`);
      await waitForHydration(page);
      await expect(ready).toBeVisible();
      expect(await overflow(page), path).toBe(0);
    }
  });
}

// Between the tablet and desktop layouts the footer's last column is narrow: its social icons
// reached past the screen's edge at 900 to 1,024 px on every page.
test('a tablet screen never scrolls sideways past the footer', { tag: DESKTOP_ONLY }, async ({ page }) => {
  const shell = new ShopShell(page);
  for (const width of [900, 1024]) {
    await page.setViewportSize({ width, height: 800 });
    await shell.open('/catalog/women');
    await expect(shell.footer.getByRole('link', { name: 'WhatsApp', exact: true })).toBeVisible();
    expect(await overflow(page), `${width} px`).toBe(0);
  }
});

// A narrow tile has no room for a sale badge, a "new" badge and the heart in one row.
test("a phone's listing never puts a product's badges under its wish-list heart", { tag: DESKTOP_ONLY }, async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 700 });
  await new ShopShell(page, 'ru').open('/ru/catalog/women');
  const tiles = page.getByRole('article');
  await expect(tiles.first()).toBeVisible();
  const covered = await tiles.evaluateAll((articles) =>
    articles.flatMap((article) => {
      const heart = article.querySelector('button[aria-pressed]')?.getBoundingClientRect();
      if (!heart) return [];
      const badges = [...article.querySelectorAll('ul > li')].map((badge) => badge.getBoundingClientRect());
      return badges.filter((badge) => badge.right > heart.left && badge.top < heart.bottom && badge.bottom > heart.top).map(() => article.querySelector('h3')?.textContent ?? '?');
    }),
  );
  expect(covered).toEqual([]);
});
