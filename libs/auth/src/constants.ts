/** The scenarios of the auth popup; any other value is rejected (spec, section 4). */
export const AUTH_SCENARIOS = ['auth', 'register', 'reset', 'none'] as const;
export type AuthScenario = (typeof AUTH_SCENARIOS)[number];
/** The HttpOnly cookie holding the session token, set and cleared by the API. */
export const JWT_COOKIE = 'jwt';
/** After the popup closes, its scenario is cleared this much later. */
export const SCENARIO_CLEAR_DELAY_MS = 500;
/** The resend countdown of an e-mailed code. */
export const CODE_RESEND_TIMEOUT_S = 60;
/** Debounce of the asynchronous validation rules. */
export const ASYNC_VALIDATION_DEBOUNCE_MS = 300;
