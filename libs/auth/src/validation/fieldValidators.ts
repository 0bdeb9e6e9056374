import { debounceAsyncRule, type AsyncRule } from './asyncRules';
import type { RuleMessage } from './messages';
import { checkValue, type FormValues, type Rule } from './rules';

/** The part of TanStack Form's field API the validators read. */
interface ValidatedField {
  value: unknown;
  fieldApi: { form: { state: { values: unknown; submissionAttempts: number } } };
}

const valuesOf = (field: ValidatedField) => (field.fieldApi.form.state.values ?? {}) as FormValues;

/**
 * TanStack Form validators for a field: checked on blur (a text input's change is committed when
 * it loses focus; checkboxes call blur with their change), never on each keystroke. Before the
 * first submit the check is light; the submit, and every blur after it, is strict. The
 * asynchronous rule runs, debounced, only on a value the rules accept.
 */
export function fieldValidators(fieldRules: readonly Rule[], asyncRule?: AsyncRule) {
  const debounced = asyncRule ? debounceAsyncRule(asyncRule) : undefined;
  return {
    onBlur: (field: ValidatedField): RuleMessage | undefined =>
      checkValue(
        fieldRules,
        field.value,
        valuesOf(field),
        field.fieldApi.form.state.submissionAttempts > 0 ? 'strict' : 'light',
      ),
    onSubmit: (field: ValidatedField): RuleMessage | undefined =>
      checkValue(fieldRules, field.value, valuesOf(field), 'strict'),
    ...(debounced
      ? {
          onBlurAsync: async (field: ValidatedField & { signal: AbortSignal }): Promise<RuleMessage | undefined> =>
            typeof field.value === 'string' &&
            field.value &&
            !checkValue(fieldRules, field.value, valuesOf(field), 'strict')
              ? debounced(field.value.trim(), field.signal)
              : undefined,
        }
      : {}),
  };
}

/** The first problem among a field's errors (TanStack keeps one per validation cause). */
export function firstProblem(errors: readonly unknown[]): RuleMessage | undefined {
  return errors.find((error): error is RuleMessage => typeof error === 'object' && error !== null && 'id' in error);
}
