import { ProblemCode } from '@shop/api-schemas';

/** Where an order is in fulfilment (openapi.yaml's OrderStatus). */
export type OrderStatus = 'new' | 'processing' | 'shipped' | 'delivered' | 'cancelled';

/** Random bytes of an order's `crypto` token: 256 bits, 43 URL-safe characters. */
export const ORDER_TOKEN_BYTES = 32;

/** The shown order number: a prefix and the id, zero-padded. */
export const orderNumber = (id: number) => `SW-${String(id).padStart(6, '0')}`;

/** Codes of refused checkouts, as `errors` carries them (the contract's `ProblemCode`; the storefront translates them). */
export const CHECKOUT_ERRORS = {
  soldOut: ProblemCode.enum['cart.sold_out'],
  notEnoughStock: ProblemCode.enum['cart.not_enough_stock'],
  unavailable: ProblemCode.enum['cart.unavailable'],
  priceChanged: ProblemCode.enum['cart.price_changed'],
  paymentUnavailable: ProblemCode.enum['payment.unavailable'],
  emailNotConfirmed: ProblemCode.enum['customer.email_not_confirmed'],
  identityRequired: ProblemCode.enum['customer.identity_required'],
  tooManyUnpaid: ProblemCode.enum['order.too_many_unpaid'],
} as const;

/**
 * Unpaid orders holding stock that one client address (a guest's) or one mailbox (anyone's) may
 * have open at once (QUALITY.md item 21): a shopper has one, a script marking a product sold out
 * is stopped at this many, and each gives its stock back when its reservation runs out.
 */
export const UNPAID_ORDER_LIMIT = 3;

/** Checkouts per client address and minute: a shopper places one; a script placing hundreds is stopped. */
export const CHECKOUT_RATE_LIMIT = { max: 30, timeWindow: 60_000 } as const;
