// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import LoginPage from './login-page';
import { LocationProbe, SIGNED_IN_USER, polyfillRadix, renderRoutes, reply, stubFetch } from '../../test/stub-fetch';

const { toast } = vi.hoisted(() => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), info: vi.fn() }),
}));
vi.mock('../../lib/toast', () => ({ toast }));

function renderLogin(entry = '/login') {
  return renderRoutes(
    [
      { path: '/login', element: <LoginPage /> },
      { path: '/', element: <LocationProbe /> },
    ],
    entry,
  );
}

const email = () => screen.getByLabelText('Email');
const password = () => screen.getByLabelText('Password');

async function openSignUp(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('tab', { name: 'Sign Up' }));
}

beforeEach(() => {
  polyfillRadix();
  toast.success.mockClear();
  toast.error.mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('LoginPage', () => {
  it('shows the Sign In and Sign Up tabs, the Forgot password? link and the privacy policy link', async () => {
    stubFetch();
    renderLogin();
    expect(screen.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/reset-password');
    expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privacy');
    expect(screen.queryByRole('button', { name: 'Google' })).not.toBeInTheDocument();
  });

  it('shows Missing fields when email or password is empty, without calling the server', async () => {
    const api = stubFetch();
    const user = userEvent.setup();
    renderLogin();
    await user.type(email(), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(toast.error).toHaveBeenCalledWith('Missing fields', { description: 'Please fill in all required fields.' });
    expect(api.callsTo('POST', '/api/auth/sign-in/email')).toHaveLength(0);
  });

  it('shows Authentication error with the server message', async () => {
    stubFetch({
      'POST /api/auth/sign-in/email': () =>
        reply(401, { error: { code: 'INVALID_EMAIL_OR_PASSWORD', message: 'Invalid email or password' } }),
    });
    const user = userEvent.setup();
    renderLogin();
    await user.type(email(), 'ada@example.com');
    await user.type(password(), 'wrong password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Authentication error', { description: 'Invalid email or password' }),
    );
    expect(screen.getByRole('tab', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('falls back to Something went wrong when the server gives no message', async () => {
    stubFetch({ 'POST /api/auth/sign-in/email': () => reply(500) });
    const user = userEvent.setup();
    renderLogin();
    await user.type(email(), 'ada@example.com');
    await user.type(password(), 'secret password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Authentication error', { description: 'Something went wrong' }),
    );
  });

  it('signs in, toasts Signed in successfully and goes to /', async () => {
    const api = stubFetch({
      'POST /api/auth/sign-in/email': () => reply(200, { redirect: false, token: 't', user: SIGNED_IN_USER }),
    });
    const user = userEvent.setup();
    renderLogin();
    await user.type(email(), ' ada@example.com ');
    await user.type(password(), 'correct horse');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(toast.success).toHaveBeenCalledWith('Signed in successfully', { description: 'Welcome back!' });
    expect(api.callsTo('POST', '/api/auth/sign-in/email')[0]?.body).toMatchObject({
      email: 'ada@example.com',
      password: 'correct horse',
    });
  });

  it("shows Passwords don't match on sign-up", async () => {
    const api = stubFetch();
    const user = userEvent.setup();
    renderLogin();
    await openSignUp(user);
    await user.type(screen.getByLabelText('Username'), 'new_member');
    await user.type(email(), 'new@example.com');
    await user.type(password(), 'first password');
    await user.type(screen.getByLabelText('Confirm Password'), 'other password');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(toast.error).toHaveBeenCalledWith("Passwords don't match", {
      description: 'Please make sure your passwords match.',
    });
    expect(api.callsTo('POST', '/api/auth/sign-up/email')).toHaveLength(0);
  });

  it('requires the confirm password on sign-up (Missing fields)', async () => {
    stubFetch();
    const user = userEvent.setup();
    renderLogin();
    await openSignUp(user);
    await user.type(screen.getByLabelText('Username'), 'new_member');
    await user.type(email(), 'new@example.com');
    await user.type(password(), 'first password');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(toast.error).toHaveBeenCalledWith('Missing fields', { description: 'Please fill in all required fields.' });
  });

  it('after sign-up with a session: Account created, then /', async () => {
    stubFetch({ 'POST /api/auth/sign-up/email': () => reply(200, { token: 'abc', user: SIGNED_IN_USER }) });
    const user = userEvent.setup();
    renderLogin();
    await openSignUp(user);
    await user.type(screen.getByLabelText('Username'), 'new_member');
    await user.type(email(), 'new@example.com');
    await user.type(password(), 'good password');
    await user.type(screen.getByLabelText('Confirm Password'), 'good password');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
    expect(toast.success).toHaveBeenCalledWith('Account created', {
      description: 'Please check your email to verify your account.',
    });
  });

  it('asks for a username: its rules are checked before sending, with the message by the field', async () => {
    const api = stubFetch();
    const user = userEvent.setup();
    renderLogin();
    await openSignUp(user);
    const field = screen.getByLabelText('Username');
    await user.type(field, 'admin');
    await user.type(email(), 'new@example.com');
    await user.type(password(), 'good password');
    await user.type(screen.getByLabelText('Confirm Password'), 'good password');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(field).toHaveAccessibleDescription(/That username is reserved: please choose another/);
    expect(field).toHaveFocus();
    await user.clear(field);
    await user.type(field, 'no spaces please');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(field).toHaveAccessibleDescription(/only letters, digits, - and _/);
    expect(api.callsTo('POST', '/api/auth/sign-up/email')).toHaveLength(0);
  });

  it('a taken username: the server says so by the field; the chosen name is sent', async () => {
    const api = stubFetch({
      'POST /api/auth/sign-up/email': () =>
        reply(409, { error: { code: 'CONFLICT', message: 'That username is taken' } }),
    });
    const user = userEvent.setup();
    renderLogin();
    await openSignUp(user);
    const field = screen.getByLabelText('Username');
    await user.type(field, '  Grace_H ');
    await user.type(email(), 'new@example.com');
    await user.type(password(), 'good password');
    await user.type(screen.getByLabelText('Confirm Password'), 'good password');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription(/That username is taken/));
    expect(api.callsTo('POST', '/api/auth/sign-up/email')[0]?.body).toMatchObject({
      username: 'Grace_H',
      email: 'new@example.com',
    });
  });

  it('after sign-up that needs verification: stays and explains the link was sent', async () => {
    stubFetch({ 'POST /api/auth/sign-up/email': () => reply(200, { token: null, user: SIGNED_IN_USER }) });
    const user = userEvent.setup();
    renderLogin();
    await openSignUp(user);
    await user.type(screen.getByLabelText('Username'), 'new_member');
    await user.type(email(), 'new@example.com');
    await user.type(password(), 'good password');
    await user.type(screen.getByLabelText('Confirm Password'), 'good password');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent("We've sent a verification link to new@example.com");
    expect(toast.success).toHaveBeenCalledWith('Account created', {
      description: 'Please check your email to verify your account.',
    });
    expect(screen.queryByTestId('location')).not.toBeInTheDocument();
  });

  it('says up front when sign-up is closed (invited addresses can still sign up)', async () => {
    stubFetch({ 'GET /api/site': () => reply(200, { name: 'Team Prompts', tagline: '', signUpOpen: false }) });
    const user = userEvent.setup();
    renderLogin();
    await openSignUp(user);
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent(
      'Sign-up is closed. Ask an admin for an invitation. If you were invited, sign up with the address the invitation was sent to.',
    );
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
    // The welcome line does not offer a free account either.
    expect(
      screen.getByText('Sign in to manage your prompts and saved lists. New accounts are by invitation.'),
    ).toBeVisible();
    expect(screen.queryByText(/or create a free account/)).not.toBeInTheDocument();
  });

  it('shows no such note while sign-up is open', async () => {
    const { callsTo } = stubFetch({
      'GET /api/site': () => reply(200, { name: 'Team Prompts', tagline: '', signUpOpen: true }),
    });
    const user = userEvent.setup();
    renderLogin();
    await openSignUp(user);
    await waitFor(() => expect(callsTo('GET', '/api/site')).toHaveLength(1));
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    expect(
      screen.getByText('Sign in to manage your prompts and saved lists, or create a free account.'),
    ).toBeInTheDocument();
  });

  it("an invitation's link opens Sign Up with the invited address filled in", async () => {
    stubFetch();
    renderLogin('/login?tab=signup&email=invitee%40example.com');
    expect(screen.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
    expect(email()).toHaveValue('invitee@example.com');
  });

  it('shows sign-in buttons only for configured providers and starts the redirect', async () => {
    const api = stubFetch({
      'GET /api/auth-providers': () => reply(200, { providers: ['google'] }),
      'POST /api/auth/sign-in/social': () => reply(500, {}),
    });
    const user = userEvent.setup();
    renderLogin();
    const google = await screen.findByRole('button', { name: 'Google' });
    expect(screen.queryByRole('button', { name: 'GitHub' })).not.toBeInTheDocument();
    await user.click(google);
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Authentication error', {
        description: 'Something went wrong with Google login',
      }),
    );
    expect(api.callsTo('POST', '/api/auth/sign-in/social')[0]?.body).toMatchObject({
      provider: 'google',
      callbackURL: '/',
    });
  });

  describe('two-factor step', () => {
    async function reachCodeStep(user: ReturnType<typeof userEvent.setup>) {
      await user.type(email(), 'ada@example.com');
      await user.type(password(), 'correct horse');
      await user.click(screen.getByRole('button', { name: 'Sign In' }));
      await screen.findByText('Enter the 6-digit code from your authenticator app');
    }

    it('asks for the code when the account has a verified factor, then goes to /', async () => {
      const api = stubFetch({
        'POST /api/auth/sign-in/email': () => reply(200, { twoFactorRedirect: true }),
        'POST /api/auth/two-factor/verify-totp': () => reply(200, { token: 't', user: SIGNED_IN_USER }),
      });
      const user = userEvent.setup();
      renderLogin();
      await reachCodeStep(user);
      expect(toast.success).not.toHaveBeenCalled();
      await user.type(screen.getByLabelText('Authentication code'), '123 456');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
      expect(api.callsTo('POST', '/api/auth/two-factor/verify-totp')[0]?.body).toEqual({ code: '123456' });
      expect(toast.success).toHaveBeenCalledWith('Signed in successfully', { description: 'Welcome back!' });
    });

    it('validates the code before calling the server and shows the server error', async () => {
      const api = stubFetch({
        'POST /api/auth/sign-in/email': () => reply(200, { twoFactorRedirect: true }),
        'POST /api/auth/two-factor/verify-totp': () =>
          reply(401, { error: { code: 'INVALID_CODE', message: 'Invalid code' } }),
      });
      const user = userEvent.setup();
      renderLogin();
      await reachCodeStep(user);
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(
        screen.getByText('A code is required: type the 6 digits your authenticator app shows.'),
      ).toBeInTheDocument();
      expect(screen.getByLabelText('Authentication code')).toHaveAttribute('aria-invalid', 'true');
      await user.type(screen.getByLabelText('Authentication code'), '12a');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(screen.getByText('The code must be exactly 6 digits.')).toBeInTheDocument();
      expect(api.callsTo('POST', '/api/auth/two-factor/verify-totp')).toHaveLength(0);

      await user.clear(screen.getByLabelText('Authentication code'));
      await user.type(screen.getByLabelText('Authentication code'), '000000');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      await waitFor(() =>
        expect(toast.error).toHaveBeenCalledWith('Authentication error', { description: 'Invalid code' }),
      );
      expect(screen.queryByTestId('location')).not.toBeInTheDocument();
    });

    it('accepts a backup code instead', async () => {
      const api = stubFetch({
        'POST /api/auth/sign-in/email': () => reply(200, { twoFactorRedirect: true }),
        'POST /api/auth/two-factor/verify-backup-code': () => reply(200, { token: 't', user: SIGNED_IN_USER }),
      });
      const user = userEvent.setup();
      renderLogin();
      await reachCodeStep(user);
      await user.click(screen.getByRole('button', { name: 'Use a backup code' }));
      await user.type(screen.getByLabelText('Backup code'), 'AbCd-12345');
      await user.click(screen.getByRole('button', { name: 'Verify' }));
      expect(await screen.findByTestId('location')).toHaveTextContent(/^\/$/);
      expect(api.callsTo('POST', '/api/auth/two-factor/verify-backup-code')[0]?.body).toEqual({ code: 'AbCd-12345' });
    });
  });
});
