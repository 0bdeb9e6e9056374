import type { GetProductCardReviewsParams, GetProductCardReviewsSort } from '@shop/api';
import type { Locale } from '@shop/i18n';

/** The orders a shopper can pick, first the default: `helpful` is "most liked". */
export const REVIEW_SORTS: readonly GetProductCardReviewsSort[] = ['newest', 'helpful', 'rating'];

/** Reviews shown at first and added by each "show more". */
export const REVIEWS_PER_PAGE = 5;

/** The sort control's value as a sort the API knows; anything else is the default, newest first. */
export function parseReviewSort(value: unknown): GetProductCardReviewsSort {
  return REVIEW_SORTS.find((sort) => sort === value) ?? 'newest';
}

/** The query of `GET /api/v1/reviews/product-card` for a product in a sort and language (the page is the query's own). */
export function productCardReviewsParams(
  productId: number,
  sort: GetProductCardReviewsSort,
  locale: Locale,
): GetProductCardReviewsParams {
  return { product_id: productId, sort, per_page: REVIEWS_PER_PAGE, lang: locale };
}
