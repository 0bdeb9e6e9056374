import { socialAccount } from '../../accounts';
import { wcagViolations } from '../../axe';
import { expect, test, waitForHydration } from '../../fixtures';
import { ShopShell } from '../../pages/ShopShell';

const TEXT = {
  en: {
    heart: /^Keep .+ in the wish list$/,
    section: 'Wish list',
    title: 'Wish list: 1 item',
    add: 'Add to cart',
    cart: 'Cart, 1 item',
  },
  ru: {
    heart: /^Сохранить .+ в избранном$/,
    section: 'Избранное',
    title: 'Избранное: 1 товар',
    add: 'В корзину',
    cart: 'Корзина, 1 товар',
  },
} as const;

// The signed-in customer's wish list in the account area: what the heart kept, bought from there.
// en on the desktop project, ru on the mobile one.
test('a customer finds the product kept with the heart in /profile/wish-list and adds it to the cart', async ({
  page,
}, testInfo) => {
  test.slow();
  const locale = testInfo.project.name === 'mobile' ? 'ru' : 'en';
  const text = TEXT[locale];
  const prefix = locale === 'ru' ? '/ru' : '';
  const shell = new ShopShell(page, locale);
  await socialAccount(page.request, `${Date.now()}.${Math.random().toString(36).slice(2, 7)}.wish@example.com`);
  await shell.open(`${prefix}/catalog/women/swimsuits/coral-wave-one-piece`);
  const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
  await page.getByRole('button', { name: text.heart }).click();
  await expect(page.getByRole('button', { name: text.heart })).toHaveAttribute('aria-pressed', 'true');

  // Reached from the account navigation, inside the profile layout.
  await shell.open(`${prefix}/profile`);
  await page.getByRole('link', { name: text.section, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`${prefix}/profile/wish-list$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.title);
  const item = page.getByRole('article', { name });
  await expect(item).toBeVisible();
  expect(await wcagViolations(page)).toEqual([]);

  await item.getByRole('button', { name: text.add }).click();
  await expect(shell.header.getByRole('link', { name: text.cart })).toBeVisible();
  // A reload still shows the list (it is the profile's, not this browser's).
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByRole('article', { name })).toBeVisible();
});
