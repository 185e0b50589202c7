// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AccountPage from './account-page';
import { polyfillRadix, renderRoutes, reply, SIGNED_IN_USER, stubFetch } from '../../test/stub-fetch';

vi.mock('../../lib/toast', () => ({ toast: Object.assign(vi.fn(), { success: vi.fn(), error: vi.fn() }) }));

function renderAs(role: 'user' | 'super_admin') {
  const user = { ...SIGNED_IN_USER, role };
  stubFetch({
    'GET /api/auth/get-session': () => reply(200, { user, session: { id: 's1', userId: user.id } }),
    'GET /api/me': () =>
      reply(200, {
        id: user.id,
        email: user.email,
        username: user.name,
        avatarUrl: null,
        role,
        createdAt: '2026-01-01T00:00:00.000Z',
        twoFactorEnabled: false,
      }),
  });
  return renderRoutes([{ path: '/account', element: <AccountPage /> }], '/account');
}

beforeEach(() => polyfillRadix());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AccountPage: deleting the account', () => {
  it('a super admin is told up front that they cannot, instead of a button the server refuses', async () => {
    renderAs('super_admin');
    expect(await screen.findByText(/A super admin cannot delete their own account/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete my account' })).not.toBeInTheDocument();
  });

  it('anyone else gets the button', async () => {
    renderAs('user');
    expect(await screen.findByRole('button', { name: 'Delete my account' })).toBeInTheDocument();
    expect(screen.queryByText(/A super admin cannot delete/)).not.toBeInTheDocument();
  });
});

describe('AccountPage: saving the profile', () => {
  it('keeps keyboard focus on Save profile after the form reloads with the saved values', async () => {
    let username = 'Ada';
    const me = () => ({
      id: SIGNED_IN_USER.id,
      email: SIGNED_IN_USER.email,
      username,
      avatarUrl: null,
      role: 'user',
      createdAt: '2026-01-01T00:00:00.000Z',
      twoFactorEnabled: false,
    });
    stubFetch({
      'GET /api/auth/get-session': () =>
        reply(200, { user: { ...SIGNED_IN_USER, name: username }, session: { id: 's1', userId: SIGNED_IN_USER.id } }),
      'GET /api/me': () => reply(200, me()),
      'PATCH /api/me': (call) => {
        username = (call.body as { username: string }).username;
        return reply(200, me());
      },
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/account', element: <AccountPage /> }], '/account');
    const field = await screen.findByLabelText('Username');
    await user.clear(field);
    await user.type(field, 'Ada Lovelace{Enter}');
    await waitFor(() => expect(screen.getByLabelText('Username')).toHaveValue('Ada Lovelace'));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Save profile' })).toHaveFocus());
  });
});
