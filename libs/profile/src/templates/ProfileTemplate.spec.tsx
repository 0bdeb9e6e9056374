import { ApiError, type Customer, type ProfilePage } from '@shop/api';
import { CURRENT_USER_KEY, EMAIL_IDENTITY_STORAGE_KEY } from '@shop/auth';
import { messagesByLocale, ShopIntlProvider } from '@shop/i18n';
import { ShopThemeProvider } from '@shop/ui';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import {
  createMemoryHistory,
  createRootRoute,
  createRoute,
  createRouter,
  Outlet,
  RouterProvider,
} from '@tanstack/react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { profileQuery } from '../queries';
import { ProfileTemplate } from './ProfileTemplate';

const api = vi.hoisted(() => ({
  editProfile: vi.fn(),
  changeProfileEmail: vi.fn(),
  changeProfilePassword: vi.fn(),
  deleteProfile: vi.fn(),
  getProfile: vi.fn(),
  getUnconfirmedEmail: vi.fn(),
  sendEmailConfirmationCode: vi.fn(),
  checkEmailConfirmationCode: vi.fn(),
}));
vi.mock('@shop/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@shop/api')>();
  const mutation = (call: (data: unknown) => Promise<unknown>) => () => ({
    mutateAsync: ({ data }: { data: unknown }) => call(data),
  });
  return {
    ...actual,
    ...api,
    useEditProfile: mutation((data) => api.editProfile(data)),
    useChangeProfileEmail: mutation((data) => api.changeProfileEmail(data)),
    useChangeProfilePassword: mutation((data) => api.changeProfilePassword(data)),
    useDeleteProfile: mutation((data) => api.deleteProfile(data)),
    // The profile read again after a change comes from the mock too.
    getGetProfileSuspenseQueryOptions: (params: Parameters<typeof actual.getGetProfileSuspenseQueryOptions>[0]) => ({
      ...actual.getGetProfileSuspenseQueryOptions(params),
      queryFn: () => api.getProfile(params),
    }),
  };
});

const anna: Customer = {
  id: 42,
  email: 'anna@example.com',
  first_name: 'Anna',
  last_name: 'Virtanen',
  phone: '+358401234567',
  cookie_consent: 1,
  email_verified: true,
  has_password: true,
  created_at: '2025-03-14T09:26:53Z',
  confirmed_emails: [{ email: 'anna@example.com', date: '2025-03-14T09:26:10Z' }],
};

const SEO = { title: 'My profile', description: 'Your account.', canonical: '/profile', h1: 'My profile' };
const profilePage = (customer: Customer): ProfilePage => ({ page: { seo: SEO }, customer });

const refused = (status: number, errors: Record<string, string[]>) =>
  new ApiError(status, { type: 'about:blank', title: 'Refused', status, detail: 'Refused', errors });

function renderProfile(customer: Customer = anna) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
  queryClient.setQueryData(CURRENT_USER_KEY, { ...customer });
  const page = profilePage(customer);
  queryClient.setQueryData(profileQuery('en').queryKey, page);
  api.getProfile.mockResolvedValue(page);
  const rootRoute = createRootRoute({
    component: () => (
      <QueryClientProvider client={queryClient}>
        <ShopIntlProvider locale="en" messages={messagesByLocale.en}>
          <ShopThemeProvider>
            <Outlet />
          </ShopThemeProvider>
        </ShopIntlProvider>
      </QueryClientProvider>
    ),
  });
  const routes = [
    createRoute({ getParentRoute: () => rootRoute, path: '/profile', component: ProfileTemplate }),
    createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => <p>home page</p> }),
  ];
  const router = createRouter({
    routeTree: rootRoute.addChildren(routes),
    history: createMemoryHistory({ initialEntries: ['/profile'] }),
  });
  render(<RouterProvider router={router} />);
  return { queryClient, router };
}

const type = (input: HTMLElement, value: string) => {
  fireEvent.change(input, { target: { value } });
  fireEvent.blur(input);
};

