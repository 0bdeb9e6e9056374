import { describe, expect, it } from 'vitest';
import { parseReviewSort, productCardReviewsParams, REVIEW_SORTS } from './sort';

describe('review sort', () => {
  it('offers newest first, then most liked and highest rated', () => {
    expect(REVIEW_SORTS).toEqual(['newest', 'helpful', 'rating']);
  });

  it('takes a known sort and falls back to newest for anything else', () => {
    expect(parseReviewSort('helpful')).toBe('helpful');
    expect(parseReviewSort('rating')).toBe('rating');
    expect(parseReviewSort('price')).toBe('newest');
    expect(parseReviewSort(undefined)).toBe('newest');
  });

  it('asks the API for the product, the sort, five a page and the language', () => {
    expect(productCardReviewsParams(12, 'helpful', 'ru')).toEqual({
      product_id: 12,
      sort: 'helpful',
      per_page: 5,
      lang: 'ru',
    });
  });
});
