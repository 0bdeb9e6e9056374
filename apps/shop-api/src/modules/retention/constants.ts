const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/**
 * How long the shop keeps what it holds only to serve a shopper for a while (QUALITY.md item 25);
 * the README's "What the shop keeps" lists the same. Each is purged by the retention sweep.
 */
export const RETENTION = {
  /** A guest's server cart, after its last change. */
  guestCartMs: 30 * DAY,
  /** An e-mailed code, after it expired (kept a day so the resend interval and "code sent" still read right). */
  emailCodeAfterExpiryMs: DAY,
  /** An e-mail confirmed by code on a device (what `get-confirmed-emails` lists for it). */
  emailConfirmationMs: 30 * DAY,
  /** A password reset link, after it expired. */
  resetLinkAfterExpiryMs: DAY,
  /** A stored Idempotency-Key answer (a checkout's holds the shopper's name and address). */
  idempotencyAnswerMs: DAY,
} as const;

/** How often the retention sweep runs in each API process; the first run is a minute after start. */
export const RETENTION_SWEEP_MS = HOUR;
export const RETENTION_FIRST_SWEEP_MS = 60_000;