// The first render compiles the page's modules, which can take seconds on a loaded machine.
describe('the profile page', { timeout: 20_000 }, () => {
  beforeEach(() => {
    window.localStorage.clear();
    window.localStorage.setItem(EMAIL_IDENTITY_STORAGE_KEY, 'identity-key');
    for (const mock of Object.values(api)) mock.mockReset();
    api.getUnconfirmedEmail.mockRejectedValue(new ApiError(404, undefined));
    api.sendEmailConfirmationCode.mockResolvedValue({ identity: 'identity-key', sent_at: '', resend_after: 60 });
  });

  it('saves the personal data: rules first, the API’s field problems under the fields, then a note', async () => {
    renderProfile();
    const form = await screen.findByRole('region', { name: 'Personal data' });
    expect(within(form).getByLabelText('Phone')).toHaveProperty('value', '+3(584)01234567');
    type(within(form).getByLabelText('First name'), ' ');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('First name is required.')).toBeTruthy();
    expect(api.editProfile).not.toHaveBeenCalled();

    type(within(form).getByLabelText('First name'), 'Anne');
    api.editProfile.mockRejectedValueOnce(refused(400, { phone: ['validation.phone'] }));
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Please check the form and try again.')).toBeTruthy();
    expect(within(form).getByLabelText('Phone').getAttribute('aria-invalid')).toBe('true');

    api.editProfile.mockResolvedValueOnce({ ...anna, first_name: 'Anne' });
    type(within(form).getByLabelText('Phone'), '');
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Your details are saved.')).toBeTruthy();
    expect(api.editProfile).toHaveBeenLastCalledWith({ first_name: 'Anne', last_name: 'Virtanen', phone: null });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Anne Virtanen!' })).toBeTruthy();
  });

  it('changes the e-mail by a code: a taken address shows under the address, a wrong code under the code', async () => {
    renderProfile();
    const email = await screen.findByRole('region', { name: 'E-mail' });
    fireEvent.click(within(email).getByRole('button', { name: 'Change e-mail' }));
    type(within(email).getByLabelText('New e-mail'), 'anna@example.com');
    fireEvent.click(within(email).getByRole('button', { name: 'Send a code' }));
    expect(await within(email).findByText('This is already your e-mail.')).toBeTruthy();

    type(within(email).getByLabelText('New e-mail'), 'anna.v@example.org');
    fireEvent.click(within(email).getByRole('button', { name: 'Send a code' }));
    const code = await within(email).findByLabelText('Code from the e-mail');
    await waitFor(() =>
      expect(api.sendEmailConfirmationCode).toHaveBeenCalledWith(
        { email: 'anna.v@example.org', identity: 'identity-key' },
        { lang: 'en' },
      ),
    );
    expect(await within(email).findByText(/You can ask for a new code in 60 seconds/)).toBeTruthy();

    api.changeProfileEmail.mockRejectedValueOnce(refused(422, { code: ['customer.wrong_code'] }));
    type(code, '123456');
    fireEvent.click(within(email).getByRole('button', { name: 'Change e-mail' }));
    expect(await within(email).findByText('The code is not right or has expired. Ask for a new one.')).toBeTruthy();

    api.changeProfileEmail.mockRejectedValueOnce(refused(409, { email: ['customer.email_taken'] }));
    fireEvent.click(within(email).getByRole('button', { name: 'Change e-mail' }));
    expect(await within(email).findByText('Another account already uses this e-mail.')).toBeTruthy();
    expect(within(email).getByLabelText('New e-mail')).toBeTruthy();

    type(within(email).getByLabelText('New e-mail'), 'anna.w@example.org');
    fireEvent.click(within(email).getByRole('button', { name: 'Send a code' }));
    type(await within(email).findByLabelText('Code from the e-mail'), '654321');
    api.changeProfileEmail.mockResolvedValueOnce({ ...anna, email: 'anna.w@example.org' });
    fireEvent.click(within(email).getByRole('button', { name: 'Change e-mail' }));
    expect(await within(email).findByText('You now sign in with anna.w@example.org.')).toBeTruthy();
    expect(api.changeProfileEmail).toHaveBeenLastCalledWith({
      email: 'anna.w@example.org',
      code: '654321',
      identity: 'identity-key',
    });
    expect(within(email).getByRole('button', { name: 'Change e-mail' })).toBeTruthy();
  });

  it('confirms another e-mail by code and shows the list read again', async () => {
    renderProfile();
    const confirmed = await screen.findByRole('region', { name: 'Confirmed e-mails' });
    expect(within(confirmed).getAllByRole('listitem')).toHaveLength(1);
    fireEvent.click(within(confirmed).getByRole('button', { name: 'Confirm another e-mail' }));
    type(within(confirmed).getByLabelText('E-mail to confirm'), 'old@example.com');
    fireEvent.click(within(confirmed).getByRole('button', { name: 'Send a code' }));
    const code = await within(confirmed).findByLabelText('Code from the e-mail');

    api.checkEmailConfirmationCode.mockResolvedValueOnce({ result: 0, attempts_left: 4 });
    type(code, '111111');
    fireEvent.click(within(confirmed).getByRole('button', { name: 'Confirm' }));
    expect(await within(confirmed).findByText('The code is wrong: 4 tries left.')).toBeTruthy();

    api.checkEmailConfirmationCode.mockResolvedValueOnce({ result: 1, attempts_left: 3 });
    const withOld = {
      ...anna,
      confirmed_emails: [{ email: 'old@example.com', date: '2025-06-01T10:00:00Z' }, ...(anna.confirmed_emails ?? [])],
    };
    api.getProfile.mockResolvedValue(profilePage(withOld));
    type(code, '222222');
    fireEvent.click(within(confirmed).getByRole('button', { name: 'Confirm' }));
    expect(await within(confirmed).findByText('old@example.com is confirmed.')).toBeTruthy();
    await waitFor(() => expect(within(confirmed).getAllByRole('listitem')).toHaveLength(2));
    expect(api.checkEmailConfirmationCode).toHaveBeenLastCalledWith({
      email: 'old@example.com',
      code: '222222',
      identity: 'identity-key',
    });
  });

  it('changes the password with the current one, showing a wrong one at its field', async () => {
    renderProfile();
    const password = await screen.findByRole('region', { name: 'Password' });
    fireEvent.click(within(password).getByRole('button', { name: 'Change password' }));
    expect(document.activeElement).toBe(within(password).getByLabelText('Current password'));
    type(within(password).getByLabelText('Current password'), 'wrong password');
    type(within(password).getByLabelText('New password'), 'short');
    fireEvent.click(within(password).getByRole('button', { name: 'Save the password' }));
    expect(await within(password).findByText('New password must be at least 8 characters long.')).toBeTruthy();

    type(within(password).getByLabelText('New password'), 'a new long passphrase');
    api.changeProfilePassword.mockRejectedValueOnce(refused(422, { current_password: ['customer.wrong_password'] }));
    fireEvent.click(within(password).getByRole('button', { name: 'Save the password' }));
    expect(await within(password).findByText('The current password is not right.')).toBeTruthy();

    api.changeProfilePassword.mockResolvedValueOnce({ ok: true });
    fireEvent.click(within(password).getByRole('button', { name: 'Save the password' }));
    expect(
      await within(password).findByText('Your password is saved. Your other devices were signed out.'),
    ).toBeTruthy();
    expect(api.changeProfilePassword).toHaveBeenLastCalledWith({
      current_password: 'wrong password',
      new_password: 'a new long passphrase',
    });
  });

  it('sets a first password with a code mailed to the account’s e-mail', async () => {
    renderProfile({ ...anna, has_password: false });
    const password = await screen.findByRole('region', { name: 'Password' });
    fireEvent.click(within(password).getByRole('button', { name: 'Set a password' }));
    await waitFor(() =>
      expect(api.sendEmailConfirmationCode).toHaveBeenCalledWith(
        { email: 'anna@example.com', identity: 'identity-key' },
        { lang: 'en' },
      ),
    );
    type(within(password).getByLabelText('Code from the e-mail'), '123456');
    type(within(password).getByLabelText('New password'), 'a new long passphrase');
    api.changeProfilePassword.mockResolvedValueOnce({ ok: true });
    fireEvent.click(within(password).getByRole('button', { name: 'Save the password' }));
    expect(await within(password).findByText(/Your other devices were signed out/)).toBeTruthy();
    expect(api.changeProfilePassword).toHaveBeenLastCalledWith({
      code: '123456',
      identity: 'identity-key',
      new_password: 'a new long passphrase',
    });
  });

  it('deletes the account after the dialog, and the page forgets the customer and goes home', async () => {
    const { queryClient, router } = renderProfile();
    const danger = await screen.findByRole('region', { name: 'Delete account' });
    fireEvent.click(within(danger).getByRole('button', { name: 'Delete my account…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete your account?' });
    expect(within(dialog).getByText(/Your orders are kept for bookkeeping/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: 'Also delete my reviews' }));
    type(within(dialog).getByLabelText('Current password'), 'correct horse');

    api.deleteProfile.mockRejectedValueOnce(refused(422, { current_password: ['customer.wrong_password'] }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await within(dialog).findByText('The current password is not right.')).toBeTruthy();

    api.deleteProfile.mockResolvedValueOnce({ ok: true });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
    expect(await screen.findByText('home page')).toBeTruthy();
    expect(api.deleteProfile).toHaveBeenLastCalledWith({ current_password: 'correct horse', keep_reviews: false });
    expect(queryClient.getQueryData(CURRENT_USER_KEY)).toBeNull();
    expect(queryClient.getQueryData(profileQuery('en').queryKey)).toBeUndefined();
    expect(router.state.location.pathname).toBe('/');
  });
});
