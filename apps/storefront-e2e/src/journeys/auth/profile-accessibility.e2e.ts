import { socialAccount } from '../../accounts';
import { wcagViolations } from '../../axe';
import { expect, test, waitForHydration } from '../../fixtures';

// A signed-in customer's pages (the fake Google makes the account: no mailed code to spend).
test("axe finds no WCAG 2.2 A or AA violation on a signed-in customer's profile", async ({ page }) => {
  // The profile page is long: axe takes its time over it on a loaded machine.
  test.slow();
  const email = `${Date.now()}.${Math.random().toString(36).slice(2, 7)}.axe@example.com`;
  await socialAccount(page.request, email);
  const found: string[] = [];
  for (const prefix of ['', '/ru']) {
    await page.goto(`${prefix}/profile`);
    await waitForHydration(page);
    // The page names the customer's e-mail in several places; the welcome heading is there once.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('region', { name: prefix ? 'Личные данные' : 'Personal data' })).toBeVisible();
    for (const violation of await wcagViolations(page)) found.push(`${prefix}/profile: ${violation}`);
  }
  expect(found).toEqual([]);
});
