/**
 * Checks of promo codes per client address and minute: enough for a shopper who mistypes a few
 * times, far too few to guess codes. The storefront checks a stored code once per page load.
 */
export const PROMO_CHECK_RATE_LIMIT = { max: 30, timeWindow: 60_000 } as const;

/**
 * How long a code's row, read outside a transaction, serves the pricing of this process (cart
 * prices ask for the same few campaign codes on every change of every cart).
 */
export const PROMO_CODE_CACHE_MS = 1_000;

/** Why a code is not applied: the message keys of the contract's `CartPromoCodeResult.reason`. */
export const PROMO_CODE_REASONS = [
  'promocode.unknown',
  'promocode.expired',
  'promocode.not_started',
  'promocode.exhausted',
  'promocode.per_customer_limit',
  'promocode.min_cart',
] as const;

export type PromoCodeReason = (typeof PROMO_CODE_REASONS)[number];
