import type { Review } from '@shop/api';
import { Modal } from '@shop/ui';
import { useIntl } from 'react-intl';
import { DeleteReviewDialog } from './DeleteReviewDialog';
import { ReviewForm } from './ReviewForm';

/** What the review dialog is open for: a product to review, or one of the customer's reviews to edit. */
export type Writing = { product: { id: number; name: string }; review: Review | null };

/**
 * The dialogs of `/profile/reviews` (`ProfileReviewsTemplate`): the review form, to write or edit,
 * and the question before a deletion. A chunk of its own, as nothing of it shows before a click.
 */
export default function ReviewDialogs({
  writing,
  deleting,
  onCloseWriting,
  onSaved,
  onCloseDeleting,
  onDeleted,
}: {
  writing: Writing | null;
  deleting: Review | null;
  onCloseWriting: () => void;
  onSaved: (writing: Writing) => void;
  onCloseDeleting: () => void;
  onDeleted: (review: Review) => void;
}) {
  const intl = useIntl();
  return (
    <>
      <Modal
        open={writing !== null}
        onClose={onCloseWriting}
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
            onCancel={onCloseWriting}
            onSaved={() => onSaved(writing)}
          />
        )}
      </Modal>

      <DeleteReviewDialog review={deleting} onClose={onCloseDeleting} onDeleted={onDeleted} />
    </>
  );
}
