import { expect, type Locator, type Page } from '@playwright/test';
import { codeOf, mailCount, nextMail } from '../outbox';
import { OAUTH_ORIGIN } from '../server';
import type { Locale } from '@shop/locale';
import { ShopShell } from './ShopShell';

/** The texts of the sign-in popup, the reset page and the profile, in both languages. */
export const AUTH_TEXT = {
  en: {
    signInIcon: 'Sign in',
    profileIcon: 'My profile',
    title: {
      email: 'Sign in',
      password: 'Enter your password',
      register: 'Create an account',
      verification: 'Confirm your e-mail',
      reset: 'Reset your password',
    },
    email: 'E-mail',
    password: 'Password',
    newPassword: 'New password',
    firstName: 'First name',
    code: 'Code from the e-mail',
    continue: 'Continue',
    withCode: 'E-mail me a sign-in code',
    createAccount: 'Create an account',
    signIn: 'Sign in',
    forgot: 'Forgot your password?',
    confirm: 'Confirm',
    sendLink: 'Send the link',
    close: 'Close',
    google: 'Continue with Google',
    facebook: 'Continue with Facebook',
    socialFailed: 'Signing in did not work. Please try again, or use your e-mail.',
    socialUnverified:
      'Google or Facebook has not confirmed this e-mail address. Sign in with your e-mail first, by password or with a code.',
    wrongPassword: 'The e-mail or the password is wrong.',
    wrongCode: (left: number) => `The code is wrong: ${left} ${left === 1 ? 'try' : 'tries'} left.`,
    linkSent: (email: string) => `If an account uses ${email}, a link to choose a new password is on its way.`,
    resetTitle: 'Choose a new password',
    saveAndSignIn: 'Save and sign in',
    welcome: (name?: string) => (name ? `Welcome, ${name}!` : 'Welcome!'),
    signedInAs: (email: string) => `Signed in as ${email}.`,
    signOut: 'Sign out',
    accountNav: 'Account navigation',
  },
  ru: {
    signInIcon: 'Войти',
    profileIcon: 'Мой профиль',
    title: {
      email: 'Вход',
      password: 'Введите пароль',
      register: 'Регистрация',
      verification: 'Подтвердите e-mail',
      reset: 'Восстановление пароля',
    },
    email: 'E-mail',
    password: 'Пароль',
    newPassword: 'Новый пароль',
    firstName: 'Имя',
    code: 'Код из письма',
    continue: 'Продолжить',
    withCode: 'Прислать код для входа',
    createAccount: 'Зарегистрироваться',
    signIn: 'Войти',
    forgot: 'Забыли пароль?',
    confirm: 'Подтвердить',
    sendLink: 'Отправить ссылку',
    close: 'Закрыть',
    google: 'Войти через Google',
    facebook: 'Войти через Facebook',
    socialFailed: 'Не удалось войти. Попробуйте ещё раз или войдите по e-mail.',
    socialUnverified:
      'Google или Facebook не подтвердили этот e-mail. Сначала войдите по e-mail: с паролем или по коду.',
    wrongPassword: 'Неверный e-mail или пароль.',
    wrongCode: (left: number) =>
      `Неверный код: ${left === 1 ? 'осталась' : 'осталось'} ${left} ${left === 1 ? 'попытка' : left < 5 ? 'попытки' : 'попыток'}.`,
    linkSent: (email: string) => `Если аккаунт с адресом ${email} существует, ссылка для нового пароля уже в пути.`,
    resetTitle: 'Новый пароль',
    saveAndSignIn: 'Сохранить и войти',
    welcome: (name?: string) => (name ? `Добро пожаловать, ${name}!` : 'Добро пожаловать!'),
    signedInAs: (email: string) => `Вы вошли как ${email}.`,
    signOut: 'Выйти',
    accountNav: 'Разделы кабинета',
  },
} as const;

