import { browserStorage } from '@shop/i18n';
import { EMAIL_IDENTITY_STORAGE_KEY } from './constants';

let memory: string | null = null;

/**
 * The key the API hands out with the first e-mailed code; every later call about e-mail codes
 * (check, register, sign-in by code, confirmed e-mails) presents it. Null until a code was sent.
 */
export function readEmailIdentity(): string | null {
  const store = browserStorage('local');
  return (store ? store.getItem(EMAIL_IDENTITY_STORAGE_KEY) : memory) || null;
}

export function storeEmailIdentity(identity: string): void {
  memory = identity;
  try {
    browserStorage('local')?.setItem(EMAIL_IDENTITY_STORAGE_KEY, identity);
  } catch {
    // Kept in memory only.
  }
}
