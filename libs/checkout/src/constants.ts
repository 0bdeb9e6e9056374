/** The checkout page's path. */
export const CHECKOUT_PATH = '/order';
/** Sent with every order: the storefront only submits confirmed e-mails (spec, section 3). */
export const EMAIL_IS_CONFIRMED = true;

/** Where the filled form waits between reloads (this tab only). */
export const CHECKOUT_DRAFT_KEY = 'checkout.draft';
/** Orders whose `purchase` event went to the data layer. */
export const PURCHASES_SENT_KEY = 'checkout.purchases';

/** How often and how long the order page asks for a pending payment's state. */
export const PAYMENT_POLL_MS = 2_000;
export const PAYMENT_POLL_LIMIT_MS = 120_000;
