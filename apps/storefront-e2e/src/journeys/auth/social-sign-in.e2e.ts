import { expect, test } from '../../fixtures';
import { AuthPopup, homePath, uniqueEmail } from '../../pages/AuthPopup';

// The fake Google and Facebook (tools/scripts/fake-oauth-provider.mjs) need no e-mailed code, so these
// run in both projects.
for (const locale of ['en', 'ru'] as const) {
  test(`a shopper signs in with Google in its own window and the shop shows them signed in (${locale})`, async ({
    page,
    watchPage,
  }) => {
    const auth = new AuthPopup(page, locale);
    const email = uniqueEmail(`google.${locale}`);
    await auth.shell.open(homePath(locale));

    // Cancelling at the provider keeps the popup open with a message.
    await auth.openFromHeader();
    await auth.continueWithProvider(email, { cancel: true, watch: watchPage });
    await expect(auth.dialog('email').getByRole('alert').filter({ hasText: auth.text.socialFailed })).toBeVisible();
    await auth.expectSignedOut();

    // An e-mail the provider has not verified does not sign in: the shopper is asked to use the e-mail first.
    await auth.continueWithProvider(email, { unverified: true, watch: watchPage });
    await expect(auth.dialog('email').getByRole('alert').filter({ hasText: auth.text.socialUnverified })).toBeVisible();
    await auth.expectSignedOut();

    await auth.continueWithProvider(email, { watch: watchPage });
    await auth.expectSignedIn();
    await auth.profileIcon().click();
    await expect(page.getByText(auth.text.signedInAs(email))).toBeVisible();
  });
}
