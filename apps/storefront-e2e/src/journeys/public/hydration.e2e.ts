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

// A catalogue page's template is a chunk of its own, hydrated once its code has run: the document
// counts as hydrated only then, so a journey never clicks markup React has not taken over.
test('a listing counts as hydrated only once its template has hydrated', async ({ page }) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route('**/assets/CategoryListingTemplate-*.js', async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  await page.goto('/catalog/women', { waitUntil: 'commit' });
  await expect.poll(() => asked).toBe(true);
  // Everything else has run by now; the template's file is still on its way.
  await page.waitForFunction(() => document.querySelector('header')?.textContent?.length);
  await page.waitForTimeout(1_000);
  expect(await page.evaluate(() => document.documentElement.dataset['hydrated'])).toBeUndefined();
  release();
  await waitForHydration(page);
  // Hydrated: a sort choice is React's, a client navigation to the new search params.
  await page.getByLabel('Sort by').selectOption('price_asc');
  await expect(page).toHaveURL(/[?&]sort=price_asc/);
});
