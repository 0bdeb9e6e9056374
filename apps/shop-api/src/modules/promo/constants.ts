/**
 * Checks of promo codes per client address and minute: enough for a shopper who mistypes a few
 * times, far too few to guess codes. The storefront checks a stored code once per page load.
 */
export const PROMO_CHECK_RATE_LIMIT = { max: 30, timeWindow: 60_000 } as const;

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
