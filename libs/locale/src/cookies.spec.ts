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

describe('readCookieValue, the parts of a Cookie header cookie-es also read', () => {
  it('trims spaces and tabs around names and values, never inside them', () => {
    expect(readCookieValue('\ta b = x y \t;c=1', 'a b')).toBe('x y');
    expect(readCookieValue('a b=1', 'a')).toBeUndefined();
  });

  it('skips pairs without "=" and matches whole names only', () => {
    expect(readCookieValue('flag; locale=ru', 'locale')).toBe('ru');
    expect(readCookieValue('flag; locale=ru', 'flag')).toBeUndefined();
    expect(readCookieValue('locale2=en; locale=ru', 'locale')).toBe('ru');
  });

  it('keeps an "=" inside a value and decodes only the cookie asked for', () => {
    expect(readCookieValue('bad=%E0%A4%A; jwt=a.b=c%3D', 'jwt')).toBe('a.b=c=');
  });
});
