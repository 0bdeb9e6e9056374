import { expect, test, waitForHydration } from '../../fixtures';
import { ShopShell } from '../../pages/ShopShell';

const TEXT = {
  en: { keep: /^Keep .+ in the wish list$/, count: (n: number) => (n === 0 ? 'Wish list is empty' : `Wish list, ${n} item${n === 1 ? '' : 's'}`) },
  ru: { keep: /^Сохранить .+ в избранном$/, count: (n: number) => (n === 0 ? 'В избранном пусто' : `Избранное, ${n} товар${n === 1 ? '' : 'а'}`) },
} as const;

for (const locale of ['en', 'ru'] as const) {
  const text = TEXT[locale];

  test(`a guest keeps products in the wish list from a listing and a card, and finds them after a reload (${locale})`, async ({ page }) => {
    const shell = new ShopShell(page, locale);
    const prefix = locale === 'ru' ? '/ru' : '';
    await shell.open(`${prefix}/catalog/women`);
    const counter = shell.header.getByRole('link', { name: text.count(0) });
    await expect(counter).toBeVisible();

    const listingHeart = page.getByRole('article').first().getByRole('button', { name: text.keep });
    await listingHeart.click();
    await expect(listingHeart).toHaveAttribute('aria-pressed', 'true');
    await expect(shell.header.getByRole('link', { name: text.count(1) })).toBeVisible();

    // On a card the heart keeps the chosen variant: another colour is another entry.
    const cardLink = page.getByRole('article').nth(1).getByRole('heading').getByRole('link');
    const cardName = (await cardLink.textContent())?.trim() ?? '';
    await cardLink.click();
    // The listing stays on screen while the card loads: find the heart only once the card is there.
    await expect(page.getByRole('heading', { level: 1, name: cardName })).toBeVisible();
    const cardHeart = page.getByRole('main').getByRole('button', { name: text.keep }).last();
    await expect(cardHeart).toHaveAttribute('aria-pressed', 'false');
    await cardHeart.click();
    await expect(cardHeart).toHaveAttribute('aria-pressed', 'true');
    await expect(shell.header.getByRole('link', { name: text.count(2) })).toBeVisible();

    await page.reload();
    await waitForHydration(page);
    await expect(shell.header.getByRole('link', { name: text.count(2) })).toBeVisible();
    await expect(page.getByRole('main').getByRole('button', { name: text.keep }).last()).toHaveAttribute('aria-pressed', 'true');
    // Pressing again takes it out.
    await page.getByRole('main').getByRole('button', { name: text.keep }).last().click();
    await expect(shell.header.getByRole('link', { name: text.count(1) })).toBeVisible();
  });
}
