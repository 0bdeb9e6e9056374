import { ASYNC_VALIDATION_DEBOUNCE_MS } from '../constants';
import { ruleMessage, type RuleMessage } from './messages';

/** A check that asks the API: undefined when the value passes. */
export type AsyncRule = (value: string, signal?: AbortSignal) => Promise<RuleMessage | undefined>;

/** What the asynchronous rules need to know about e-mail addresses (the API, or a stub in tests). */
export interface EmailLookups {
  /** Whether an account uses the e-mail. */
  exists: (email: string, signal?: AbortSignal) => Promise<boolean>;
  /** The e-mails confirmed by code in this browser. */
  confirmedEmails: (signal?: AbortSignal) => Promise<readonly string[]>;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Runs a lookup; a failure is logged and lets the value pass, so a hiccup of the API never locks a
 * shopper out of a form (the submit itself answers with the real problem).
 */
async function lookup<T>(what: string, run: () => Promise<T>): Promise<T | undefined> {
  try {
    return await run();
  } catch (error) {
    if ((error as { name?: string } | null)?.name !== 'AbortError')
      console.warn(`validation: ${what} could not be checked`, error);
    return undefined;
  }
}

/** The asynchronous rules of spec section 5; each is debounced by `debounceAsyncRule` where used. */
export const asyncRules = {
  /** An account uses the e-mail (sign-in and reset); the message links to registering. */
  emailExist:
    (lookups: EmailLookups): AsyncRule =>
    async (email, signal) =>
      (await lookup('the e-mail', () => lookups.exists(email, signal))) === false
        ? ruleMessage('validation.emailExist', undefined, 'register')
        : undefined,
  /** No account uses the e-mail yet (register); the message links to signing in. */
  emailNotExist:
    (lookups: EmailLookups): AsyncRule =>
    async (email, signal) =>
      (await lookup('the e-mail', () => lookups.exists(email, signal))) === true
        ? ruleMessage('validation.emailNotExist', undefined, 'auth')
        : undefined,
  /** No other account uses the e-mail: the shopper's own (`current`) is always available. */
  emailIsAvailable:
    (lookups: EmailLookups, current?: string | null): AsyncRule =>
    async (email, signal) => {
      if (current && same(email, current)) return undefined;
      return (await lookup('the e-mail', () => lookups.exists(email, signal))) === true
        ? ruleMessage('validation.emailIsAvailable')
        : undefined;
    },
  /** The e-mail was confirmed by code in this browser (checkout sends only confirmed e-mails). */
  emailIsConfirmed:
    (lookups: EmailLookups): AsyncRule =>
    async (email, signal) => {
      const confirmed = await lookup('the confirmed e-mails', () => lookups.confirmedEmails(signal));
      return confirmed && !confirmed.some((item) => same(item, email))
        ? ruleMessage('validation.emailIsConfirmed')
        : undefined;
    },
};

/**
 * The rule, run `ms` after the last call (300 ms by default): a call made before then is dropped
 * (it answers undefined) and only the latest value reaches the API.
 */
export function debounceAsyncRule(rule: AsyncRule, ms = ASYNC_VALIDATION_DEBOUNCE_MS): AsyncRule {
  let pending: { timer: ReturnType<typeof setTimeout>; resolve: (message: undefined) => void } | null = null;
  return (value, signal) =>
    new Promise((resolve) => {
      if (pending) {
        clearTimeout(pending.timer);
        pending.resolve(undefined);
      }
      const timer = setTimeout(() => {
        pending = null;
        rule(value, signal).then(resolve, () => resolve(undefined));
      }, ms);
      pending = { timer, resolve };
    });
}
