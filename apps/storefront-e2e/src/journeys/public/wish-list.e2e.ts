import { DESKTOP_ONLY, expect, test, waitForHydration } from '../../fixtures';
import { ShopShell } from '../../pages/ShopShell';

const TEXT = {
  en: { keep: /^Keep .+ in the wish list$/, wishList: /^Wish list/, heading: 'Wish list: 1 item', add: 'Add to cart', cart: 'Cart, 1 item', remove: /^Remove .+ from the wish list$/, empty: 'Your wish list is empty' },
  ru: { keep: /^Сохранить .+ в избранном$/, wishList: /^(Избранное|В избранном)/, heading: 'Избранное: 1 товар', add: 'В корзину', cart: 'Корзина, 1 товар', remove: /^Удалить из избранного: /, empty: 'В избранном пусто' },
} as const;

for (const locale of ['en', 'ru'] as const) {
  const text = TEXT[locale];

  test(`a guest fills the wish list, buys from it and empties it (${locale})`, async ({ page }) => {
    const shell = new ShopShell(page, locale);
    await shell.open(`${locale === 'ru' ? '/ru' : ''}/catalog/women`);
    const first = page.getByRole('article').first();
    const name = (await first.getByRole('heading').textContent()) ?? '';
    await first.getByRole('button', { name: text.keep }).click();
    await shell.header.getByRole('link', { name: text.wishList }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.heading);
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    await page.getByRole('button', { name: text.add }).click();
    await expect(shell.header.getByRole('link', { name: text.cart })).toBeVisible();
    await page.reload();
    await waitForHydration(page);
    await page.getByRole('button', { name: text.remove }).click();
    await expect(page.getByText(text.empty)).toBeVisible();
  });
}

// The API leaves out variants it no longer sells (an id of a deleted product, say); the page then
// drops them from the stored list, so the header's count and the heading match what is shown.
test('a kept variant the shop no longer sells leaves the wish list', { tag: DESKTOP_ONLY }, async ({ page }) => {
  const shell = new ShopShell(page);
  await shell.open('/catalog/women');
  await page.getByRole('article').first().getByRole('button', { name: TEXT.en.keep }).click();
  const kept = await page.evaluate(() => JSON.parse(localStorage.getItem('wishList.variantIds') ?? '[]') as number[]);
  expect(kept).toHaveLength(1);
  await page.evaluate((ids) => localStorage.setItem('wishList.variantIds', JSON.stringify(ids)), [999_999_999, ...kept]);
  await page.goto('/wish-list');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(TEXT.en.heading);
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveCount(1);
  await expect(shell.header.getByRole('link', { name: 'Wish list, 1 item' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('wishList.variantIds'))).toBe(JSON.stringify(kept));
});
