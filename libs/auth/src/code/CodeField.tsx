import { useIntl } from 'react-intl';
import { CODE_LENGTH } from '../constants';
import { FormTextField, type FormTextFieldProps } from '../forms/FormTextField';

export type CodeFieldProps = Omit<FormTextFieldProps, 'label' | 'inputMode' | 'autoComplete' | 'maxLength'> & {
  /** The field's label; "Code from the e-mail" when not given. */
  label?: string;
};

/** The input of an e-mailed 6-digit code, with the attributes that let phones offer it from the mail. */
export function CodeField({ label, ...props }: CodeFieldProps) {
  const intl = useIntl();
  return (
    <FormTextField
      {...props}
      label={label ?? intl.formatMessage({ id: 'auth.field.code' })}
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={CODE_LENGTH}
    />
  );
}
