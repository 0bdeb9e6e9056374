/** The checkout page's path. */
export const CHECKOUT_PATH = '/order';
/** Sent with every order: the storefront only submits confirmed e-mails (spec, section 3). */
export const EMAIL_IS_CONFIRMED = true;
