import { OAUTH_MESSAGE_NAME } from '../constants';

/** What the social sign-in window reports: signed in, or the reason it did not. */
export type OAuthResult = { ok: true } | { ok: false; error: string };

const hasKeys = (data: object, keys: readonly string[]) => {
  const own = Object.keys(data).sort();
  return own.length === keys.length && own.every((key, index) => key === keys[index]);
};

/**
 * The result a message carries, or null when the message is not ours: it must come from our own
 * origin (and, when known, from the window we opened) and have exactly the shape
 * `{name: 'OAuth', ok: true}` or `{name: 'OAuth', ok: false, error: string}`. Anything else is ignored.
 */
export function readOAuthMessage(
  event: Pick<MessageEvent, 'origin' | 'data' | 'source'>,
  origin: string,
  from?: MessageEventSource | null,
): OAuthResult | null {
  if (event.origin !== origin) return null;
  if (from && event.source !== from) return null;
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null || Array.isArray(data)) return null;
  const message = data as Record<string, unknown>;
  if (message['name'] !== OAUTH_MESSAGE_NAME) return null;
  if (message['ok'] === true && hasKeys(message, ['name', 'ok'])) return { ok: true };
  if (message['ok'] === false && hasKeys(message, ['error', 'name', 'ok']) && typeof message['error'] === 'string')
    return { ok: false, error: message['error'] };
  return null;
}

/** How often a social sign-in window is checked for being closed without an answer. */
const CLOSED_POLL_MS = 500;

/**
 * Opens the provider's sign-in in a small window and waits for its report. Answers null when the
 * browser blocked the window, and `{ok: false, error: 'closed'}` when the shopper closed it.
 */
export function signInWithPopupWindow(url: string, target: Window = window): Promise<OAuthResult> | null {
  const width = 520;
  const height = 640;
  const left = Math.max(0, target.screenX + (target.outerWidth - width) / 2);
  const top = Math.max(0, target.screenY + (target.outerHeight - height) / 2);
  const opened = target.open(url, 'shop-oauth', `popup=yes,width=${width},height=${height},left=${left},top=${top}`);
  if (!opened) return null;
  return new Promise((resolve) => {
    let done = false;
    const finish = (result: OAuthResult) => {
      if (done) return;
      done = true;
      target.removeEventListener('message', onMessage);
      clearInterval(poll);
      resolve(result);
    };
    const onMessage = (event: MessageEvent) => {
      const result = readOAuthMessage(event, target.location.origin, opened);
      if (result) finish(result);
    };
    target.addEventListener('message', onMessage);
    const poll = setInterval(() => {
      // The report arrives before the window closes itself; give it a moment to be delivered.
      if (!opened.closed) return;
      clearInterval(poll);
      setTimeout(() => finish({ ok: false, error: 'closed' }), CLOSED_POLL_MS);
    }, CLOSED_POLL_MS);
  });
}
