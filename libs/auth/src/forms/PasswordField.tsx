import { useIntl } from 'react-intl';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '../constants';
import { FormTextField, type FormTextFieldProps } from './FormTextField';

export interface PasswordFieldProps extends Omit<FormTextFieldProps, 'type' | 'hint' | 'autoComplete'> {
  /** Tells password managers to fill the saved password (`current-password`) or offer a new one. */
  autoComplete: 'current-password' | 'new-password';
}

/** A password input with the hint of the length the API accepts. */
export function PasswordField(props: PasswordFieldProps) {
  const intl = useIntl();
  return (
    <FormTextField
      {...props}
      type="password"
      hint={intl.formatMessage({ id: 'auth.passwordHint' }, { min: PASSWORD_MIN_LENGTH, max: PASSWORD_MAX_LENGTH })}
    />
  );
}
