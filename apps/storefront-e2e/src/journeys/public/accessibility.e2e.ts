import type { Locator } from '@playwright/test';
import { wcagViolations } from '../../axe';
import { DESKTOP_ONLY, expect, test, waitForHydration } from '../../fixtures';
import { ShopShell } from '../../pages/ShopShell';

const CARD = '/catalog/women/swimsuits/coral-wave-one-piece';

const TEXT = {
  en: { sizeGuide: 'Size guide', miniCart: 'Your cart', filters: 'Filters', colour: 'Colour', keyword: 'bik', panel: 'Search results', add: 'Add to cart', cart: 'Cart, 1 item', reviews: /^Reviews/, toCheckout: 'Go to checkout', checkout: 'Checkout', results: /^Search results/, nothing: /^Nothing matches/ },
  ru: { sizeGuide: 'Таблица размеров', miniCart: 'Ваша корзина', filters: 'Фильтры', colour: 'Цвет', keyword: 'бик', panel: 'Результаты поиска', add: 'В корзину', cart: 'Корзина, 1 товар', reviews: /^Отзывы/, toCheckout: 'Оформить заказ', checkout: 'Оформление заказа', results: /^Результаты поиска/, nothing: /^По запросу .+ ничего не нашлось/ },
} as const;

test.use({ allowedConsole: [/status of 404 .*\[.*\/no-such-page\]$/] });

// Every kind of page a shopper meets on the way to an order, with a product in the cart and in the
// wish list: in English on the desktop and the phone layout, in Russian on the desktop (the phone
// layout is the same markup with other words; each axe pass costs about a minute on CI).
const PROJECT_TAG: Record<'en' | 'ru', string[]> = { en: [], ru: [DESKTOP_ONLY] };
for (const locale of ['en', 'ru'] as const) {
  test(`axe finds no WCAG 2.2 A or AA violation on the shop's pages (${locale})`, { tag: PROJECT_TAG[locale] }, async ({ page }) => {
    test.slow();
    const text = TEXT[locale];
    const prefix = locale === 'ru' ? '/ru' : '';
    const shell = new ShopShell(page, locale);
    await shell.fillCartAndWishList(CARD);

    const pages: [string, Locator][] = [
      ['/', page.getByRole('heading', { level: 1 })],
      ['/catalog/women', page.getByRole('article').first()],
      [CARD, page.getByRole('heading', { level: 2, name: text.reviews })],
      ['/cart', page.getByRole('link', { name: text.toCheckout })],
      ['/order', page.getByRole('form', { name: text.checkout })],
      ['/wish-list', page.getByRole('article').getByRole('heading', { level: 2 })],
      ['/search?keyword=bikini', page.getByRole('heading', { level: 1, name: text.results })],
      ['/search?keyword=qqqzzzxx', page.getByText(text.nothing)],
      ['/size-guide', page.getByRole('table').first()],
      ['/no-such-page', page.getByRole('heading', { level: 1 })],
    ];
    const found: string[] = [];
    for (const [path, ready] of pages) {
      await page.goto(`${prefix}${path}`);
      await waitForHydration(page);
      await expect(ready).toBeVisible();
      for (const violation of await wcagViolations(page)) found.push(`${prefix}${path}: ${violation}`);
    }
    expect(found).toEqual([]);
  });
}

// What opens over a page: the catalogue menu, the sign-in popup, the size guide, the mini-cart
// (desktop, on hover), the filters (phone) and the search panel; languages and layouts as above.
for (const locale of ['en', 'ru'] as const) {
  test(`axe finds no WCAG 2.2 A or AA violation in the menus, dialogs and panels (${locale})`, { tag: PROJECT_TAG[locale] }, async ({ page }, testInfo) => {
    test.slow();
    const text = TEXT[locale];
    const prefix = locale === 'ru' ? '/ru' : '';
    const phone = testInfo.project.name === 'mobile';
    const shell = new ShopShell(page, locale);
    const found: string[] = [];
    const check = async (what: string, open: Locator) => {
      await expect(open).toBeVisible();
      for (const violation of await wcagViolations(page)) found.push(`${what}: ${violation}`);
    };

    await shell.open(`${prefix}/`);
    await shell.catalogueButton().click();
    await check('catalogue menu', shell.catalogueMenu());
    await page.keyboard.press('Escape');

    await shell.open(`${prefix}/?auth=auth`);
    await check('sign-in popup', page.getByRole('dialog'));

    await shell.open(`${prefix}${CARD}`);
    await page.getByRole('button', { name: text.sizeGuide }).click();
    await check('size guide', page.getByRole('dialog', { name: text.sizeGuide }).getByRole('table'));
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: text.add }).click();
    if (!phone) {
      await shell.header.getByRole('link', { name: text.cart }).hover();
      await check('mini-cart', page.getByRole('region', { name: text.miniCart }));
    }

    await shell.open(`${prefix}/catalog/women`);
    if (phone) {
      // On a phone the filters fold away under their button.
      await page.getByRole('button', { name: new RegExp(`^${text.filters}`) }).click();
      await check('filters', page.getByRole('complementary', { name: text.filters }).getByRole('group', { name: text.colour }));
    }
    await shell.header.getByRole('searchbox').fill(text.keyword);
    await check('search panel', shell.header.getByRole('region', { name: text.panel }).getByRole('link').first());
    expect(found).toEqual([]);
  });
}
