import { ProblemCode } from '@shop/api-schemas';

/** The most lines a cart holds and get-prices prices (the contract's `maxItems`). */
export const MAX_CART_LINES = 100;

/** The most units of one variant a cart line holds (the contract's `CartLine.quantity` maximum). */
export const MAX_LINE_QUANTITY = 99;

/** The most variant rows get-prices keeps (CART_PRICES_CACHE_MS); about 100 bytes each. */
export const CART_PRICES_CACHE_ROWS = 50_000;

/** Random bytes of a server cart's token: 192 bits, 32 URL-safe characters (the contract's CartId). */
export const CART_TOKEN_BYTES = 24;

/** Codes of refused cart lines (the contract's `ProblemCode`), for the storefront to translate. */
export const CART_ERRORS = {
  unknownVariant: ProblemCode.enum['cart.unknown_variant'],
  duplicateVariant: ProblemCode.enum['cart.duplicate_variant'],
  notEnoughStock: ProblemCode.enum['cart.not_enough_stock'],
  tooManyLines: ProblemCode.enum['cart.too_many_lines'],
  soldOut: ProblemCode.enum['cart.sold_out'],
  quantityLimit: ProblemCode.enum['cart.quantity_limit'],
  unavailable: ProblemCode.enum['cart.unavailable'],
} as const;

/**
 * Requests that carry a promo code, per client address, operation and minute. Pricing with a code
 * tells whether it exists, so without a limit these calls would be a way round `checkPromoCode`'s;
 * a shopper with a code asks for prices on each change of the cart, far below this. Requests
 * without a code are not counted.
 */
export const PROMO_PRICING_RATE_LIMIT = { max: 120, timeWindow: 60_000 } as const;
