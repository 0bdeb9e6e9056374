import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Field } from '../Field';
import { TextFieldInput } from './TextField.styles';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'children'> {
  /** The visible label, already translated; it also names the input. */
  label: string;
  /** A short help text under the input. */
  hint?: ReactNode;
  /** The problem with the value; while set the input is marked invalid and the text is announced. */
  error?: ReactNode;
}

/** A labelled text input with an optional hint and error (see `Field`). */
export function TextField({ label, hint, error, id, ...input }: TextFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id}>
      {(control) => <TextFieldInput {...control} $invalid={control['aria-invalid'] === true} {...input} />}
    </Field>
  );
}