/** A fresh address per journey: the data folder lives for the whole run and the API limits per e-mail. */
export function uniqueEmail(tag = 'e2e'): string {
  return `${tag}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;
}

/** The home page of a language, where signing out lands. */
export const homePath = (locale: Locale) => (locale === 'ru' ? '/ru/' : '/');
export const profilePath = (locale: Locale) => (locale === 'ru' ? '/ru/profile' : '/profile');

/** The sign-in popup and the header's user icon, as a shopper uses them. */
export class AuthPopup {
  readonly text: (typeof AUTH_TEXT)[Locale];
  readonly shell: ShopShell;

  constructor(
    readonly page: Page,
    readonly locale: Locale = 'en',
  ) {
    this.text = AUTH_TEXT[locale];
    this.shell = new ShopShell(page, locale);
  }

  /** The guest's user icon, a button opening the popup. */
  signInIcon(): Locator {
    return this.shell.header.getByRole('button', { name: this.text.signInIcon, exact: true });
  }

  /** The signed-in customer's user icon, a link to the profile. */
  profileIcon(): Locator {
    return this.shell.header.getByRole('link', { name: this.text.profileIcon, exact: true });
  }

  /** The popup, whichever step it shows (or the named one). */
  dialog(step?: keyof (typeof AUTH_TEXT)['en']['title']): Locator {
    return step
      ? this.page.getByRole('dialog', { name: this.text.title[step], exact: true })
      : this.page.getByRole('dialog');
  }

  field(dialog: Locator, label: string): Locator {
    return dialog.getByLabel(label, { exact: true });
  }

  async openFromHeader(): Promise<Locator> {
    await this.signInIcon().click();
    const dialog = this.dialog('email');
    await expect(dialog).toBeVisible();
    await expect(this.field(dialog, this.text.email)).toBeFocused();
    return dialog;
  }

  /** From the e-mail step of an open popup, on to the password step. */
  async continueWithEmail(email: string): Promise<Locator> {
    const dialog = this.dialog('email');
    await this.field(dialog, this.text.email).fill(email);
    await dialog.getByRole('button', { name: this.text.continue, exact: true }).click();
    const next = this.dialog('password');
    await expect(next).toBeVisible();
    return next;
  }

  /** From the e-mail step of an open popup: signs in with the password. */
  async signInWithPassword(email: string, password: string): Promise<void> {
    const dialog = await this.continueWithEmail(email);
    await this.field(dialog, this.text.password).fill(password);
    await dialog.getByRole('button', { name: this.text.signIn, exact: true }).click();
    await this.expectSignedIn();
  }

  /** Waits for the verification step's code mail (number `after + 1` to the address) and answers its code. */
  async awaitCode(email: string, after: number): Promise<string> {
    const dialog = this.dialog('verification');
    await expect(dialog).toBeVisible();
    // The confirm button shows once the code is sent and its countdown runs.
    await expect(dialog.getByRole('button', { name: this.text.confirm, exact: true })).toBeVisible();
    return codeOf(await nextMail(email, after));
  }

  async enterCode(code: string): Promise<void> {
    const dialog = this.dialog('verification');
    await this.field(dialog, this.text.code).fill(code);
    await dialog.getByRole('button', { name: this.text.confirm, exact: true }).click();
  }

  /**
   * Signs in through the fake provider's window: the popup's Google (or Facebook) button opens it,
   * the shopper gives an e-mail and continues (or cancels), and the window closes itself after
   * reporting to the shop. `watch` gets the window first (for its console).
   */
  async continueWithProvider(
    email: string,
    {
      provider = 'google',
      cancel = false,
      unverified = false,
      watch,
    }: {
      provider?: 'google' | 'facebook';
      cancel?: boolean;
      unverified?: boolean;
      watch?: (window: Page) => void;
    } = {},
  ): Promise<void> {
    const opened = this.page.waitForEvent('popup');
    await this.dialog()
      .getByRole('button', { name: provider === 'google' ? this.text.google : this.text.facebook, exact: true })
      .click();
    const window = await opened;
    watch?.(window);
    await window.waitForURL((url) => url.origin === OAUTH_ORIGIN);
    await expect(window.getByRole('heading', { name: `Sign in with fake ${provider}` })).toBeVisible();
    const closed = window.waitForEvent('close');
    if (cancel) {
      await window.getByRole('link', { name: 'Cancel' }).click();
    } else {
      await window.getByRole('textbox', { name: 'E-mail' }).fill(email);
      if (unverified) await window.getByRole('checkbox', { name: 'e-mail not verified' }).check();
      await window.getByRole('button', { name: 'Continue' }).click();
    }
    await closed;
  }

  /** The popup is gone and the header's user icon leads to the profile. */
  async expectSignedIn(): Promise<void> {
    await expect(this.page.getByRole('dialog')).toBeHidden();
    await expect(this.profileIcon()).toBeVisible();
    await expect(this.signInIcon()).toHaveCount(0);
  }

  async expectSignedOut(): Promise<void> {
    await expect(this.signInIcon()).toBeVisible();
    await expect(this.profileIcon()).toHaveCount(0);
  }

  /** From a signed-in page: the profile (through the user icon), then its sign-out, which lands on the home page. */
  async signOutFromProfile(email: string): Promise<void> {
    if (new URL(this.page.url()).pathname !== profilePath(this.locale)) await this.profileIcon().click();
    await expect(this.page).toHaveURL((url) => url.pathname === profilePath(this.locale));
    await expect(this.page.getByText(this.text.signedInAs(email))).toBeVisible();
    const nav = this.page.getByRole('navigation', { name: this.text.accountNav });
    await nav.getByRole('button', { name: this.text.signOut, exact: true }).click();
    await expect(this.page).toHaveURL((url) => url.pathname === homePath(this.locale));
    await this.expectSignedOut();
  }
}

/** How many mails an address has had, to wait for the next one. */
export { mailCount };
