import { getCheckPasswordResetTokenQueryOptions, problemMessage, resetPassword } from '@shop/api';
import { useLocale } from '@shop/i18n';
import { Button, Container, Spinner } from '@shop/ui';
import { useForm } from '@tanstack/react-form';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { FormTextField } from '../forms/FormTextField';
import * as F from '../forms/Forms.styles';
import { PasswordField } from '../forms/PasswordField';
import { authPopup } from '../popup/store';
import { logUnexpected } from '../problems';
import { useCompleteSignIn } from '../session/useSession';
import { fieldValidators } from '../validation/fieldValidators';
import { ruleMessage, type RuleMessage } from '../validation/messages';
import { rules } from '../validation/rules';
import type { ResetPasswordSearch } from './resetPasswordSearch';
import * as S from './ResetPasswordTemplate.styles';
import { SubmitForm } from '../forms/SubmitForm';

/** A link that no longer works: 422 from the API. */
const INVALID_LINK = ruleMessage('auth.resetPage.invalid');

function NewPasswordForm({ token, email }: { token: string; email: string }) {
  const intl = useIntl();
  const { localize } = useLocale();
  const navigate = useNavigate();
  const completeSignIn = useCompleteSignIn();
  const [serverProblem, setServerProblem] = useState<RuleMessage | null>(null);
  const emailLabel = intl.formatMessage({ id: 'auth.field.email' });
  const passwordLabel = intl.formatMessage({ id: 'auth.field.newPassword' });
  const validators = useMemo(
    () => ({
      email: fieldValidators([rules.required(emailLabel), rules.email(emailLabel)]),
      password: fieldValidators([rules.required(passwordLabel), rules.password(passwordLabel)]),
    }),
    [emailLabel, passwordLabel],
  );
  const form = useForm({
    // Every submit checks again, strictly, even while a problem from a blur is shown.
    canSubmitWhenInvalid: true,
    defaultValues: { email, password: '' },
    onSubmit: async ({ value }) => {
      setServerProblem(null);
      try {
        await resetPassword({ token, email: value.email.trim(), password: value.password });
        await completeSignIn();
        await navigate({ href: localize('/profile') });
      } catch (error) {
        logUnexpected('resetting the password', error);
        setServerProblem(problemMessage(error, { 422: INVALID_LINK }));
      }
    },
  });

  return (
    <SubmitForm onSubmit={() => void form.handleSubmit()}>
      <form.Field name="email" validators={validators.email}>
        {(field) => (
          <FormTextField
            field={field}
            label={emailLabel}
            type="email"
            autoComplete="username"
            spellCheck={false}
            serverProblem={serverProblem}
            onInput={() => setServerProblem(null)}
          />
        )}
      </form.Field>
      <form.Field name="password" validators={validators.password}>
        {(field) => <PasswordField field={field} label={passwordLabel} autoComplete="new-password" />}
      </form.Field>
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) => (
          <Button type="submit" fullWidth disabled={submitting}>
            <FormattedMessage id="auth.resetPage.submit" />
          </Button>
        )}
      </form.Subscribe>
    </SubmitForm>
  );
}

/**
 * `/reset-password?token=…&email=…`, the page of the mailed reset link: the link is checked
 * (`GET /api/auth/reset-password/{token}`), then a new password signs the customer in and leads to
 * the profile. A link that does not work offers to ask for a new one (the popup's reset step); a
 * failed reset shows under the e-mail.
 */
export function ResetPasswordTemplate({ token, email }: ResetPasswordSearch) {
  const intl = useIntl();
  const check = useQuery(
    getCheckPasswordResetTokenQueryOptions(token ?? '', { query: { enabled: Boolean(token), staleTime: Infinity } }),
  );
  const valid = Boolean(token) && check.data?.valid === true;

  let body;
  if (token && check.isPending) body = <Spinner label={intl.formatMessage({ id: 'auth.resetPage.checking' })} />;
  else if (!token || !valid) {
    if (check.isError) logUnexpected('checking the reset link', check.error);
    body = (
      <>
        <p role="alert">
          <FormattedMessage id="auth.resetPage.invalid" />
        </p>
        <div>
          <Button variant="secondary" onClick={() => authPopup.open('reset', { email: email ?? '' })}>
            <FormattedMessage id="auth.resetPage.requestNew" />
          </Button>
        </div>
      </>
    );
  } else {
    body = (
      <>
        {check.data?.email_masked && (
          <F.Intro>
            <FormattedMessage id="auth.resetPage.for" values={{ email: check.data.email_masked }} />
          </F.Intro>
        )}
        <NewPasswordForm token={token} email={email ?? ''} />
      </>
    );
  }

  return (
    <Container>
      <S.Page>
        <h1>
          <FormattedMessage id="auth.resetPage.title" />
        </h1>
        {body}
      </S.Page>
    </Container>
  );
}
