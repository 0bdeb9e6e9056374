import { CODE_RESEND_TIMEOUT_S } from '../constants';

/** Whole seconds left of the resend countdown started at `startedAt` (ms), never below 0. */
export function secondsLeft(startedAt: number, now: number, timeout = CODE_RESEND_TIMEOUT_S): number {
  return Math.max(0, Math.ceil(timeout - (now - startedAt) / 1000));
}
