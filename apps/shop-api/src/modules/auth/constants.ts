/** E-mailed codes: 6 digits, valid 10 minutes, at most 5 wrong tries (QUALITY.md item 10). */
export const CODE_DIGITS = 6;
export const CODE_TTL_MS = 10 * 60_000;
export const CODE_MAX_ATTEMPTS = 5;
/** Another code for the same e-mail and identity only after this many seconds. */
export const CODE_RESEND_AFTER_S = 60;
/** An e-mail confirmed by code signs in (or registers) once, within this time. */
export const CONFIRMATION_TTL_MS = 10 * 60_000;
/** The purpose recorded for confirmation codes. */
export const CODE_PURPOSE = 'confirm';

/** Password reset links: single use, valid 60 minutes, 256 random bits, at most 5 wrong tries. */
export const RESET_TTL_MS = 60 * 60_000;
export const RESET_TOKEN_BYTES = 32;
export const RESET_MAX_ATTEMPTS = 5;
/** E-mail verification links are valid 48 hours. */
export const VERIFY_LINK_TTL_S = 48 * 60 * 60;

/** OAuth state: 10 minutes, in an HttpOnly cookie scoped to the social routes. */
export const OAUTH_STATE_TTL_MS = 10 * 60_000;
export const OAUTH_STATE_COOKIE = 'oauth_state';
export const OAUTH_COOKIE_PATH = '/api/auth/social';

/** The roles a storefront session carries. */
export const CUSTOMER_ROLES = ['customer'] as const;

export interface Limit {
  max: number;
  timeWindow: number;
}

const minutes = (count: number) => count * 60_000;

/**
 * Throttling (QUALITY.md item 9): per client address (the route's `rateLimit`), per address and
 * e-mail pair, and per e-mail (the pair's and the e-mail's counters keyed by the e-mail's hash),
 * all answered 429 with Retry-After and shared through Redis when REDIS_URL is set. Sized for
 * people: a shopper never meets them, a script soon does. The e-mail's own cap is several pairs
 * high, so a stranger who knows a customer's address cannot lock them out from one address: only
 * the pair of that stranger is refused, and its refused tries do not count towards the cap.
 */
export const LIMITS = {
  login: {
    ip: { max: 20, timeWindow: minutes(10) },
    pair: { max: 10, timeWindow: minutes(15) },
    email: { max: 100, timeWindow: minutes(15) },
  },
  loginByConfirmedEmail: {
    ip: { max: 20, timeWindow: minutes(10) },
    pair: { max: 10, timeWindow: minutes(15) },
    email: { max: 50, timeWindow: minutes(15) },
  },
  register: {
    ip: { max: 10, timeWindow: minutes(10) },
    pair: { max: 10, timeWindow: minutes(15) },
    email: { max: 30, timeWindow: minutes(15) },
  },
  // The e-mail's cap also bounds how many codes a stranger can have mailed to someone.
  sendCode: {
    ip: { max: 10, timeWindow: minutes(10) },
    pair: { max: 5, timeWindow: minutes(60) },
    email: { max: 15, timeWindow: minutes(60) },
  },
  checkCode: {
    ip: { max: 30, timeWindow: minutes(10) },
    pair: { max: 20, timeWindow: minutes(10) },
    email: { max: 60, timeWindow: minutes(10) },
  },
  forgotPassword: {
    ip: { max: 10, timeWindow: minutes(10) },
    pair: { max: 3, timeWindow: minutes(60) },
    email: { max: 10, timeWindow: minutes(60) },
  },
  resetPassword: {
    ip: { max: 20, timeWindow: minutes(10) },
    pair: { max: 10, timeWindow: minutes(60) },
    email: { max: 30, timeWindow: minutes(60) },
  },
  checkResetToken: { ip: { max: 30, timeWindow: minutes(10) } },
  getByEmail: {
    ip: { max: 60, timeWindow: minutes(1) },
    pair: { max: 30, timeWindow: minutes(1) },
    email: { max: 120, timeWindow: minutes(1) },
  },
  identityReads: { ip: { max: 120, timeWindow: minutes(1) } },
} as const satisfies Record<string, { ip: Limit; pair?: Limit; email?: Limit }>;
