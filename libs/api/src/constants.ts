/** Statuses of the HTTP client that are retried for safe calls (spec, section 9). */
export const RETRYABLE_STATUSES: readonly number[] = [408, 409, 425, 429, 500, 502, 503, 504];
/** Tries of a safe call in all, the first included. */
export const RETRY_MAX_ATTEMPTS = 3;
export const RETRY_BASE_DELAY_MS = 250;
/** A Retry-After longer than this is not waited for during a page render. */
export const RETRY_MAX_DELAY_MS = 2_000;
/** Header carrying the app access token. */
export const APP_ACCESS_TOKEN_HEADER = 'X-App-Access-Token';
/** The API's session cookie: `__Host-jwt` on an https shop, `jwt` on a local http one. */
export const SESSION_COOKIES: readonly string[] = ['__Host-jwt', 'jwt'];
