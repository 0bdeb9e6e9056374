import { PASSWORDS, registerAccount } from '../../accounts';
import { DESKTOP_ONLY, expect, test } from '../../fixtures';
import { linkOf, nextMail } from '../../outbox';
import { AuthPopup, homePath, profilePath, uniqueEmail } from '../../pages/AuthPopup';

// The old password, tried once after the reset, is refused with a 401 that the browser logs.
test.use({ allowedConsole: [/status of 401 .*\[.*\/api\/auth\/login\]$/] });

// Desktop only: the account is registered with an e-mailed code, of which the API allows an
// address ten in ten minutes.
for (const locale of ['en', 'ru'] as const) {
  test(
    `a customer who forgot the password resets it from the mailed link, and the new one opens the guarded profile (${locale})`,
    { tag: DESKTOP_ONLY },
    async ({ page, request }) => {
      test.slow();
      const auth = new AuthPopup(page, locale);
      const { text } = auth;
      const email = uniqueEmail(`reset.${locale}`);
      const oldPassword = PASSWORDS.beforeReset;
      const newPassword = PASSWORDS.afterReset;
      await registerAccount(request, { email, password: oldPassword });

      await auth.shell.open(homePath(locale));
      await auth.openFromHeader();
      const passwordStep = await auth.continueWithEmail(email);
      await passwordStep.getByRole('button', { name: text.forgot, exact: true }).click();
      const reset = auth.dialog('reset');
      await expect(reset).toBeVisible();
      await expect(auth.field(reset, text.email)).toHaveValue(email);
      await reset.getByRole('button', { name: text.sendLink, exact: true }).click();
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(page.getByRole('status').filter({ hasText: text.linkSent(email) })).toBeVisible();

      // Mail 1 was the registration code; mail 2 is the link, in the shopper's language.
      const mail = await nextMail(email, 1);
      expect(mail.template).toBe('password-reset');
      expect(mail.locale).toBe(locale);
      const link = linkOf(mail);
      expect(link.pathname).toBe(locale === 'ru' ? '/ru/reset-password' : '/reset-password');
      await auth.shell.open(`${link.pathname}${link.search}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.resetTitle);
      await expect(page.getByLabel(text.email, { exact: true })).toHaveValue(email);
      await page.getByLabel(text.newPassword, { exact: true }).fill(newPassword);
      await page.getByRole('button', { name: text.saveAndSignIn, exact: true }).click();
      await expect(page).toHaveURL((url) => url.pathname === profilePath(locale));
      await auth.expectSignedIn();
      await auth.signOutFromProfile(email);

      // The link is spent.
      await auth.shell.open(`${link.pathname}${link.search}`);
      await expect(
        page
          .getByRole('alert')
          .filter({ hasText: locale === 'ru' ? 'Ссылка больше не действует' : 'This link is no longer valid' }),
      ).toBeVisible();

      // A guest opening the profile is asked to sign in, and lands there after signing in.
      await auth.shell.open(profilePath(locale));
      const dialog = auth.dialog('email');
      await expect(dialog).toBeVisible();
      await expect(page).toHaveURL((url) => url.pathname === homePath(locale) && url.search === '');
      const password = await auth.continueWithEmail(email);
      await auth.field(password, text.password).fill(oldPassword);
      await password.getByRole('button', { name: text.signIn, exact: true }).click();
      await expect(auth.field(password, text.password)).toHaveAccessibleDescription(
        new RegExp(text.wrongPassword.replace('.', '\\.')),
      );
      await auth.field(password, text.password).fill(newPassword);
      await password.getByRole('button', { name: text.signIn, exact: true }).click();
      await auth.expectSignedIn();
      await expect(page).toHaveURL((url) => url.pathname === profilePath(locale));
      await expect(page.getByText(text.signedInAs(email))).toBeVisible();
    },
  );
}
