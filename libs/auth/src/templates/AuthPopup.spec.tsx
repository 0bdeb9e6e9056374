import { ApiError } from '@shop/api';
import { messagesByLocale, ShopIntlProvider } from '@shop/i18n';
import { ShopThemeProvider } from '@shop/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryHistory, createRootRoute, createRouter, RouterProvider } from '@tanstack/react-router';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { SCENARIO_CLEAR_DELAY_MS } from '../constants';
import { AuthPopupHost } from '../popup/AuthPopupHost';
import { authPopup, resetAuthPopupForTests } from '../popup/store';
import { CURRENT_USER_KEY } from '../session/queries';

const api = vi.hoisted(() => ({
  getCustomerByEmail: vi.fn(),
  login: vi.fn(),
  getUnconfirmedEmail: vi.fn(),
  sendEmailConfirmationCode: vi.fn(),
  checkEmailConfirmationCode: vi.fn(),
  loginByConfirmedEmail: vi.fn(),
  register: vi.fn(),
}));
vi.mock('@shop/api', async (importOriginal) => ({ ...(await importOriginal<typeof import('@shop/api')>()), ...api }));

const anna = {
  id: 42,
  email: 'anna@example.com',
  first_name: 'Anna',
  last_name: null,
  phone: null,
  cookie_consent: 1,
  email_verified: true,
};

