import type { AppConfig } from '@shop/api';
import { expect, test } from '../../fixtures';
import { ShopShell, apiJson } from '../../pages/ShopShell';

for (const locale of ['en', 'ru'] as const) {
  test(`the footer shows the shop's details from app config (${locale})`, async ({ page }) => {
    const shell = new ShopShell(page, locale);
    await shell.open(locale === 'ru' ? '/ru/about-us' : '/about-us');
    const config = await apiJson<AppConfig>(page, `/api/v1/app/config?lang=${locale}`);
    const footer = shell.footer;
    await expect(footer).toContainText(config.company_text);
    for (const link of config.content_pages) {
      await expect(footer.getByRole('link', { name: link.title, exact: true })).toHaveAttribute('href', link.path);
    }
    // gpsr is switched on in the demo, so its link is there.
    expect(config.gpsr.enabled).toBe(true);
    expect(config.content_pages.some((link) => link.key === 'gpsr')).toBe(true);
    await expect(footer.locator(`a[href="mailto:${config.email}"]`)).toBeVisible();
    await expect(footer.locator('a[href^="tel:+358"]')).toContainText(config.hotline_phone);
    const whatsapp = footer.getByRole('link', { name: /^WhatsApp: / });
    await expect(whatsapp).toHaveAttribute('href', `https://wa.me/${config.whatsapp?.replace(/\D/g, '')}`);
    await expect(whatsapp).toContainText(config.whatsapp ?? '');
    await expect(footer.locator('address')).toContainText(locale === 'ru' ? 'Финляндия' : 'Finland');
    await expect(footer.locator('address')).toContainText(config.address.city);
    for (const network of ['facebook', 'instagram', 'youtube', 'whatsapp'] as const) {
      const href = config.social[network];
      if (href) await expect(footer.locator(`a[href="${href}"][aria-label]`)).toBeVisible();
    }
    if (config.b2b_url) await expect(footer.locator(`a[href="${config.b2b_url}"]`)).toBeVisible();
  });
}

test('following a footer link scrolls the new page to the top', async ({ page }) => {
  const shell = new ShopShell(page);
  await shell.open('/about-us');
  await shell.footer.scrollIntoViewIfNeeded();
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  await shell.footer.getByRole('link', { name: 'Delivery and returns', exact: true }).click();
  await expect(page).toHaveURL(/\/delivery-and-returns$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});
