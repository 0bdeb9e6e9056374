/** The scenarios of the auth popup; any other value is rejected (spec, section 4). */
export const AUTH_SCENARIOS = ['auth', 'register', 'reset', 'none'] as const;
export type AuthScenario = (typeof AUTH_SCENARIOS)[number];
/** After the popup closes, its scenario is cleared this much later. */
export const SCENARIO_CLEAR_DELAY_MS = 500;
/** The resend countdown of an e-mailed code. */
export const CODE_RESEND_TIMEOUT_S = 60;
/** Debounce of the asynchronous validation rules. */
export const ASYNC_VALIDATION_DEBOUNCE_MS = 300;

/** Passwords: 8 to 64 characters (the API's `AccountPassword`; the spec's 12 is outdated). */
export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 64;
/** The e-mailed confirmation code has this many digits. */
export const CODE_LENGTH = 6;
/** Phone numbers: `+` and this many digits (spec, section 5). */
export const PHONE_MIN_DIGITS = 8;
export const PHONE_MAX_DIGITS = 20;
/** The phone input's mask: `0` stands for a digit; digits past the mask are appended. */
export const PHONE_MASK = '+0(000)0000000';
/** First and last names are at most this long (the API's limit). */
export const NAME_MAX_LENGTH = 100;
/** Longest e-mail address the API accepts. */
export const EMAIL_MAX_LENGTH = 254;

/** The search parameter that opens the popup on any page (`?auth=auth`), e.g. after the guard. */
export const AUTH_SEARCH_PARAM = 'auth';
/** Where the shopper goes after signing in from the guard (`?redirect=/profile`). */
export const REDIRECT_SEARCH_PARAM = 'redirect';
/** localStorage key of the e-mail confirmation identity the API hands out. */
export const EMAIL_IDENTITY_STORAGE_KEY = 'auth.emailIdentity';
/** The BroadcastChannel over which tabs tell each other that the user changed. */
export const AUTH_CHANNEL = 'shop.auth';
/** The `name` of the message the social sign-in window posts to its opener. */
export const OAUTH_MESSAGE_NAME = 'OAuth';
/** How long the note after a reset request or a sign-in stays visible. */
export const AUTH_NOTICE_MS = 6_000;
