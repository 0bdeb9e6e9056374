import type { Locator, Page } from '@playwright/test';
import type { CatalogCategoryPage, CatalogProductPage } from '@shop/api';
import { expect, waitForHydration } from '../fixtures';

/** The parts every public page shares: header, catalogue menu, main menu and footer. */
export class ShopShell {
  readonly header: Locator;
  readonly footer: Locator;
  readonly mainMenu: Locator;

  constructor(
    readonly page: Page,
    readonly locale: 'en' | 'ru' = 'en',
  ) {
    this.header = page.getByRole('banner');
    this.footer = page.getByRole('contentinfo');
    this.mainMenu = page.getByRole('navigation', { name: locale === 'ru' ? 'Главное меню' : 'Main menu' });
  }

  async open(path: string) {
    const response = await this.page.goto(path);
    await waitForHydration(this.page);
    return response;
  }

  /**
   * Opens a product card (a path without the language prefix), puts its chosen variant in the
   * empty cart and keeps the product in the wish list: a shopper's state for checking the pages.
   */
  async fillCartAndWishList(cardPath: string): Promise<void> {
    const ru = this.locale === 'ru';
    await this.open(`${ru ? '/ru' : ''}${cardPath}`);
    await this.page.getByRole('button', { name: ru ? 'В корзину' : 'Add to cart' }).click();
    await expect(this.header.getByRole('link', { name: ru ? 'Корзина, 1 товар' : 'Cart, 1 item' })).toBeVisible();
    await this.page
      .getByRole('button', { name: ru ? /^Сохранить .+ в избранном$/ : /^Keep .+ in the wish list$/ })
      .click();
  }

  catalogueButton(): Locator {
    return this.header.getByRole('button', { name: this.locale === 'ru' ? 'Каталог' : 'Catalogue' });
  }

  catalogueMenu(): Locator {
    return this.page.getByRole('dialog', { name: this.locale === 'ru' ? 'Меню каталога' : 'Catalogue menu' });
  }

  languageLink(locale: 'en' | 'ru'): Locator {
    return this.header.getByRole('link', { name: locale.toUpperCase(), exact: true });
  }
}

/** Fetches a JSON answer of the API through the storefront's own origin. */
export async function apiJson<T>(page: Page, path: string): Promise<T> {
  const response = await page.request.get(path);
  if (!response.ok()) throw new Error(`${path} answered ${response.status()}`);
  return (await response.json()) as T;
}

/**
 * Every variant of the demo catalogue with its product card (`/api/v1/catalog/all`, then each
 * card), for journeys that need a variant of some kind (discounted, a few left, sold out) without
 * naming products.
 */
export async function catalogueVariants(
  page: Page,
): Promise<
  Array<{ product: CatalogProductPage['product']; variant: CatalogProductPage['product']['variants'][number] }>
> {
  const all = await apiJson<CatalogCategoryPage>(page, '/api/v1/catalog/all?per_page=96&lang=en');
  const cards = await Promise.all(
    all.products.map((product) =>
      apiJson<CatalogProductPage>(page, `/api/v1/catalog${product.url.replace(/^\/catalog/, '')}?lang=en`),
    ),
  );
  return cards.flatMap(({ product }) => product.variants.map((variant) => ({ product, variant })));
}
