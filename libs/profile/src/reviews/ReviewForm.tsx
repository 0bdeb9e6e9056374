import type { Review } from '@shop/api';
import { useLocale } from '@shop/i18n';
import { Button, plainText, StarRatingInput, TextArea, TextField } from '@shop/ui';
import { useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { REVIEW_LIMITS } from '../constants';
import { useSaveReview } from './queries';
import {
  NO_REVIEW_PROBLEMS,
  reviewLength,
  reviewProblems,
  reviewRequest,
  validateReview,
  type ReviewField,
  type ReviewFormProblems,
  type ReviewFormValues,
} from './reviewForm';
import * as S from './reviews.styles';

export interface ReviewFormProps {
  product: { id: number; name: string };
  /** The customer's review of the product when editing it; the form starts from it. */
  review?: Pick<Review, 'rating' | 'title' | 'text_html' | 'variant'> | null;
  onSaved: (review: Review) => void;
  onCancel: () => void;
}

const startValues = (review: ReviewFormProps['review']): ReviewFormValues =>
  review
    ? { rating: review.rating, title: review.title ?? '', text: plainText(review.text_html) }
    : { rating: null, title: '', text: '' };

/**
 * Writes or edits a review (`POST /api/v1/reviews/add`: a second add edits the first): a rating
 * given with stars, an optional title and the text with a character counter; the variant bought
 * is shown when known (the API records it from the order). Each field is checked when it loses
 * focus and all on submit, the first wrong one then taking the focus; the API's refusals show
 * beside their fields, or above the buttons.
 */
export function ReviewForm({ product, review, onSaved, onCancel }: ReviewFormProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const save = useSaveReview(locale);
  const [values, setValues] = useState(() => startValues(review));
  const [problems, setProblems] = useState<ReviewFormProblems>(NO_REVIEW_PROBLEMS);
  const ratingRef = useRef<HTMLDivElement>(null);
  const titleRef = useRef<HTMLInputElement>(null);
  const textRef = useRef<HTMLTextAreaElement>(null);
  const t = (message: { id: string; values?: Record<string, string | number> } | null | undefined) =>
    message ? intl.formatMessage({ id: message.id }, message.values) : undefined;

  const change = <F extends ReviewField>(field: F, value: ReviewFormValues[F]) => {
    setValues((before) => ({ ...before, [field]: value }));
    // A problem goes as soon as the field is changed; it is checked again when it loses focus.
    setProblems((before) => ({ form: before.form, fields: { ...before.fields, [field]: undefined } }));
  };
  const check = (field: ReviewField) =>
    setProblems((before) => ({ ...before, fields: { ...before.fields, [field]: validateReview(values)[field] } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (save.isPending) return;
    const fields = validateReview(values);
    const wrong = (['rating', 'title', 'text'] as const).find((field) => fields[field]);
    if (wrong) {
      setProblems({ fields, form: null });
      if (wrong === 'rating') ratingRef.current?.querySelector('input')?.focus();
      else (wrong === 'title' ? titleRef : textRef).current?.focus();
      return;
    }
    setProblems(NO_REVIEW_PROBLEMS);
    save.mutate(reviewRequest(product.id, values), {
      onSuccess: (saved) => onSaved(saved),
      onError: (error) => setProblems(reviewProblems(error)),
    });
  };

  const length = reviewLength(values.text);
  return (
    <S.Form
      noValidate
      onSubmit={submit}
      aria-label={intl.formatMessage(
        { id: review ? 'reviewForm.titleEdit' : 'reviewForm.titleNew' },
        { name: product.name },
      )}
    >
      {review?.variant && (
        <S.Muted>
          <FormattedMessage
            id="reviews.variant"
            values={{ color: review.variant.color_name, size: review.variant.size_name }}
          />
        </S.Muted>
      )}
      <div
        ref={ratingRef}
        onBlur={(event) => {
          if (!event.currentTarget.contains(event.relatedTarget)) check('rating');
        }}
      >
        <StarRatingInput
          legend={intl.formatMessage({ id: 'reviewForm.rating' })}
          name="rating"
          value={values.rating}
          onChange={(rating) => change('rating', rating)}
          starLabel={(stars) => intl.formatMessage({ id: 'reviewForm.star' }, { stars })}
          valueText={(stars) => intl.formatMessage({ id: 'reviews.average' }, { rating: stars })}
          error={t(problems.fields.rating)}
        />
      </div>
      <TextField
        ref={titleRef}
        label={intl.formatMessage({ id: 'reviewForm.heading' })}
        name="title"
        value={values.title}
        maxLength={REVIEW_LIMITS.titleMax}
        onChange={(event) => change('title', event.target.value)}
        onBlur={() => check('title')}
        error={t(problems.fields.title)}
      />
      <TextArea
        ref={textRef}
        label={intl.formatMessage({ id: 'reviewForm.text' })}
        name="text"
        rows={6}
        value={values.text}
        required
        onChange={(event) => change('text', event.target.value)}
        onBlur={() => check('text')}
        hint={
          <S.Counter $over={length > REVIEW_LIMITS.textMax}>
            <FormattedMessage id="reviewForm.counter" values={{ count: length, max: REVIEW_LIMITS.textMax }} />
          </S.Counter>
        }
        error={t(problems.fields.text)}
      />
      {problems.form && <S.FormProblem role="alert">{t(problems.form)}</S.FormProblem>}
      <S.Buttons>
        <Button type="submit" disabled={save.isPending} aria-busy={save.isPending || undefined}>
          <FormattedMessage id={review ? 'reviewForm.submitEdit' : 'reviewForm.submit'} />
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          <FormattedMessage id="reviewForm.cancel" />
        </Button>
      </S.Buttons>
    </S.Form>
  );
}
