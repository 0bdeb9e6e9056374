import { DESKTOP_ONLY, expect, test } from '../../fixtures';
import { ShopShell } from '../../pages/ShopShell';

// The browser notes the page's 404 status in the console; that one line is expected here.
test.use({ allowedConsole: [/status of 404/] });

for (const [locale, path, title, button] of [
  ['en', '/no-such-page', 'Page not found: /no-such-page', 'Back to the home page'],
  ['ru', '/ru/net-takoy-stranitsy', 'Страница не найдена: /ru/net-takoy-stranitsy', 'На главную'],
  ['en', '/de/about-us', 'Page not found: /de/about-us', 'Back to the home page'],
] as const) {
  test(`${path} answers 404 with the error page`, { tag: DESKTOP_ONLY }, async ({ page }) => {
    const shell = new ShopShell(page, locale);
    const response = await shell.open(path);
    expect(response?.status()).toBe(404);
    await expect(page.getByText('404', { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    await expect(shell.footer).toBeVisible();
    await page.getByRole('link', { name: button }).click();
    await expect(page).toHaveURL(locale === 'ru' ? /\/ru\/$/ : /localhost:\d+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}

test('a crawler gets the 404 status with a bare page, without the shop around it', { tag: DESKTOP_ONLY }, async ({ request }) => {
  const response = await request.get('/no-such-page', {
    headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
  });
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain('<h1>404 Not Found</h1>');
  expect(html).not.toContain('<script');
  expect(html).not.toContain('Page not found');
});

test('a navigation in the browser to a missing page shows the 404 page, whose code came with neither the first load nor the server', { tag: DESKTOP_ONLY }, async ({
  page,
}) => {
  // The 404 page's code is a chunk of its own (`#error-pages`): not in a page's first load.
  const notFoundChunks: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/NotFoundPage-[\w-]+\.js$/.test(request.url())) notFoundChunks.push(request.url());
  });
  const shell = new ShopShell(page);
  await shell.open('/about-us');
  expect(notFoundChunks).toEqual([]);
  // The router follows the history's pushState (TanStack's browser history), as a link would.
  await page.evaluate(() => {
    const state = (window.history.state ?? {}) as { __TSR_index?: number };
    window.history.pushState(
      { ...state, __TSR_index: (state.__TSR_index ?? 0) + 1, key: 'nf', __TSR_key: 'nf' },
      '',
      '/no-such-page',
    );
  });
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found: /no-such-page');
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  expect(notFoundChunks).toHaveLength(1);
  await page.getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
});
