/** The optional purposes a shopper can allow; necessary cookies need no consent. */
export const CONSENT_PURPOSES = ['analytics', 'advertising'] as const;
export type ConsentPurpose = (typeof CONSENT_PURPOSES)[number];
export type ConsentChoice = Record<ConsentPurpose, boolean>;

/** The cookie that keeps the choice; the API writes it, the storefront's scripts read it. */
export const CONSENT_COOKIE = 'cookie_consent';

/** The cookies that keep campaign data (advertising): expired when that purpose is withdrawn. */
export const ADVERTISING_COOKIES = ['utm', 'cje'] as const;

export const NO_PURPOSES: ConsentChoice = { analytics: false, advertising: false };
export const ALL_PURPOSES: ConsentChoice = { analytics: true, advertising: true };

/**
 * The choice a `cookie_consent` value holds: `1` every purpose, `0` none, else the allowed purposes
 * joined by `.`; null for anything else (not chosen, so the banner asks again).
 */
export function parseConsent(value: string | undefined | null): ConsentChoice | null {
  if (value === '1') return { ...ALL_PURPOSES };
  if (value === '0') return { ...NO_PURPOSES };
  if (!value) return null;
  const names = value.split('.');
  if (!names.every((name) => (CONSENT_PURPOSES as readonly string[]).includes(name))) return null;
  return Object.fromEntries(CONSENT_PURPOSES.map((purpose) => [purpose, names.includes(purpose)])) as ConsentChoice;
}

/** The cookie value of a choice: `1`, `0` or the allowed purposes joined by `.`. */
export function formatConsent(choice: ConsentChoice): string {
  const allowed = CONSENT_PURPOSES.filter((purpose) => choice[purpose]);
  if (allowed.length === 0) return '0';
  if (allowed.length === CONSENT_PURPOSES.length) return '1';
  return allowed.join('.');
}

/** The contract's 0/1 flag of a choice: 1 when any optional purpose is allowed. */
export function consentFlag(choice: ConsentChoice): 0 | 1 {
  return CONSENT_PURPOSES.some((purpose) => choice[purpose]) ? 1 : 0;
}
