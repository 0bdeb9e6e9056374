import { TextField, type TextFieldProps } from '@shop/ui';
import type { Ref } from 'react';
import { firstProblem } from '../validation/fieldValidators';
import type { RuleLink, RuleMessage } from '../validation/messages';
import { ProblemText } from './ProblemText';

/** The part of a TanStack Form field a text input needs. */
export interface BoundTextField {
  name: string;
  state: { value: string; meta: { errors: readonly unknown[] } };
  handleChange: (value: string) => void;
  handleBlur: () => void;
}

export interface FormTextFieldProps extends Omit<TextFieldProps, 'value' | 'onChange' | 'onBlur' | 'name' | 'error'> {
  field: BoundTextField;
  /** A problem the API answered for this field; it wins over the rules' until the value changes. */
  serverProblem?: RuleMessage | null;
  onLink?: (link: RuleLink) => void;
  /** Rewrites what was typed before it is kept (the phone mask). */
  format?: (typed: string) => string;
  /** Called on every keystroke, e.g. to drop a server problem. */
  onInput?: () => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A TextField bound to a TanStack Form field: the value is kept on each keystroke but checked only
 * when the field loses focus (or on submit); the first problem shows under the input.
 */
export function FormTextField({ field, serverProblem, onLink, format, onInput, ...input }: FormTextFieldProps) {
  const problem = serverProblem ?? firstProblem(field.state.meta.errors);
  return (
    <TextField
      {...input}
      name={field.name}
      value={field.state.value}
      onChange={(event) => {
        field.handleChange(format ? format(event.target.value) : event.target.value);
        onInput?.();
      }}
      onBlur={field.handleBlur}
      error={problem ? <ProblemText problem={problem} onLink={onLink} /> : undefined}
    />
  );
}
