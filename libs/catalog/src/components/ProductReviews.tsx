import {
  getGetProductCardReviewsInfiniteQueryOptions,
  type GetProductCardReviewsSort,
  type ReviewList,
} from '@shop/api';
import { formatRating, useLocale } from '@shop/i18n';
import { Button, Prose, Spinner } from '@shop/ui';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { Toolbar } from './Toolbar.styles';
import * as S from './ProductReviews.styles';

/** Reviews shown at first and added by each "show more". */
export const REVIEWS_PER_PAGE = 5;

const SORTS: readonly GetProductCardReviewsSort[] = ['newest', 'rating', 'helpful'];
const STARS = [5, 4, 3, 2, 1] as const;
const STAR_KEYS = { 1: 'one', 2: 'two', 3: 'three', 4: 'four', 5: 'five' } as const;

/** ★★★★☆ for 4: decorative, the label beside it says the rating in words. */
const starRow = (rating: number) => '★'.repeat(rating) + '☆'.repeat(5 - rating);

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
      <S.Distribution aria-label={intl.formatMessage({ id: 'reviews.distribution' })}>
        {STARS.map((stars) => {
          const count = summary.distribution[STAR_KEYS[stars]];
          return (
            <li key={stars} aria-label={intl.formatMessage({ id: 'reviews.starCount' }, { stars, count })}>
              <span aria-hidden="true">{stars} ★</span>
              <S.Bar aria-hidden="true" $share={summary.count ? Math.round((count / summary.count) * 100) : 0} />
              <span aria-hidden="true">{count}</span>
            </li>
          );
        })}
      </S.Distribution>
    </div>
  );
}

/**
 * The reviews of a product on its card: the rating summary with its spread over the stars, the
 * published reviews newest, best rated or most helpful first, five at a time with "show more".
 * Read after the page (it sits below the fold), so the card's first HTML does not wait for it.
 */
export function ProductReviews({ productId }: { productId: number }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const titleId = useId();
  const [sort, setSort] = useState<GetProductCardReviewsSort>('newest');
  const params = { product_id: productId, sort, per_page: REVIEWS_PER_PAGE, lang: locale };
  const reviews = useInfiniteQuery(
    getGetProductCardReviewsInfiniteQueryOptions(params, {
      query: {
        initialPageParam: 1,
        getNextPageParam: (last) =>
          last.pagination.page < last.pagination.last_page ? last.pagination.page + 1 : undefined,
        placeholderData: keepPreviousData,
      },
    }),
  );
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
                <select value={sort} onChange={(event) => setSort(event.target.value as GetProductCardReviewsSort)}>
                  {SORTS.map((option) => (
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
                  <S.Review>
                    <S.Meta>
                      <S.Stars
                        role="img"
                        aria-label={intl.formatMessage({ id: 'reviews.rated' }, { rating: review.rating })}
                      >
                        {starRow(review.rating)}
                      </S.Stars>
                      <span>{review.author_name}</span>
                      <time dateTime={review.created_at}>
                        <FormattedDate value={review.created_at} year="numeric" month="long" day="numeric" />
                      </time>
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
                    <Prose html={review.text_html} />
                    {review.likes > 0 && (
                      <S.Meta>
                        <FormattedMessage id="reviews.likes" values={{ count: review.likes }} />
                      </S.Meta>
                    )}
                  </S.Review>
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
