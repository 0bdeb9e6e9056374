/** The most lines a cart holds and get-prices prices (the contract's `maxItems`). */
export const MAX_CART_LINES = 100;

/** Random bytes of a server cart's token: 192 bits, 32 URL-safe characters (the contract's CartId). */
export const CART_TOKEN_BYTES = 24;

/** Message keys of refused cart lines, for the storefront to translate. */
export const CART_ERRORS = {
  unknownVariant: 'cart.unknown_variant',
  duplicateVariant: 'cart.duplicate_variant',
  notEnoughStock: 'cart.not_enough_stock',
  tooManyLines: 'cart.too_many_lines',
} as const;
