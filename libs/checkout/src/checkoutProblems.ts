import { ApiError, problemCodeMessage, problemMessage } from '@shop/api';
import type { RuleMessage } from '@shop/auth';
import type { CheckoutValues } from './draft';

/** The API's field names (`errors` keys) → the form's. */
const SERVER_FIELDS: Record<string, keyof CheckoutValues> = {
  'contact.first_name': 'first_name',
  'contact.last_name': 'last_name',
  'contact.email': 'email',
  'contact.phone': 'phone',
  'address.country_code': 'country_code',
  'address.city': 'city',
  'address.street': 'street',
  'address.house': 'house',
  'address.flat': 'flat',
  'address.floor': 'floor',
  'address.postcode': 'postcode',
  'delivery.id': 'delivery_id',
  'delivery.option_id': 'option_id',
  'payment.id': 'payment_id',
  identity: 'createProfile',
  note: 'note',
};

/** What a refused checkout says, beside what each message concerns. */
export interface CheckoutProblems {
  fields: Partial<Record<keyof CheckoutValues, RuleMessage>>;
  /** By the cart line's index (`items.N`). */
  lines: Record<number, RuleMessage>;
  promocode: RuleMessage | null;
  form: RuleMessage | null;
}

export const NO_PROBLEMS: CheckoutProblems = { fields: {}, lines: {}, promocode: null, form: null };

/** A refused checkout as messages beside what they concern. */
export function checkoutProblems(error: unknown): CheckoutProblems {
  if (!(error instanceof ApiError)) return { ...NO_PROBLEMS, form: problemMessage(error) };
  const problems: CheckoutProblems = { fields: {}, lines: {}, promocode: null, form: null };
  for (const [key, codes] of Object.entries(error.problem?.errors ?? {})) {
    // A shop rule's code has its own message (the contract's `ProblemCode`); anything else, the status's.
    const message = problemCodeMessage(codes[0], error.status);
    const line = /^items\.(\d+)/.exec(key);
    if (line) problems.lines[Number(line[1])] = message;
    else if (key === 'promocode') problems.promocode = message;
    else if (SERVER_FIELDS[key]) problems.fields[SERVER_FIELDS[key]] = message;
    else problems.form ??= message;
  }
  if (!error.problem?.errors || Object.keys(error.problem.errors).length === 0) problems.form = problemMessage(error);
  return problems;
}
