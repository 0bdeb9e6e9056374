import { enMessages, ruMessages } from '@shop/i18n';
import { describe, expect, it } from 'vitest';
import { ApiError } from './mutator';
import { isProblemCode, PROBLEM_CODES, problemCodeMessage } from './problemCodes';
import { problemMessage, statusMessage, TRANSLATED_STATUSES } from './problemMessage';

const failed = (status: number, errors?: Record<string, string[]>) =>
  new ApiError(status, { type: 'about:blank', title: 'Failed', status, detail: 'Failed.', errors });

describe('problemMessage', () => {
  it('answers the translated message of each translated status', () => {
    for (const status of TRANSLATED_STATUSES)
      expect(problemMessage(failed(status))).toEqual({ id: `status_responses.${status}` });
  });

  it('reads an untranslated status, a network failure and anything else like a 500', () => {
    expect(problemMessage(failed(418))).toEqual({ id: 'status_responses.500' });
    expect(problemMessage(failed(502))).toEqual({ id: 'status_responses.500' });
    expect(problemMessage(new TypeError('Failed to fetch'))).toEqual({ id: 'status_responses.500' });
    expect(problemMessage(undefined)).toEqual({ id: 'status_responses.500' });
  });

  it("prefers the caller's own message for the statuses it names", () => {
    const wrong = { id: 'auth.password.wrong' as const };
    expect(problemMessage(failed(401), { 401: wrong })).toBe(wrong);
    expect(problemMessage(failed(429), { 401: wrong })).toEqual({ id: 'status_responses.429' });
    // A network failure is no answer of the API, even where the caller names 500.
    expect(problemMessage(new TypeError('offline'), { 500: wrong })).toBe(wrong);
  });
});

describe('problemCodeMessage', () => {
  it("answers a rule's code with its own message and anything else with the status's", () => {
    expect(problemCodeMessage('cart.sold_out', 409)).toEqual({ id: 'checkout.error.cart.sold_out' });
    expect(problemCodeMessage('validation.required', 400)).toEqual({ id: 'status_responses.400' });
    expect(problemCodeMessage(undefined, 418)).toEqual({ id: 'status_responses.500' });
    expect(isProblemCode('promocode.expired')).toBe(true);
    expect(isProblemCode('promocode.nope')).toBe(false);
  });
});

describe('the messages of problems', () => {
  it('has an en and a ru message for every code of the contract', () => {
    expect(PROBLEM_CODES.length).toBeGreaterThan(0);
    const missing = PROBLEM_CODES.flatMap((code) => {
      const { id } = problemCodeMessage(code, 400);
      return [enMessages, ruMessages].flatMap((messages, index) =>
        id in messages ? [] : [`${['en', 'ru'][index]}: ${code} (${id})`],
      );
    });
    expect(missing).toEqual([]);
  });

  it('has an en and a ru message for every translated status, and translates no other', () => {
    const translated = (messages: Record<string, string>) =>
      Object.keys(messages)
        .filter((key) => key.startsWith('status_responses.'))
        .map((key) => Number(key.slice('status_responses.'.length)))
        .sort();
    const expected = [...TRANSLATED_STATUSES].sort();
    expect(translated(enMessages)).toEqual(expected);
    expect(translated(ruMessages)).toEqual(expected);
    for (const status of TRANSLATED_STATUSES) expect(statusMessage(status).id).toBe(`status_responses.${status}`);
  });
});
