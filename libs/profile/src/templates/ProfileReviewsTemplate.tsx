import type { Review, ReviewableProduct } from '@shop/api';
import { AppLink, useLocale } from '@shop/i18n';
import { Button, lazyWithPreload, optimizedImage } from '@shop/ui';
import { useSuspenseInfiniteQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Suspense, useEffect, useRef, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { ProfileReviewItem } from '../reviews/ProfileReviewItem';
import { profileReviewsQuery, reviewableProductsQuery } from '../reviews/queries';
import type { Writing } from '../reviews/ReviewDialogs';
import * as S from '../reviews/reviews.styles';

/** The review form's and the deletion's dialogs: a chunk fetched once the page runs. */
const ReviewDialogs = lazyWithPreload(() => import('../reviews/ReviewDialogs'));

/**
 * `/profile/reviews`: "To review", the bought products not reviewed yet, each with "Write a
 * review"; and "My reviews", each with Edit and Delete. The review form opens in a dialog; after
 * a save or a deletion both lists and the product card's reviews are read again, and a status
 * line says what happened.
 */
export function ProfileReviewsTemplate() {
  const intl = useIntl();
  const { locale } = useLocale();
  const reviews = useSuspenseInfiniteQuery(profileReviewsQuery(locale));
  const { data: reviewable } = useSuspenseQuery(reviewableProductsQuery(locale));
  const [writing, setWriting] = useState<Writing | null>(null);
  const [deleting, setDeleting] = useState<Review | null>(null);
  const [notice, setNotice] = useState('');
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Mounted from the first opening on, so a dialog closes as it always did.
  const [dialogsWanted, setDialogsWanted] = useState(false);
  if ((writing || deleting) && !dialogsWanted) setDialogsWanted(true);
  useEffect(() => void ReviewDialogs.preload(), []);

  const first = reviews.data.pages[0];
  const mine = reviews.data.pages.flatMap((page) => page.items);
  const total = first?.pagination.total ?? mine.length;
  const toReview = reviewable.items.filter((item) => !item.reviewed);
  const write = (item: ReviewableProduct) => {
    setNotice('');
    setWriting({ product: { id: item.product_id, name: item.product_name }, review: null });
  };

  return (
    <>
      <h1 ref={headingRef} tabIndex={-1}>
        {first?.page.seo.h1 ?? intl.formatMessage({ id: 'profile.reviews' })}
      </h1>
      <S.Notice role="status">{notice}</S.Notice>

      <S.Section aria-labelledby="to-review">
        <h2 id="to-review">
          <FormattedMessage id="profileReviews.toReview" />
        </h2>
        {toReview.length === 0 ? (
          <S.Muted>
            <FormattedMessage id="profileReviews.toReviewNone" />
          </S.Muted>
        ) : (
          <S.List>
            {toReview.map((item) => (
              <li key={item.product_id}>
                <S.Item aria-labelledby={`to-review-${item.product_id}`}>
                  <img src={optimizedImage(item.image.url, 160)} alt="" width={80} height={80} loading="lazy" />
                  <div>
                    <h3 id={`to-review-${item.product_id}`}>
                      <AppLink href={item.product_url}>{item.product_name}</AppLink>
                    </h3>
                    <S.Muted>
                      <FormattedMessage
                        id="profileReviews.ordered"
                        values={{
                          date: <FormattedDate value={item.ordered_at} year="numeric" month="long" day="numeric" />,
                        }}
                      />
                    </S.Muted>
                    <S.Actions>
                      <Button
                        type="button"
                        size="sm"
                        aria-label={intl.formatMessage({ id: 'profileReviews.writeFor' }, { name: item.product_name })}
                        onClick={() => write(item)}
                      >
                        <FormattedMessage id="profileReviews.write" />
                      </Button>
                    </S.Actions>
                  </div>
                </S.Item>
              </li>
            ))}
          </S.List>
        )}
      </S.Section>

      <S.Section aria-labelledby="my-reviews">
        <h2 id="my-reviews">
          <FormattedMessage id="profileReviews.mine" values={{ count: total }} />
        </h2>
        {mine.length === 0 ? (
          <S.Muted>
            <FormattedMessage id="profileReviews.mineNone" />
          </S.Muted>
        ) : (
          <S.List aria-busy={reviews.isFetching}>
            {mine.map((review) => (
              <li key={review.id}>
                <ProfileReviewItem
                  review={review}
                  onEdit={(chosen) => {
                    setNotice('');
                    setWriting({ product: { id: chosen.product_id, name: chosen.product_name }, review: chosen });
                  }}
                  onDelete={(chosen) => {
                    setNotice('');
                    setDeleting(chosen);
                  }}
                />
              </li>
            ))}
          </S.List>
        )}
        {reviews.hasNextPage && (
          <S.Actions>
            <Button
              type="button"
              variant="secondary"
              disabled={reviews.isFetchingNextPage}
              onClick={() => void reviews.fetchNextPage()}
            >
              <FormattedMessage id="profileReviews.more" />
            </Button>
          </S.Actions>
        )}
      </S.Section>

      {/* The dialogs' code (the form, its rules, the modal) comes after the page: none shows before a click. */}
      {dialogsWanted && (
        <Suspense fallback={null}>
          <ReviewDialogs
            writing={writing}
            deleting={deleting}
            onCloseWriting={() => setWriting(null)}
            onSaved={(saved) => {
              setNotice(
                intl.formatMessage(
                  { id: saved.review ? 'profileReviews.updated' : 'profileReviews.saved' },
                  { name: saved.product.name },
                ),
              );
              setWriting(null);
            }}
            onCloseDeleting={() => setDeleting(null)}
            onDeleted={(review) => {
              setNotice(intl.formatMessage({ id: 'profileReviews.deleted' }, { name: review.product_name }));
              setDeleting(null);
              // The review's buttons are gone with it: the keyboard resumes at the page's heading.
              requestAnimationFrame(() => headingRef.current?.focus());
            }}
          />
        </Suspense>
      )}
    </>
  );
}
