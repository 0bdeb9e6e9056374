/**
 * The add-to-cart button as the server build (and the unit tests) see it (package.json `imports`,
 * `#add-to-cart`): rendered in place, nothing to load. The browser build takes
 * `addToCart.browser.ts`, where the button is a chunk of its own.
 */
export { AddToCartButton } from './AddToCartButton';

/** Nothing to fetch on the server: the button is in the build. */
export const preloadAddToCartButton = async (): Promise<void> => undefined;
