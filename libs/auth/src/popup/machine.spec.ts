import { describe, expect, it } from 'vitest';
import {
  authPopupReducer,
  CLOSED_POPUP,
  currentStep,
  parseAuthScenario,
  type AuthPopupAction,
  type AuthPopupState,
} from './machine';

const run = (...actions: AuthPopupAction[]): AuthPopupState => actions.reduce(authPopupReducer, CLOSED_POPUP);
const draft = { password: 'long enough', first_name: 'Anna', last_name: '', phone: '' };

describe('the auth popup steps', () => {
  it('accepts only auth, register, reset and none as scenarios', () => {
    for (const scenario of ['auth', 'register', 'reset', 'none']) expect(parseAuthScenario(scenario)).toBe(scenario);
    for (const other of ['login', 'AUTH', '', null, undefined, 1, ['auth']])
      expect(parseAuthScenario(other)).toBeNull();
  });

  it('starts each scenario at its own step; none opens nothing', () => {
    expect(currentStep(run({ type: 'open', scenario: 'auth' }))).toBe('email');
    expect(currentStep(run({ type: 'open', scenario: 'register' }))).toBe('register');
    expect(currentStep(run({ type: 'open', scenario: 'reset' }))).toBe('reset');
    expect(run({ type: 'open', scenario: 'none' })).toBe(CLOSED_POPUP);
  });

  it('auth: e-mail → password (an account exists) → reset (forgot password)', () => {
    const state = run(
      { type: 'open', scenario: 'auth' },
      { type: 'emailAccepted', email: 'anna@example.com' },
      { type: 'forgotPassword' },
    );
    expect(state.steps).toEqual(['email', 'password', 'reset']);
    expect(state.email).toBe('anna@example.com');
  });

  it('auth: e-mail → verification, and password → verification, to sign in by code', () => {
    const fromEmail = run({ type: 'open', scenario: 'auth' }, { type: 'codeRequested', email: 'anna@example.com' });
    expect(fromEmail.steps).toEqual(['email', 'verification']);
    expect(fromEmail.purpose).toBe('login');
    const fromPassword = run(
      { type: 'open', scenario: 'auth' },
      { type: 'emailAccepted', email: 'anna@example.com' },
      { type: 'codeRequested', email: 'anna@example.com' },
    );
    expect(fromPassword.steps).toEqual(['email', 'password', 'verification']);
  });

  it('register: register → verification, which creates the account with what was filled', () => {
    const state = run(
      { type: 'open', scenario: 'register' },
      { type: 'registrationFilled', email: 'new@example.com', registration: draft },
    );
    expect(currentStep(state)).toBe('verification');
    expect(state.purpose).toBe('register');
    expect(state.registration).toEqual(draft);
  });

  it('Back returns to the step before, and does nothing on the first step', () => {
    const deep = run(
      { type: 'open', scenario: 'auth' },
      { type: 'emailAccepted', email: 'anna@example.com' },
      { type: 'forgotPassword' },
    );
    const back = authPopupReducer(deep, { type: 'back' });
    expect(currentStep(back)).toBe('password');
    const first = authPopupReducer(authPopupReducer(back, { type: 'back' }), { type: 'back' });
    expect(first.steps).toEqual(['email']);
    expect(first.open).toBe(true);
  });

  it('ignores a move the current step does not offer', () => {
    const email = run({ type: 'open', scenario: 'auth' });
    expect(authPopupReducer(email, { type: 'forgotPassword' })).toBe(email);
    expect(authPopupReducer(email, { type: 'registrationFilled', email: 'x@example.com', registration: draft })).toBe(
      email,
    );
    expect(authPopupReducer(CLOSED_POPUP, { type: 'emailAccepted', email: 'x@example.com' })).toBe(CLOSED_POPUP);
    const register = run({ type: 'open', scenario: 'register' });
    expect(authPopupReducer(register, { type: 'codeRequested', email: 'x@example.com' })).toBe(register);
  });

  it('a link in a message switches the scenario, keeping the e-mail', () => {
    const state = run(
      { type: 'open', scenario: 'register' },
      { type: 'switchScenario', scenario: 'auth', email: 'anna@example.com' },
    );
    expect(state.scenario).toBe('auth');
    expect(state.steps).toEqual(['email']);
    expect(state.email).toBe('anna@example.com');
  });

  it('closes after sign-in, after a reset request and on close; the scenario stays until cleared', () => {
    const signedIn = run(
      { type: 'open', scenario: 'auth' },
      { type: 'emailAccepted', email: 'a@example.com' },
      { type: 'signedIn' },
    );
    expect(signedIn.open).toBe(false);
    expect(signedIn.scenario).toBe('auth');
    expect(authPopupReducer(signedIn, { type: 'clear' })).toBe(CLOSED_POPUP);
    const reset = run({ type: 'open', scenario: 'reset' }, { type: 'resetRequested' });
    expect(reset.open).toBe(false);
    const closed = run({ type: 'open', scenario: 'register' }, { type: 'close' });
    expect(closed.open).toBe(false);
    expect(closed.scenario).toBe('register');
    // An open popup is never cleared.
    const open = run({ type: 'open', scenario: 'auth' });
    expect(authPopupReducer(open, { type: 'clear' })).toBe(open);
  });

  it('keeps the redirect of the login guard', () => {
    expect(run({ type: 'open', scenario: 'auth', redirect: '/profile' }).redirect).toBe('/profile');
  });
});
