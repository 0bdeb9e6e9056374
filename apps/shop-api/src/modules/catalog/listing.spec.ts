import { describe, expect, it } from 'vitest';
import { buildListing, type ListingQuery, type ListingVariant } from './listing';

const DAY = 86_400_000;

let variantIds = 0;

function variant(
  product: number,
  color: string,
  size: string,
  price: number,
  createdDaysAgo = product,
): ListingVariant {
  variantIds += 1;
  return {
    id: variantIds,
    product_id: product,
    created_at: 1_800_000_000_000 - createdDaysAgo * DAY,
    color,
    hex: color === 'coral' ? '#ff6f61' : '#1f2a44',
    color_name: color === 'coral' ? 'Coral' : 'Navy',
    size,
    size_label: size,
    size_order: { XS: 100, S: 110, M: 120, L: 130 }[size] ?? 999,
    price_minor: price,
  };
}

// Product 1: coral S/M at 50 € (variants 1, 2), navy M at 45 € (3). Product 2: navy S at 80 € (4).
// Product 3: coral L at 30 € (5).
const VARIANTS = [
  variant(1, 'coral', 'S', 5000),
  variant(1, 'coral', 'M', 5000),
  variant(1, 'navy', 'M', 4500),
  variant(2, 'navy', 'S', 8000),
  variant(3, 'coral', 'L', 3000),
];
const query = (overrides: Partial<ListingQuery> = {}): ListingQuery => ({
  sort: 'newest',
  page: 1,
  perPage: 24,
  ...overrides,
});

describe('buildListing', () => {
  it('matches colours and sizes whatever their case, echoing the offered value', () => {
    const listing = buildListing(VARIANTS, query({ color: ['Navy', 'NAVY'], size: ['m'] }));
    expect(listing.applied).toMatchObject({ color: ['navy'], size: ['m'] });
    expect(listing.productIds).toEqual([1]);
  });

  it('names the variant each product shows once filtered: the matching one at its lowest price', () => {
    expect(buildListing(VARIANTS, query()).shownVariants).toEqual(new Map());
    expect(buildListing(VARIANTS, query({ color: ['navy'] })).shownVariants).toEqual(
      new Map([
        [1, 3],
        [2, 4],
      ]),
    );
    expect(buildListing(VARIANTS, query({ size: ['S'] })).shownVariants).toEqual(
      new Map([
        [1, 1],
        [2, 4],
      ]),
    );
    expect(buildListing(VARIANTS, query({ priceMax: 4600 })).shownVariants).toEqual(
      new Map([
        [1, 3],
        [3, 5],
      ]),
    );
    // Only the page's products.
    expect(buildListing(VARIANTS, query({ color: ['coral'], perPage: 1, page: 2 })).shownVariants).toEqual(
      new Map([[3, 5]]),
    );
  });

  it('lists every product once, newest first', () => {
    const listing = buildListing(VARIANTS, query());
    expect(listing.productIds).toEqual([1, 2, 3]);
    expect(listing.total).toBe(3);
    expect(listing.lastPage).toBe(1);
  });

  it('sorts by the lowest matching price, both ways', () => {
    expect(buildListing(VARIANTS, query({ sort: 'price_asc' })).productIds).toEqual([3, 1, 2]);
    expect(buildListing(VARIANTS, query({ sort: 'price_desc' })).productIds).toEqual([2, 1, 3]);
    // Under a coral filter product 1 costs 50 €, not its navy 45 €.
    expect(buildListing(VARIANTS, query({ sort: 'price_asc', color: ['coral'] })).productIds).toEqual([3, 1]);
  });

  it('needs one variant to match every filter at once', () => {
    // Product 1 has coral and has S, but its navy is only M: navy+S is product 2 alone.
    expect(buildListing(VARIANTS, query({ color: ['navy'], size: ['s'] })).productIds).toEqual([2]);
    expect(buildListing(VARIANTS, query({ color: ['coral'], size: ['S', 'L'] })).productIds).toEqual([1, 3]);
    expect(buildListing(VARIANTS, query({ priceMin: 4000, priceMax: 6000 })).productIds).toEqual([1]);
    expect(buildListing(VARIANTS, query({ color: ['navy'], priceMax: 4500 })).productIds).toEqual([1]);
  });

  it('counts each facet under the other filters only', () => {
    const listing = buildListing(VARIANTS, query({ color: ['coral'], size: ['m'] }));
    expect(listing.productIds).toEqual([1]);
    // Sizes count coral products; colours count size-M products.
    expect(listing.facets.sizes).toEqual([
      { value: 's', label: 'S', count: 1 },
      { value: 'm', label: 'M', count: 1 },
      { value: 'l', label: 'L', count: 1 },
    ]);
    expect(listing.facets.colors).toEqual([
      { value: 'coral', label: 'Coral', hex: '#ff6f61', count: 1 },
      { value: 'navy', label: 'Navy', hex: '#1f2a44', count: 1 },
    ]);
    // The price span counts coral M variants only.
    expect(listing.facets.price).toEqual({ minMinor: 5000, maxMinor: 5000 });
  });

  it('drops values the category does not offer and does not echo them', () => {
    const listing = buildListing(VARIANTS, query({ color: ['coral', 'plaid', 'coral'], size: ['XXXL'] }));
    expect(listing.applied.color).toEqual(['coral']);
    expect(listing.applied.size).toEqual([]);
    expect(listing.productIds).toEqual([1, 3]);
  });

  it('pages: the slice, the total and the last page', () => {
    expect(buildListing(VARIANTS, query({ perPage: 2 }))).toMatchObject({ productIds: [1, 2], total: 3, lastPage: 2 });
    expect(buildListing(VARIANTS, query({ perPage: 2, page: 2 })).productIds).toEqual([3]);
    expect(buildListing(VARIANTS, query({ perPage: 2, page: 3 })).productIds).toEqual([]);
  });

  it('answers an empty category with one empty page and no price span', () => {
    expect(buildListing([], query())).toMatchObject({
      productIds: [],
      total: 0,
      lastPage: 1,
      facets: { colors: [], sizes: [], price: null },
    });
  });
});
