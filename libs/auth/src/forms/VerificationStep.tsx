import {
  ApiError,
  checkEmailConfirmationCode,
  getUnconfirmedEmail,
  loginByConfirmedEmail,
  problemMessage,
  register,
  sendEmailConfirmationCode,
} from '@shop/api';
import { useLocale } from '@shop/i18n';
import { Button, FieldError } from '@shop/ui';
import { useForm } from '@tanstack/react-form';
import { useEffect, useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CODE_LENGTH } from '../constants';
import { useResendCountdown } from '../hooks/useResendCountdown';
import { readEmailIdentity, storeEmailIdentity } from '../identity';
import type { RegistrationDraft, VerificationPurpose } from '../popup/machine';
import { logUnexpected } from '../problems';
import { useCompleteSignIn } from '../session/useSession';
import { fieldValidators } from '../validation/fieldValidators';
import { ruleMessage, type RuleMessage } from '../validation/messages';
import { latinDigits, rules } from '../validation/rules';
import type { StepProps } from './EmailStep';
import { FormTextField } from './FormTextField';
import { ProblemText } from './ProblemText';
import * as S from './Forms.styles';
import { SubmitForm } from './SubmitForm';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/** A code the API will not take any more (expired, used, too many wrong tries). */
const REJECTED_CODE = ruleMessage('auth.verification.rejectedCode');

/**
 * Whether a code for this e-mail is already on its way under our identity, and how many seconds
 * ago it was sent; null when none is (or the API cannot say).
 */
async function pendingCode(email: string): Promise<number | null> {
  const identity = readEmailIdentity();
  if (!identity) return null;
  try {
    const pending = await getUnconfirmedEmail({ identity });
    return same(pending.email, email) ? pending.sent_at : null;
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404)) logUnexpected('looking up a sent code', error);
    return null;
  }
}

interface VerificationStepProps extends StepProps {
  email: string;
  purpose: VerificationPurpose;
  registration: RegistrationDraft | null;
}

/**
 * The e-mailed code. On opening a code is sent unless one for this e-mail is already on its way
 * (then its countdown resumes). While the 60 s countdown runs the confirm button shows; afterwards
 * a link sends a new code. An accepted code signs in (login) or creates the account and signs in
 * (register); a wrong or rejected code shows its own message.
 */
export function VerificationStep({ email, purpose, registration, firstFieldRef, onLink }: VerificationStepProps) {
  const intl = useIntl();
  const { locale } = useLocale();
  const completeSignIn = useCompleteSignIn();
  const countdown = useResendCountdown();
  const [sending, setSending] = useState(false);
  const [sendProblem, setSendProblem] = useState<RuleMessage | null>(null);
  const [codeProblem, setCodeProblem] = useState<RuleMessage | null>(null);
  const started = useRef(false);
  const label = intl.formatMessage({ id: 'auth.field.code' });
  const validators = useMemo(() => fieldValidators([rules.required(label), rules.code(label)]), [label]);

  const send = async () => {
    setSending(true);
    setSendProblem(null);
    try {
      const answer = await sendEmailConfirmationCode({ email, identity: readEmailIdentity() }, { lang: locale });
      storeEmailIdentity(answer.identity);
      countdown.start(0);
    } catch (error) {
      logUnexpected('sending a code', error);
      setSendProblem(problemMessage(error));
      // A 429 means a code went out moments ago: wait the countdown out before asking again.
      if (error instanceof ApiError && error.status === 429) countdown.start(0);
    } finally {
      setSending(false);
    }
  };

  useEffect(() => {
    // Once per step (React's strict mode runs effects twice in development).
    if (started.current) return;
    started.current = true;
    void (async () => {
      const sentAgo = await pendingCode(email);
      if (sentAgo === null) await send();
      else countdown.start(sentAgo);
    })();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the first code is sent once, on opening
  }, []);

  // A code the API accepted: its confirmation stays good for ten minutes, so a retry after a failed
  // sign-in or registration goes on with it instead of checking the spent code again.
  const accepted = useRef<string | null>(null);

  const confirm = async (code: string) => {
    const identity = readEmailIdentity();
    if (!identity) {
      setCodeProblem(REJECTED_CODE);
      return;
    }
    try {
      // The code is checked first for both purposes, so a mistyped one says that it is wrong and
      // how many tries are left (register alone answers the same 422 for wrong and spent codes).
      if (accepted.current !== code) {
        const check = await checkEmailConfirmationCode({ code, email, identity });
        if (check.result !== 1) {
          setCodeProblem(ruleMessage('auth.verification.wrongCode', { attempts: check.attempts_left }));
          return;
        }
        accepted.current = code;
      }
      if (purpose === 'register' && registration) {
        const answer = await register({
          identity,
          email,
          code,
          password: registration.password,
          ...(registration.first_name ? { first_name: registration.first_name } : {}),
          ...(registration.last_name ? { last_name: registration.last_name } : {}),
          ...(registration.phone ? { phone: registration.phone } : {}),
        });
        await completeSignIn(answer.user);
        return;
      }
      const answer = await loginByConfirmedEmail({ email, identity });
      await completeSignIn(answer.user);
    } catch (error) {
      logUnexpected('confirming the code', error);
      setCodeProblem(
        problemMessage(error, { 422: REJECTED_CODE, 409: ruleMessage('validation.emailNotExist', undefined, 'auth') }),
      );
    }
  };

  const form = useForm({
    // Every submit checks again, strictly, even while a problem from a blur is shown.
    canSubmitWhenInvalid: true,
    defaultValues: { code: '' },
    onSubmit: async ({ value }) => {
      setCodeProblem(null);
      await confirm(latinDigits(value.code.trim()));
    },
  });

  return (
    <SubmitForm onSubmit={() => void form.handleSubmit()}>
      <S.Intro role="status">
        {sending ? (
          <FormattedMessage id="auth.verification.sending" values={{ email }} />
        ) : (
          <FormattedMessage
            id="auth.verification.sent"
            values={{ email: <strong>{email}</strong>, length: CODE_LENGTH }}
          />
        )}
      </S.Intro>
      <form.Field name="code" validators={validators}>
        {(field) => (
          <FormTextField
            field={field}
            ref={firstFieldRef}
            label={label}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={CODE_LENGTH}
            serverProblem={codeProblem}
            onInput={() => setCodeProblem(null)}
            onLink={(link) => onLink(link, email)}
          />
        )}
      </form.Field>
      <FieldError as="p" role="alert">
        {sendProblem ? <ProblemText problem={sendProblem} /> : null}
      </FieldError>
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) =>
          countdown.running ? (
            <S.Actions>
              <Button type="submit" fullWidth disabled={submitting}>
                <FormattedMessage id="auth.verification.confirm" />
              </Button>
              <S.Status>
                <FormattedMessage id="auth.verification.resendIn" values={{ seconds: countdown.seconds }} />
              </S.Status>
            </S.Actions>
          ) : (
            <S.Actions>
              <S.LinkButton type="button" disabled={sending || submitting} onClick={() => void send()}>
                <FormattedMessage id="auth.verification.resend" />
              </S.LinkButton>
            </S.Actions>
          )
        }
      </form.Subscribe>
    </SubmitForm>
  );
}
