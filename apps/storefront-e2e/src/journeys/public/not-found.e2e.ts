import { expect, test } from '../../fixtures';
import { ShopShell } from '../../pages/ShopShell';

// The browser notes the page's 404 status in the console; that one line is expected here.
test.use({ allowedConsole: [/status of 404/] });

for (const [locale, path, title, button] of [
  ['en', '/no-such-page', 'Page not found: /no-such-page', 'Back to the home page'],
  ['ru', '/ru/net-takoy-stranitsy', 'Страница не найдена: /ru/net-takoy-stranitsy', 'На главную'],
  ['en', '/de/about-us', 'Page not found: /de/about-us', 'Back to the home page'],
] as const) {
  test(`${path} answers 404 with the error page`, async ({ page }) => {
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

test('a crawler gets the 404 status with a bare page, without the shop around it DESKTOP_ONLY', async ({ request }) => {
  const response = await request.get('/no-such-page', {
    headers: { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
  });
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain('<h1>404 Not Found</h1>');
  expect(html).not.toContain('<script');
  expect(html).not.toContain('Page not found');
});
