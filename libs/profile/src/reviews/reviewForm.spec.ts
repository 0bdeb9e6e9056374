import { ApiError } from '@shop/api';
import { describe, expect, it } from 'vitest';
import { reviewLength, reviewProblems, reviewRequest, validateReview } from './reviewForm';

const filled = { rating: 4, title: '', text: 'True to size and lovely.' };

describe('validateReview', () => {
  it('accepts a rating and 10 to 2,000 characters of text, the title optional', () => {
    expect(validateReview(filled)).toEqual({});
    expect(validateReview({ ...filled, text: 'x'.repeat(10) })).toEqual({});
    expect(validateReview({ ...filled, text: 'x'.repeat(2000), title: 't'.repeat(120) })).toEqual({});
  });

  it('asks for a rating from 1 to 5', () => {
    expect(validateReview({ ...filled, rating: null }).rating?.id).toBe('reviewForm.error.rating');
    expect(validateReview({ ...filled, rating: 6 }).rating?.id).toBe('reviewForm.error.rating');
  });

  it('counts the text trimmed, as the API does', () => {
    expect(validateReview({ ...filled, text: '   short    ' }).text).toEqual({
      id: 'reviewForm.error.textShort',
      values: { min: 10 },
    });
    expect(validateReview({ ...filled, text: 'x'.repeat(2001) }).text?.id).toBe('reviewForm.error.textLong');
    expect(validateReview({ ...filled, title: 't'.repeat(121) }).title?.id).toBe('reviewForm.error.titleLong');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(reviewLength(' 🏊🏊 ')).toBe(2);
  });
});

describe('reviewRequest', () => {
  it('sends the text and title trimmed, an empty title as none', () => {
    expect(reviewRequest(12, { rating: 5, title: '  ', text: '  Fits perfectly.  ' })).toEqual({
      product_id: 12,
      rating: 5,
      title: null,
      text: 'Fits perfectly.',
    });
    expect(reviewRequest(12, { rating: 5, title: ' Great ', text: 'Fits perfectly.' }).title).toBe('Great');
  });
});

describe('reviewProblems', () => {
  const problem = (status: number, errors?: Record<string, string[]>) =>
    new ApiError(status, {
      type: 'about:blank',
      title: 'Problem',
      status,
      detail: 'Refused.',
      ...(errors ? { errors } : {}),
    });

  it('puts the API’s field problems beside their fields', () => {
    const problems = reviewProblems(
      problem(400, { text: ['validation.min_length'], title: ['validation.max_length'] }),
    );
    expect(problems.fields.text?.id).toBe('reviewForm.error.textShort');
    expect(problems.fields.title?.id).toBe('reviewForm.error.titleLong');
    expect(problems.form).toBeNull();
  });

  it('says a 403 is for buyers only, and anything else by its status', () => {
    expect(reviewProblems(problem(403)).form?.id).toBe('reviewForm.error.forbidden');
    expect(reviewProblems(problem(429)).form?.id).toBe('status_responses.429');
    expect(reviewProblems(new TypeError('network')).form?.id).toBe('status_responses.500');
  });

  it('names a field it does not show (the variant) for the whole form', () => {
    const problems = reviewProblems(problem(422, { variant_id: ['validation.invalid'] }));
    expect(problems.fields).toEqual({});
    expect(problems.form?.id).toBe('status_responses.422');
  });
});
