import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { TextFieldError, TextFieldHint, TextFieldInput, TextFieldLabel, TextFieldRoot } from './TextField.styles';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'children'> {
  /** The visible label, already translated; it also names the input. */
  label: string;
  /** A short help text under the input. */
  hint?: ReactNode;
  /** The problem with the value; while set the input is marked invalid and the text is announced. */
  error?: ReactNode;
}

/**
 * A labelled text input with an optional hint and error. The hint and the error describe the input
 * (`aria-describedby`), and an error marks it `aria-invalid` and is read out as it appears.
 */
export function TextField({ label, hint, error, id, ...input }: TextFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = [hint ? hintId : null, hasError ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <TextFieldRoot>
      <TextFieldLabel htmlFor={inputId}>{label}</TextFieldLabel>
      <TextFieldInput
        id={inputId}
        aria-invalid={hasError || undefined}
        aria-describedby={describedBy}
        $invalid={hasError}
        {...input}
      />
      {hint && <TextFieldHint id={hintId}>{hint}</TextFieldHint>}
      <TextFieldError id={errorId} role="alert">
        {hasError ? error : null}
      </TextFieldError>
    </TextFieldRoot>
  );
}
