import { OPEN_SETTINGS_EVENT } from '../constants';

/** Opens the cookie settings with the current choice (the footer's "Cookie settings"). */
export function openConsentSettings(): void {
  window.dispatchEvent(new Event(OPEN_SETTINGS_EVENT));
}

/** Calls `listener` whenever something asks for the cookie settings; answers the unsubscribe. */
export function onOpenConsentSettings(listener: () => void): () => void {
  window.addEventListener(OPEN_SETTINGS_EVENT, listener);
  return () => window.removeEventListener(OPEN_SETTINGS_EVENT, listener);
}
