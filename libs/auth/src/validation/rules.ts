import * as z from 'zod/mini';
import {
  CODE_LENGTH,
  EMAIL_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
  PHONE_MAX_DIGITS,
  PHONE_MIN_DIGITS,
} from '../constants';
import { defaultMessage, ruleMessage, type RuleMessage } from './messages';
import { normalizePhone } from './phone';

/** The values of the whole form, for rules that depend on another field. */
export type FormValues = Readonly<Record<string, unknown>>;

/**
 * One check of one field: undefined when the value passes, else its message. `required` marks the
 * rules that fail on an empty value, which the light check skips.
 */
export interface Rule {
  (value: unknown, values?: FormValues): RuleMessage | undefined;
  readonly required?: boolean;
}

/** Empty as the spec counts it: nothing, blank text, an empty list and `false`. */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null || value === false) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

const text = (value: unknown) => (typeof value === 'number' ? String(value) : typeof value === 'string' ? value : null);

/** A rule from a zod schema over the value as text: it fails with `message` when the schema does. */
function schemaRule(schema: z.ZodMiniType, message: RuleMessage): Rule {
  return (value) => {
    const typed = text(value);
    return typed !== null && schema.safeParse(typed).success ? undefined : message;
  };
}

const required = (test: (value: unknown, values: FormValues) => boolean, message: RuleMessage): Rule =>
  Object.assign(
    (value: unknown, values: FormValues = {}) => (test(value, values) && isEmpty(value) ? message : undefined),
    { required: true },
  );

/** Letters of any script (and their combining marks). */
const ALPHA = /^[\p{L}\p{M}]+$/u;
/** Latin (0-9) or Arabic-Indic (٠-٩, ۰-۹) digits. */
const NUMERIC = /^(?:[0-9]+|[\u0660-\u0669]+|[\u06F0-\u06F9]+)$/;
const PHONE = new RegExp(`^\\+[0-9]{${PHONE_MIN_DIGITS},${PHONE_MAX_DIGITS}}$`);
const BOOLEAN_VALUES: readonly unknown[] = [true, false, 0, 1, '0', '1', 'true', 'false'];

/** Arabic-Indic digits as Latin ones, e.g. for a code typed on an Arabic keyboard. */
export function latinDigits(value: string): string {
  return value
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06F0-\u06F9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0));
}

/**
 * The validation rules of the storefront's forms (spec, section 5). Each takes the field's
 * translated label, used as `{field}` in its message; a rule without a message of its own says
 * '{field} is not valid.' (`valid`).
 */
export const rules = {
  /** Fails on an empty value (nothing, blank, [] or false). */
  required: (field: string): Rule => required(() => true, ruleMessage('validation.required', { field })),
  /** Required when `other` holds `equals` (or, without `equals`, when `other` is filled). */
  requiredIf: (field: string, other: string, equals?: unknown): Rule =>
    required(
      (_, values) => (equals === undefined ? !isEmpty(values[other]) : values[other] === equals),
      ruleMessage('validation.required', { field }),
    ),
  /** Required unless `other` holds `equals` (or, without `equals`, unless `other` is filled). */
  requiredIfNot: (field: string, other: string, equals?: unknown): Rule =>
    required(
      (_, values) => (equals === undefined ? isEmpty(values[other]) : values[other] !== equals),
      ruleMessage('validation.required', { field }),
    ),
  /** At least `min` characters. */
  min: (field: string, min: number): Rule =>
    schemaRule(z.string().check(z.minLength(min)), ruleMessage('validation.min', { field, min })),
  /** At most `max` characters. */
  max: (field: string, max: number): Rule =>
    schemaRule(z.string().check(z.maxLength(max)), ruleMessage('validation.max', { field, max })),
  /** A standard e-mail address (zod's pattern), at most 254 characters. */
  email: (field: string): Rule =>
    schemaRule(z.email().check(z.maxLength(EMAIL_MAX_LENGTH)), ruleMessage('validation.email', { field })),
  /** `+` and 8 to 20 digits; the mask's brackets are ignored. */
  phone: (field: string): Rule => {
    const check = schemaRule(
      z.string().check(z.regex(PHONE)),
      ruleMessage('validation.phone', { field, min: PHONE_MIN_DIGITS, max: PHONE_MAX_DIGITS }),
    );
    return (value) => check(typeof value === 'string' ? normalizePhone(value) : value);
  },
  /** Letters only. */
  alpha: (field: string): Rule =>
    schemaRule(z.string().check(z.regex(ALPHA)), ruleMessage('validation.alpha', { field })),
  /** Digits only, Latin or Arabic-Indic. */
  numeric: (field: string): Rule =>
    schemaRule(z.string().check(z.regex(NUMERIC)), ruleMessage('validation.numeric', { field })),
  /** true, false, 1, 0 (or their text). */
  boolean:
    (field: string): Rule =>
    (value) =>
      BOOLEAN_VALUES.includes(value) ? undefined : ruleMessage('validation.boolean', { field }),
  /** A password of 8 to 64 characters. */
  password: (field: string): Rule => {
    const tooShort = rules.min(field, PASSWORD_MIN_LENGTH);
    const tooLong = rules.max(field, PASSWORD_MAX_LENGTH);
    return (value) => tooShort(value) ?? tooLong(value);
  },
  /** The 6-digit e-mailed code (Latin or Arabic-Indic digits). */
  code: (field: string): Rule => {
    const digits = rules.numeric(field);
    return (value) =>
      digits(value) ??
      (typeof value === 'string' && value.length === CODE_LENGTH
        ? undefined
        : ruleMessage('validation.digits', { field, length: CODE_LENGTH }));
  },
  /** Any test of one's own, with the generic message. */
  valid:
    (field: string, test: (value: unknown, values: FormValues) => boolean): Rule =>
    (value, values = {}) =>
      test(value, values) ? undefined : defaultMessage(field),
};

/** How strictly a field is checked: light (while typing, before a submit) or strict (on submit). */
export type CheckMode = 'light' | 'strict';

/**
 * The first failing rule of a field. An empty value is judged by the required rules alone (an
 * optional field left empty passes). The light check skips the required rules, so a shopper is
 * not told off for a field they have not filled yet; the strict one runs them all.
 */
export function checkValue(
  fieldRules: readonly Rule[],
  value: unknown,
  values: FormValues = {},
  mode: CheckMode = 'strict',
): RuleMessage | undefined {
  const empty = isEmpty(value);
  for (const rule of fieldRules) {
    if (mode === 'light' && rule.required) continue;
    if (empty && !rule.required) continue;
    const problem = rule(value, values);
    if (problem) return problem;
  }
  return undefined;
}
