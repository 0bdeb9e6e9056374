import { useId, type ReactNode } from 'react';
import { FieldError, FieldHint, FieldLabel, FieldRoot } from './Field.styles';

/** What a field gives its control: its id, and the ARIA tying it to the hint and the error. */
export interface FieldControlProps {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}

export interface FieldProps {
  /** The visible label, already translated; it also names the control. */
  label: string;
  /** A short help text under the control. */
  hint?: ReactNode;
  /** The problem with the value; while set the control is marked invalid and the text is announced. */
  error?: ReactNode;
  /** The control's id; one is made when missing. */
  id?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A label, a control, an optional hint and an error: the frame of every form control. The hint and
 * the error describe the control (`aria-describedby`); the error's live region is always there (hidden
 * while empty), so a problem is read out as it appears.
 */
export function Field({ label, hint, error, id, children }: FieldProps) {
  const generatedId = useId();
  const controlId = id ?? generatedId;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = [hint ? hintId : null, hasError ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <FieldRoot>
      <FieldLabel htmlFor={controlId}>{label}</FieldLabel>
      {children({
        id: controlId,
        'aria-invalid': hasError || undefined,
        'aria-describedby': describedBy,
      })}
      {hint && <FieldHint id={hintId}>{hint}</FieldHint>}
      <FieldError id={errorId} role="alert">
        {hasError ? error : null}
      </FieldError>
    </FieldRoot>
  );
}
