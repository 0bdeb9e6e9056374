import { AUTH_SCENARIOS, type AuthScenario } from '../constants';

/** The steps of the auth popup. */
export type AuthStep = 'email' | 'password' | 'register' | 'verification' | 'reset';
/** What an accepted code does: sign in to an existing account, or create the account. */
export type VerificationPurpose = 'login' | 'register';

/** What the register step collected, sent with the code when the account is created. */
export interface RegistrationDraft {
  password: string;
  first_name: string;
  last_name: string;
  /** `+` and digits, or ''. */
  phone: string;
}

export interface AuthPopupState {
  scenario: AuthScenario;
  open: boolean;
  /** The steps taken, the current one last; Back returns to the one before. */
  steps: readonly AuthStep[];
  email: string;
  purpose: VerificationPurpose;
  registration: RegistrationDraft | null;
  /** Where to go after signing in (an own path), e.g. the protected page that sent the shopper here. */
  redirect: string | null;
}

export type AuthPopupAction =
  | { type: 'open'; scenario: AuthScenario; email?: string; redirect?: string | null }
  /** The e-mail step found an account: on to the password. */
  | { type: 'emailAccepted'; email: string }
  /** Sign in with an e-mailed code instead (from the e-mail or the password step). */
  | { type: 'codeRequested'; email: string }
  /** The password step's "forgot password". */
  | { type: 'forgotPassword'; email?: string }
  /** The register step is filled: confirm the e-mail, which creates the account. */
  | { type: 'registrationFilled'; email: string; registration: RegistrationDraft }
  /** A link in a message ("Sign in", "Create an account") starts the other scenario. */
  | { type: 'switchScenario'; scenario: 'auth' | 'register'; email?: string }
  | { type: 'back' }
  | { type: 'signedIn' }
  | { type: 'resetRequested' }
  | { type: 'close' }
  /** SCENARIO_CLEAR_DELAY_MS after closing. */
  | { type: 'clear' };

export const CLOSED_POPUP: AuthPopupState = {
  scenario: 'none',
  open: false,
  steps: [],
  email: '',
  purpose: 'login',
  registration: null,
  redirect: null,
};

/** The scenario a value names, or null: anything but auth, register, reset and none is rejected. */
export function parseAuthScenario(value: unknown): AuthScenario | null {
  return typeof value === 'string' && (AUTH_SCENARIOS as readonly string[]).includes(value)
    ? (value as AuthScenario)
    : null;
}

const FIRST_STEP: Record<Exclude<AuthScenario, 'none'>, AuthStep> = {
  auth: 'email',
  register: 'register',
  reset: 'reset',
};

export const currentStep = (state: AuthPopupState): AuthStep | null => state.steps.at(-1) ?? null;

const go = (state: AuthPopupState, step: AuthStep, patch: Partial<AuthPopupState> = {}): AuthPopupState => ({
  ...state,
  ...patch,
  steps: [...state.steps, step],
});

/**
 * The auth popup's steps (spec, section 4). auth starts at the e-mail step, which leads to the
 * password step (an account exists) or to the verification step (a code); the password step leads
 * to reset (forgot password) or verification. register starts at the register step, which leads
 * to verification (the code creates the account). reset starts at the reset step. Back returns to
 * the step before. Signing in, sending a reset request and closing close the popup; the scenario
 * stays until `clear`, so the closing animation still shows the last step. Any action that does not
 * fit the current step leaves the state as it is.
 */
export function authPopupReducer(state: AuthPopupState, action: AuthPopupAction): AuthPopupState {
  const step = currentStep(state);
  switch (action.type) {
    case 'open':
      if (action.scenario === 'none') return state.open ? { ...state, open: false } : state;
      return {
        ...CLOSED_POPUP,
        scenario: action.scenario,
        open: true,
        steps: [FIRST_STEP[action.scenario]],
        email: action.email ?? state.email,
        redirect: action.redirect ?? null,
      };
    case 'emailAccepted':
      return state.open && step === 'email' ? go(state, 'password', { email: action.email }) : state;
    case 'codeRequested':
      return state.open && (step === 'email' || step === 'password')
        ? go(state, 'verification', { email: action.email, purpose: 'login' })
        : state;
    case 'forgotPassword':
      return state.open && step === 'password' ? go(state, 'reset', { email: action.email ?? state.email }) : state;
    case 'registrationFilled':
      return state.open && step === 'register'
        ? go(state, 'verification', { email: action.email, purpose: 'register', registration: action.registration })
        : state;
    case 'switchScenario':
      return state.open
        ? {
            ...state,
            scenario: action.scenario,
            steps: [FIRST_STEP[action.scenario]],
            email: action.email ?? state.email,
            registration: null,
          }
        : state;
    case 'back':
      return state.open && state.steps.length > 1 ? { ...state, steps: state.steps.slice(0, -1) } : state;
    case 'signedIn':
      return state.open ? { ...state, open: false } : state;
    case 'resetRequested':
      return state.open && step === 'reset' ? { ...state, open: false } : state;
    case 'close':
      return state.open ? { ...state, open: false } : state;
    case 'clear':
      return state.open ? state : CLOSED_POPUP;
  }
}
