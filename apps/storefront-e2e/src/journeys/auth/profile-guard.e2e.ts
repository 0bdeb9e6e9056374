import { expect, test } from '../../fixtures';
import { AuthPopup, homePath, profilePath, uniqueEmail } from '../../pages/AuthPopup';

// The login guard on /profile. The desktop journey of the password reset signs in there with a
// password; this one, in both projects, with Facebook (no e-mailed code, so no throttling).
for (const locale of ['en', 'ru'] as const) {
  test(`a guest opening the profile is asked to sign in and lands on the profile afterwards (${locale})`, async ({ page, watchPage }) => {
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
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
  });
}
