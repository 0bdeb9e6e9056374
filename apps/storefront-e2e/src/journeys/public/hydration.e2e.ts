import { expect, test, waitForHydration } from '../../fixtures';

// The fixture fails any of these on a console error or a hydration warning.
const PAGES = ['/', '/ru/', '/about-us', '/ru/contacts', '/size-guide', '/ru/gpsr'];

for (const path of PAGES) {
  test(`${path} hydrates without a warning`, async ({ page }) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });
}
