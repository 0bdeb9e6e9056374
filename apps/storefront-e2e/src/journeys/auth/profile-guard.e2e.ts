import { socialAccount } from '../../accounts';
import { DESKTOP_ONLY, expect, test } from '../../fixtures';
import { AuthPopup, homePath, profilePath, uniqueEmail } from '../../pages/AuthPopup';

// The login guard on /profile. The desktop journey of the password reset signs in there with a
// password; this one, in both projects, with Facebook (no e-mailed code, so no throttling).
for (const locale of ['en', 'ru'] as const) {
  test(`a guest opening the profile is asked to sign in and lands on the profile afterwards (${locale})`, async ({
    page,
    watchPage,
  }) => {
    const auth = new AuthPopup(page, locale);
    const email = uniqueEmail(`guard.${locale}`);
    await auth.shell.open(profilePath(locale));
    await expect(auth.dialog('email')).toBeVisible();
    // The request to sign in is taken from the address, so a reload does not ask again.
    await expect(page).toHaveURL((url) => url.pathname === homePath(locale) && url.search === '');
    await auth.continueWithProvider(email, { provider: 'facebook', watch: watchPage });
    await auth.expectSignedIn();
    await expect(page).toHaveURL((url) => url.pathname === profilePath(locale));
    await expect(page.getByText(auth.text.signedInAs(email))).toBeVisible();
    // The address fits the page, even at 375 px.
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(
      0,
    );
  });
}

// Signing out while the profile's wish list is still loading: the page turns a guest's first and
// calls that request off, so the API never answers it 401 after the token is revoked (which the
// browser would log). Here the list's request is held, and let through once the API has revoked
// the token but before the page has the logout's answer: the moment the race used to lose.
test(
  'signing out while the wish list is loading asks the API for nothing it may not read',
  { tag: DESKTOP_ONLY },
  async ({ page }) => {
    const auth = new AuthPopup(page, 'en');
    const email = uniqueEmail('sign-out-race');
    await socialAccount(page.request, email);
    const statuses: number[] = [];
    page.on('response', (response) => {
      if (response.url().endsWith('/api/v1/profile/wish-list')) statuses.push(response.status());
    });
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    const held: Promise<void>[] = [];
    await page.route('**/api/v1/profile/wish-list', (route) => {
      // A request the page called off meanwhile cannot go on; one still wanted does.
      held.push(released.then(() => route.continue().catch(() => undefined)));
    });
    await page.route('**/api/auth/logout', async (route) => {
      const response = await route.fetch();
      release();
      await Promise.all(held);
      await route.fulfill({ response });
    });
    await auth.shell.open(profilePath('en'));
    await expect(page.getByText(auth.text.signedInAs(email))).toBeVisible();
    await expect.poll(() => held.length).toBeGreaterThan(0);
    await page
      .getByRole('navigation', { name: auth.text.accountNav })
      .getByRole('button', { name: auth.text.signOut, exact: true })
      .click();
    await expect(page).toHaveURL((url) => url.pathname === homePath('en'));
    await auth.expectSignedOut();
    await page.waitForLoadState('networkidle');
    expect(statuses).not.toContain(401);
  },
);
