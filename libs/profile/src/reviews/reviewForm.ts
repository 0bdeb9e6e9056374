import { ApiError, problemMessage, type AddReviewRequest, type ProblemMessage } from '@shop/api';
import { REVIEW_LIMITS } from '../constants';

/** What the review form holds while it is filled in. */
export interface ReviewFormValues {
  rating: number | null;
  title: string;
  text: string;
}

export type ReviewField = keyof ReviewFormValues;

/** A message for each field that is wrong, and one for the form as a whole (a refused call). */
export interface ReviewFormProblems {
  fields: Partial<Record<ReviewField, ProblemMessage>>;
  form: ProblemMessage | null;
}

export const NO_REVIEW_PROBLEMS: ReviewFormProblems = { fields: {}, form: null };

/** The length the API counts: the text trimmed, in characters (code points), as typed. */
export const reviewLength = (text: string): number => [...text.trim()].length;

/** The form's rules, the API's own (a rating, 10 to 2,000 characters of text, a title up to 120). */
export function validateReview(values: ReviewFormValues): ReviewFormProblems['fields'] {
  const fields: ReviewFormProblems['fields'] = {};
  if (values.rating === null || !Number.isInteger(values.rating) || values.rating < 1 || values.rating > 5)
    fields.rating = { id: 'reviewForm.error.rating' };
  const length = reviewLength(values.text);
  if (length < REVIEW_LIMITS.textMin)
    fields.text = { id: 'reviewForm.error.textShort', values: { min: REVIEW_LIMITS.textMin } };
  else if (length > REVIEW_LIMITS.textMax)
    fields.text = { id: 'reviewForm.error.textLong', values: { max: REVIEW_LIMITS.textMax } };
  if (reviewLength(values.title) > REVIEW_LIMITS.titleMax)
    fields.title = { id: 'reviewForm.error.titleLong', values: { max: REVIEW_LIMITS.titleMax } };
  return fields;
}

/** The body of `POST /api/v1/reviews/add`: trimmed, an empty title sent as none. */
export function reviewRequest(productId: number, values: ReviewFormValues): AddReviewRequest {
  const title = values.title.trim();
  return {
    product_id: productId,
    rating: values.rating ?? 0,
    title: title === '' ? null : title,
    text: values.text.trim(),
  };
}

/** The API's field codes (`Problem.errors`) as the form's messages. */
function fieldMessage(field: ReviewField, code: string | undefined): ProblemMessage {
  if (field === 'rating') return { id: 'reviewForm.error.rating' };
  if (field === 'text' && (code === 'validation.min_length' || code === 'validation.required'))
    return { id: 'reviewForm.error.textShort', values: { min: REVIEW_LIMITS.textMin } };
  if (field === 'text' && code === 'validation.max_length')
    return { id: 'reviewForm.error.textLong', values: { max: REVIEW_LIMITS.textMax } };
  if (field === 'title' && code === 'validation.max_length')
    return { id: 'reviewForm.error.titleLong', values: { max: REVIEW_LIMITS.titleMax } };
  return { id: 'reviewForm.error.invalid' };
}

const FIELDS: readonly ReviewField[] = ['rating', 'title', 'text'];

/**
 * A refused save as messages: each field the problem names (`errors`) beside it, anything else
 * (403: not bought, 404, 429, a network failure) for the whole form.
 */
export function reviewProblems(error: unknown): ReviewFormProblems {
  if (!(error instanceof ApiError)) return { fields: {}, form: problemMessage(error) };
  const fields: ReviewFormProblems['fields'] = {};
  let form: ProblemMessage | null = null;
  for (const [key, codes] of Object.entries(error.problem?.errors ?? {})) {
    const field = FIELDS.find((name) => name === key);
    if (field) fields[field] = fieldMessage(field, codes[0]);
    else form ??= problemMessage(error);
  }
  if (Object.keys(fields).length === 0) form ??= problemMessage(error, { 403: { id: 'reviewForm.error.forbidden' } });
  return { fields, form };
}
