const SECOND = 1_000;

/**
 * A variant's stock is shown as a number on the product card up to this many units ("only 3
 * left", libs/catalog's LOW_STOCK) and as in or out of stock otherwise; a stock change is logged
 * only when it ends at or starts from this or fewer, so ordinary checkouts flush nothing.
 */
export const STOCK_SHOWN_UP_TO = 3;

/** How long the log keeps its entries (the newest always stays, so positions never go back). */
export const CHANGE_LOG_RETENTION_MS = 24 * 3_600 * SECOND;

/** The feed's `limit` when the caller names none, and the most one poll of a process reads. */
export const CHANGES_DEFAULT_LIMIT = 500;
export const CHANGES_MAX_LIMIT = 1_000;
