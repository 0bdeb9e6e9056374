import { PASSWORDS } from '../../accounts';
import { chooseConsent, DESKTOP_ONLY, expect, test, waitForHydration } from '../../fixtures';
import { codeOf, mailCount, nextMail } from '../../outbox';
import { AuthPopup, homePath, profilePath, uniqueEmail } from '../../pages/AuthPopup';

/** A six-digit code that is not `code`. */
const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

// The journeys that e-mail codes run in the desktop project only: the API allows an address ten
// code mails in ten minutes, and every journey comes from 127.0.0.1. This one sends two per language.
for (const locale of ['en', 'ru'] as const) {
  test(
    `a shopper registers with an e-mailed code, signs out, signs in with the password and, on another device, with a code (${locale})`,
    { tag: DESKTOP_ONLY },
    async ({ page, browser, watchPage }) => {
      test.slow();
      const auth = new AuthPopup(page, locale);
      const { text } = auth;
      const email = uniqueEmail(`register.${locale}`);
      const password = PASSWORDS.registered;
      const firstName = locale === 'ru' ? 'Анна' : 'Anna';

      await auth.shell.open(homePath(locale));
      await auth.expectSignedOut();
      const first = await auth.openFromHeader();
      await first.getByRole('button', { name: text.createAccount, exact: true }).click();

      const register = auth.dialog('register');
      await expect(register).toBeVisible();
      await auth.field(register, text.email).fill(email);
      await auth.field(register, text.password).fill(password);
      await auth.field(register, text.firstName).fill(firstName);
      await register.getByRole('button', { name: text.continue, exact: true }).click();

      // A mistyped code says so, and the right one still creates the account.
      const code = await auth.awaitCode(email, 0);
      await auth.enterCode(wrongCodeFor(code));
      const verification = auth.dialog('verification');
      await expect(auth.field(verification, text.code)).toHaveAccessibleDescription(
        new RegExp(escapeRegExp(text.wrongCode(4))),
      );
      await auth.enterCode(code);
      await auth.expectSignedIn();
      expect(await mailCount(email)).toBe(1);

      // The user icon now leads to the profile, which greets the new customer.
      await auth.profileIcon().click();
      await expect(page).toHaveURL((url) => url.pathname === profilePath(locale));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.welcome(firstName));
      await auth.signOutFromProfile(email);

      // Signed out for good: a reload is still a guest's page.
      await page.reload();
      await waitForHydration(page);
      await auth.expectSignedOut();

      await auth.openFromHeader();
      await auth.signInWithPassword(email, password);
      await auth.signOutFromProfile(email);

      // Another browser has no identity yet: the popup mails it a code, and a wrong one first.
      const other = await browser.newContext({
        baseURL: test.info().project.use.baseURL,
        locale: locale === 'ru' ? 'ru-RU' : 'en-US',
      });
      await chooseConsent(other);
      try {
        const phone = await other.newPage();
        await watchPage(phone);
        const device = new AuthPopup(phone, locale);
        await device.shell.open(homePath(locale));
        const dialog = await device.openFromHeader();
        await device.field(dialog, text.email).fill(email);
        await dialog.getByRole('button', { name: text.withCode, exact: true }).click();
        const loginCode = await device.awaitCode(email, 1);
        expect(loginCode).not.toBe(code);
        await device.enterCode(wrongCodeFor(loginCode));
        await expect(device.field(device.dialog('verification'), text.code)).toHaveAccessibleDescription(
          new RegExp(escapeRegExp(text.wrongCode(4))),
        );
        await device.enterCode(loginCode);
        await device.expectSignedIn();
        await device.profileIcon().click();
        await expect(phone.getByText(text.signedInAs(email))).toBeVisible();
        expect(codeOf(await nextMail(email, 1))).toBe(loginCode);
        expect(await mailCount(email)).toBe(2);
      } finally {
        await other.close();
      }
    },
  );
}

function escapeRegExp(value: string): string {
  return value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
