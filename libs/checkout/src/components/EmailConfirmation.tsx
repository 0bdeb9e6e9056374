import { checkEmailConfirmationCode, problemMessage, sendEmailConfirmationCode } from '@shop/api';
import { readEmailIdentity, rules, storeEmailIdentity, type RuleMessage } from '@shop/auth';
import { useLocale } from '@shop/i18n';
import { Button, TextField } from '@shop/ui';
import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import * as S from './Checkout.styles';
import { ProblemLine } from './ProblemLine';

/**
 * An account for a guest needs their e-mail confirmed: a code is sent to it and typed here; the
 * identity key the API hands out goes with the order. `confirmed` is the e-mail confirmed so far.
 */
export function EmailConfirmation({
  email,
  confirmed,
  onConfirmed,
}: {
  email: string;
  confirmed: string | null;
  onConfirmed: (email: string) => void;
}) {
  const intl = useIntl();
  const { locale } = useLocale();
  const address = email.trim().toLowerCase();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<RuleMessage | null>(null);
  const emailProblem = rules.email(intl.formatMessage({ id: 'checkout.field.email' }))(address);

  if (confirmed === address && address) {
    return (
      <S.Muted role="status">
        <FormattedMessage id="checkout.emailConfirmed" values={{ email: address }} />
      </S.Muted>
    );
  }

  const send = async () => {
    setBusy(true);
    setProblem(null);
    try {
      const sent = await sendEmailConfirmationCode({ email: address, identity: readEmailIdentity() }, { lang: locale });
      storeEmailIdentity(sent.identity);
      setSentTo(address);
    } catch (error) {
      setProblem(problemMessage(error));
    } finally {
      setBusy(false);
    }
  };

  const check = async () => {
    const identity = readEmailIdentity();
    if (!identity) return;
    setBusy(true);
    setProblem(null);
    try {
      const answer = await checkEmailConfirmationCode({ email: address, identity, code: code.trim() });
      if (answer.result === 1) onConfirmed(address);
      else setProblem({ id: 'auth.verification.wrongCode', values: { attempts: answer.attempts_left } });
    } catch (error) {
      setProblem(problemMessage(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <S.Choices>
      <S.Muted>
        <FormattedMessage id="checkout.confirmEmailIntro" />
      </S.Muted>
      {sentTo === address ? (
        <S.Row>
          <TextField
            label={intl.formatMessage({ id: 'checkout.field.code' }, { email: address })}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <Button type="button" disabled={busy || code.trim().length !== 6} onClick={() => void check()}>
            <FormattedMessage id="checkout.confirmCode" />
          </Button>
        </S.Row>
      ) : (
        <Button
          type="button"
          variant="secondary"
          disabled={busy || emailProblem !== undefined}
          onClick={() => void send()}
        >
          <FormattedMessage id="checkout.sendCode" />
        </Button>
      )}
      <ProblemLine problem={problem} />
    </S.Choices>
  );
}
