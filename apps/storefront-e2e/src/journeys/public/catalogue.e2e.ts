import type { CatalogTree, ReviewList } from '@shop/api';
import { DESKTOP_ONLY, expect, test, waitForHydration } from '../../fixtures';
import { ShopShell, apiJson, catalogueVariants } from '../../pages/ShopShell';

const TEXT = {
  en: { next: 'Next', page: (n: number) => `Page ${n}`, sort: 'Sort by', cheapest: 'Price: low to high', colour: /^Colour: / },
  ru: { next: 'Вперёд', page: (n: number) => `Страница ${n}`, sort: 'Сортировка', cheapest: 'Сначала дешевле', colour: /^Цвет: / },
} as const;

/**
 * The prices of the listing's cards, as numbers: each card's first amount ("Price now: €50.32
 * Price before: €62.90" is 50.32). A number starts with a digit: the spaces of the words before it
 * are not one.
 */
async function cardPrices(page: import('@playwright/test').Page): Promise<number[]> {
  const texts = await page.getByRole('article').evaluateAll((cards) => cards.map((card) => card.querySelector('p')?.textContent ?? ''));
  return texts.map((text) => Number((text.match(/\d[\d\s.,]*/)?.[0] ?? '').replace(/\s/g, '').replace(',', '.')));
}

