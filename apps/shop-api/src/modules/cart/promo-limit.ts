import type { FastifyRequest } from 'fastify';
import { PROMO_PRICING_RATE_LIMIT } from './constants';

const carriesPromoCode = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  'promocode' in value &&
  typeof value.promocode === 'string' &&
  value.promocode.trim() !== '';

/**
 * Route config for calls that price with a promo code (the cart's, delivery's): counts only
 * requests with a code in the body or the query, after the body is parsed and before the route
 * schema validates it (an over-limit request is refused whatever its fields).
 */
export const promoPricingLimit = {
  rateLimit: {
    ...PROMO_PRICING_RATE_LIMIT,
    hook: 'preValidation',
    allowList: (request: FastifyRequest) => !carriesPromoCode(request.body) && !carriesPromoCode(request.query),
  },
} as const;
