import { login, problemMessage } from '@shop/api';
import { Button } from '@shop/ui';
import { useForm } from '@tanstack/react-form';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { authPopup } from '../popup/store';
import { logUnexpected } from '../problems';
import { useCompleteSignIn } from '../session/useSession';
import { fieldValidators } from '../validation/fieldValidators';
import { ruleMessage, type RuleMessage } from '../validation/messages';
import { rules } from '../validation/rules';
import type { StepProps } from './EmailStep';
import * as S from './Forms.styles';
import { PasswordField } from './PasswordField';
import { SubmitForm } from './SubmitForm';

/**
 * The password of an existing account. Signing in closes the popup; "forgot your password?" leads
 * to the reset step and "sign in with a code" to the verification step. A wrong password (401) and
 * any other answer of the API show under the password.
 */
export function PasswordStep({ email, firstFieldRef }: StepProps & { email: string }) {
  const intl = useIntl();
  const completeSignIn = useCompleteSignIn();
  const [serverProblem, setServerProblem] = useState<RuleMessage | null>(null);
  const label = intl.formatMessage({ id: 'auth.field.password' });
  const validators = useMemo(() => fieldValidators([rules.required(label), rules.password(label)]), [label]);
  const form = useForm({
    // Every submit checks again, strictly, even while a problem from a blur is shown.
    canSubmitWhenInvalid: true,
    defaultValues: { password: '' },
    onSubmit: async ({ value }) => {
      setServerProblem(null);
      try {
        const answer = await login({ email, password: value.password });
        await completeSignIn(answer.user);
      } catch (error) {
        logUnexpected('signing in', error);
        setServerProblem(problemMessage(error, { 401: ruleMessage('auth.password.wrong') }));
      }
    },
  });

  return (
    <SubmitForm onSubmit={() => void form.handleSubmit()}>
      <S.Intro>
        <FormattedMessage id="auth.password.as" values={{ email: <strong>{email}</strong> }} />
      </S.Intro>
      {/* Password managers file the password under this account. */}
      <input type="email" name="email" autoComplete="username" value={email} readOnly hidden />
      <form.Field name="password" validators={validators}>
        {(field) => (
          <PasswordField
            field={field}
            ref={firstFieldRef}
            label={label}
            autoComplete="current-password"
            serverProblem={serverProblem}
            onInput={() => setServerProblem(null)}
          />
        )}
      </form.Field>
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => (
          <S.Actions>
            <Button type="submit" fullWidth disabled={submitting}>
              <FormattedMessage id="auth.password.submit" />
            </Button>
            <S.LinkButton type="button" onClick={() => authPopup.dispatch({ type: 'forgotPassword', email })}>
              <FormattedMessage id="auth.password.forgot" />
            </S.LinkButton>
            <S.LinkButton type="button" onClick={() => authPopup.dispatch({ type: 'codeRequested', email })}>
              <FormattedMessage id="auth.password.withCode" />
            </S.LinkButton>
          </S.Actions>
        )}
      </form.Subscribe>
    </SubmitForm>
  );
}
