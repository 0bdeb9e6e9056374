import { ApiError, problemCodeMessage, problemMessage } from '@shop/api';
import type { RuleMessage } from '@shop/auth';

/** A refused form as messages: under the fields the API named, the rest for the whole form. */
export interface FormProblems<Field extends string> {
  fields: Partial<Record<Field, RuleMessage>>;
  form: RuleMessage | null;
}

/**
 * What a failed call of a profile form says, beside what it concerns: each `errors` entry of the
 * problem the API answered goes under its field (a shop rule's code has its own message, anything
 * else reads as the status), a problem naming no field of the form (or a network failure) goes to
 * the form. `own` replaces the status's message for the whole form (a 401 while signing out, say).
 */
export function formProblems<Field extends string>(
  error: unknown,
  fields: readonly Field[],
  own: Partial<Record<number, RuleMessage>> = {},
): FormProblems<Field> {
  const problems: FormProblems<Field> = { fields: {}, form: null };
  const errors = error instanceof ApiError ? Object.entries(error.problem?.errors ?? {}) : [];
  for (const [key, codes] of errors) {
    const message = problemCodeMessage(codes[0], (error as ApiError).status);
    if ((fields as readonly string[]).includes(key)) problems.fields[key as Field] ??= message;
    else problems.form ??= message;
  }
  if (errors.length === 0) problems.form = problemMessage(error, own);
  return problems;
}

export const NO_PROBLEMS: FormProblems<never> = { fields: {}, form: null };
