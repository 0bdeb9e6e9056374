import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Field } from '../Field';
import { SelectControl } from './Select.styles';

export interface SelectProps extends ComponentPropsWithRef<'select'> {
  /** The visible label, already translated; it also names the select. */
  label: string;
  hint?: ReactNode;
  error?: ReactNode;
}

/** A labelled native select (its `<option>`s as children) with an optional hint and error (see `Field`). */
export function Select({ label, hint, error, id, children, ...select }: SelectProps) {
  return (
    <Field label={label} hint={hint} error={error} id={id}>
      {(control) => (
        <SelectControl {...control} $invalid={control['aria-invalid'] === true} {...select}>
          {children}
        </SelectControl>
      )}
    </Field>
  );
}
