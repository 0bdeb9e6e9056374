import type { Page } from '@playwright/test';
import { DESKTOP_ONLY, expect, test } from '../../fixtures';
import { ShopShell, apiJson } from '../../pages/ShopShell';

const TEXT = {
  en: { search: 'Search', panel: 'Search results', keyword: 'bikini', products: 'Products', short: 'Keep typing', none: 'Nothing matches “zzzqqq”', all: /^All \d+ products for “bikini”$/ },
  ru: { search: 'Поиск', panel: 'Результаты поиска', keyword: 'купальник', products: 'Товары', short: 'Продолжайте вводить', none: 'По запросу «zzzqqq» ничего не нашлось', all: /^Все \d+ товар(а|ов) по запросу «купальник»$/ },
} as const;

/** Tabs from the top of the page to the search box: the keyboard's own way there. */
async function tabToSearchBox(page: Page, name: string) {
  const box = page.getByRole('banner').getByRole('searchbox', { name });
  for (let presses = 0; presses < 15; presses += 1) {
    await page.keyboard.press('Tab');
    if (await box.evaluate((element) => element === document.activeElement)) return box;
  }
  throw new Error('the search box was not reached with Tab');
}

for (const locale of ['en', 'ru'] as const) {
  const text = TEXT[locale];

  test(`a shopper uses the search panel by keyboard alone (${locale})`, async ({ page }) => {
    const shell = new ShopShell(page, locale);
    await shell.open(locale === 'ru' ? '/ru/' : '/');
    const box = await tabToSearchBox(page, text.search);
    const panel = page.getByRole('region', { name: text.panel });
    await expect(panel).toBeVisible();
    await page.keyboard.type(text.keyword);
    const products = panel.getByRole('list', { name: text.products });
    await expect(products.getByRole('link').first()).toBeVisible();
    // The match is highlighted in each result.
    await expect(products.locator('mark').first()).toBeVisible();
    const links = panel.getByRole('link');

    await page.keyboard.press('ArrowDown');
    await expect(links.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(links.nth(0)).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(box).toBeFocused();

    // Escape closes the panel and keeps the box focused; typing opens it again.
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(box).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(panel).toBeVisible();

    // Enter on a selected product result opens its card.
    const product = products.getByRole('link').first();
    await product.focus();
    const href = await product.getAttribute('href');
    const name = (await product.textContent()) ?? '';
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(panel).toBeHidden();
  });

  test(`Enter with no result selected opens the search page; an outside click closes the panel (${locale})`, async ({ page }) => {
    const shell = new ShopShell(page, locale);
    await shell.open(locale === 'ru' ? '/ru/' : '/');
    const box = shell.header.getByRole('searchbox', { name: text.search });
    const panel = page.getByRole('region', { name: text.panel });
    await box.click();
    await expect(panel).toBeVisible();
    await page.getByRole('main').click({ position: { x: 5, y: 5 } });
    await expect(panel).toBeHidden();

    // Short and long queries without a match say different things.
    await box.fill('zq');
    await expect(panel.getByText(text.short)).toBeVisible();
    await box.fill('zzzqqq');
    await expect(panel.getByText(text.none)).toBeVisible();

    await box.fill(text.keyword);
    await expect(panel.getByRole('link').first()).toBeVisible();
    // The way to the search page says how many products it lists.
    const listed = await apiJson<{ pagination: { total: number } }>(page, `/api/v1/catalog/search?keyword=${encodeURIComponent(text.keyword)}&lang=${locale}`);
    await expect(panel.getByRole('button', { name: text.all })).toContainText(` ${listed.pagination.total} `);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${locale === 'ru' ? '/ru' : ''}/search\\?keyword=${encodeURIComponent(text.keyword)}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(text.keyword);
    await expect(panel).toBeHidden();
  });
}

// Queries run from the first character, and typing is debounced (300 ms): the panel asks for what
// was typed once the typing pauses, not for every prefix on the way.
test('the panel answers one character, and asks once the typing pauses', { tag: DESKTOP_ONLY }, async ({ page }) => {
  const shell = new ShopShell(page, 'en');
  await shell.open('/');
  const asked: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/api/v1/search/index') asked.push(url.searchParams.get('search') ?? '');
  });
  const box = shell.header.getByRole('searchbox', { name: 'Search' });
  const panel = page.getByRole('region', { name: 'Search results' });
  await box.click();
  await page.keyboard.type('b');
  await expect(panel.getByRole('link').first()).toBeVisible();
  expect(asked).toEqual(['b']);
  // Five more letters, 50 ms apart: the panel asks for the whole word, not for each prefix on the
  // way. Counted as fewer requests than prefixes rather than exactly one: a busy machine (CI) can
  // stall a keystroke past the 300 ms pause, and then that prefix is asked for, as it should be.
  await page.keyboard.type('ikini', { delay: 50 });
  await expect(panel.getByRole('list', { name: 'Products' }).getByRole('link').first()).toContainText(/bikini/i);
  await expect.poll(() => asked.at(-1)).toBe('bikini');
  expect(asked[0]).toBe('b');
  expect(asked.length).toBeLessThan(1 + 'ikini'.length);
});
