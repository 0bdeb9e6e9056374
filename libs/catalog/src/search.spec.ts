import { describe, expect, it } from 'vitest';
import { parseCatalogSearch } from './search';

describe('parseCatalogSearch', () => {
  it('keeps well-formed values, as the router hands them over', () => {
    expect(parseCatalogSearch({ page: 3, sort: 'price_asc', color: ['coral', 'navy'], size: 's', price_min: 10, price_max: '59.9', variant: 42 })).toEqual({
      page: 3,
      sort: 'price_asc',
      color: ['coral', 'navy'],
      size: ['s'],
      price_min: 10,
      price_max: 59.9,
      variant: 42,
    });
  });

  it('drops malformed values instead of failing the page', () => {
    expect(parseCatalogSearch({ page: -1, sort: 'cheapest', color: [''], size: [3], price_min: 'abc', price_max: -5, variant: 1.5 })).toEqual({});
    expect(parseCatalogSearch({ page: 10_001 })).toEqual({});
    expect(parseCatalogSearch({ page: '2' })).toEqual({ page: 2 });
    expect(parseCatalogSearch({ price_max: 2_000_000 })).toEqual({});
  });

  it('drops repeated filter values and caps their number', () => {
    expect(parseCatalogSearch({ color: ['coral', 'coral'] })).toEqual({ color: ['coral'] });
    expect(parseCatalogSearch({ color: Array.from({ length: 30 }, (_, index) => `c${index}`) }).color).toHaveLength(20);
    expect(parseCatalogSearch({ size: ['x'.repeat(33)] })).toEqual({});
  });
});
