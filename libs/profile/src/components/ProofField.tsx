import type { Customer } from '@shop/api';
import { fieldValidators, PasswordField, type BoundTextField, type RuleMessage } from '@shop/auth';
import { useMemo, type Ref } from 'react';
import { useIntl } from 'react-intl';
import { proofRules, type PROOF_FIELDS } from '../forms/reauthentication';
import { MailedCodeField } from './MailedCodeField';

export interface ProofFieldProps {
  customer: Pick<Customer, 'email' | 'has_password'>;
  field: BoundTextField;
  /** "Current password" or "Code from the e-mail", already translated. */
  label: string;
  /** The form's problems: the API names the proof `current_password` or `code`, by the account. */
  problems: Partial<Record<ProofFieldName, RuleMessage>>;
  /** The form's problem clearer; typing in the proof drops both names' problems. */
  clear: (field: ProofFieldName) => () => void;
  ref?: Ref<HTMLInputElement>;
}

type ProofFieldName = (typeof PROOF_FIELDS)[number];

/**
 * Proving it is the account's owner before a password change or a deletion: the current password,
 * or for an account without one a code mailed to its e-mail (sent when the field appears).
 */
export function ProofField({ customer, field, label, problems, clear, ref }: ProofFieldProps) {
  const serverProblem = problems.current_password ?? problems.code;
  const onInput = () => {
    clear('current_password')();
    clear('code')();
  };
  return (
    <>
      {/* Password managers file what is typed here under this account. */}
      <input type="email" name="username" autoComplete="username" value={customer.email} readOnly hidden />
      {customer.has_password ? (
        <PasswordField
          field={field}
          ref={ref}
          label={label}
          autoComplete="current-password"
          serverProblem={serverProblem}
          onInput={onInput}
        />
      ) : (
        <MailedCodeField
          email={customer.email}
          field={field}
          ref={ref}
          label={label}
          serverProblem={serverProblem}
          onInput={onInput}
        />
      )}
    </>
  );
}

/** The proof field's label and validators for this customer: "Current password", or the code's. */
export function useProof(customer: Pick<Customer, 'has_password'>) {
  const intl = useIntl();
  const label = intl.formatMessage({ id: customer.has_password ? 'profile.password.current' : 'auth.field.code' });
  const validators = useMemo(
    () => fieldValidators(proofRules(customer.has_password, label)),
    [customer.has_password, label],
  );
  return { label, validators };
}
