import { describe, expect, it } from 'vitest';
import { isOwnPath } from './usePromoCode';

// A promo code's redirect is followed only to a path of this shop (QUALITY.md item 17).
describe('isOwnPath', () => {
  it('takes a path of this site', () => {
    expect(isOwnPath('/catalog/women')).toBe(true);
    expect(isOwnPath('/ru/catalog/women?sort=price_asc')).toBe(true);
  });

  it('refuses anything that could leave it', () => {
    for (const path of ['https://evil.example/', '//evil.example/x', '/\\evil.example', 'catalog/women', 'javascript:alert(1)', '', null, undefined]) {
      expect(isOwnPath(path), String(path)).toBe(false);
    }
  });
});
