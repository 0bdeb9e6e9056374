import { useEffect, useEffectEvent, useRef } from 'react';

/**
 * Sends an analytics event once for each `key` the component shows (a product, a listing's page, a
 * keyword), after render: a re-render, StrictMode's second effect run or a change of anything but
 * the key sends nothing more. A null key (what the event tells is not loaded yet) sends nothing.
 */
export function useTrackOnce(key: string | null, send: () => void): void {
  const sent = useRef<string | null>(null);
  const sendNow = useEffectEvent(send);
  useEffect(() => {
    if (key === null || sent.current === key) return;
    sent.current = key;
    sendNow();
  }, [key]);
}
