import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import type { Locale } from '@shop/locale';
import { PASSWORDS, registerAccount } from '../../accounts';
import { DESKTOP_ONLY, expect, MOBILE_ONLY, test } from '../../fixtures';
import { codeOf, mailCount, nextMail } from '../../outbox';
import { AuthPopup, homePath, profilePath, uniqueEmail } from '../../pages/AuthPopup';

/** The profile page's texts the journeys use, in both languages. */
const TEXT = {
  en: {
    personal: 'Personal data',
    firstName: 'First name',
    lastName: 'Last name',
    phone: 'Phone',
    save: 'Save',
    saved: 'Your details are saved.',
    welcome: (name: string) => `Welcome, ${name}!`,
    email: 'E-mail',
    changeEmail: 'Change e-mail',
    newEmail: 'New e-mail',
    sendCode: 'Send a code',
    code: 'Code from the e-mail',
    changed: (email: string) => `You now sign in with ${email}.`,
    confirmed: 'Confirmed e-mails',
    confirmAnother: 'Confirm another e-mail',
    toConfirm: 'E-mail to confirm',
    confirm: 'Confirm',
    isConfirmed: (email: string) => `${email} is confirmed.`,
    password: 'Password',
    changePassword: 'Change password',
    current: 'Current password',
    newPassword: 'New password',
    savePassword: 'Save the password',
    passwordSaved: 'Your password is saved. Your other devices were signed out.',
    download: 'Download my data',
    deleteOpen: 'Delete my account…',
    deleteTitle: 'Delete your account?',
    alsoReviews: 'Also delete my reviews',
    deleteConfirm: 'Delete my account',
    deleted: 'Your account is deleted.',
    noAccount: 'No account uses this e-mail.',
  },
  ru: {
    personal: 'Личные данные',
    firstName: 'Имя',
    lastName: 'Фамилия',
    phone: 'Телефон',
    save: 'Сохранить',
    saved: 'Данные сохранены.',
    welcome: (name: string) => `Добро пожаловать, ${name}!`,
  },
} as const;

const section = (page: Page, name: string): Locator => page.getByRole('region', { name, exact: true });

/** A customer with a password, signed in in this page's browser, on the profile. */
async function signedInCustomer(page: Page, locale: Locale, tag: string) {
  const email = uniqueEmail(`profile.${tag}`);
  await registerAccount(page.request, { email, password: PASSWORDS.registered, first_name: 'Anna' });
  const auth = new AuthPopup(page, locale);
  await auth.shell.open(profilePath(locale));
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  return { email, auth };
}

