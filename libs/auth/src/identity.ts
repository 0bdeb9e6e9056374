import { EMAIL_IDENTITY_STORAGE_KEY } from './constants';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Storage can be switched off; the identity then lives as long as the page.
    return null;
  }
}

let memory: string | null = null;

/**
 * The key the API hands out with the first e-mailed code; every later call about e-mail codes
 * (check, register, sign-in by code, confirmed e-mails) presents it. Null until a code was sent.
 */
export function readEmailIdentity(): string | null {
  const store = storage();
  return (store ? store.getItem(EMAIL_IDENTITY_STORAGE_KEY) : memory) || null;
}

export function storeEmailIdentity(identity: string): void {
  memory = identity;
  try {
    storage()?.setItem(EMAIL_IDENTITY_STORAGE_KEY, identity);
  } catch {
    // Kept in memory only.
  }
}
