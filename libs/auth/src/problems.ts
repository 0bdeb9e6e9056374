import { ApiError } from '@shop/api';
import type { MessageKey } from '@shop/i18n';
import { ruleMessage, type RuleMessage } from './validation/messages';

/** The statuses with a translated `status_responses.{status}` message. */
const TRANSLATED_STATUSES = [400, 401, 403, 404, 409, 422, 429, 500, 501, 503] as const;

/**
 * The message of a failed call, shown under the field it concerns: the form's own message for
 * the statuses it names (a wrong password, a taken e-mail), else `status_responses.{status}`; a
 * network failure or an unknown status reads like a 500.
 */
export function problemMessage(error: unknown, own: Partial<Record<number, RuleMessage>> = {}): RuleMessage {
  const status = error instanceof ApiError ? error.status : 500;
  const mine = own[status];
  if (mine) return mine;
  const known = (TRANSLATED_STATUSES as readonly number[]).includes(status) ? status : 500;
  return ruleMessage(`status_responses.${known}` as MessageKey);
}

/** Logs what the shopper cannot fix (a network failure, a 5xx); their own mistakes are not logged. */
export function logUnexpected(what: string, error: unknown): void {
  if (!(error instanceof ApiError) || error.status >= 500) console.warn(`auth: ${what} failed`, error);
}
