import { FieldError } from '@shop/ui';
import { FormattedMessage } from 'react-intl';
import { CODE_LENGTH } from '../constants';
import * as S from '../forms/Forms.styles';
import { ProblemText } from '../forms/ProblemText';
import type { EmailCode } from './useEmailCode';

/** Where the code went (read out when it is sent), and why sending failed if it did. */
export function CodeSentNote({ code }: { code: EmailCode }) {
  return (
    <>
      <S.Intro role="status">
        {code.sending ? (
          <FormattedMessage id="auth.verification.sending" values={{ email: code.email }} />
        ) : (
          <FormattedMessage
            id="auth.verification.sent"
            values={{ email: <strong>{code.email}</strong>, length: CODE_LENGTH }}
          />
        )}
      </S.Intro>
      <FieldError as="p" role="alert">
        {code.sendProblem ? <ProblemText problem={code.sendProblem} /> : null}
      </FieldError>
    </>
  );
}

/** The resend countdown while it runs, then the link that sends a new code. */
export function ResendCode({ code, disabled = false }: { code: EmailCode; disabled?: boolean }) {
  return code.countdown.running ? (
    <S.Status>
      <FormattedMessage id="auth.verification.resendIn" values={{ seconds: code.countdown.seconds }} />
    </S.Status>
  ) : (
    <S.LinkButton type="button" disabled={code.sending || disabled} onClick={() => void code.send()}>
      <FormattedMessage id="auth.verification.resend" />
    </S.LinkButton>
  );
}
