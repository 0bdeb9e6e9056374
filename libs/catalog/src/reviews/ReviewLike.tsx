import type { Review } from '@shop/api';
import { LikeButton } from '@shop/ui';
import { useIntl } from 'react-intl';
import { useReviewLike } from './reviewLikes';
import { useReviewsSession } from './reviewsSession';

/**
 * The like button under a review: a signed-in customer's toggle (pressed while they like it), a
 * guest's way to the sign-in popup. Likes of one's own review are the API's to allow or refuse.
 */
export function ReviewLike({ review }: { review: Pick<Review, 'id' | 'likes' | 'liked_by_me' | 'author_name'> }) {
  const intl = useIntl();
  const session = useReviewsSession();
  const like = useReviewLike();
  const label = intl.formatMessage(
    { id: session.signedIn ? 'reviews.like' : 'reviews.likeSignIn' },
    { count: review.likes, author: review.author_name },
  );
  return (
    <LikeButton
      label={label}
      count={review.likes}
      pressed={session.signedIn ? review.liked_by_me : undefined}
      onClick={() => {
        if (!session.signedIn) session.requestSignIn();
        // One press at a time: the next waits for the answer (the button keeps its focus meanwhile).
        else if (!like.isPending) like.mutate({ id: review.id, liked: review.liked_by_me, likes: review.likes });
      }}
    />
  );
}
