import { ApiError, getUnconfirmedEmail, problemMessage, sendEmailConfirmationCode } from '@shop/api';
import { useLocale } from '@shop/i18n';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useResendCountdown } from '../hooks/useResendCountdown';
import { readEmailIdentity, storeEmailIdentity } from '../identity';
import { logUnexpected } from '../problems';
import type { RuleMessage } from '../validation/messages';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

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

/** What a form asking for an e-mailed code needs: sending (and resending) it, its countdown and the problem. */
export interface EmailCode {
  email: string;
  sending: boolean;
  /** Why the last sending failed, if it did. */
  sendProblem: RuleMessage | null;
  countdown: { seconds: number; running: boolean };
  send: () => Promise<void>;
}

/**
 * Sends a code to `email` under the identity this browser keeps (`readEmailIdentity`), once, when
 * the component mounts, unless one for this e-mail is already on its way (then its 60 s countdown
 * resumes); `send` asks for a new one. Every later call about the code presents the same identity.
 */
export function useEmailCode(email: string): EmailCode {
  const { locale } = useLocale();
  const countdown = useResendCountdown();
  const { start } = countdown;
  const [sending, setSending] = useState(false);
  const [sendProblem, setSendProblem] = useState<RuleMessage | null>(null);
  const started = useRef(false);

  const send = useCallback(async () => {
    setSending(true);
    setSendProblem(null);
    try {
      const answer = await sendEmailConfirmationCode({ email, identity: readEmailIdentity() }, { lang: locale });
      storeEmailIdentity(answer.identity);
      start(0);
    } catch (error) {
      logUnexpected('sending a code', error);
      setSendProblem(problemMessage(error));
      // A 429 means a code went out moments ago: wait the countdown out before asking again.
      if (error instanceof ApiError && error.status === 429) start(0);
    } finally {
      setSending(false);
    }
  }, [email, locale, start]);

  useEffect(() => {
    // Once per mount (React's strict mode runs effects twice in development).
    if (started.current) return;
    started.current = true;
    void (async () => {
      const sentAgo = await pendingCode(email);
      if (sentAgo === null) await send();
      else start(sentAgo);
    })();
  }, [email, send, start]);

  return { email, sending, sendProblem, countdown, send };
}
