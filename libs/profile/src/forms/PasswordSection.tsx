import { useChangeProfilePassword, type Customer } from '@shop/api';
import { fieldValidators, PasswordField, readEmailIdentity, ruleMessage, rules, type RuleMessage } from '@shop/auth';
import { useLocale } from '@shop/i18n';
import { useForm } from '@tanstack/react-form';
import { useMemo } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormButtons } from '../components/FormButtons';
import { FormOpener } from '../components/FormOpener';
import { FormOutcome } from '../components/FormOutcome';
import * as S from '../components/Profile.styles';
import { ProfileSection } from '../components/ProfileSection';
import { ProofField, useProof } from '../components/ProofField';
import { useFocusOnMount } from '../hooks/useFocusOnMount';
import { useFormProblems } from '../hooks/useFormProblems';
import { useKeepCustomer } from '../queries';
import { REJECTED_CODE } from './EmailByCode';
import { PROOF_FIELDS, reauthentication } from './reauthentication';

const PASSWORD_FIELDS = [...PROOF_FIELDS, 'new_password'] as const;

/** Changing the password (with the current one) or setting the first one (with a mailed code). */
function PasswordForm({ customer, finish }: { customer: Customer; finish: (note?: RuleMessage) => void }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const keepCustomer = useKeepCustomer();
  const change = useChangeProfilePassword();
  const firstField = useFocusOnMount();
  const { problems, setProblems, reset, fail, clear } = useFormProblems(PASSWORD_FIELDS, 'changing the password');
  const proofField = useProof(customer);
  const newLabel = intl.formatMessage({ id: 'auth.field.newPassword' });
  const newPasswordValidators = useMemo(
    () => fieldValidators([rules.required(newLabel), rules.password(newLabel)]),
    [newLabel],
  );
  const form = useForm({
    canSubmitWhenInvalid: true,
    defaultValues: { proof: '', new_password: '' },
    onSubmit: async ({ value }) => {
      reset();
      const proof = reauthentication(value.proof, customer.has_password, readEmailIdentity());
      if (!proof) {
        setProblems({ fields: { code: REJECTED_CODE }, form: null });
        return;
      }
      try {
        await change.mutateAsync({ data: { ...proof, new_password: value.new_password }, params: { lang: locale } });
        // Only a first password changes the profile (`has_password`); it is read again then.
        if (!customer.has_password) await keepCustomer();
        finish(ruleMessage('profile.password.changed'));
      } catch (error) {
        fail(error);
      }
    },
  });

  return (
    <S.Form onSubmit={() => void form.handleSubmit()}>
      <form.Field name="proof" validators={proofField.validators}>
        {(field) => (
          <ProofField
            customer={customer}
            field={field}
            ref={firstField}
            label={proofField.label}
            problems={problems.fields}
            clear={clear}
          />
        )}
      </form.Field>
      <form.Field name="new_password" validators={newPasswordValidators}>
        {(field) => (
          <PasswordField
            field={field}
            label={newLabel}
            autoComplete="new-password"
            serverProblem={problems.fields.new_password}
            onInput={clear('new_password')}
          />
        )}
      </form.Field>
      <FormOutcome problem={problems.form} />
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => (
          <FormButtons submit="profile.password.save" submitting={submitting} onCancel={() => finish()} />
        )}
      </form.Subscribe>
    </S.Form>
  );
}

/**
 * The password: "Change password" (current and new) or, for an account without one, "Set a
 * password" (a code mailed to the account's e-mail, and the new one), through
 * `POST /api/v1/profile/change-password`. Other devices are signed out, and the note says so.
 */
export function PasswordSection({ customer }: { customer: Customer }) {
  const intl = useIntl();
  return (
    <ProfileSection title={intl.formatMessage({ id: 'profile.password.title' })}>
      {!customer.has_password && (
        <S.Text>
          <FormattedMessage id="profile.password.noneYet" />
        </S.Text>
      )}
      <FormOpener label={customer.has_password ? 'profile.password.change' : 'profile.password.set'}>
        {(finish) => <PasswordForm customer={customer} finish={finish} />}
      </FormOpener>
    </ProfileSection>
  );
}