function renderPopup() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const rootRoute = createRootRoute({
    component: () => (
      <QueryClientProvider client={queryClient}>
        <ShopIntlProvider locale="en" messages={messagesByLocale.en}>
          <ShopThemeProvider>
            <button type="button" onClick={() => authPopup.open('auth')}>
              Open
            </button>
            <AuthPopupHost />
          </ShopThemeProvider>
        </ShopIntlProvider>
      </QueryClientProvider>
    ),
  });
  const router = createRouter({ routeTree: rootRoute, history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(<RouterProvider router={router} />);
  return { queryClient };
}

async function openPopup() {
  const opener = await screen.findByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  // The popup's steps are a lazy chunk: its first import can take seconds on a loaded machine.
  const dialog = await screen.findByRole('dialog', { name: 'Sign in' }, { timeout: 10_000 });
  await screen.findByLabelText('E-mail', {}, { timeout: 10_000 });
  return { opener, dialog };
}

const emailInput = () => screen.getByLabelText('E-mail') as HTMLInputElement;

async function passEmailStep(email = 'anna@example.com') {
  fireEvent.change(emailInput(), { target: { value: email } });
  fireEvent.blur(emailInput());
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  return screen.findByRole('dialog', { name: 'Enter your password' });
}

async function passEmailStepWithoutBlur(email: string) {
  fireEvent.change(emailInput(), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
  return screen.findByRole('dialog', { name: 'Enter your password' }, { timeout: 2000 });
}

describe('the auth popup', () => {
  // The popup's code is loaded lazily; compiling it under Vitest can take seconds, so it is loaded
  // once up front and each test only waits for React.
  beforeAll(() => import('./AuthPopup'), 30_000);

  beforeEach(() => {
    resetAuthPopupForTests();
    window.localStorage.clear();
    for (const mock of Object.values(api)) mock.mockReset();
    api.getCustomerByEmail.mockResolvedValue({ exists: true });
  });
  afterEach(() => resetAuthPopupForTests());

  it('is a modal dialog named by its step, mounted on first use, focusing the e-mail', async () => {
    renderPopup();
    expect(screen.queryByRole('dialog')).toBeNull();
    const { dialog } = await openPopup();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(emailInput()));
  });

  it('checks lightly on blur and strictly on submit, not while typing', async () => {
    renderPopup();
    await openPopup();
    fireEvent.blur(emailInput());
    expect(screen.queryByText('E-mail is required.')).toBeNull();
    fireEvent.change(emailInput(), { target: { value: 'anna@' } });
    expect(screen.queryByText(/must be a valid e-mail/)).toBeNull();
    fireEvent.blur(emailInput());
    expect(await screen.findByText('E-mail must be a valid e-mail address.')).toBeTruthy();
    fireEvent.change(emailInput(), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('E-mail is required.')).toBeTruthy();
    expect(emailInput().getAttribute('aria-invalid')).toBe('true');
  });

  it('a submit checks again, even while a problem from a blur still shows', async () => {
    renderPopup();
    await openPopup();
    fireEvent.change(emailInput(), { target: { value: 'anna@' } });
    fireEvent.blur(emailInput());
    expect(await screen.findByText('E-mail must be a valid e-mail address.')).toBeTruthy();
    expect(await passEmailStepWithoutBlur('anna@example.com')).toBeTruthy();
  });

  it('an unknown e-mail cannot continue, and its message leads to registering', async () => {
    api.getCustomerByEmail.mockResolvedValue({ exists: false });
    renderPopup();
    await openPopup();
    fireEvent.change(emailInput(), { target: { value: 'new@example.com' } });
    fireEvent.blur(emailInput());
    await screen.findByText(/No account uses this e-mail/, {}, { timeout: 2000 });
    expect(api.getCustomerByEmail).toHaveBeenCalledTimes(1);
    const submit = screen.getByRole('button', { name: 'Continue' }) as HTMLButtonElement;
    fireEvent.click(submit);
    // The submit checks again (the button waits meanwhile) and refuses again: the step stays.
    await waitFor(() => expect(submit.disabled).toBe(false), { timeout: 3000 });
    expect(screen.getByRole('dialog', { name: 'Sign in' })).toBeTruthy();
    const refused = screen.getByText(/No account uses this e-mail/);
    fireEvent.click(within(refused).getByRole('button', { name: 'Create an account' }));
    expect(await screen.findByRole('dialog', { name: 'Create an account' })).toBeTruthy();
    expect(emailInput().value).toBe('new@example.com');
  });

  it('goes from the e-mail to the password, and Back returns', async () => {
    renderPopup();
    await openPopup();
    await passEmailStep();
    expect(screen.getByText('anna@example.com')).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('Password')));
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('dialog', { name: 'Sign in' })).toBeTruthy();
    expect(emailInput().value).toBe('anna@example.com');
  });

  it('shows a wrong password under the field, and closes after signing in', async () => {
    const { queryClient } = renderPopup();
    await openPopup();
    await passEmailStep();
    api.login.mockRejectedValueOnce(new ApiError(401, undefined));
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'wrong password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('The e-mail or the password is wrong.')).toBeTruthy();
    api.login.mockResolvedValueOnce({ expires_in: 60, user: anna });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'right password' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.login).toHaveBeenLastCalledWith({ email: 'anna@example.com', password: 'right password' });
    expect(queryClient.getQueryData(CURRENT_USER_KEY)).toEqual(anna);
  });

  it('shows the API’s translated status for other failures', async () => {
    renderPopup();
    await openPopup();
    await passEmailStep();
    api.login.mockRejectedValueOnce(new ApiError(429, undefined));
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'long enough' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByText('Too many attempts. Please wait a moment and try again.')).toBeTruthy();
  });

  it('closes on Escape, gives the focus back, and clears the scenario 500 ms later', async () => {
    renderPopup();
    const { opener } = await openPopup();
    fireEvent.keyDown(document, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(opener);
    expect(authPopup.getState().scenario).toBe('auth');
    await act(() => new Promise((resolve) => setTimeout(resolve, SCENARIO_CLEAR_DELAY_MS + 20)));
    expect(authPopup.getState().scenario).toBe('none');
  });

  it('verification sends a code when none is on its way, shows the countdown, and a wrong code its message', async () => {
    api.getUnconfirmedEmail.mockRejectedValue(new ApiError(404, undefined));
    api.sendEmailConfirmationCode.mockResolvedValue({
      identity: 'Yk3vQ9x2TfW8aLp0Zr5sHc7uNe1bDg4j',
      sent_at: new Date().toISOString(),
      resend_after: 60,
    });
    api.checkEmailConfirmationCode
      .mockResolvedValueOnce({ result: 0, attempts_left: 3 })
      .mockResolvedValueOnce({ result: 1, attempts_left: 0 });
    api.loginByConfirmedEmail.mockResolvedValue({ expires_in: 60, user: anna });
    renderPopup();
    await openPopup();
    fireEvent.change(emailInput(), { target: { value: 'anna@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'E-mail me a sign-in code' }));
    expect(await screen.findByRole('dialog', { name: 'Confirm your e-mail' })).toBeTruthy();
    expect(await screen.findByText('You can ask for a new code in 60 seconds.')).toBeTruthy();
    expect(api.sendEmailConfirmationCode).toHaveBeenCalledTimes(1);
    expect(api.sendEmailConfirmationCode).toHaveBeenCalledWith(
      { email: 'anna@example.com', identity: null },
      { lang: 'en' },
    );
    expect(window.localStorage.getItem('auth.emailIdentity')).toBe('Yk3vQ9x2TfW8aLp0Zr5sHc7uNe1bDg4j');
    expect(screen.queryByRole('button', { name: 'Send a new code' })).toBeNull();
    fireEvent.change(screen.getByLabelText('Code from the e-mail'), { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The code is wrong: 3 tries left.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Code from the e-mail'), { target: { value: '٤٨٣٩٢٠' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.checkEmailConfirmationCode).toHaveBeenLastCalledWith({
      code: '483920',
      email: 'anna@example.com',
      identity: 'Yk3vQ9x2TfW8aLp0Zr5sHc7uNe1bDg4j',
    });
    expect(api.loginByConfirmedEmail).toHaveBeenCalledWith({
      email: 'anna@example.com',
      identity: 'Yk3vQ9x2TfW8aLp0Zr5sHc7uNe1bDg4j',
    });
  });

  it('registering checks the code first: a wrong one says so, and the right one creates the account', async () => {
    api.getCustomerByEmail.mockResolvedValue({ exists: false });
    api.getUnconfirmedEmail.mockRejectedValue(new ApiError(404, undefined));
    api.sendEmailConfirmationCode.mockResolvedValue({
      identity: 'Yk3vQ9x2TfW8aLp0Zr5sHc7uNe1bDg4j',
      sent_at: new Date().toISOString(),
      resend_after: 60,
    });
    api.checkEmailConfirmationCode
      .mockResolvedValueOnce({ result: 0, attempts_left: 4 })
      .mockResolvedValueOnce({ result: 1, attempts_left: 4 });
    api.register
      .mockRejectedValueOnce(new ApiError(500, undefined))
      .mockResolvedValueOnce({ id: 42, email: 'anna@example.com', phone: null, expires_in: 60, user: anna });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderPopup();
    await openPopup();
    fireEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    await screen.findByRole('dialog', { name: 'Create an account' });
    fireEvent.change(emailInput(), { target: { value: 'anna@example.com' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Correct horse 42' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('dialog', { name: 'Confirm your e-mail' })).toBeTruthy();
    await screen.findByRole('button', { name: 'Confirm' });
    fireEvent.change(screen.getByLabelText('Code from the e-mail'), { target: { value: '111111' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('The code is wrong: 4 tries left.')).toBeTruthy();
    expect(api.register).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Code from the e-mail'), { target: { value: '483920' } });
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Something went wrong on our side. Please try again.')).toBeTruthy();
    // The accepted code is not checked again (it is spent); the retry goes straight to register.
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.checkEmailConfirmationCode).toHaveBeenCalledTimes(2);
    expect(api.register).toHaveBeenCalledTimes(2);
    expect(api.register).toHaveBeenLastCalledWith({
      identity: 'Yk3vQ9x2TfW8aLp0Zr5sHc7uNe1bDg4j',
      email: 'anna@example.com',
      code: '483920',
      password: 'Correct horse 42',
    });
  });

  it('verification resumes the countdown of a code already sent, without sending another', async () => {
    window.localStorage.setItem('auth.emailIdentity', 'Yk3vQ9x2TfW8aLp0Zr5sHc7uNe1bDg4j');
    api.getUnconfirmedEmail.mockResolvedValue({ email: 'anna@example.com', sent_at: 70 });
    api.checkEmailConfirmationCode.mockRejectedValue(new ApiError(422, undefined));
    renderPopup();
    await openPopup();
    fireEvent.change(emailInput(), { target: { value: 'anna@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'E-mail me a sign-in code' }));
    expect(await screen.findByRole('button', { name: 'Send a new code' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Confirm' })).toBeNull();
    expect(api.sendEmailConfirmationCode).not.toHaveBeenCalled();
    fireEvent.change(screen.getByLabelText('Code from the e-mail'), { target: { value: '123456' } });
    fireEvent.submit(screen.getByLabelText('Code from the e-mail').closest('form') as HTMLFormElement);
    expect(await screen.findByText('This code can no longer be used. Ask for a new one.')).toBeTruthy();
  });
});
