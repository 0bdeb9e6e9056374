import type { MessageKey } from '@shop/i18n';
import { ApiError } from './mutator';

/** A message to show for a failed call: a message key and its values, translated where it is shown. */
export interface ProblemMessage {
  id: MessageKey;
  values?: Record<string, string | number>;
}

/** The statuses with a translated `status_responses.{status}` message; any other reads like a 500. */
export const TRANSLATED_STATUSES: readonly number[] = [400, 401, 403, 404, 409, 422, 429, 500, 501, 503];

/** The message of a status: its own when translated, else the 500's. */
export const statusMessage = (status: number): ProblemMessage => ({
  id: `status_responses.${TRANSLATED_STATUSES.includes(status) ? status : 500}` as MessageKey,
});

/**
 * The one way a failed call becomes a message: the caller's own message for the statuses it names
 * (a wrong password, a taken e-mail), else the status's; a network failure reads like a 500.
 */
export function problemMessage<Own extends ProblemMessage = ProblemMessage>(
  error: unknown,
  own: Partial<Record<number, Own>> = {},
): Own | ProblemMessage {
  const status = error instanceof ApiError ? error.status : 500;
  return own[status] ?? statusMessage(status);
}
