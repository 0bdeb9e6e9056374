import type { Review } from '@shop/api';
import { problemMessage } from '@shop/api';
import { Button, Modal } from '@shop/ui';
import { useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { useDeleteReview } from './queries';
import * as S from './reviews.styles';

/**
 * Asks before a review is deleted for good (`POST /api/v1/profile/reviews/{id}/delete`); "Keep it"
 * takes the focus first, so Enter alone never deletes. A refusal is said in the dialog.
 */
export function DeleteReviewDialog({
  review,
  onClose,
  onDeleted,
}: {
  review: Review | null;
  onClose: () => void;
  onDeleted: (review: Review) => void;
}) {
  const intl = useIntl();
  const remove = useDeleteReview();
  const keep = useRef<HTMLButtonElement>(null);
  const [problem, setProblem] = useState<ReturnType<typeof problemMessage> | null>(null);
  const close = () => {
    setProblem(null);
    remove.reset();
    onClose();
  };
  return (
    <Modal
      open={review !== null}
      onClose={close}
      title={intl.formatMessage({ id: 'profileReviews.deleteTitle' })}
      showTitle
      closeLabel={intl.formatMessage({ id: 'profileReviews.close' })}
      initialFocusRef={keep}
    >
      {review && (
        <>
          <p>
            <FormattedMessage id="profileReviews.deleteText" values={{ name: review.product_name }} />
          </p>
          {problem && (
            <S.FormProblem role="alert">{intl.formatMessage({ id: problem.id }, problem.values)}</S.FormProblem>
          )}
          <S.Buttons>
            <Button ref={keep} type="button" variant="secondary" onClick={close}>
              <FormattedMessage id="profileReviews.deleteCancel" />
            </Button>
            <Button
              type="button"
              disabled={remove.isPending}
              onClick={() =>
                remove.mutate(review.id, {
                  onSuccess: () => {
                    setProblem(null);
                    onDeleted(review);
                  },
                  onError: (error) => setProblem(problemMessage(error)),
                })
              }
            >
              <FormattedMessage id="profileReviews.deleteConfirm" />
            </Button>
          </S.Buttons>
        </>
      )}
    </Modal>
  );
}
