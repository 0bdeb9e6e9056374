import type { Locator, Page } from '@playwright/test';
import { waitForHydration } from '../fixtures';

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
