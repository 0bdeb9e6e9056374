/**
 * Payment calls per client address and minute: the order page polls the status every 2 s while a
 * payment is pending (30 a minute); starting payments and the gateway page's buttons are rarer.
 */
export const PAYMENT_RATE_LIMIT = { max: 120, timeWindow: 60_000 } as const;
