import { AUTH_CHANNEL } from '../constants';

let channel: BroadcastChannel | null | undefined;

function tabs(): BroadcastChannel | null {
  if (channel === undefined)
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(AUTH_CHANNEL);
  return channel;
}

/** Tells the other tabs that the user changed (signed in or out); a cookie change raises no event. */
export function announceUserChange(): void {
  tabs()?.postMessage('user-changed');
}

/** Calls `listener` when another tab announces a user change; answers the unsubscribe. */
export function onOtherTabUserChange(listener: () => void): () => void {
  const current = tabs();
  if (!current) return () => undefined;
  const onMessage = (event: MessageEvent) => {
    if (event.data === 'user-changed') listener();
  };
  current.addEventListener('message', onMessage);
  return () => current.removeEventListener('message', onMessage);
}
