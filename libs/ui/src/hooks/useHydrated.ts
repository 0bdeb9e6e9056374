import { useSyncExternalStore } from 'react';

const noop = () => () => undefined;

/** False while rendering on the server and hydrating, true afterwards: for what only the browser knows. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}
