import {
  addReview,
  deleteProfileReview,
  getGetProductCardReviewsInfiniteQueryKey,
  getGetProfileReviewsQueryKey,
  getGetReviewableProductsQueryKey,
  getGetReviewableProductsSuspenseQueryOptions,
  getGetReviewQueryKey,
  getProfileReviews,
  type AddReviewRequest,
} from '@shop/api';
import type { Locale } from '@shop/i18n';
import { infiniteQueryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { PROFILE_REVIEWS_PER_PAGE } from '../constants';

/** The customer's reviews, newest first, a page at a time ("show more"); the first page's `page.seo` heads the page. */
export const profileReviewsQuery = (locale: Locale) =>
  infiniteQueryOptions({
    queryKey: [...getGetProfileReviewsQueryKey({ lang: locale, per_page: PROFILE_REVIEWS_PER_PAGE }), 'pages'],
    queryFn: ({ pageParam, signal }) =>
      getProfileReviews({ lang: locale, per_page: PROFILE_REVIEWS_PER_PAGE, page: pageParam }, { signal }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.pagination.page < last.pagination.last_page ? last.pagination.page + 1 : undefined,
  });

/** The products of the customer's paid orders, each with whether it was reviewed. */
export const reviewableProductsQuery = (locale: Locale) =>
  getGetReviewableProductsSuspenseQueryOptions({ lang: locale });

/**
 * After a review is written, edited or deleted: both lists of `/profile/reviews`, the product
 * card's reviews (its summary, order and items) and the single review read again.
 */
function refreshReviews(queryClient: QueryClient, reviewId: number) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: getGetProfileReviewsQueryKey() }),
    queryClient.invalidateQueries({ queryKey: getGetReviewableProductsQueryKey() }),
    queryClient.invalidateQueries({ queryKey: getGetProductCardReviewsInfiniteQueryKey() }),
    queryClient.invalidateQueries({ queryKey: getGetReviewQueryKey(reviewId) }),
  ]);
}

/** Writes a review, or edits the customer's earlier one of the same product (`POST /api/v1/reviews/add`). */
export function useSaveReview(locale: Locale) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: AddReviewRequest) => addReview(request, { lang: locale }),
    onSuccess: (review) => refreshReviews(queryClient, review.id),
  });
}

/** Deletes one of the customer's reviews with its likes (`POST /api/v1/profile/reviews/{id}/delete`). */
export function useDeleteReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reviewId: number) => deleteProfileReview(reviewId),
    onSuccess: (_answer, reviewId) => refreshReviews(queryClient, reviewId),
  });
}
