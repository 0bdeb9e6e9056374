import type { RuleLink } from '../validation/messages';
import { FormTextField, type FormTextFieldProps } from './FormTextField';
import { EMAIL_INPUT } from './inputs';

export interface EmailFieldProps extends Omit<FormTextFieldProps, 'onLink'> {
  /** Follows a link of the e-mail's problem ("sign in", "register") with the e-mail as typed. */
  onLink?: (link: RuleLink, email: string) => void;
}

/** An e-mail input of the auth forms, with the attributes of every e-mail field (which `input` may override). */
export function EmailField({ field, onLink, ...input }: EmailFieldProps) {
  return (
    <FormTextField
      {...EMAIL_INPUT}
      {...input}
      field={field}
      onLink={onLink && ((link) => onLink(link, field.state.value))}
    />
  );
}
