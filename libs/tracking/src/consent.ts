import { CONSENT_COOKIE, parseConsent, readCookieValue, type ConsentChoice } from '@shop/locale';

/** The BroadcastChannel over which tabs tell each other that the consent changed. */
const CONSENT_CHANNEL = 'shop.consent';
const CHANGE_EVENT = 'shop:consent-change';

let channel: BroadcastChannel | null | undefined;
function tabs(): BroadcastChannel | null {
  if (channel === undefined)
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CONSENT_CHANNEL);
  return channel;
}

/** The choice the `cookie_consent` cookie holds in this browser; null before the shopper chose. */
export function readConsent(
  cookies: string = typeof document === 'undefined' ? '' : document.cookie,
): ConsentChoice | null {
  return parseConsent(readCookieValue(cookies, CONSENT_COOKIE));
}

/**
 * Tells this tab's listeners and the other tabs that the choice changed (after the API wrote the
 * cookie): the analytics tag, the campaign data and the advertising source act on it.
 */
export function announceConsent(choice: ConsentChoice): void {
  window.dispatchEvent(new CustomEvent<ConsentChoice>(CHANGE_EVENT, { detail: choice }));
  tabs()?.postMessage(choice);
}

/** Calls `listener` with every new choice, made in this tab or another; answers the unsubscribe. */
export function onConsentChange(listener: (choice: ConsentChoice) => void): () => void {
  const onLocal = (event: Event) => listener((event as CustomEvent<ConsentChoice>).detail);
  const onOther = (event: MessageEvent<ConsentChoice>) => listener(event.data);
  window.addEventListener(CHANGE_EVENT, onLocal);
  tabs()?.addEventListener('message', onOther);
  return () => {
    window.removeEventListener(CHANGE_EVENT, onLocal);
    tabs()?.removeEventListener('message', onOther);
  };
}
