import { describe, expect, it } from 'vitest';
import { IntlMessageFormat } from 'intl-messageformat';
import { formatMoney, formatRating } from './money';
import { en } from './messages/en';
import { ru } from './messages/ru';

describe('money and numbers', () => {
  it('drops trailing zeros and shows the currency sign', () => {
    expect(formatMoney(49.9, 'EUR', 'en')).toBe('€49.9');
    expect(formatMoney(50, 'EUR', 'en')).toBe('€50');
    expect(formatMoney(1234.5, 'EUR', 'ru').replace(/\s/g, ' ')).toBe('1 234,5 €');
  });

  it('shows ratings with one decimal', () => {
    expect(formatRating(4, 'en')).toBe('4.0');
    expect(formatRating(4.25, 'ru')).toBe('4,3');
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
