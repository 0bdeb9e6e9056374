import { Button } from '@shop/ui';
import { useForm } from '@tanstack/react-form';
import { useMemo, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { NAME_MAX_LENGTH } from '../constants';
import { authPopup } from '../popup/store';
import { asyncRules } from '../validation/asyncRules';
import { fieldValidators } from '../validation/fieldValidators';
import { apiEmailLookups } from '../validation/lookups';
import { normalizePhone } from '../validation/phone';
import { rules } from '../validation/rules';
import type { StepProps } from './EmailStep';
import { EmailField } from './EmailField';
import { FormTextField } from './FormTextField';
import * as S from './Forms.styles';
import { PHONE_INPUT } from './inputs';
import { PasswordField } from './PasswordField';
import { SubmitForm } from './SubmitForm';

/**
 * Creating an account: the e-mail (which must not be registered yet: checked as the field is left,
 * with a "sign in" link), a password, and optionally the name and phone. Continue leads to the
 * verification step, whose code creates the account.
 */
export function RegisterStep({ email, firstFieldRef, onLink }: StepProps & { email: string }) {
  const intl = useIntl();
  const label = (
    id:
      'auth.field.email' | 'auth.field.password' | 'auth.field.firstName' | 'auth.field.lastName' | 'auth.field.phone',
  ) => intl.formatMessage({ id });
  const emailLabel = label('auth.field.email');
  const passwordLabel = label('auth.field.password');
  const firstNameLabel = label('auth.field.firstName');
  const lastNameLabel = label('auth.field.lastName');
  const phoneLabel = label('auth.field.phone');
  const optional = intl.formatMessage({ id: 'auth.optional' });
  const validators = useMemo(
    () => ({
      email: fieldValidators(
        [rules.required(emailLabel), rules.email(emailLabel)],
        asyncRules.emailNotExist(apiEmailLookups()),
      ),
      password: fieldValidators([rules.required(passwordLabel), rules.password(passwordLabel)]),
      firstName: fieldValidators([rules.max(firstNameLabel, NAME_MAX_LENGTH)]),
      lastName: fieldValidators([rules.max(lastNameLabel, NAME_MAX_LENGTH)]),
      phone: fieldValidators([rules.phone(phoneLabel)]),
    }),
    [emailLabel, passwordLabel, firstNameLabel, lastNameLabel, phoneLabel],
  );
  const form = useForm({
    // Every submit checks again, strictly, even while a problem from a blur is shown.
    canSubmitWhenInvalid: true,
    defaultValues: { email, password: '', first_name: '', last_name: '', phone: '' },
    onSubmit: ({ value }) => {
      authPopup.dispatch({
        type: 'registrationFilled',
        email: value.email.trim(),
        registration: {
          password: value.password,
          first_name: value.first_name.trim(),
          last_name: value.last_name.trim(),
          phone: normalizePhone(value.phone),
        },
      });
    },
  });

  return (
    <SubmitForm onSubmit={() => void form.handleSubmit()}>
      <form.Field name="email" validators={validators.email}>
        {(field) => <EmailField field={field} ref={firstFieldRef} label={emailLabel} onLink={onLink} />}
      </form.Field>
      <form.Field name="password" validators={validators.password}>
        {(field) => <PasswordField field={field} label={passwordLabel} autoComplete="new-password" />}
      </form.Field>
      <S.Fields>
        <form.Field name="first_name" validators={validators.firstName}>
          {(field) => <FormTextField field={field} label={firstNameLabel} autoComplete="given-name" hint={optional} />}
        </form.Field>
        <form.Field name="last_name" validators={validators.lastName}>
          {(field) => <FormTextField field={field} label={lastNameLabel} autoComplete="family-name" hint={optional} />}
        </form.Field>
      </S.Fields>
      <form.Field name="phone" validators={validators.phone}>
        {(field) => (
          <FormTextField
            field={field}
            label={phoneLabel}
            {...PHONE_INPUT}
            hint={intl.formatMessage({ id: 'auth.phoneHint' })}
          />
        )}
      </form.Field>
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => (
          <Button type="submit" fullWidth disabled={submitting}>
            <FormattedMessage id="auth.register.submit" />
          </Button>
        )}
      </form.Subscribe>
      <S.Status>
        <FormattedMessage
          id="auth.register.haveAccount"
          values={{
            link: (chunks: ReactNode[]) => (
              <S.LinkButton type="button" onClick={() => onLink('auth', form.getFieldValue('email'))}>
                {chunks}
              </S.LinkButton>
            ),
          }}
        />
      </S.Status>
    </SubmitForm>
  );
}
