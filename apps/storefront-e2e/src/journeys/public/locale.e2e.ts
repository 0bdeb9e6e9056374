import { DESKTOP_ONLY, expect, test, waitForHydration } from '../../fixtures';
import { ShopShell } from '../../pages/ShopShell';

test('Russian pages live under /ru/ and English ones have no prefix', { tag: DESKTOP_ONLY }, async ({ page }) => {
  const shell = new ShopShell(page, 'ru');
  await shell.open('/ru/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Одежда для плавания для северных вод');
  await expect(shell.catalogueButton()).toBeVisible();
  await shell.open('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('switching language keeps the page and stores the choice for 365 days', async ({ page, context }) => {
  const shell = new ShopShell(page);
  await shell.open('/delivery-and-returns');
  await shell.languageLink('ru').click();
  await expect(page).toHaveURL(/\/ru\/delivery-and-returns$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  const cookie = (await context.cookies()).find((c) => c.name === 'locale');
  expect(cookie?.value).toBe('ru');
  expect(cookie?.sameSite).toBe('Lax');
  const days = ((cookie?.expires ?? 0) * 1000 - Date.now()) / 86_400_000;
  expect(days).toBeGreaterThan(364);
  expect(days).toBeLessThanOrEqual(365);

  // The stored choice decides where the next visit to / lands.
  await page.goto('/');
  await expect(page).toHaveURL(/\/ru\/$/);
  await waitForHydration(page);
  await new ShopShell(page, 'ru').languageLink('en').click();
  await expect(page).toHaveURL(/localhost:\d+\/$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect((await context.cookies()).find((c) => c.name === 'locale')?.value).toBe('en');
});

test.describe('a first visit from a Russian browser', { tag: DESKTOP_ONLY }, () => {
  test.use({ locale: 'ru-RU' });

  test('lands on /ru/ without a cookie, and stays on / with an English cookie', async ({ page, context, baseURL }) => {
    await page.goto('/');
    await expect(page).toHaveURL(/\/ru\/$/);
    await context.addCookies([{ name: 'locale', value: 'en', url: baseURL ?? '' }]);
    await page.goto('/');
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test('an explicit English page is never redirected', async ({ page }) => {
    await page.goto('/about-us');
    await expect(page).toHaveURL(/\/about-us$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});
