import { ApiError } from '@shop/api';

/** Logs what the shopper cannot fix (a network failure, a 5xx); their own mistakes are not logged. */
export function logUnexpected(what: string, error: unknown): void {
  if (!(error instanceof ApiError) || error.status >= 500) console.warn(`auth: ${what} failed`, error);
}