// Registering mails one code per account; the journeys that mail more run in the desktop project only.
for (const [locale, project] of [
  ['en', 'desktop'],
  ['ru', 'mobile'],
] as const) {
  const tag = project === 'desktop' ? DESKTOP_ONLY : MOBILE_ONLY;
  test(`a customer edits the name and phone on the profile (${locale}, ${project})`, { tag }, async ({ page }) => {
    const text = TEXT[locale];
    await signedInCustomer(page, locale, `edit.${locale}`);
    const form = section(page, text.personal);
    await form.getByLabel(text.firstName, { exact: true }).fill('Maria');
    await form.getByLabel(text.lastName, { exact: true }).fill('Nieminen');
    // Typed digits take the phone mask.
    await form.getByLabel(text.phone, { exact: true }).pressSequentially('358401234567');
    await expect(form.getByLabel(text.phone, { exact: true })).toHaveValue('+3(584)01234567');
    await form.getByRole('button', { name: text.save, exact: true }).click();
    await expect(form.getByRole('status').filter({ hasText: text.saved })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(text.welcome('Maria Nieminen'));
    // What was saved is what the next page load shows.
    await page.reload();
    await expect(section(page, text.personal).getByLabel(text.lastName, { exact: true })).toHaveValue('Nieminen');
    await expect(section(page, text.personal).getByLabel(text.phone, { exact: true })).toHaveValue('+3(584)01234567');
  });
}

test.describe('the account on the profile', { tag: DESKTOP_ONLY }, () => {
  const text = TEXT.en;

  test('a customer changes the sign-in e-mail with a code mailed to the new address', async ({ page }) => {
    const { email } = await signedInCustomer(page, 'en', 'change-email');
    const newEmail = uniqueEmail('profile.changed-email');
    const box = section(page, text.email);
    await box.getByRole('button', { name: text.changeEmail }).click();
    await box.getByLabel(text.newEmail).fill(newEmail);
    await box.getByRole('button', { name: text.sendCode }).click();
    const code = codeOf(await nextMail(newEmail, 0));
    await box.getByLabel(text.code).fill(code);
    await box.getByRole('button', { name: text.changeEmail }).click();
    await expect(box.getByRole('status').filter({ hasText: text.changed(newEmail) })).toBeVisible();
    // The old address is told; the new one is the account's now.
    await expect.poll(() => mailCount(email)).toBeGreaterThan(1);
    const signIn = await page.request.post('/api/auth/login', {
      data: { email: newEmail, password: PASSWORDS.registered },
    });
    expect(signIn.status()).toBe(200);
  });

  test('a customer confirms another e-mail by code and sees it listed', async ({ page }) => {
    await signedInCustomer(page, 'en', 'confirm-email');
    const other = uniqueEmail('profile.other');
    const box = section(page, text.confirmed);
    await expect(box.getByRole('listitem')).toHaveCount(1);
    await box.getByRole('button', { name: text.confirmAnother }).click();
    await box.getByLabel(text.toConfirm).fill(other);
    await box.getByRole('button', { name: text.sendCode }).click();
    await box.getByLabel(text.code).fill(codeOf(await nextMail(other, 0)));
    await box.getByRole('button', { name: text.confirm, exact: true }).click();
    await expect(box.getByRole('status').filter({ hasText: text.isConfirmed(other) })).toBeVisible();
    await expect(box.getByRole('listitem').filter({ hasText: other })).toBeVisible();
    await expect(box.getByRole('button', { name: text.confirmAnother })).toBeFocused();
  });

  test.describe(() => {
    // The wrong current password is answered 422, which the browser logs.
    test.use({ allowedConsole: [/status of 422 .*\/api\/v1\/profile\/change-password/] });

    test('a customer changes the password and signs in with the new one', async ({ page }) => {
      const { email } = await signedInCustomer(page, 'en', 'password');
      const box = section(page, text.password);
      await box.getByRole('button', { name: text.changePassword }).click();
      await box.getByLabel(text.current).fill('not the password');
      await box.getByLabel(text.newPassword, { exact: true }).fill(PASSWORDS.profileChanged);
      await box.getByRole('button', { name: text.savePassword }).click();
      await expect(box.getByLabel(text.current)).toHaveAccessibleDescription(/The current password is not right/);
      await box.getByLabel(text.current).fill(PASSWORDS.registered);
      await box.getByRole('button', { name: text.savePassword }).click();
      await expect(box.getByRole('status').filter({ hasText: text.passwordSaved })).toBeVisible();
      // This device stays signed in; signing in again takes the new password, not the old one.
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const login = (password: string) => page.request.post('/api/auth/login', { data: { email, password } });
      expect((await login(PASSWORDS.registered)).status()).toBe(401);
      expect((await login(PASSWORDS.profileChanged)).status()).toBe(200);
    });
  });

  test('a customer downloads their data as my-data.json', async ({ page }) => {
    const { email } = await signedInCustomer(page, 'en', 'export');
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: text.download }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe('my-data.json');
    const data = JSON.parse(await readFile(await file.path(), 'utf8')) as { profile: { email: string } };
    expect(data.profile.email).toBe(email);
  });

  test('a customer deletes the account: the home page says so and signing in fails', async ({ page }) => {
    const { email, auth } = await signedInCustomer(page, 'en', 'delete');
    await page.getByRole('button', { name: text.deleteOpen }).click();
    const dialog = page.getByRole('dialog', { name: text.deleteTitle });
    await dialog.getByRole('checkbox', { name: text.alsoReviews }).check();
    await dialog.getByLabel(text.current).fill(PASSWORDS.registered);
    await dialog.getByRole('button', { name: text.deleteConfirm, exact: true }).click();
    await expect(page).toHaveURL((url) => url.pathname === homePath('en'));
    await expect(page.getByRole('status').filter({ hasText: text.deleted })).toBeVisible();
    await auth.expectSignedOut();
    const signIn = await page.request.post('/api/auth/login', { data: { email, password: PASSWORDS.registered } });
    expect(signIn.status()).toBe(401);
  });
});
