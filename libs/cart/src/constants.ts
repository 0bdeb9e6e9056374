/** Cookie holding the cart as a short list of variant id and quantity (spec, section 9). */
export const CART_COOKIE = 'cart.shortItems';
/** Cookie holding the active promo code. */
export const PROMO_CODE_COOKIE = 'promocode.active';
/** The mini-cart closes this long after the mouse leaves it. */
export const MINI_CART_CLOSE_DELAY_MS = 300;
/** The mini-cart scrolls when it holds more lines than this. */
export const MINI_CART_VISIBLE_LINES = 3;
/** The smallest quantity of a cart line; below it the line is removed. */
export const MIN_LINE_QUANTITY = 1;
/** The most lines a cart holds (the API prices at most this many). */
export const MAX_CART_LINES = 100;
/** The most of one variant a line holds (the API's limit too). */
export const MAX_LINE_QUANTITY = 99;
