import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { compileMessages } from './compileMessages';
import { formatDimensions, formatRating, formatVolume, formatWeight } from './rating';
import { en } from './messages/en';
import { ru } from './messages/ru';

// Money is formatted by @shop/locale's formatMoney (re-exported here), tested there with its table.
describe('numbers', () => {
  it('shows ratings with one decimal', () => {
    expect(formatRating(4, 'en')).toBe('4.0');
    expect(formatRating(4.25, 'ru')).toBe('4,3');
  });

  it('shows weight and dimensions with 3 decimals and volume with 5, with a comma in Russian', () => {
    expect(formatWeight(0.65, 'en')).toBe('0.650');
    expect(formatWeight(0.65, 'ru')).toBe('0,650');
    expect(formatWeight(1.2345, 'en')).toBe('1.235');
    expect(formatDimensions([0.7, 1.4], 'en')).toBe('0.700 × 1.400');
    expect(formatDimensions([0.17, 0.075, 0.065], 'ru')).toBe('0,170 × 0,075 × 0,065');
    expect(formatVolume(0.000829, 'en')).toBe('0.00083');
    expect(formatVolume(0.000829, 'ru')).toBe('0,00083');
    expect(formatVolume(1234.5, 'ru')).toBe('1\u00a0234,50000');
  });
});

describe('messages', () => {
  it('has every key in both languages, none empty', () => {
    expect(Object.keys(ru).sort()).toEqual(Object.keys(en).sort());
    for (const [key, text] of [...Object.entries(en), ...Object.entries(ru)]) {
      expect(text.trim(), key).not.toBe('');
    }
  });

  it('parses every message and uses Russian plural forms', () => {
    for (const [key, text] of Object.entries(ru)) expect(() => new IntlMessageFormat(text, 'ru'), key).not.toThrow();
    const cart = (count: number) => new IntlMessageFormat(ru['header.cartCount'], 'ru').format({ count });
    expect(cart(1)).toBe('Корзина, 1 товар');
    expect(cart(3)).toBe('Корзина, 3 товара');
    expect(cart(5)).toBe('Корзина, 5 товаров');
    expect(cart(0)).toBe('Корзина пуста');
  });
});

describe('compileMessages', () => {
  it('gives each language its own trees, formatted as the source texts are', () => {
    for (const [locale, source] of [
      ['en', en],
      ['ru', ru],
    ] as const) {
      const compiled = compileMessages(locale);
      expect(Object.keys(compiled).sort()).toEqual(Object.keys(source).sort());
      for (const [key, text] of Object.entries(source)) {
        // Every argument is 3, so plurals, numbers and selects all format; a tag's argument is
        // not a function, so rich-text messages fail alike, with the same error.
        const values = new Proxy({}, { has: () => true, get: () => 3 });
        const formatted = (message: ConstructorParameters<typeof IntlMessageFormat>[0]) => {
          try {
            return String(new IntlMessageFormat(message, locale).format(values));
          } catch (error) {
            return `fails: ${(error as Error).message}`;
          }
        };
        expect(formatted(compiled[key as keyof typeof compiled]), key).toBe(formatted(text));
      }
    }
    expect(new IntlMessageFormat(compileMessages('ru')['header.cartCount'], 'ru').format({ count: 3 })).toBe(
      'Корзина, 3 товара',
    );
    expect(compileMessages('en')).toBe(compileMessages('en'));
  });
});
