import { CodeField, CodeSentNote, ResendCode, useEmailCode, type BoundTextField, type RuleMessage } from '@shop/auth';
import type { Ref } from 'react';

export interface MailedCodeFieldProps {
  /** Where the code goes; it is sent when the field appears (unless one is already on its way). */
  email: string;
  field: BoundTextField;
  /** The input's label; "Code from the e-mail" when not given. */
  label?: string;
  serverProblem?: RuleMessage | null;
  onInput?: () => void;
  ref?: Ref<HTMLInputElement>;
}

/**
 * The code mailed to `email` as a field of a profile form: where it went, the input, and the
 * resend countdown or link (the pieces of signing in by code, from `@shop/auth`).
 */
export function MailedCodeField({ email, field, label, serverProblem, onInput, ref }: MailedCodeFieldProps) {
  const mailed = useEmailCode(email);
  return (
    <>
      <CodeSentNote code={mailed} />
      <CodeField field={field} ref={ref} label={label} serverProblem={serverProblem} onInput={onInput} />
      <div>
        <ResendCode code={mailed} />
      </div>
    </>
  );
}
