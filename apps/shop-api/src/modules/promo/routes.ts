import fp from 'fastify-plugin';
import { CheckPromoCodeQueryParams } from '@shop/api-schemas';
import type { RoutesInstance } from '../../http/validate';
import { PROMO_CHECK_RATE_LIMIT } from './constants';
import { checkPromoCode } from './service';

/** Checking a typed promo code; pricing with it is the cart's, redeeming it the checkout's. */
export default fp(
  async (app: RoutesInstance) => {
    app.get(
      '/api/v1/promocode/check',
      { config: { rateLimit: PROMO_CHECK_RATE_LIMIT }, schema: { querystring: CheckPromoCodeQueryParams } },
      async (request) => {
        const { query } = request;
        return checkPromoCode(app.db, query);
      },
    );
  },
  { name: 'promo-routes', dependencies: ['db', 'problem', 'rate-limit'], encapsulate: true },
);
