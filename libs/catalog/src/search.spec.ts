import { describe, expect, it } from 'vitest';
import { parseCatalogSearch } from './search';

describe('parseCatalogSearch', () => {
  it('keeps well-formed values, as the router hands them over', () => {
    expect(
      parseCatalogSearch({
        page: 3,
        sort: 'price_asc',
        color: ['coral', 'navy'],
        size: 's',
        price_min: 10,
        price_max: '59.9',
        variant: 42,
      }),
    ).toEqual({
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
    expect(
      parseCatalogSearch({
        page: -1,
        sort: 'cheapest',
        color: [''],
        size: [3],
        price_min: 'abc',
        price_max: -5,
        variant: 1.5,
      }),
    ).toEqual({});
    expect(parseCatalogSearch({ page: 10_001 })).toEqual({});
    expect(parseCatalogSearch({ page: '2' })).toEqual({ page: 2 });
    expect(parseCatalogSearch({ price_max: 2_000_000 })).toEqual({});
  });

  it('drops repeated filter values and caps their number', () => {
    expect(parseCatalogSearch({ color: ['coral', 'coral'] })).toEqual({ color: ['coral'] });
    expect(parseCatalogSearch({ color: Array.from({ length: 30 }, (_, index) => `c${index}`) }).color).toHaveLength(20);
    expect(parseCatalogSearch({ size: ['x'.repeat(33)] })).toEqual({});
  });

  it('reads a price range given highest first as the range it names', () => {
    expect(parseCatalogSearch({ price_min: '100', price_max: '20' })).toEqual({ price_min: 20, price_max: 100 });
    expect(parseCatalogSearch({ price_min: 30, price_max: 30 })).toEqual({ price_min: 30, price_max: 30 });
    expect(parseCatalogSearch({ price_min: 100 })).toEqual({ price_min: 100 });
  });

  // The router's search is the URL's params with the validator's answer laid over them.
  it('answers a dropped value as undefined, so it replaces the URL’s own', () => {
    const raw = { page: 'abc', sort: 'cheapest', price_min: 'x', per_page: '1000', utm_source: 'mail' };
    const search = { ...raw, ...parseCatalogSearch(raw) };
    expect(search).toStrictEqual({
      page: undefined,
      per_page: undefined,
      sort: undefined,
      color: undefined,
      size: undefined,
      price_min: undefined,
      price_max: undefined,
      variant: undefined,
      utm_source: 'mail',
    });
    expect(parseCatalogSearch({ per_page: '4' }).per_page).toBe(4);
  });
});
