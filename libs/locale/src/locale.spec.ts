import { describe, expect, it } from 'vitest';
import { detectLocale, localeCookie, parseAcceptLanguage } from './detect';
import { isOwnPath, localizePath, MAX_OWN_PATH_LENGTH, localeFromParam, splitLocalePath } from './paths';

describe('locale paths', () => {
  it('keeps English paths unprefixed and puts Russian under /ru/', () => {
    expect(localizePath('/about-us', 'en')).toBe('/about-us');
    expect(localizePath('/about-us', 'ru')).toBe('/ru/about-us');
    expect(localizePath('/', 'ru')).toBe('/ru/');
    expect(localizePath('/', 'en')).toBe('/');
  });

  it('splits a path into its locale and the rest', () => {
    expect(splitLocalePath('/ru/catalog/women')).toEqual({ locale: 'ru', path: '/catalog/women' });
    expect(splitLocalePath('/ru')).toEqual({ locale: 'ru', path: '/' });
    expect(splitLocalePath('/catalog')).toEqual({ locale: 'en', path: '/catalog' });
    expect(splitLocalePath('/en/x')).toEqual({ locale: 'en', path: '/en/x' });
  });

  it('accepts only ru as a prefix parameter', () => {
    expect(localeFromParam(undefined)).toBe('en');
    expect(localeFromParam('ru')).toBe('ru');
    expect(localeFromParam('en')).toBeUndefined();
    expect(localeFromParam('de')).toBeUndefined();
  });
});

describe('locale detection', () => {
  it('prefers the cookie, then the browser languages, then English', () => {
    expect(detectLocale({ cookie: 'a=1; locale=ru', languages: ['en-US'] })).toBe('ru');
    expect(detectLocale({ cookie: 'locale=xx', languages: ['de-DE', 'ru-RU'] })).toBe('ru');
    expect(detectLocale({ cookie: '', languages: ['de', 'fr'] })).toBe('en');
    expect(detectLocale({})).toBe('en');
  });

  it("falls back to the shop's configured default only when neither cookie nor browser decides", () => {
    expect(detectLocale({ cookie: '', languages: ['de', 'fr'], fallback: 'ru' })).toBe('ru');
    expect(detectLocale({ fallback: 'ru' })).toBe('ru');
    expect(detectLocale({ languages: ['en-GB'], fallback: 'ru' })).toBe('en');
    expect(detectLocale({ cookie: 'locale=en', languages: ['ru'], fallback: 'ru' })).toBe('en');
  });

  it('orders Accept-Language by weight', () => {
    expect(parseAcceptLanguage('en;q=0.5, ru-RU, de;q=0.7, fr;q=0')).toEqual(['ru-ru', 'de', 'en']);
    expect(parseAcceptLanguage(undefined)).toEqual([]);
  });

  it('writes a 365-day SameSite=Lax cookie', () => {
    expect(localeCookie('ru')).toBe('locale=ru; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(localeCookie('en', true)).toContain('; Secure');
  });
});

// A redirect after signing in, or a promo code's, is followed only to a path of this shop.
describe('isOwnPath', () => {
  it('takes a path of this site', () => {
    expect(isOwnPath('/profile')).toBe(true);
    expect(isOwnPath('/catalog/women')).toBe(true);
    expect(isOwnPath('/ru/catalog/women?sort=price_asc')).toBe(true);
  });

  it.each([
    ['https://evil.example/x'],
    ['http://evil.example'],
    ['HTTP://evil.example'],
    ['//evil.example/x'],
    ['///evil.example'],
    ['/\\evil.example'],
    ['\\\\evil.example'],
    ['/catalog\\..\\..\\evil'],
    ['/\t/evil.example'],
    ['/\n/evil.example'],
    ['/\r/evil.example'],
    ['/\u0000/evil.example'],
    ['/\u007f/evil.example'],
    // eslint-disable-next-line no-script-url -- the payload a redirect must refuse
    ['javascript:alert(1)'],
    ['data:text/html,<script>alert(1)</script>'],
    [' /catalog'],
    ['catalog/women'],
    ['evil.example'],
    [`/${'a'.repeat(MAX_OWN_PATH_LENGTH)}`],
    [''],
    [null],
    [undefined],
    [42],
    [['/profile']],
  ])('refuses %j, which could leave the site', (path) => {
    expect(isOwnPath(path)).toBe(false);
  });

  it('takes the longest path allowed', () => {
    expect(isOwnPath(`/${'a'.repeat(MAX_OWN_PATH_LENGTH - 1)}`)).toBe(true);
  });
});
