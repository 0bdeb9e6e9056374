import { useSyncExternalStore } from 'react';
import type { RuleMessage } from '../validation/messages';

let notice: (RuleMessage & { at: number }) | null = null;
const listeners = new Set<() => void>();

/** Shows a short note after the popup closed (a reset link was sent, the shopper signed in). */
export function showAuthNotice(message: RuleMessage): void {
  notice = { ...message, at: Date.now() };
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function useAuthNotice() {
  return useSyncExternalStore(
    subscribe,
    () => notice,
    () => null,
  );
}
