import type { Review } from '@shop/api';
import { AppLink } from '@shop/i18n';
import { Button, PlainProse, RatingStars } from '@shop/ui';
import { FormattedDate, FormattedMessage, useIntl } from 'react-intl';
import * as S from './reviews.styles';

export interface ProfileReviewItemProps {
  review: Review;
  onEdit: (review: Review) => void;
  onDelete: (review: Review) => void;
}

/**
 * One of the customer's reviews on `/profile/reviews`: the product (a link to its card), the rating,
 * title, text, date, likes and status, with Edit and Delete.
 */
export function ProfileReviewItem({ review, onEdit, onDelete }: ProfileReviewItemProps) {
  const intl = useIntl();
  const titleId = `profile-review-${review.id}`;
  return (
    <S.ReviewItem aria-labelledby={titleId}>
      <div>
        <h3 id={titleId}>
          <AppLink href={review.product_url}>{review.product_name}</AppLink>
        </h3>
        <S.Meta>
          <RatingStars
            rating={review.rating}
            label={intl.formatMessage({ id: 'reviews.rated' }, { rating: review.rating })}
          />
          <time dateTime={review.created_at}>
            <FormattedDate value={review.created_at} year="numeric" month="long" day="numeric" />
          </time>
          <S.Status $status={review.status}>
            <FormattedMessage id={`profileReviews.status.${review.status}`} />
          </S.Status>
          {review.variant && (
            <span>
              <FormattedMessage
                id="reviews.variant"
                values={{ color: review.variant.color_name, size: review.variant.size_name }}
              />
            </span>
          )}
        </S.Meta>
        {review.title && <h4>{review.title}</h4>}
        <PlainProse html={review.text_html} />
        <S.Muted>
          <FormattedMessage id="reviews.likes" values={{ count: review.likes }} />
        </S.Muted>
        <S.Actions>
          <Button
            type="button"
            variant="secondary"
            size="sm"
            aria-label={intl.formatMessage({ id: 'profileReviews.editFor' }, { name: review.product_name })}
            onClick={() => onEdit(review)}
          >
            <FormattedMessage id="profileReviews.edit" />
          </Button>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-label={intl.formatMessage({ id: 'profileReviews.deleteFor' }, { name: review.product_name })}
            onClick={() => onDelete(review)}
          >
            <FormattedMessage id="profileReviews.delete" />
          </Button>
        </S.Actions>
      </div>
    </S.ReviewItem>
  );
}
