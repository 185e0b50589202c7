// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ResetPasswordPage, { LINK_INVALID_TITLE, LINK_SENT_TEXT } from './reset-password-page';
import { LocationProbe, renderRoutes, reply, stubFetch } from '../../test/stub-fetch';

const { toast } = vi.hoisted(() => ({
  toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn(), info: vi.fn() }),
}));
vi.mock('../../lib/toast', () => ({ toast }));

function renderReset(entry: string) {
  return renderRoutes(
    [
      { path: '/reset-password', element: <ResetPasswordPage /> },
      { path: '/login', element: <LocationProbe /> },
    ],
    entry,
  );
}

beforeEach(() => {
  toast.success.mockClear();
  toast.error.mockClear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ResetPasswordPage', () => {
  it('without a token asks for the email and confirms neutrally', async () => {
    const api = stubFetch({ 'POST /api/auth/request-password-reset': () => reply(200, { status: true }) });
    const user = userEvent.setup();
    renderReset('/reset-password');
    expect(screen.getByRole('heading', { name: 'Forgot your password?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(toast.error).toHaveBeenCalledWith('Missing fields', { description: 'Please fill in all required fields.' });
    expect(api.callsTo('POST', '/api/auth/request-password-reset')).toHaveLength(0);

    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(LINK_SENT_TEXT)).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/auth/request-password-reset')[0]?.body).toEqual({
      email: 'ada@example.com',
      redirectTo: '/reset-password',
    });
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  it('shows the rate-limit message when too many links were asked for', async () => {
    stubFetch({
      'POST /api/auth/request-password-reset': () =>
        reply(429, { error: { code: 'rate_limited', message: 'Too many requests. Please try again later.' } }),
    });
    const user = userEvent.setup();
    renderReset('/reset-password');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Error sending reset link', {
        description: 'Too many requests. Please try again later.',
      }),
    );
  });

  it('with a token sets the new password, then goes to /login', async () => {
    const api = stubFetch({ 'POST /api/auth/reset-password': () => reply(200, { status: true }) });
    const user = userEvent.setup();
    renderReset('/reset-password?token=tok123');
    await user.type(screen.getByLabelText('New password'), 'new password 1');
    await user.type(screen.getByLabelText('Confirm new password'), 'new password 2');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(toast.error).toHaveBeenCalledWith("Passwords don't match", {
      description: 'Please make sure your passwords match.',
    });

    await user.clear(screen.getByLabelText('Confirm new password'));
    await user.type(screen.getByLabelText('Confirm new password'), 'new password 1');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/login');
    expect(api.callsTo('POST', '/api/auth/reset-password')[0]?.body).toEqual({
      newPassword: 'new password 1',
      token: 'tok123',
    });
    expect(toast.success).toHaveBeenCalledWith('Password updated', {
      description: 'You can now sign in with your new password.',
    });
  });

  it('explains an expired or used link (?error=INVALID_TOKEN) and offers a new one', () => {
    stubFetch();
    renderReset('/reset-password?error=INVALID_TOKEN');
    expect(screen.getByRole('alert')).toHaveTextContent(LINK_INVALID_TITLE);
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeInTheDocument();
  });

  it('switches to the expired-link state when the server refuses the token', async () => {
    stubFetch({
      'POST /api/auth/reset-password': () => reply(400, { error: { code: 'INVALID_TOKEN', message: 'Invalid token' } }),
    });
    const user = userEvent.setup();
    renderReset('/reset-password?token=used');
    await user.type(screen.getByLabelText('New password'), 'new password 1');
    await user.type(screen.getByLabelText('Confirm new password'), 'new password 1');
    await user.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(LINK_INVALID_TITLE);
    expect(screen.getByRole('heading', { name: 'Ask for a new link' })).toBeInTheDocument();
  });
});
