// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PendingInvitation } from '../../../../shared/api/admin';
import { PendingInvitations } from './pending-invitations';
import { json, mockFetch, renderRoutes } from '../../../test/mock-fetch';
import { polyfillRadix } from '../../../test/stub-fetch';

const ANN: PendingInvitation = {
  id: 1,
  email: 'ann@example.com',
  invitedBy: { id: 'u-root', username: 'Root' },
  sentAt: '2026-03-05T12:00:00Z',
  expiresAt: '2026-03-19T12:00:00Z',
  expired: false,
};
const BOB: PendingInvitation = {
  id: 2,
  email: 'bob@example.com',
  invitedBy: null,
  sentAt: '2026-01-02T12:00:00Z',
  expiresAt: '2026-01-16T12:00:00Z',
  expired: true,
};

function fakeApi(initial: PendingInvitation[]) {
  let rows = [...initial];
  return mockFetch((call) => {
    if (call.method === 'GET' && call.path === '/api/admin/invitations') return json({ items: rows });
    const [, id, resend] = /^\/api\/admin\/invitations\/(\d+)(\/resend)?$/.exec(call.path) ?? [];
    if (!id) return undefined;
    if (call.method === 'DELETE') {
      rows = rows.filter((r) => r.id !== Number(id));
      return new Response(null, { status: 204 });
    }
    if (resend) {
      rows = rows.map((r) =>
        r.id === Number(id)
          ? { ...r, sentAt: '2026-04-01T12:00:00Z', expiresAt: '2026-04-15T12:00:00Z', expired: false }
          : r,
      );
      return json(rows.find((r) => r.id === Number(id)));
    }
    return undefined;
  });
}

const render = () => renderRoutes([{ path: '/admin/users', element: <PendingInvitations /> }], '/admin/users');
const rowOf = async (email: string) => within((await screen.findByText(email)).closest('tr')!);

beforeEach(() => polyfillRadix());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PendingInvitations', () => {
  it('lists each invitation: email, invited by, sent, expires (expired ones marked)', async () => {
    fakeApi([ANN, BOB]);
    render();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Email', 'Invited by', 'Sent', 'Expires', 'Actions']);
    const ann = await rowOf('ann@example.com');
    expect(ann.getByText('Root')).toBeInTheDocument();
    expect(ann.getByText('March 5, 2026')).toBeInTheDocument();
    expect(ann.getByText('March 19, 2026')).toBeInTheDocument();
    const bob = await rowOf('bob@example.com');
    expect(bob.getByText('A removed account')).toBeInTheDocument();
    expect(bob.getByText('Expired January 16, 2026')).toBeInTheDocument();
  });

  it('Resend mails it again and shows the new expiry', async () => {
    const calls = fakeApi([BOB]);
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Resend the invitation to bob@example.com' }));
    expect(await screen.findByText('Invitation sent again')).toBeInTheDocument();
    expect(screen.getByText('bob@example.com can sign up until April 15, 2026.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/admin/invitations/2/resend')).toBe(true);
    expect((await rowOf('bob@example.com')).queryByText(/^Expired/)).not.toBeInTheDocument();
  });

  it('Revoke asks first; Cancel keeps it, Revoke invitation removes it', async () => {
    const calls = fakeApi([ANN]);
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Revoke the invitation to ann@example.com' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke invitation' });
    expect(dialog).toHaveTextContent('Revoke the invitation to ann@example.com?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Revoke the invitation to ann@example.com' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke invitation' }));
    expect(await screen.findByText('Invitation revoked')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('table')).not.toBeInTheDocument());
    expect(screen.getByText('No pending invitations.')).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/admin/invitations/1']);
  });
});
