import { DESKTOP_ONLY, expect, test } from '../../fixtures';
import { ShopShell } from '../../pages/ShopShell';

for (const locale of ['en', 'ru'] as const) {
  test(`a shopper searches from the header and reaches the search page (${locale})`, async ({ page }) => {
    const shell = new ShopShell(page, locale);
    const home = locale === 'ru' ? '/ru/' : '/';
    await shell.open(home);
    const box = shell.header.getByRole('searchbox', { name: locale === 'ru' ? 'Поиск' : 'Search' });
    // One typo: still found.
    const keyword = locale === 'ru' ? 'купальнек' : 'bikni';
    await box.fill(keyword);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${locale === 'ru' ? '/ru' : ''}/search\\?keyword=`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(keyword);
    const cards = page.getByRole('article');
    await expect(cards.first()).toBeVisible();
    expect(await cards.count()).toBeGreaterThan(0);
  });
}

// The box keeps the words searched for on the search page: from the server's page on (a shared
// link, a reload), and through the browser's back and forward.
test('the header box holds the search page\'s keyword', { tag: DESKTOP_ONLY }, async ({ page }) => {
  const shell = new ShopShell(page, 'ru');
  const box = shell.header.getByRole('searchbox', { name: 'Поиск' });
  const html = await (await page.request.get(`/ru/search?keyword=${encodeURIComponent('бикини')}`)).text();
  expect(html).toMatch(/<input[^>]*name="keyword"[^>]*value="бикини"/);
  await shell.open('/ru/search?keyword=бикини');
  await expect(box).toHaveValue('бикини');
  await box.fill('полотенце');
  await box.press('Enter');
  await expect(page).toHaveURL(/keyword=%D0%BF/);
  await page.goBack();
  await expect(page).toHaveURL(/keyword=%D0%B1/);
  await expect(box).toHaveValue('бикини');
});

test('a search without results offers the categories', { tag: DESKTOP_ONLY }, async ({ page }) => {
  const shell = new ShopShell(page);
  await shell.open('/search?keyword=zzzqqq');
  await expect(page.getByText('Nothing matches “zzzqqq”')).toBeVisible();
  const suggestions = page.getByRole('navigation', { name: 'Categories' });
  await expect(suggestions.getByRole('link').first()).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex, follow');
});

// The API answers a search page past the last with no products and the real total; the page says
// where the results end and leads back to them, instead of "N products" beside "nothing matches".
test('a search page past the last leads back to the results', { tag: DESKTOP_ONLY }, async ({ page }) => {
  const shell = new ShopShell(page);
  await shell.open('/search?keyword=bikini&page=50');
  await expect(page.getByRole('article')).toHaveCount(0);
  await expect(page.getByText(/^The results end on page \d+\.$/)).toBeVisible();
  await expect(page.getByText(/Nothing matches/)).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to the first page of results' }).click();
  await expect(page).toHaveURL(/\/search\?keyword=bikini$/);
  await expect(page.getByRole('article').first()).toBeVisible();
});

// The search page's pages have Previous and Next beside their numbers, as a listing's do.
test('search results page forward and back with Next and Previous', { tag: DESKTOP_ONLY }, async ({ page }) => {
  const shell = new ShopShell(page);
  // "black" matches the demo's black colours: more than one page of 24.
  await shell.open('/search?keyword=black');
  const pages = page.getByRole('navigation', { name: 'Pages' });
  await expect(pages.getByRole('link', { name: 'Previous' })).toHaveCount(0);
  await pages.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/search\?keyword=black&page=2$/);
  await expect(pages.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  // Only that one: "Previous" and "1" lead to this page without `page`, and are not it.
  await expect(pages.locator('[aria-current="page"]')).toHaveCount(1);
  await expect(pages.getByRole('link', { name: 'Next' })).toHaveCount(0);
  await pages.getByRole('link', { name: 'Previous' }).click();
  await expect(page).toHaveURL(/\/search\?keyword=black$/);
  await expect(page.getByRole('article')).toHaveCount(24);
});
