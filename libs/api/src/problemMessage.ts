import type { MessageKey } from '@shop/i18n';
import { ProblemCode } from './generated/model';
import { ApiError } from './mutator';

/** A message to show for a failed call: a message key and its values, translated where it is shown. */
export interface ProblemMessage {
  id: MessageKey;
  values?: Record<string, string | number>;
}

/** The statuses with a translated `status_responses.{status}` message; any other reads like a 500. */
export const TRANSLATED_STATUSES: readonly number[] = [400, 401, 403, 404, 409, 422, 429, 500, 501, 503];

/** Every code of a shop rule the API may answer in `Problem.errors` (the contract's `ProblemCode`). */
export const PROBLEM_CODES: readonly ProblemCode[] = Object.values(ProblemCode);

export const isProblemCode = (value: unknown): value is ProblemCode =>
  typeof value === 'string' && (PROBLEM_CODES as readonly string[]).includes(value);

/** The message of a status: its own when translated, else the 500's. */
export const statusMessage = (status: number): ProblemMessage => ({
  id: `status_responses.${TRANSLATED_STATUSES.includes(status) ? status : 500}` as MessageKey,
});

/** The message of a code the API answered for a field: the code's own when it is a `ProblemCode`, else the status's. */
export const problemCodeMessage = (code: string | undefined, status: number): ProblemMessage =>
  isProblemCode(code) ? { id: `checkout.error.${code}` as MessageKey } : statusMessage(status);

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
