import { describe, expect, it } from 'vitest';
import { readCookieValue } from './cookies';

describe('readCookieValue', () => {
  it('finds a cookie by name and decodes it', () => {
    expect(readCookieValue('a=1; cart=%5B1%2C2%5D; b=2', 'cart')).toBe('[1,2]');
    expect(readCookieValue('locale=ru', 'locale')).toBe('ru');
    expect(readCookieValue(' token = abc=def ;x=1', 'token')).toBe('abc=def');
    expect(readCookieValue('promo=', 'promo')).toBe('');
  });

  it('takes the first of two cookies of one name', () => {
    expect(readCookieValue('a=first; a=second', 'a')).toBe('first');
  });

  it('answers undefined for a cookie that is not there', () => {
    expect(readCookieValue('xlocale=ru; locale_old=en', 'locale')).toBeUndefined();
    expect(readCookieValue('', 'locale')).toBeUndefined();
    expect(readCookieValue(undefined, 'locale')).toBeUndefined();
    expect(readCookieValue(null, 'locale')).toBeUndefined();
  });

  it('keeps a value that is not valid %-encoding as sent', () => {
    expect(readCookieValue('promo=%E0%A4%A', 'promo')).toBe('%E0%A4%A');
  });
});
