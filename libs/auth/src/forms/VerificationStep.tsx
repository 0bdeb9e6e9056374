import { checkEmailConfirmationCode, loginByConfirmedEmail, problemMessage, register } from '@shop/api';
import { Button } from '@shop/ui';
import { useForm } from '@tanstack/react-form';
import { useMemo, useRef, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { CodeField } from '../code/CodeField';
import { CodeSentNote, ResendCode } from '../code/CodeStatus';
import { useEmailCode } from '../code/useEmailCode';
import { readEmailIdentity } from '../identity';
import type { RegistrationDraft, VerificationPurpose } from '../popup/machine';
import { logUnexpected } from '../problems';
import { useCompleteSignIn } from '../session/useSession';
import { fieldValidators } from '../validation/fieldValidators';
import { ruleMessage, type RuleMessage } from '../validation/messages';
import { latinDigits, rules } from '../validation/rules';
import type { StepProps } from './EmailStep';
import * as S from './Forms.styles';
import { SubmitForm } from './SubmitForm';

/** A code the API will not take any more (expired, used, too many wrong tries). */
const REJECTED_CODE = ruleMessage('auth.verification.rejectedCode');

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
  const completeSignIn = useCompleteSignIn();
  const mailed = useEmailCode(email);
  const [codeProblem, setCodeProblem] = useState<RuleMessage | null>(null);
  const label = intl.formatMessage({ id: 'auth.field.code' });
  const validators = useMemo(() => fieldValidators([rules.required(label), rules.code(label)]), [label]);

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
      <CodeSentNote code={mailed} />
      <form.Field name="code" validators={validators}>
        {(field) => (
          <CodeField
            field={field}
            ref={firstFieldRef}
            label={label}
            serverProblem={codeProblem}
            onInput={() => setCodeProblem(null)}
            onLink={(link) => onLink(link, email)}
          />
        )}
      </form.Field>
      <form.Subscribe selector={(state) => state.isSubmitting}>
        {(submitting) =>
          mailed.countdown.running ? (
            <S.Actions>
              <Button type="submit" fullWidth disabled={submitting}>
                <FormattedMessage id="auth.verification.confirm" />
              </Button>
              <ResendCode code={mailed} />
            </S.Actions>
          ) : (
            <S.Actions>
              <ResendCode code={mailed} disabled={submitting} />
            </S.Actions>
          )
        }
      </form.Subscribe>
    </SubmitForm>
  );
}
