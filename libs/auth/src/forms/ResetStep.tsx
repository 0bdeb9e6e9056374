import { problemMessage, sendPasswordResetEmail } from '@shop/api';
import { useLocale } from '@shop/i18n';
import { Button } from '@shop/ui';
import { useForm } from '@tanstack/react-form';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { authPopup } from '../popup/store';
import { logUnexpected } from '../problems';
import { asyncRules } from '../validation/asyncRules';
import { fieldValidators } from '../validation/fieldValidators';
import { apiEmailLookups } from '../validation/lookups';
import type { RuleMessage } from '../validation/messages';
import { rules } from '../validation/rules';
import type { StepProps } from './EmailStep';
import { EmailField } from './EmailField';
import * as S from './Forms.styles';
import { SubmitForm } from './SubmitForm';

/**
 * Asking for a password reset link: the e-mail of an account. Sending closes the popup and says
 * that the link is on its way; a failure shows under the e-mail.
 */
export function ResetStep({
  email,
  firstFieldRef,
  onLink,
  onSent,
}: StepProps & { email: string; onSent: (email: string) => void }) {
  const intl = useIntl();
  const { locale } = useLocale();
  const [serverProblem, setServerProblem] = useState<RuleMessage | null>(null);
  const label = intl.formatMessage({ id: 'auth.field.email' });
  const validators = useMemo(
    () => fieldValidators([rules.required(label), rules.email(label)], asyncRules.emailExist(apiEmailLookups())),
    [label],
  );
  const form = useForm({
    // Every submit checks again, strictly, even while a problem from a blur is shown.
    canSubmitWhenInvalid: true,
    defaultValues: { email },
    onSubmit: async ({ value }) => {
      setServerProblem(null);
      const typed = value.email.trim();
      try {
        await sendPasswordResetEmail({ email: typed }, { lang: locale });
        authPopup.dispatch({ type: 'resetRequested' });
        onSent(typed);
      } catch (error) {
        logUnexpected('asking for a reset link', error);
        setServerProblem(problemMessage(error));
      }
    },
  });

  return (
    <SubmitForm onSubmit={() => void form.handleSubmit()}>
      <S.Intro>
        <FormattedMessage id="auth.reset.intro" />
      </S.Intro>
      <form.Field name="email" validators={validators}>
        {(field) => (
          <EmailField
            field={field}
            ref={firstFieldRef}
            label={label}
            serverProblem={serverProblem}
            onInput={() => setServerProblem(null)}
            onLink={onLink}
          />
        )}
      </form.Field>
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => (
          <Button type="submit" fullWidth disabled={submitting}>
            <FormattedMessage id="auth.reset.submit" />
          </Button>
        )}
      </form.Subscribe>
    </SubmitForm>
  );
}
