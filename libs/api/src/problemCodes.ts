import type { MessageKey } from '@shop/i18n';
import { ProblemCode } from './generated/model';
import { statusMessage, type ProblemMessage } from './problemMessage';

// Apart from problemMessage.ts, which every page's error page uses: the codes are the contract's
// whole list, which only the forms that show a code's message need.

/** Every code of a shop rule the API may answer in `Problem.errors` (the contract's `ProblemCode`). */
export const PROBLEM_CODES: readonly ProblemCode[] = Object.values(ProblemCode);

export const isProblemCode = (value: unknown): value is ProblemCode =>
  typeof value === 'string' && (PROBLEM_CODES as readonly string[]).includes(value);

/** The message of a code the API answered for a field: the code's own when it is a `ProblemCode`, else the status's. */
export const problemCodeMessage = (code: string | undefined, status: number): ProblemMessage =>
  isProblemCode(code) ? { id: `checkout.error.${code}` as MessageKey } : statusMessage(status);
