import { describe, expect, it } from 'vitest';
import { defaultLocaleForHost, parseLocaleDomains } from './domains';

describe('parseLocaleDomains', () => {
  it('reads host=locale pairs, lower-casing hosts and ignoring spaces and empty entries', () => {
    expect([...parseLocaleDomains(' Shop.FI=en, shop.ru = ru,,')]).toEqual([
      ['shop.fi', 'en'],
      ['shop.ru', 'ru'],
    ]);
    expect(parseLocaleDomains(undefined).size).toBe(0);
    expect(parseLocaleDomains('').size).toBe(0);
  });

  it.each([
    ['shop.ru', /"shop.ru" is not host=locale/],
    ['shop.ru=ru=en', /is not host=locale/],
    ['https://shop.ru=ru', /without scheme, port or path/],
    ['shop.ru:443=ru', /is not host=locale/],
    ['shop.de=de', /"shop.de=de": the locale must be one of en, ru/],
    ['shop.ru=', /the locale must be one of en, ru/],
    ['shop.ru=ru,SHOP.ru=en', /"shop.ru" is listed twice/],
  ])('refuses %s with a message naming the entry', (text, message) => {
    expect(() => parseLocaleDomains(text)).toThrow(message);
  });
});

describe('defaultLocaleForHost', () => {
  const domains = parseLocaleDomains('shop.fi=en,shop.ru=ru');

  it("chooses the mapped domain's language, with or without a port and in any case", () => {
    expect(defaultLocaleForHost('shop.ru', domains, 'en')).toBe('ru');
    expect(defaultLocaleForHost('SHOP.RU:8443', domains, 'en')).toBe('ru');
    expect(defaultLocaleForHost('shop.fi', domains, 'ru')).toBe('en');
  });

  it('falls back to the configured default for other hosts, subdomains included', () => {
    expect(defaultLocaleForHost('www.shop.ru', domains, 'en')).toBe('en');
    expect(defaultLocaleForHost('localhost:3000', domains, 'ru')).toBe('ru');
    expect(defaultLocaleForHost(undefined, domains, 'en')).toBe('en');
  });
});
