import { useSyncExternalStore } from 'react';
import { SCENARIO_CLEAR_DELAY_MS } from '../constants';
import {
  authPopupReducer,
  CLOSED_POPUP,
  parseAuthScenario,
  type AuthPopupAction,
  type AuthPopupState,
} from './machine';

let state: AuthPopupState = CLOSED_POPUP;
let clearTimer: ReturnType<typeof setTimeout> | undefined;
const listeners = new Set<() => void>();

function dispatch(action: AuthPopupAction): AuthPopupState {
  const wasOpen = state.open;
  const next = authPopupReducer(state, action);
  if (next === state) return state;
  state = next;
  if (state.open) clearTimeout(clearTimer);
  else if (wasOpen) {
    // The scenario stays while the popup fades out, then goes (spec: cleared after 500 ms).
    clearTimeout(clearTimer);
    clearTimer = setTimeout(() => dispatch({ type: 'clear' }), SCENARIO_CLEAR_DELAY_MS);
  }
  for (const listener of listeners) listener();
  return state;
}

/**
 * The auth popup's state, one per page: the header's user icon, the login guard and any later
 * "sign in" link open it; its steps move it on. `open` rejects a scenario other than auth, register,
 * reset or none (none closes), answering false.
 */
export const authPopup = {
  open(scenario: unknown, options: { email?: string; redirect?: string | null } = {}): boolean {
    const parsed = parseAuthScenario(scenario);
    if (!parsed) {
      console.warn('auth: rejected an unknown popup scenario', scenario);
      return false;
    }
    dispatch({ type: 'open', scenario: parsed, ...options });
    return true;
  },
  close: () => dispatch({ type: 'close' }),
  dispatch,
  getState: (): AuthPopupState => state,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

const serverState = () => CLOSED_POPUP;

/** The popup's state; closed on the server. */
export function useAuthPopup(): AuthPopupState {
  return useSyncExternalStore(authPopup.subscribe, authPopup.getState, serverState);
}

/** Tests start from a closed popup. */
export function resetAuthPopupForTests(): void {
  clearTimeout(clearTimer);
  state = CLOSED_POPUP;
}
