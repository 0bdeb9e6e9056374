import { ALL_PURPOSES, consentFlag, NO_PURPOSES, type ConsentChoice } from '@shop/locale';
import type { Kysely } from 'kysely';
import type { Customer, Database } from '../../db/schema';
import { badRequest } from '../../http/problem';
import { saveCustomerConsent } from './repository';

type Db = Kysely<Database>;

/** The customers columns that hold a choice made at `now`: the 0/1 flag, each purpose, the time. */
export function consentColumns(choice: ConsentChoice, now: number) {
  return {
    cookie_consent: consentFlag(choice),
    consent_analytics: choice.analytics ? (1 as const) : (0 as const),
    consent_advertising: choice.advertising ? (1 as const) : (0 as const),
    consent_decided_at: now,
  };
}

/** The choice kept on a customer's profile, or null when they have not chosen. */
export function profileConsent(customer: Customer): ConsentChoice | null {
  if (customer.cookie_consent === null) return null;
  return { analytics: customer.consent_analytics === 1, advertising: customer.consent_advertising === 1 };
}

/**
 * The choice a CookieConsentInput makes: without purposes 1 is every purpose and 0 none; with
 * them the flag must agree (0 allows none, 1 at least one), else the request contradicts itself.
 */
export function chosenPurposes(input: { cookie_consent: 0 | 1; purposes?: ConsentChoice | undefined }): ConsentChoice {
  const fallback = input.cookie_consent === 1 ? ALL_PURPOSES : NO_PURPOSES;
  const choice = { ...(input.purposes ?? fallback) };
  if (consentFlag(choice) !== input.cookie_consent) {
    throw badRequest(
      input.cookie_consent === 0
        ? 'cookie_consent 0 declines every optional purpose; purposes allows one.'
        : 'cookie_consent 1 accepts some optional purpose; purposes allows none.',
      { purposes: ['validation.invalid'] },
    );
  }
  return choice;
}

/** The contract's CookieConsent for a choice (null: not chosen yet). */
export function consentAnswer(choice: ConsentChoice | null, lifetimeDays: number) {
  return {
    cookie_consent: choice ? consentFlag(choice) : null,
    purposes: { ...(choice ?? NO_PURPOSES) },
    lifetime_days: lifetimeDays,
  };
}

/** Keeps a signed-in customer's choice on their profile, with the time it was made. */
export async function recordCustomerConsent(db: Db, customerId: number, choice: ConsentChoice, now: number) {
  await saveCustomerConsent(db, customerId, consentColumns(choice, now), now);
}

/** What the profile export says of the consents: the flag, the purposes and when they were chosen. */
export function consentExport(customer: Customer) {
  const decidedAt = customer.consent_decided_at;
  return {
    cookie_consent: customer.cookie_consent,
    purposes: { ...(profileConsent(customer) ?? NO_PURPOSES) },
    decided_at: decidedAt === null ? null : new Date(Number(decidedAt)).toISOString(),
  };
}
