import fp from 'fastify-plugin';
import { CheckPromoCodeQueryParams } from '@shop/api-schemas';
import { parse } from '../../http/validate';
import { PROMO_CHECK_RATE_LIMIT } from './constants';
import { checkPromoCode } from './service';

/** Checking a typed promo code; pricing with it is the cart's, redeeming it the checkout's. */
export default fp(
  async (app) => {
    app.get('/api/v1/promocode/check', { config: { rateLimit: PROMO_CHECK_RATE_LIMIT } }, async (request) => {
      const query = parse(CheckPromoCodeQueryParams, request.query);
      return checkPromoCode(app.db, query);
    });
  },
  { name: 'promo-routes', dependencies: ['db', 'problem', 'rate-limit'], encapsulate: true },
);
