import type { Review, ReviewableProduct } from '@shop/api';
import { AppLink, useLocale } from '@shop/i18n';
import { Button, Modal, optimizedImage } from '@shop/ui';
import { useSuspenseInfiniteQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import { DeleteReviewDialog } from '../reviews/DeleteReviewDialog';
import { ProfileReviewItem } from '../reviews/ProfileReviewItem';
import { profileReviewsQuery, reviewableProductsQuery } from '../reviews/queries';
import { ReviewForm } from '../reviews/ReviewForm';
import * as S from '../reviews/reviews.styles';

/** What the review dialog is open for: a product to review, or one of the customer's reviews to edit. */
type Writing = { product: { id: number; name: string }; review: Review | null };

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

      <Modal
        open={writing !== null}
        onClose={() => setWriting(null)}
        title={
          writing
            ? intl.formatMessage(
                { id: writing.review ? 'reviewForm.titleEdit' : 'reviewForm.titleNew' },
                { name: writing.product.name },
              )
            : ''
        }
        showTitle
        closeLabel={intl.formatMessage({ id: 'profileReviews.close' })}
      >
        {writing && (
          <ReviewForm
            key={writing.review?.id ?? `new-${writing.product.id}`}
            product={writing.product}
            review={writing.review}
            onCancel={() => setWriting(null)}
            onSaved={() => {
              setNotice(
                intl.formatMessage(
                  { id: writing.review ? 'profileReviews.updated' : 'profileReviews.saved' },
                  { name: writing.product.name },
                ),
              );
              setWriting(null);
            }}
          />
        )}
      </Modal>

      <DeleteReviewDialog
        review={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={(review) => {
          setNotice(intl.formatMessage({ id: 'profileReviews.deleted' }, { name: review.product_name }));
          setDeleting(null);
          // The review's buttons are gone with it: the keyboard resumes at the page's heading.
          requestAnimationFrame(() => headingRef.current?.focus());
        }}
      />
    </>
  );
}
