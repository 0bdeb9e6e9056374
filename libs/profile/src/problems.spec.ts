import { ApiError } from '@shop/api';
import { describe, expect, it } from 'vitest';
import { formProblems } from './problems';

const problem = (status: number, errors?: Record<string, string[]>) =>
  new ApiError(status, {
    type: 'about:blank',
    title: 'Refused',
    status,
    detail: 'Refused',
    ...(errors ? { errors } : {}),
  });

describe('formProblems', () => {
  it('puts a shop rule’s code under its field with its own message', () => {
    expect(formProblems(problem(409, { email: ['customer.email_taken'] }), ['email', 'code'])).toEqual({
      fields: { email: { id: 'checkout.error.customer.email_taken' } },
      form: null,
    });
    expect(
      formProblems(problem(422, { current_password: ['customer.wrong_password'] }), ['current_password']),
    ).toMatchObject({ fields: { current_password: { id: 'checkout.error.customer.wrong_password' } } });
  });

  it('reads a form rule’s key as the status, and a field the form lacks goes to the form', () => {
    expect(
      formProblems(problem(400, { phone: ['validation.phone'], cookie_consent: ['validation.enum'] }), ['phone']),
    ).toEqual({ fields: { phone: { id: 'status_responses.400' } }, form: { id: 'status_responses.400' } });
  });

  it('gives a problem without field errors, or a network failure, to the form', () => {
    expect(formProblems(problem(429), ['code'])).toEqual({ fields: {}, form: { id: 'status_responses.429' } });
    expect(formProblems(new TypeError('offline'), ['code']).form).toEqual({ id: 'status_responses.500' });
  });
});