/** The id of the product card on the page, as the API answers its path. */
async function productId(page: import('@playwright/test').Page): Promise<number> {
  const path = new URL(page.url()).pathname.replace(/^(\/ru)?\/catalog\//, '');
  const card = await apiJson<{ type: string; product: { id: number } }>(page, `/api/v1/catalog/${path}`);
  return card.product.id;
}

for (const locale of ['en', 'ru'] as const) {
  const text = TEXT[locale];
  const home = locale === 'ru' ? '/ru/' : '/';

  test(`a shopper opens a category from the catalogue menu and pages through it (${locale})`, async ({ page }) => {
    const shell = new ShopShell(page, locale);
    await shell.open(home);
    const tree = await apiJson<CatalogTree>(page, `/api/v1/catalog?lang=${locale}`);
    const parent = tree.categories.find((category) => category.children.length > 0);
    if (!parent) throw new Error('the demo has no category with sub-categories');
    await shell.catalogueButton().click();
    const menu = shell.catalogueMenu();
    let target = parent;
    if (test.info().project.name === 'mobile') {
      await menu.getByRole('button', { name: parent.name, exact: true }).click();
      const child = parent.children[0];
      if (!child) throw new Error('no sub-category');
      target = { ...child, children: [] };
    }
    await menu.getByRole('link', { name: target.name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${target.url}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.name);

    // Page 2 with 4 cards a page (a link may ask the API's `per_page`), then back to page 1 with
    // the browser, and forward again.
    await page.goto(`${target.url}?per_page=4`);
    await waitForHydration(page);
    await expect(page.getByRole('article')).toHaveCount(4);
    const firstOnPage1 = await page.getByRole('article').first().getByRole('heading').textContent();
    await page.getByRole('navigation', { name: locale === 'ru' ? 'Страницы' : 'Pages' }).getByRole('link', { name: text.next }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByRole('link', { name: text.page(2) })).toHaveAttribute('aria-current', 'page');
    await expect(page.getByRole('article').first().getByRole('heading')).not.toHaveText(firstOnPage1 ?? '');
    const firstOnPage2 = await page.getByRole('article').first().getByRole('heading').textContent();
    await page.goBack();
    await expect(page).not.toHaveURL(/[?&]page=2/);
    await expect(page.getByRole('article').first().getByRole('heading')).toHaveText(firstOnPage1 ?? '');
    await page.goForward();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page.getByRole('article').first().getByRole('heading')).toHaveText(firstOnPage2 ?? '');
  });

  test(`a shopper sorts and filters a listing, and every state is a link (${locale})`, async ({ page }) => {
    const shell = new ShopShell(page, locale);
    await shell.open(`${locale === 'ru' ? '/ru' : ''}/catalog/women`);
    await page.getByLabel(text.sort).selectOption('price_asc');
    await expect(page).toHaveURL(/sort=price_asc/);
    await expect.poll(async () => {
      const prices = await cardPrices(page);
      return prices.every((price, index) => index === 0 || (prices[index - 1] ?? 0) <= price);
    }).toBe(true);

    if (test.info().project.name === 'mobile') await page.getByRole('button', { name: locale === 'ru' ? 'Фильтры' : 'Filters' }).click();
    const before = await page.getByRole('article').count();
    const colour = page.getByRole('group', { name: locale === 'ru' ? 'Цвет' : 'Colour' }).locator('label').filter({ hasText: /\((1|2|3)\)$/ }).first();
    const expected = Number((await colour.textContent())?.match(/\((\d+)\)$/)?.[1]);
    await colour.click();
    await expect(page).toHaveURL(/color=/);
    await expect(page.getByRole('article')).toHaveCount(expected);
    expect(expected).toBeLessThanOrEqual(before);
    // The way back to the unfiltered listing is a link to another state, not the current page.
    await expect(page.getByRole('complementary', { name: locale === 'ru' ? 'Фильтры' : 'Filters' }).locator('[aria-current="page"]')).toHaveCount(0);
    // The filtered state survives a reload: it lives in the URL.
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByRole('article')).toHaveCount(expected);
  });

  test(`a shopper opens a product card and switches colour and size (${locale})`, async ({ page }) => {
    const shell = new ShopShell(page, locale);
    await shell.open(`${locale === 'ru' ? '/ru' : ''}/catalog/women/swimsuits`);
    const card = page.getByRole('article').first();
    const name = (await card.getByRole('heading').textContent()) ?? '';
    await card.getByRole('link', { name }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    // The visit reaches the analytics data layer once, and search engines get the product.
    await expect.poll(() => page.evaluate(() => ((window as { dataLayer?: Array<{ event?: string }> }).dataLayer ?? []).filter((entry) => entry.event === 'view_item').length)).toBe(1);
    const jsonLd = await page.locator('script[type="application/ld+json"]').allTextContents();
    const types = jsonLd.map((item) => (JSON.parse(item) as { '@type': string })['@type']);
    expect(types.sort()).toEqual(['BreadcrumbList', 'Product']);
    const colours = page.getByRole('group', { name: text.colour });
    const swatches = colours.getByRole('button');
    expect(await swatches.count()).toBeGreaterThan(1);
    await swatches.nth(1).click();
    await expect(swatches.nth(1)).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/[?&]variant=\d+/);
    // A colour change is the same visit: no second view_item.
    expect(await page.evaluate(() => ((window as { dataLayer?: Array<{ event?: string }> }).dataLayer ?? []).filter((entry) => entry.event === 'view_item').length)).toBe(1);
    const sizes = page.getByRole('group', { name: locale === 'ru' ? 'Размер' : 'Size' }).getByRole('button');
    const enabled = sizes.and(page.locator(':not([disabled])'));
    const count = await enabled.count();
    expect(count).toBeGreaterThan(0);
    const last = enabled.nth(count - 1);
    await last.click();
    await expect(last).toHaveAttribute('aria-pressed', 'true');
    // The size guide opens in a dialog with the category's table, and closes on Escape.
    const guideButton = page.getByRole('button', { name: locale === 'ru' ? 'Таблица размеров' : 'Size guide' });
    await guideButton.click();
    const guide = page.getByRole('dialog', { name: locale === 'ru' ? 'Таблица размеров' : 'Size guide' });
    await expect(guide.getByRole('table')).toBeVisible();
    expect(await guide.getByRole('row').count()).toBeGreaterThan(2);
    // The table stays inside the dialog (the Russian headings are wider than a phone): a wider
    // table scrolls in its own region, which the keyboard can reach.
    const tableRegion = guide.getByRole('region').filter({ has: page.getByRole('table') });
    const regionBox = await tableRegion.boundingBox();
    const dialogBox = await guide.boundingBox();
    if (!regionBox || !dialogBox) throw new Error('the size guide is not laid out');
    expect(regionBox.x + regionBox.width).toBeLessThanOrEqual(dialogBox.x + dialogBox.width + 1);
    await expect(tableRegion).toHaveAttribute('tabindex', '0');
    await page.keyboard.press('Escape');
    await expect(guide).toBeHidden();
    await expect(guideButton).toBeFocused();
    // The picture zooms: by hover with a mouse, by a tap on a phone; loading, then zoomed.
    const zoom = page.getByRole('button', { name: new RegExp(`^${locale === 'ru' ? 'Увеличить' : 'Zoom in on'}`) });
    await expect(zoom).toHaveAttribute('data-zoom-state', 'normal');
    if (test.info().project.name === 'mobile') await zoom.tap();
    else await zoom.hover();
    await expect(zoom).toHaveAttribute('data-zoom-state', 'zoomed');
    const large = zoom.locator('img[alt=""]');
    await expect(large).toHaveAttribute('src', /\?w=\d+&q=80&f=webp$/);
    expect(await large.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(720);
    if (test.info().project.name === 'mobile') await zoom.tap();
    else await page.mouse.move(0, 0);
    await expect(zoom).toHaveAttribute('data-zoom-state', 'normal');
    // The product's reviews: as many as the API counts, most helpful first on request.
    const list = await apiJson<ReviewList>(page, `/api/v1/reviews/product-card?product_id=${await productId(page)}&lang=${locale}`);
    const reviews = page.getByRole('region', { name: new RegExp(`^${locale === 'ru' ? 'Отзывы' : 'Reviews'}`) });
    await expect(reviews.getByRole('heading', { level: 2 })).toHaveText(`${locale === 'ru' ? 'Отзывы' : 'Reviews'} (${list.summary.count})`);
    await expect(reviews.getByRole('article')).toHaveCount(Math.min(5, list.summary.count));
    if (list.summary.count > 1) {
      await reviews.getByLabel(text.sort).selectOption('rating');
      await expect
        .poll(async () => {
          const ratings = await reviews.getByRole('img').evaluateAll((stars) => stars.map((star) => (star.textContent ?? '').split('★').length - 1));
          return ratings.every((rating, index) => index === 0 || (ratings[index - 1] ?? 0) >= rating);
        })
        .toBe(true);
    }
    // The variant URL is shareable: opening it shows the same choice.
    const url = page.url();
    await page.goto(url);
    await waitForHydration(page);
    await expect(page.getByRole('group', { name: text.colour }).getByRole('button').nth(1)).toHaveAttribute('aria-pressed', 'true');
  });
}

// The card shows the chosen variant as the API has it: its price before and after the discount,
// its stock (plenty, a few left, sold out: then no add to cart), and the sizes sold out in that
// colour shown but not choosable; the breadcrumb trail leads back up. The variants are looked up
// in the API's answers, so the test follows the demo data rather than naming products.
test('a product card shows the chosen variant’s price, stock and choosable sizes', { tag: DESKTOP_ONLY }, async ({ page }) => {
  const shell = new ShopShell(page, 'en');
  await shell.open('/');
  const variants = await catalogueVariants(page);
  const discounted = variants.find(({ variant }) => variant.in_stock && variant.calculatedPrice.price_with_discount < variant.calculatedPrice.price);
  const few = variants.find(({ variant }) => variant.in_stock && variant.stock <= 3);
  const soldOut = variants.find(({ variant }) => !variant.in_stock);
  if (!discounted || !few || !soldOut) throw new Error('the demo has no discounted, low-stock or sold-out variant');
  const status = page.getByRole('status').filter({ hasText: /^(In stock|Only \d+ left|Sold out)$/ });

  await shell.open(discounted.variant.product_url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(discounted.product.name);
  // The shop writes a whole amount without decimals (€52) and any other with two (€4.90).
  const money = (amount: number) =>
    new RegExp(`€${(Number.isInteger(amount) ? String(amount) : amount.toFixed(2)).replace('.', '\\.')}(?!\\d)`);
  await expect(page.getByText('Price now:').locator('..')).toContainText(money(discounted.variant.calculatedPrice.price_with_discount));
  await expect(page.getByText('Price before:').locator('..')).toContainText(money(discounted.variant.calculatedPrice.price));
  const trail = page.getByRole('navigation', { name: 'Breadcrumbs' });
  await expect(trail.getByRole('link')).toHaveText(discounted.product.breadcrumbs.slice(0, -1).map((crumb) => crumb.name));

  await shell.open(few.variant.product_url);
  await expect(status).toHaveText(`Only ${few.variant.stock} left`);
  await expect(page.getByRole('button', { name: /^Add to cart$|^Add one more/ })).toBeEnabled();

  await shell.open(soldOut.variant.product_url);
  await expect(status).toHaveText('Sold out');
  await expect(page.getByRole('main').getByRole('button', { name: 'Sold out', exact: true })).toBeDisabled();

  // The sizes of the chosen colour: those sold out in it are shown, disabled, and say so.
  const { product } = soldOut;
  const colorId = soldOut.variant.color_id;
  for (const size of product.sizes) {
    const variant = product.variants.find((candidate) => candidate.color_id === colorId && candidate.size_id === size.id);
    const sizes = page.getByRole('group', { name: 'Size' });
    if (variant?.in_stock) await expect(sizes.getByRole('button', { name: size.name, exact: true })).toBeEnabled();
    else await expect(sizes.getByRole('button', { name: `${size.name}, sold out in this colour` })).toBeDisabled();
  }
});

// Search engines get one URL per listing page and card, in both languages (filters, sort and the
// chosen variant are the same page); the pictures a visitor sees first are not held back.
test('listings and cards name their canonical URL and both languages, and load the first pictures at once', { tag: DESKTOP_ONLY }, async ({ page, baseURL }) => {
  const head = async (path: string) => {
    await page.goto(path);
    return {
      canonical: await page.locator('link[rel="canonical"]').getAttribute('href'),
      en: await page.locator('link[rel="alternate"][hreflang="en"]').getAttribute('href'),
      ru: await page.locator('link[rel="alternate"][hreflang="ru"]').getAttribute('href'),
    };
  };
  expect(await head('/ru/catalog/women?page=2&per_page=4&sort=price_asc&color=black')).toEqual({
    canonical: `${baseURL}/ru/catalog/women?page=2`,
    en: `${baseURL}/catalog/women?page=2`,
    ru: `${baseURL}/ru/catalog/women?page=2`,
  });
  const card = '/catalog/women/swimsuits/coral-wave-one-piece';
  expect(await head(`${card}?variant=2`)).toEqual({ canonical: `${baseURL}${card}`, en: `${baseURL}${card}`, ru: `${baseURL}/ru${card}` });
  // The card's photo is its largest paint: asked for first, never lazy.
  const photo = page.getByRole('main').locator('img').first();
  await expect(photo).toHaveAttribute('fetchpriority', 'high');
  expect(await photo.getAttribute('loading')).not.toBe('lazy');
  // A listing's first row loads at once, the rest as it scrolls into view.
  await page.goto('/catalog/women');
  const loading = await page.getByRole('article').locator('img').evaluateAll((images) => images.map((image) => image.getAttribute('loading')));
  expect(loading.slice(0, 4)).toEqual(['eager', 'eager', 'eager', 'eager']);
  expect(loading.slice(4).every((value) => value === 'lazy')).toBe(true);
});

// The price filter sits in a 240 px column on wider screens: its button keeps its word on one line
// in either language (it was squeezed one letter wide), beside the fields or under them.
for (const [locale, text] of [
  ['en', { filters: 'Filters', price: 'Price', apply: 'Apply' }],
  ['ru', { filters: 'Фильтры', price: 'Цена', apply: 'Применить' }],
] as const) {
  test(`the price filter's button stays one line wide (${locale})`, async ({ page }) => {
    const shell = new ShopShell(page, locale);
    await shell.open(locale === 'ru' ? '/ru/catalog/women' : '/catalog/women');
    if (test.info().project.name === 'mobile') await page.getByRole('button', { name: text.filters }).click();
    const price = page.getByRole('group', { name: text.price });
    const button = await price.getByRole('button', { name: text.apply }).boundingBox();
    const field = await price.getByRole('textbox').first().boundingBox();
    const group = await price.boundingBox();
    if (!button || !field || !group) throw new Error('the price filter is not laid out');
    expect(button.width).toBeGreaterThan(button.height * 1.5);
    expect(button.height).toBeLessThanOrEqual(field.height + 2);
    // Nothing sticks out of the column.
    const rights = await price.getByRole('textbox').evaluateAll((inputs) => inputs.map((input) => input.getBoundingClientRect().right));
    expect(Math.max(...rights, button.x + button.width)).toBeLessThanOrEqual(group.x + group.width + 1);
  });
}

// Enter in a price field applies the range and leaves the focus in the field (it was lost to the
// page when the field was drawn anew); the fields follow the URL through back and forward.
test('Enter in the price filter applies it and keeps the focus in the field', async ({ page }) => {
  const shell = new ShopShell(page, 'en');
  await shell.open('/catalog/women');
  if (test.info().project.name === 'mobile') await page.getByRole('button', { name: 'Filters' }).click();
  const price = page.getByRole('group', { name: 'Price' });
  const to = price.getByLabel('To');
  await to.fill('50');
  await to.press('Enter');
  await expect(page).toHaveURL(/price_max=50/);
  await expect.poll(async () => (await cardPrices(page)).every((value) => value <= 50)).toBe(true);
  await expect(to).toBeFocused();
  await expect(to).toHaveValue('50');

  await page.goBack();
  await expect(page).not.toHaveURL(/price_max/);
  await expect(to).toHaveValue('');
  await page.goForward();
  await expect(to).toHaveValue('50');
});

// The API refuses a minimum above the maximum (400); the storefront reads such a range as the one
// it names, whether typed into the filter or edited into the URL, instead of losing the listing.
test('a price range given highest first filters by the range it names', { tag: DESKTOP_ONLY }, async ({ page }) => {
  const shell = new ShopShell(page, 'en');
  await shell.open('/catalog/women?price_min=60&price_max=30');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Women');
  await expect(page.getByRole('article').first()).toBeVisible();
  await expect.poll(async () => (await cardPrices(page)).every((price) => price >= 30 && price <= 60)).toBe(true);

  await page.goto('/catalog/women');
  await waitForHydration(page);
  if (test.info().project.name === 'mobile') await page.getByRole('button', { name: 'Filters' }).click();
  const price = page.getByRole('group', { name: 'Price' });
  await price.getByLabel('From').fill('70');
  await price.getByLabel('To').fill('40');
  await price.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/price_min=40&price_max=70|price_max=70&price_min=40/);
  await expect(page.getByRole('article').first()).toBeVisible();
  // The URL changes as the navigation starts; the filtered cards follow once loaded.
  await expect.poll(async () => (await cardPrices(page)).every((value) => value >= 40 && value <= 70)).toBe(true);
  await expect(price.getByLabel('From')).toHaveValue('40');
  await expect(price.getByLabel('To')).toHaveValue('70');
});

// The router keeps a URL's params beside the typed ones: a malformed value must not reach the API
// (whose 400 would be the error page); the server answers with the URL without it.
test('a listing or search URL with malformed params opens without them', { tag: DESKTOP_ONLY }, async ({ page, request }) => {
  for (const [url, clean] of [
    ['/catalog/women?page=abc&sort=cheapest&per_page=1000&price_min=x&color=', '/catalog/women'],
    ['/catalog/women?page=-1&utm_source=mail', '/catalog/women?utm_source=mail'],
    ['/search?keyword=bikini&page=abc', '/search?keyword=bikini'],
  ] as const) {
    const response = await request.get(url, { maxRedirects: 0 });
    expect(response.status(), url).toBe(307);
    expect(response.headers()['location'], url).toBe(clean);
    await page.goto(url);
    await waitForHydration(page);
    await expect(page).toHaveURL(clean);
    await expect(page.getByRole('article').first()).toBeVisible();
  }
});

test.describe('an unknown catalogue path', { tag: DESKTOP_ONLY }, () => {
  // The browser notes the page's 404 status in the console; that one line is expected here.
  test.use({ allowedConsole: [/status of 404/] });

  test('is the 404 page', async ({ page }) => {
    const response = await page.goto('/catalog/women/no-such-thing');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found: /catalog/women/no-such-thing');
  });
});

test.describe('a template file that cannot be fetched', { tag: DESKTOP_ONLY }, () => {
  // The aborted request is logged by the browser; that line is expected here.
  test.use({ allowedConsole: [/ERR_FAILED|Failed to load resource/] });

  // After a deploy renames the chunks, a tab opened before it asks for a file that is gone: the
  // page reloads once and opens with the new build's files instead of showing the error page.
  // Here the file is refused until the browser asks for a new document (the reload).
  test('a product card still opens: the page reloads once', async ({ page }) => {
    await page.goto('/catalog/women');
    await waitForHydration(page);
    const documents: string[] = [];
    page.on('request', (request) => {
      if (request.isNavigationRequest() && request.frame() === page.mainFrame()) documents.push(request.url());
    });
    let refused = 0;
    await page.route('**/assets/ProductCardTemplate-*.js', (route) => (documents.length === 0 ? (refused++, route.abort()) : route.continue()));
    await page.getByRole('article').first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/catalog\/women\/[^/]+\/[^/?]+/);
    await waitForHydration(page);
    await expect(page.getByRole('button', { name: /add to cart/i })).toBeVisible();
    expect(refused).toBeGreaterThan(0);
    expect(documents).toEqual([page.url()]);
  });
});
