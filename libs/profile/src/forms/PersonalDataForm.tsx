import { useEditProfile, type Customer } from '@shop/api';
import { fieldValidators, FormTextField, PHONE_INPUT, ruleMessage, type RuleMessage } from '@shop/auth';
import { useForm } from '@tanstack/react-form';
import { useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { FormButtons } from '../components/FormButtons';
import { FormOutcome } from '../components/FormOutcome';
import * as S from '../components/Profile.styles';
import { useFormProblems } from '../hooks/useFormProblems';
import { useKeepCustomer } from '../queries';
import {
  editProfileRequest,
  PERSONAL_DATA_FIELDS,
  personalDataRules,
  personalDataValues,
  type PersonalDataValues,
} from './personalData';

/**
 * The customer's names and phone (`POST /api/v1/profile/edit`): checked as each field is left and
 * again on saving; what the API refuses shows under its field, a saved form says so.
 */
export function PersonalDataForm({ customer }: { customer: Customer }) {
  const intl = useIntl();
  const keepCustomer = useKeepCustomer();
  const edit = useEditProfile();
  const { problems, reset, fail, clear: clearProblem } = useFormProblems(PERSONAL_DATA_FIELDS, 'saving the profile');
  const [saved, setSaved] = useState<RuleMessage | null>(null);
  const labels = useMemo(
    () => ({
      first_name: intl.formatMessage({ id: 'auth.field.firstName' }),
      last_name: intl.formatMessage({ id: 'auth.field.lastName' }),
      phone: intl.formatMessage({ id: 'auth.field.phone' }),
    }),
    [intl],
  );
  const validators = useMemo(() => {
    const fieldRules = personalDataRules(labels);
    return {
      first_name: fieldValidators(fieldRules.first_name),
      last_name: fieldValidators(fieldRules.last_name),
      phone: fieldValidators(fieldRules.phone),
    };
  }, [labels]);

  const form = useForm({
    // Every submit checks again, strictly, even while a problem from a blur is shown.
    canSubmitWhenInvalid: true,
    defaultValues: personalDataValues(customer),
    onSubmit: async ({ value }) => {
      reset();
      setSaved(null);
      try {
        await keepCustomer(await edit.mutateAsync({ data: editProfileRequest(value) }));
        setSaved(ruleMessage('profile.personal.saved'));
      } catch (error) {
        fail(error);
      }
    },
  });

  const clear = (name: keyof PersonalDataValues) => () => {
    setSaved(null);
    clearProblem(name)();
  };

  return (
    <S.Form onSubmit={() => void form.handleSubmit()}>
      <S.Pair>
        <form.Field name="first_name" validators={validators.first_name}>
          {(field) => (
            <FormTextField
              field={field}
              label={labels.first_name}
              autoComplete="given-name"
              serverProblem={problems.fields.first_name}
              onInput={clear('first_name')}
            />
          )}
        </form.Field>
        <form.Field name="last_name" validators={validators.last_name}>
          {(field) => (
            <FormTextField
              field={field}
              label={labels.last_name}
              autoComplete="family-name"
              serverProblem={problems.fields.last_name}
              onInput={clear('last_name')}
            />
          )}
        </form.Field>
      </S.Pair>
      <form.Field name="phone" validators={validators.phone}>
        {(field) => (
          <FormTextField
            field={field}
            label={labels.phone}
            {...PHONE_INPUT}
            hint={intl.formatMessage({ id: 'auth.phoneHint' })}
            serverProblem={problems.fields.phone}
            onInput={clear('phone')}
          />
        )}
      </form.Field>
      <FormOutcome success={saved} problem={problems.form} />
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => <FormButtons submit="profile.personal.save" submitting={submitting} />}
      </form.Subscribe>
    </S.Form>
  );
}
