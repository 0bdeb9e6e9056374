/** The contract's RedirectRule limits. */
export const MAX_FROM_PATH_LENGTH = 500;
export const MAX_TO_PATH_LENGTH = 1000;

/** The storefront refreshes its copy every few seconds; the answer may be reused as long as the ETag holds. */
export const REDIRECTS_CACHE_CONTROL = 'no-cache';
