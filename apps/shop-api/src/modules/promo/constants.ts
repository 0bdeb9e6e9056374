import type { ProblemCode } from '@shop/api-schemas';

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

/** Why a code is not applied: the `promocode.*` codes of the contract's `ProblemCode`. */
export type PromoCodeReason = Extract<ProblemCode, `promocode.${string}`>;
