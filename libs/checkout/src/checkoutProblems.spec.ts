import { ApiError } from '@shop/api';
import { describe, expect, it } from 'vitest';
import { checkoutProblems, NO_PROBLEMS } from './checkoutProblems';

const refusal = (status: number, errors?: Record<string, string[]>) =>
  new ApiError(status, { type: 'about:blank', title: 'Refused', status, detail: 'Refused', errors });

describe('checkoutProblems', () => {
  it('puts each message beside what it concerns', () => {
    const problems = checkoutProblems(
      refusal(422, {
        'items.1.quantity': ['cart.not_enough_stock'],
        promocode: ['promocode.expired'],
        'address.postcode': ['some.untranslated_code'],
        'delivery.option_id': ['delivery.unknown_option'],
        surprise: ['order.too_many_unpaid'],
      }),
    );
    expect(problems).toEqual({
      lines: { 1: { id: 'checkout.error.cart.not_enough_stock' } },
      promocode: { id: 'checkout.error.promocode.expired' },
      fields: { postcode: { id: 'status_responses.422' }, option_id: { id: 'checkout.error.delivery.unknown_option' } },
      form: { id: 'checkout.error.order.too_many_unpaid' },
    });
  });

  it("reads a refusal without field errors, or a failure that is not the API's, as one message for the form", () => {
    expect(checkoutProblems(refusal(503))).toEqual({ ...NO_PROBLEMS, form: { id: 'status_responses.503' } });
    expect(checkoutProblems(new TypeError('Failed to fetch'))).toEqual({
      ...NO_PROBLEMS,
      form: { id: 'status_responses.500' },
    });
  });
});
