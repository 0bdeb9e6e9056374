import { getGetProductCardReviewsInfiniteQueryKey, toggleReviewLike, type ReviewList } from '@shop/api';
import { useMutation, useQueryClient, type InfiniteData, type QueryClient } from '@tanstack/react-query';

/** Every product card's reviews in the cache, whatever product, sort or language. */
export const PRODUCT_CARD_REVIEWS_KEY = getGetProductCardReviewsInfiniteQueryKey();

type ReviewPages = InfiniteData<ReviewList>;

/** The review's like state in every cached list that shows it. */
function setLike(queryClient: QueryClient, reviewId: number, liked: boolean, likes: number): void {
  queryClient.setQueriesData<ReviewPages>({ queryKey: PRODUCT_CARD_REVIEWS_KEY }, (data) =>
    data
      ? {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((review) =>
              review.id === reviewId ? { ...review, liked_by_me: liked, likes } : review,
            ),
          })),
        }
      : data,
  );
}

/** The count after the shopper's press: one more when it now likes, one fewer when it took it back. */
export const likedCount = (likes: number, liked: boolean): number => Math.max(0, likes + (liked ? 1 : -1));

/**
 * Likes a review or takes the like back (`POST /api/v1/reviews/{id}/toggle-like`): the press shows
 * at once in every list holding the review, the API's answer then replaces it (or the state before
 * comes back when the call fails), and the lists are read again, so a sort by likes and a reload
 * agree with what the shopper sees.
 */
export function useReviewLike() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (review: { id: number; liked: boolean; likes: number }) => toggleReviewLike(review.id),
    onMutate: async (review) => {
      await queryClient.cancelQueries({ queryKey: PRODUCT_CARD_REVIEWS_KEY });
      setLike(queryClient, review.id, !review.liked, likedCount(review.likes, !review.liked));
    },
    onSuccess: (answer, review) => setLike(queryClient, review.id, answer.liked, answer.likes),
    onError: (error, review) => {
      console.warn('reviews: the like could not be saved', error);
      setLike(queryClient, review.id, review.liked, review.likes);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: PRODUCT_CARD_REVIEWS_KEY }),
  });
}
