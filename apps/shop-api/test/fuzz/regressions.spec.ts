import { expect, it } from 'vitest';
import { describeEachDatabase } from '../helpers/build-app';
import { expectMatchesContract } from '../helpers/contract';

/**
 * Requests the openapi.yaml fuzzer once got a wrong answer to, kept as found (with the replay
 * command that found them), so each fix stays fixed on both databases.
 */
describeEachDatabase('answers the fuzzer once got wrong', (shop) => {
  // `npm run fuzz:api -- --seed a1 --operation getDeliveries --case 57 --database postgres`: a
  // promo code holding U+0000 reached PostgreSQL, which cannot store it in text, and answered 500.
  it.each([
    [
      'POST',
      '/api/v1/deliveries',
      '/api/v1/deliveries',
      {
        destination: { country_code: 'FI', city: 'Helsinki', postcode: '00100' },
        items: [{ product_variant_id: 1, quantity: 1 }],
        promocode: '\u0000',
      },
      'promocode',
    ],
    [
      'POST',
      '/api/v1/cart/get-prices',
      '/api/v1/cart/get-prices',
      { items: [], promocode: 'SUMMER\u000020' },
      'promocode',
    ],
    ['GET', '/api/v1/search?keyword=swim%00suit', '/api/v1/search', undefined, 'keyword'],
    ['GET', '/api/v1/promocode/check?code=%00', '/api/v1/promocode/check', undefined, 'code'],
  ] as const)(
    '%s %s with U+0000 in a text field is a 400 naming the field',
    async (method, url, path, payload, field) => {
      const response = await shop().app.inject({ method, url, ...(payload ? { payload } : {}) });
      expect(response.statusCode, response.body).toBe(400);
      const problem = expectMatchesContract(method, path, response) as { errors?: Record<string, string[]> };
      expect(problem.errors?.[field]).toEqual(['validation.invalid']);
    },
  );
});
