import { enMessages, ruMessages } from '@shop/i18n';
import { createIntl } from 'react-intl';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { asyncRules, debounceAsyncRule, type EmailLookups } from './asyncRules';

const accounts = new Set(['anna@example.com']);
const lookups = (overrides: Partial<EmailLookups> = {}): EmailLookups => ({
  exists: vi.fn(async (email: string) => accounts.has(email.toLowerCase())),
  confirmedEmails: vi.fn(async () => ['confirmed@example.com']),
  ...overrides,
});

const en = createIntl({ locale: 'en', messages: enMessages });
const ru = createIntl({ locale: 'ru', messages: ruMessages });
const text = (intl: typeof en, id: keyof typeof enMessages) =>
  intl.formatMessage({ id }, { link: (chunks) => `[${chunks.join('')}]` });

describe('the asynchronous rules', () => {
  it('emailExist: an account must use the e-mail; the message links to registering', async () => {
    const rule = asyncRules.emailExist(lookups());
    expect(await rule('Anna@example.com')).toBeUndefined();
    const problem = await rule('new@example.com');
    expect(problem).toMatchObject({ id: 'validation.emailExist', link: 'register' });
    expect(text(en, 'validation.emailExist')).toBe('No account uses this e-mail. [Create an account]');
    expect(text(ru, 'validation.emailExist')).toBe('Нет аккаунта с этим e-mail. [Зарегистрироваться]');
  });

  it('emailNotExist: the e-mail must be new; the message links to signing in', async () => {
    const rule = asyncRules.emailNotExist(lookups());
    expect(await rule('new@example.com')).toBeUndefined();
    expect(await rule('anna@example.com')).toMatchObject({ id: 'validation.emailNotExist', link: 'auth' });
    expect(text(en, 'validation.emailNotExist')).toBe('This e-mail is already registered. [Sign in]');
    expect(text(ru, 'validation.emailNotExist')).toBe('Этот e-mail уже зарегистрирован. [Войти]');
  });

  it('emailIsAvailable: no other account uses it; one’s own e-mail is always available', async () => {
    const stub = lookups();
    expect(await asyncRules.emailIsAvailable(stub)('anna@example.com')).toMatchObject({
      id: 'validation.emailIsAvailable',
    });
    expect(await asyncRules.emailIsAvailable(stub, 'ANNA@example.com')('anna@example.com')).toBeUndefined();
    expect(await asyncRules.emailIsAvailable(stub)('new@example.com')).toBeUndefined();
    expect(text(en, 'validation.emailIsAvailable')).toBe('Another account already uses this e-mail.');
    expect(text(ru, 'validation.emailIsAvailable')).toBe('Этот e-mail уже использует другой аккаунт.');
  });

  it('emailIsConfirmed: the e-mail was confirmed by code in this browser', async () => {
    const rule = asyncRules.emailIsConfirmed(lookups());
    expect(await rule('Confirmed@example.com')).toBeUndefined();
    expect(await rule('other@example.com')).toMatchObject({ id: 'validation.emailIsConfirmed' });
    expect(text(en, 'validation.emailIsConfirmed')).toBe('Please confirm this e-mail with the code we send you.');
    expect(text(ru, 'validation.emailIsConfirmed')).toBe('Подтвердите этот e-mail кодом из письма.');
  });

  it('lets the value pass (and logs) when the API cannot answer', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const failing = lookups({ exists: vi.fn(async () => Promise.reject(new Error('down'))) });
    expect(await asyncRules.emailExist(failing)('anna@example.com')).toBeUndefined();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe('debounceAsyncRule', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('asks only for the last value, 300 ms after the last call', async () => {
    const rule = vi.fn(async (value: string) => (value === 'bad' ? { id: 'validation.default' as const } : undefined));
    const debounced = debounceAsyncRule(rule);
    const first = debounced('good');
    await vi.advanceTimersByTimeAsync(200);
    const second = debounced('bad');
    expect(await first).toBeUndefined();
    await vi.advanceTimersByTimeAsync(299);
    expect(rule).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(await second).toEqual({ id: 'validation.default' });
    expect(rule).toHaveBeenCalledTimes(1);
    expect(rule).toHaveBeenCalledWith('bad', undefined);
  });
});
