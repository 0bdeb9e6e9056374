import type { ComponentPropsWithRef, ReactNode } from 'react';
import { CheckboxRoot } from './Checkbox.styles';

export interface CheckboxProps extends Omit<ComponentPropsWithRef<'input'>, 'type' | 'children'> {
  /** What ticking it means, already translated; the whole line is the label. */
  label: ReactNode;
}

/** A native checkbox with its label beside it, in the theme's colour. */
export function Checkbox({ label, ...input }: CheckboxProps) {
  return (
    <CheckboxRoot>
      <input type="checkbox" {...input} />
      {label}
    </CheckboxRoot>
  );
}
