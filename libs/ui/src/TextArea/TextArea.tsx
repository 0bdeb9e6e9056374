import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Field } from '../Field';
import { TextAreaControl } from './TextArea.styles';

export interface TextAreaProps extends Omit<ComponentPropsWithRef<'textarea'>, 'children'> {
  /** The visible label, already translated; it also names the text area. */
  label: string;
  hint?: ReactNode;
  error?: ReactNode;
}

/** A labelled text of several lines, growing downwards by hand, with an optional hint and error (see `Field`). */
export function TextArea({ label, hint, error, id, ...textarea }: TextAreaProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id}>
      {(control) => <TextAreaControl {...control} $invalid={control['aria-invalid'] === true} {...textarea} />}
    </Field>
  );
}
