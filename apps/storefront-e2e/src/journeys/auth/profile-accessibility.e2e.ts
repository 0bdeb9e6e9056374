import { socialAccount } from '../../accounts';
import { wcagViolations } from '../../axe';
import { expect, test, waitForHydration } from '../../fixtures';

// A signed-in customer's pages (the fake Google makes the account: no mailed code to spend).
test("axe finds no WCAG 2.2 A or AA violation on a signed-in customer's profile", async ({ page }) => {
  const email = `${Date.now()}.${Math.random().toString(36).slice(2, 7)}.axe@example.com`;
  await socialAccount(page.request, email);
  const found: string[] = [];
  for (const prefix of ['', '/ru']) {
    await page.goto(`${prefix}/profile`);
    await waitForHydration(page);
    await expect(page.getByText(email)).toBeVisible();
    for (const violation of await wcagViolations(page)) found.push(`${prefix}/profile: ${violation}`);
  }
  expect(found).toEqual([]);
});
