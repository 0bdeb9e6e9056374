import { getGetProductCardReviewsInfiniteQueryOptions, type Review, type ReviewList } from '@shop/api';
import { formatRating, useLocale } from '@shop/i18n';
import { Button, PlainProse, RatingDistribution, RatingStars, Spinner } from '@shop/ui';
import { keepPreviousData, useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { PRODUCT_CARD_REVIEWS_KEY } from '../reviews/reviewLikes';
import { ReviewLike } from '../reviews/ReviewLike';
import { useReviewsSession } from '../reviews/reviewsSession';
import { parseReviewSort, productCardReviewsParams, REVIEW_SORTS } from '../reviews/sort';
import { Toolbar } from './Toolbar.styles';
import * as S from './ProductReviews.styles';

const STARS = [5, 4, 3, 2, 1] as const;
const STAR_KEYS = { 1: 'one', 2: 'two', 3: 'three', 4: 'four', 5: 'five' } as const;

function Summary({ summary }: { summary: ReviewList['summary'] }) {
  const intl = useIntl();
  const { locale } = useLocale();
  if (summary.average === null) return null;
  return (
    <div>
      <S.Average>
        <span aria-hidden="true">★ </span>
        <FormattedMessage id="reviews.average" values={{ rating: formatRating(summary.average, locale) }} />
      </S.Average>
      <RatingDistribution
        label={intl.formatMessage({ id: 'reviews.distribution' })}
        rows={STARS.map((stars) => {
          const count = summary.distribution[STAR_KEYS[stars]];
          return { stars, count, label: intl.formatMessage({ id: 'reviews.starCount' }, { stars, count }) };
        })}
      />
    </div>
  );
}

/** One review: stars, author, date, what was bought, whether the purchase is verified, the text and its likes. */
function ReviewItem({ review }: { review: Review }) {
  const intl = useIntl();
  return (
    <S.Review>
      <S.Meta>
        <RatingStars
          rating={review.rating}
          label={intl.formatMessage({ id: 'reviews.rated' }, { rating: review.rating })}
        />
        <span>{review.author_name}</span>
        <time dateTime={review.created_at}>
          <FormattedDate value={review.created_at} year="numeric" month="long" day="numeric" />
        </time>
        {review.verified_purchase && (
          <S.Verified>
            <span aria-hidden="true">✓ </span>
            <FormattedMessage id="reviews.verified" />
          </S.Verified>
        )}
        {review.variant && (
          <span>
            <FormattedMessage
              id="reviews.variant"
              values={{ color: review.variant.color_name, size: review.variant.size_name }}
            />
          </span>
        )}
      </S.Meta>
      {review.title && <h3>{review.title}</h3>}
      <PlainProse html={review.text_html} />
      <S.Actions>
        <ReviewLike review={review} />
      </S.Actions>
    </S.Review>
  );
}

/**
 * The reviews of a product on its card: the rating summary with its spread over the stars, the
 * published reviews newest, most liked or best rated first, five at a time with "show more", each
 * with its like button. Read after the page (it sits below the fold), so the card's first HTML
 * does not wait for it.
 */
export function ProductReviews({ productId }: { productId: number }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const titleId = useId();
  const queryClient = useQueryClient();
  const { signedIn } = useReviewsSession();
  const [sort, setSort] = useState(parseReviewSort(undefined));
  const reviews = useInfiniteQuery(
    getGetProductCardReviewsInfiniteQueryOptions(productCardReviewsParams(productId, sort, locale), {
      query: {
        initialPageParam: 1,
        getNextPageParam: (last) =>
          last.pagination.page < last.pagination.last_page ? last.pagination.page + 1 : undefined,
        placeholderData: keepPreviousData,
      },
    }),
  );
  // Whose likes the lists show changes with the session: read them again on sign-in and sign-out.
  const seenSignedIn = useRef(signedIn);
  useEffect(() => {
    if (seenSignedIn.current === signedIn) return;
    seenSignedIn.current = signedIn;
    void queryClient.invalidateQueries({ queryKey: PRODUCT_CARD_REVIEWS_KEY });
  }, [signedIn, queryClient]);

  const first = reviews.data?.pages[0];
  const items = reviews.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <S.Section id="reviews" aria-labelledby={titleId}>
      <S.Title id={titleId}>
        <FormattedMessage
          id="reviews.title"
          values={{ count: first?.summary.count ?? 0, known: first ? 'yes' : 'no' }}
        />
      </S.Title>
      {reviews.isPending ? (
        <Spinner label={intl.formatMessage({ id: 'reviews.loading' })} />
      ) : reviews.isError && !first ? (
        <p role="alert">
          <FormattedMessage id="reviews.failed" />{' '}
          <Button type="button" variant="secondary" size="sm" onClick={() => void reviews.refetch()}>
            <FormattedMessage id="reviews.retry" />
          </Button>
        </p>
      ) : first && first.summary.count === 0 ? (
        <p>
          <FormattedMessage id="reviews.none" />
        </p>
      ) : first ? (
        <S.Layout>
          <Summary summary={first.summary} />
          <div>
            <Toolbar>
              <label>
                <FormattedMessage id="catalog.sort" />
                <select value={sort} onChange={(event) => setSort(parseReviewSort(event.target.value))}>
                  {REVIEW_SORTS.map((option) => (
                    <option key={option} value={option}>
                      {intl.formatMessage({ id: `reviews.sort.${option}` })}
                    </option>
                  ))}
                </select>
              </label>
            </Toolbar>
            <S.List aria-busy={reviews.isFetching}>
              {items.map((review) => (
                <li key={review.id}>
                  <ReviewItem review={review} />
                </li>
              ))}
            </S.List>
            {reviews.hasNextPage && (
              <S.More>
                <Button
                  type="button"
                  variant="secondary"
                  disabled={reviews.isFetchingNextPage}
                  onClick={() => void reviews.fetchNextPage()}
                >
                  <FormattedMessage id="reviews.more" />
                </Button>
              </S.More>
            )}
          </div>
        </S.Layout>
      ) : null}
    </S.Section>
  );
}
