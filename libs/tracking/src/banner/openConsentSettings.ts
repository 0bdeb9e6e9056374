import { OPEN_SETTINGS_EVENT } from '../constants';

/** Listeners of this tab; while there is none (the prompt's code still on its way), a request waits. */
let listening = 0;
let waiting = false;

/** Opens the cookie settings with the current choice (the footer's "Cookie settings"). */
export function openConsentSettings(): void {
  if (listening === 0) waiting = true;
  window.dispatchEvent(new Event(OPEN_SETTINGS_EVENT));
}

/**
 * Calls `listener` whenever something asks for the cookie settings, and at once for a request made
 * before anyone listened (the prompt comes after the page); answers the unsubscribe.
 */
export function onOpenConsentSettings(listener: () => void): () => void {
  listening += 1;
  window.addEventListener(OPEN_SETTINGS_EVENT, listener);
  if (waiting) {
    waiting = false;
    listener();
  }
  return () => {
    listening -= 1;
    window.removeEventListener(OPEN_SETTINGS_EVENT, listener);
  };
}
