import { describe, expect, it } from 'vitest';
import type { Locale } from './locales';
import { formatMoney } from './money';

/** No-break space: Russian puts it between thousands and before the euro sign. */
const NBSP = '\u00a0';

// The site, the order-confirmation mail and the cart's promo labels all print these.
const CASES: Array<[amount: number, locale: Locale, shown: string]> = [
  [52, 'en', '€52'],
  [52, 'ru', `52${NBSP}€`],
  [4.9, 'en', '€4.90'],
  [4.9, 'ru', `4,90${NBSP}€`],
  [49.9, 'en', '€49.90'],
  [49.9, 'ru', `49,90${NBSP}€`],
  [49.99, 'en', '€49.99'],
  [0.5, 'en', '€0.50'],
  [0, 'en', '€0'],
  [0, 'ru', `0${NBSP}€`],
  [1234.5, 'en', '€1,234.50'],
  [1234.5, 'ru', `1${NBSP}234,50${NBSP}€`],
  [1000000, 'en', '€1,000,000'],
  [0.1 + 0.2, 'en', '€0.30'],
  [49.999, 'en', '€50'],
  [-5, 'en', '-€5'],
  [-4.9, 'en', '-€4.90'],
  [-4.9, 'ru', `-4,90${NBSP}€`],
];

describe('formatMoney', () => {
  it.each(CASES)('shows %s in %s as %j', (amount, locale, shown) => {
    expect(formatMoney(amount, 'EUR', locale)).toBe(shown);
  });

  it('never shows one decimal', () => {
    for (let cents = 0; cents < 1000; cents += 1) {
      expect(formatMoney(cents / 100, 'EUR', 'en')).toMatch(/^€\d+(\.\d\d)?$/);
    }
  });
});
