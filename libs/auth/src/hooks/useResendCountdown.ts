import { useCallback, useEffect, useState } from 'react';
import { CODE_RESEND_TIMEOUT_S } from '../constants';
import { secondsLeft } from './countdown';

/**
 * The resend countdown of an e-mailed code (60 s). `start(elapsed)` starts it for a code sent
 * `elapsed` seconds ago (the API's `sent_at` of a pending code restores it), `start()` for one
 * sent now. `seconds` is 0 before the start and once it has run out.
 */
export function useResendCountdown(timeout = CODE_RESEND_TIMEOUT_S) {
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [now, setNow] = useState(() => Date.now());
  const seconds = startedAt === null ? 0 : secondsLeft(startedAt, now, timeout);

  useEffect(() => {
    if (startedAt === null || seconds === 0) return undefined;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [startedAt, seconds]);

  const start = useCallback((elapsed = 0) => {
    const at = Date.now();
    setNow(at);
    setStartedAt(at - elapsed * 1000);
  }, []);

  return { seconds, running: seconds > 0, start };
}
