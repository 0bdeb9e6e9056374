import type { CatalogTree } from '@shop/api';
import { DESKTOP_ONLY, expect, test } from '../../fixtures';
import { ShopShell, apiJson } from '../../pages/ShopShell';

for (const locale of ['en', 'ru'] as const) {
  test.describe(`catalogue menu (${locale})`, () => {
    test('opens a modal of top-level categories and closes on Escape, returning focus', async ({ page }) => {
      const shell = new ShopShell(page, locale);
      await shell.open(locale === 'ru' ? '/ru/' : '/');
      const tree = await apiJson<CatalogTree>(page, `/api/v1/catalog?lang=${locale}`);
      await shell.catalogueButton().click();
      const menu = shell.catalogueMenu();
      await expect(menu).toBeVisible();
      for (const category of tree.categories) {
        await expect(menu.getByRole(test.info().project.name === 'mobile' && category.children.length ? 'button' : 'link', { name: category.name, exact: true })).toBeVisible();
      }
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(shell.catalogueButton()).toBeFocused();
    });

    test('leads to the all-products listing, which the bare /catalog redirects to', async ({ page }) => {
      const shell = new ShopShell(page, locale);
      const prefix = locale === 'ru' ? '/ru' : '';
      const allProducts = locale === 'ru' ? 'Все товары' : 'All products';
      await shell.open(`${prefix}/`);
      await shell.catalogueButton().click();
      await shell.catalogueMenu().getByRole('link', { name: allProducts, exact: true }).first().click();
      await expect(page).toHaveURL(new RegExp(`${prefix}/catalog/all$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(allProducts);
      await expect(page.getByRole('article').first()).toBeVisible();
      await shell.open(`${prefix}/catalog`);
      await expect(page).toHaveURL(new RegExp(`${prefix}/catalog/all$`));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(allProducts);
    });

    // The sub-categories follow their category in the keyboard's order (they used to come after
    // the whole list, so only the last category's could be reached).
    test("reaches a category's sub-categories by Tab, then the next category", { tag: DESKTOP_ONLY }, async ({ page }) => {
      const shell = new ShopShell(page, locale);
      await shell.open(locale === 'ru' ? '/ru/' : '/');
      const tree = await apiJson<CatalogTree>(page, `/api/v1/catalog?lang=${locale}`);
      const at = tree.categories.findIndex((category) => category.children.length > 1);
      const parent = tree.categories[at];
      const next = tree.categories[at + 1];
      if (!parent || !next) throw new Error('the demo catalogue has no category with sub-categories before another');
      await shell.catalogueButton().focus();
      await page.keyboard.press('Enter');
      const menu = shell.catalogueMenu();
      await expect(menu).toBeVisible();
      await menu.getByRole('link', { name: parent.name, exact: true }).focus();
      for (const child of parent.children) {
        await page.keyboard.press('Tab');
        await expect(menu.getByRole('link', { name: child.name, exact: true })).toBeFocused();
      }
      await page.keyboard.press('Tab');
      await expect(menu.getByRole('link', { name: next.name, exact: true })).toBeFocused();
    });

    test('shows the sub-categories of a category (hover on desktop, accordion on mobile)', async ({ page }) => {
      const shell = new ShopShell(page, locale);
      await shell.open(locale === 'ru' ? '/ru/' : '/');
      const tree = await apiJson<CatalogTree>(page, `/api/v1/catalog?lang=${locale}`);
      const parent = tree.categories.find((category) => category.children.length > 1) ?? tree.categories[0];
      if (!parent) throw new Error('the demo catalogue has no categories');
      await shell.catalogueButton().click();
      const menu = shell.catalogueMenu();
      const hotline = menu.getByRole('link', { name: locale === 'ru' ? /Горячая линия/ : /Hotline/ });
      if (test.info().project.name === 'mobile') {
        const toggle = menu.getByRole('button', { name: parent.name, exact: true });
        await expect(toggle).toHaveAttribute('aria-expanded', 'false');
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        // The hotline phone is offered on mobile.
        await expect(hotline).toBeVisible();
        await expect(hotline).toHaveAttribute('href', /^tel:\+\d+$/);
      } else {
        await menu.getByRole('link', { name: parent.name, exact: true }).hover();
        await expect(hotline).toBeHidden();
      }
      for (const child of parent.children) {
        const link = menu.getByRole('link', { name: child.name, exact: true });
        await expect(link).toBeVisible();
        await expect(link).toHaveAttribute('href', child.url);
      }
    });
  });
}

// On mobile the catalogue button is the menu.
test('the main menu shows parent categories with their sub-categories and collapses after 75 px of scrolling', { tag: DESKTOP_ONLY }, async ({ page }) => {
  const shell = new ShopShell(page);
  await shell.open('/about-us');
  const tree = await apiJson<CatalogTree>(page, '/api/v1/catalog?lang=en');
  const menu = shell.mainMenu;
  await expect(menu).toBeVisible();
  await expect(menu.getByRole('link', { name: 'All products' })).toHaveAttribute('href', tree.all_products_url);
  const parent = tree.categories[0];
  const child = parent?.children[0];
  if (!parent || !child) throw new Error('the demo catalogue has no sub-categories');
  await menu.getByRole('link', { name: parent.name, exact: true }).hover();
  await expect(menu.getByRole('link', { name: child.name, exact: true })).toBeVisible();

  await page.mouse.move(700, 600);
  await page.evaluate(() => window.scrollTo(0, 70));
  await expect(menu).toHaveAttribute('data-collapsed', 'false');
  await page.evaluate(() => window.scrollTo(0, 75));
  await expect(menu).toBeHidden();
  // Collapsing shortens the page and scroll anchoring lifts the position by as much: the menu
  // must not reopen once its transition has run.
  await page.waitForTimeout(600);
  await expect(menu).toBeHidden();
  await expect(page.locator('nav[data-collapsed]')).toHaveAttribute('data-collapsed', 'true');
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(menu).toBeVisible();
});
