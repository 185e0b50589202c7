// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminUser } from '../../../../shared/admin-schemas';
import AdminUsersPage, { allowedActions } from './admin-users-page';
import { json, mockFetch, renderRoutes, type Call } from '../../../test/mock-fetch';
import { polyfillRadix } from '../../../test/stub-fetch';

const VIEWER_ID = 'me';

function adminUser(id: string, overrides: Partial<AdminUser> = {}): AdminUser {
  return {
    id,
    email: `${id}@example.com`,
    username: `User ${id}`,
    role: 'user',
    banned: false,
    banReason: null,
    emailVerified: true,
    createdAt: '2025-03-05T12:00:00Z',
    ...overrides,
  };
}

const ME = adminUser(VIEWER_ID, { email: 'root@example.com', username: 'Root', role: 'super_admin' });
const ANN = adminUser('u-ann', { email: 'ann@example.com', username: 'Ann', emailVerified: false });
const BOB = adminUser('u-bob', { email: 'bob@example.com', username: 'Bob', role: 'admin' });
const CY = adminUser('u-cy', { email: 'cy@example.com', username: 'Cy', banned: true, banReason: 'Spam' });
const OWNER = adminUser('u-owner', { email: 'owner@example.com', username: 'Owner', role: 'super_admin' });

type Viewer = { id: string; role: 'admin' | 'super_admin' };
type Options = {
  viewer?: Viewer;
  users?: AdminUser[];
  /** Answers the write calls (POST, PATCH, DELETE); undefined falls back to a success. */
  write?: (call: Call) => Response | undefined;
  /** Holds the answer to a list request (read when asked) until the promise settles. */
  holdList?: (q: string) => Promise<void> | undefined;
};

const query = (call: Call) => new URL(call.path, 'http://localhost').searchParams;
const listCalls = (calls: Call[]) => calls.filter((c) => c.method === 'GET' && c.path.startsWith('/api/admin/users'));

/** A small fake of the admin users API, keeping its own list so refetches show the changes. */
function fakeApi({
  viewer = { id: VIEWER_ID, role: 'super_admin' },
  users = [ME, ANN, BOB, CY, OWNER],
  write,
  holdList,
}: Options = {}) {
  let rows = [...users];
  const calls = mockFetch((call) => {
    if (call.path === '/api/auth/get-session') {
      return json({
        user: { id: viewer.id, email: 'root@example.com', name: 'Root', role: viewer.role, emailVerified: true },
      });
    }
    if (call.method === 'GET' && call.path.startsWith('/api/admin/users')) {
      const q = query(call).get('q')?.toLowerCase() ?? '';
      const items = rows.filter((u) => u.email.includes(q) || u.username.toLowerCase().includes(q));
      const held = holdList?.(q);
      return held ? held.then(() => json({ items, nextCursor: null })) : json({ items, nextCursor: null });
    }
    if (call.method === 'GET' && call.path === '/api/admin/invitations') return json({ items: [] });
    if (call.method === 'GET') return undefined;
    const answer = write?.(call);
    if (answer) return answer;
    const [, id, action] = /^\/api\/admin\/users\/([^/]+)(?:\/(\w+))?$/.exec(call.path) ?? [];
    const target = rows.find((u) => u.id === id);
    if (call.path === '/api/admin/invitations') return json({ message: 'Invitation sent' }, 201);
    if (!target) return undefined;
    if (call.method === 'DELETE') {
      rows = rows.filter((u) => u.id !== id);
      return new Response(null, { status: 204 });
    }
    const body = call.body as { role?: 'user' | 'admin'; reason?: string } | undefined;
    const updated: AdminUser =
      action === 'role'
        ? { ...target, role: body!.role! }
        : action === 'ban'
          ? { ...target, banned: true, banReason: body?.reason ?? null }
          : { ...target, banned: false, banReason: null };
    rows = rows.map((u) => (u.id === id ? updated : u));
    return json(updated);
  });
  return calls;
}

const page = () => renderRoutes([{ path: '/admin/users', element: <AdminUsersPage /> }], '/admin/users');
const rowOf = async (email: string) => (await screen.findByText(email)).closest('tr')!;
const toastOf = (text: string) => screen.getByText(text).closest('[data-sonner-toast]');

async function openActions(user: ReturnType<typeof userEvent.setup>, email: string) {
  await user.click(await screen.findByRole('button', { name: `Actions for ${email}` }));
  return screen.findByRole('menu');
}

beforeEach(() => {
  polyfillRadix();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AdminUsersPage: list', () => {
  it('shows real accounts in a table: email, username, role, verified, banned and joined date', async () => {
    const calls = fakeApi();
    page();
    expect(screen.getByRole('heading', { level: 1, name: 'Users' })).toBeInTheDocument();
    const table = await screen.findByRole('table');
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual(['User', 'Role', 'Status', 'Joined', 'Actions']);

    const ann = within(await rowOf('ann@example.com'));
    expect(ann.getByText('Ann')).toBeInTheDocument();
    expect(ann.getByText('User')).toBeInTheDocument();
    expect(ann.getByText('Unverified')).toBeInTheDocument();
    expect(ann.getByText('March 5, 2025')).toBeInTheDocument();
    expect(within(await rowOf('bob@example.com')).getByText('Admin')).toBeInTheDocument();
    const cy = within(await rowOf('cy@example.com'));
    expect(cy.getByText('Banned')).toBeInTheDocument();
    expect(cy.getByText('Verified')).toBeInTheDocument();
    expect(within(await rowOf('owner@example.com')).getByText('Super admin')).toBeInTheDocument();

    expect(query(listCalls(calls)[0]!).get('limit')).toBe('25');
  });

  it('searches by email or username after a pause in typing', async () => {
    const calls = fakeApi();
    const user = userEvent.setup();
    page();
    await screen.findByText('ann@example.com');
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'bob');
    await waitFor(() => expect(screen.queryByText('ann@example.com')).not.toBeInTheDocument());
    expect(screen.getByText('bob@example.com')).toBeInTheDocument();
    const searches = listCalls(calls).map((c) => query(c).get('q'));
    // One request for the finished word, none per keystroke.
    expect(searches).toEqual([null, 'bob']);
    expect(screen.getByRole('status')).toHaveTextContent('1 user matching “bob”');
  });

  it('loads the next keyset page with Load more', async () => {
    const calls = mockFetch((call) => {
      if (call.path === '/api/auth/get-session')
        return json({ user: { id: VIEWER_ID, email: 'root@example.com', role: 'admin' } });
      if (!call.path.startsWith('/api/admin/users')) return undefined;
      return query(call).get('cursor') === 'next-1'
        ? json({ items: [adminUser('u-old', { email: 'old@example.com' })], nextCursor: null })
        : json({ items: [ANN], nextCursor: 'next-1' });
    });
    const user = userEvent.setup();
    page();
    await user.click(await screen.findByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('old@example.com')).toBeInTheDocument();
    expect(screen.getByText('ann@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(listCalls(calls).map((c) => query(c).get('cursor'))).toEqual([null, 'next-1']);
  });

  it('shows one card per user on a narrow screen (375 px)', async () => {
    vi.stubGlobal(
      'matchMedia',
      vi.fn((media: string) => ({ matches: false, media, addEventListener: vi.fn(), removeEventListener: vi.fn() })),
    );
    fakeApi();
    page();
    const list = await screen.findByRole('list', { name: 'Users, newest first' });
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const card = within(list).getByRole('article', { name: 'ann@example.com' });
    expect(within(card).getByText('Unverified')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Actions for ann@example.com' })).toBeInTheDocument();
    expect(within(list).getByRole('article', { name: 'cy@example.com' })).toHaveTextContent('Reason: Spam');
  });
});

describe('AdminUsersPage: invite', () => {
  it('refuses an address without @ with the destructive toast "Invalid email", then sends the invitation', async () => {
    const calls = fakeApi();
    const user = userEvent.setup();
    page();
    await user.click(screen.getByRole('button', { name: 'Invite user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite by email' });
    const email = within(dialog).getByLabelText('Email address');
    await user.type(email, 'new-person.example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invalid email')).toBeInTheDocument();
    expect(toastOf('Invalid email')).toHaveAttribute('data-type', 'error');
    expect(calls.some((c) => c.method === 'POST' && c.path === '/api/admin/invitations')).toBe(false);

    await user.clear(email);
    await user.type(email, ' new@example.com ');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('Invitation sent')).toBeInTheDocument();
    expect(toastOf('Invitation sent')).toHaveAttribute('data-type', 'success');
    expect(calls.find((c) => c.method === 'POST' && c.path === '/api/admin/invitations')).toMatchObject({
      method: 'POST',
      body: { email: 'new@example.com' },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the server refusal (an account exists) as a destructive toast', async () => {
    fakeApi({
      write: (call) =>
        call.path === '/api/admin/invitations'
          ? json({ error: { code: 'conflict', message: 'A user with this email already exists' } }, 409)
          : undefined,
    });
    const user = userEvent.setup();
    page();
    await user.click(screen.getByRole('button', { name: 'Invite user' }));
    await user.type(await screen.findByLabelText('Email address'), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('A user with this email already exists')).toBeInTheDocument();
    expect(toastOf('Invitation not sent')).toHaveAttribute('data-type', 'error');
    // The dialog stays open to correct the address.
    expect(screen.getByRole('dialog', { name: 'Invite by email' })).toBeInTheDocument();
  });
});

describe('AdminUsersPage: remove', () => {
  it('asks for confirmation naming the user, deletes, toasts "User removed" and refreshes the list', async () => {
    const calls = fakeApi();
    const user = userEvent.setup();
    page();
    const menu = await openActions(user, 'ann@example.com');
    await user.click(within(menu).getByRole('menuitem', { name: 'Remove…' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove user' });
    expect(dialog).toHaveTextContent('Remove Ann (ann@example.com)?');
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    const listsBefore = listCalls(calls).length;
    await user.click(within(dialog).getByRole('button', { name: 'Remove user' }));
    expect(await screen.findByText('User removed')).toBeInTheDocument();
    expect(toastOf('User removed')).toHaveAttribute('data-type', 'success');
    expect(calls.find((c) => c.method === 'DELETE')?.path).toBe('/api/admin/users/u-ann');
    await waitFor(() => expect(screen.queryByText('ann@example.com')).not.toBeInTheDocument());
    await waitFor(() => expect(listCalls(calls).length).toBeGreaterThan(listsBefore));
    // Focus returns to the search box when the row is gone.
    await waitFor(() => expect(screen.getByRole('searchbox', { name: 'Search users' })).toHaveFocus());
  });

  it('a user removed while a new search is loading does not come back with its answer', async () => {
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const calls = fakeApi({ holdList: (q) => (q === 'ann' ? held : undefined) });
    const user = userEvent.setup();
    page();
    await screen.findByText('ann@example.com');
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), 'ann');
    // The search's first page is asked for (its answer, read now, still holds Ann) ...
    await waitFor(() => expect(listCalls(calls).map((c) => query(c).get('q'))).toContain('ann'));
    // ... and Ann is removed from the rows still on screen before it arrives.
    const menu = await openActions(user, 'ann@example.com');
    await user.click(within(menu).getByRole('menuitem', { name: 'Remove…' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove user' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove user' }));
    expect(await screen.findByText('User removed')).toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.queryByText('ann@example.com')).not.toBeInTheDocument());
    // The list was asked again after the removal; the stale answer is not what shows.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText('ann@example.com')).not.toBeInTheDocument();
    expect(listCalls(calls).filter((c) => query(c).get('q') === 'ann').length).toBeGreaterThan(1);
  });

  it('cancelling sends nothing and returns focus to the row menu button', async () => {
    const calls = fakeApi();
    const user = userEvent.setup();
    page();
    const menu = await openActions(user, 'ann@example.com');
    await user.click(within(menu).getByRole('menuitem', { name: 'Remove…' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Actions for ann@example.com' })).toHaveFocus());
  });

  it('shows the server refusal "Cannot delete super admin" as a destructive toast', async () => {
    fakeApi({
      write: (call) =>
        call.method === 'DELETE'
          ? json({ error: { code: 'forbidden', message: 'Cannot delete super admin' } }, 403)
          : undefined,
    });
    const user = userEvent.setup();
    page();
    // The list still shows Bob as an admin, but he was made super admin meanwhile.
    const menu = await openActions(user, 'bob@example.com');
    await user.click(within(menu).getByRole('menuitem', { name: 'Remove…' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove user' }));
    expect(await screen.findByText('Cannot delete super admin')).toBeInTheDocument();
    expect(toastOf('Cannot delete super admin')).toHaveAttribute('data-type', 'error');
    expect(screen.getByText('bob@example.com')).toBeInTheDocument();
  });

  it('offers no actions on a super admin or on your own row', async () => {
    fakeApi();
    page();
    const owner = within(await rowOf('owner@example.com'));
    expect(owner.queryByRole('button')).not.toBeInTheDocument();
    expect(owner.getByText('Protected')).toBeInTheDocument();
    const me = within(await rowOf('root@example.com'));
    expect(me.queryByRole('button')).not.toBeInTheDocument();
    expect(me.getByText('(you)')).toBeInTheDocument();
  });
});

describe('AdminUsersPage: roles and bans', () => {
  it('a super admin changes a role between user and admin', async () => {
    const calls = fakeApi();
    const user = userEvent.setup();
    page();
    let menu = await openActions(user, 'ann@example.com');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((i) => i.textContent),
    ).toEqual(['Make admin…', 'Ban…', 'Remove…']);
    // Giving admin rights asks first; Cancel changes nothing.
    await user.click(within(menu).getByRole('menuitem', { name: 'Make admin…' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Make admin' });
    expect(confirm).toHaveTextContent('ann@example.com');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'PATCH')).toHaveLength(0);
    menu = await openActions(user, 'ann@example.com');
    await user.click(within(menu).getByRole('menuitem', { name: 'Make admin…' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Make admin' });
    await user.click(within(confirm).getByRole('button', { name: 'Make admin' }));
    expect(await screen.findByText('Role changed')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')).toMatchObject({
      path: '/api/admin/users/u-ann/role',
      body: { role: 'admin' },
    });
    await waitFor(async () => expect(within(await rowOf('ann@example.com')).getByText('Admin')).toBeInTheDocument());

    menu = await openActions(user, 'bob@example.com');
    await user.click(within(menu).getByRole('menuitem', { name: 'Make regular user' }));
    await waitFor(() => expect(calls.filter((c) => c.method === 'PATCH').at(-1)?.body).toEqual({ role: 'user' }));
  });

  it('an admin (not super admin) is offered no role change and no actions on other admins', async () => {
    fakeApi({ viewer: { id: VIEWER_ID, role: 'admin' }, users: [ANN, BOB] });
    const user = userEvent.setup();
    page();
    const menu = await openActions(user, 'ann@example.com');
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((i) => i.textContent);
    expect(items).toEqual(['Ban…', 'Remove…']);
    await user.keyboard('{Escape}');
    const bob = within(await rowOf('bob@example.com'));
    expect(bob.queryByRole('button')).not.toBeInTheDocument();
    expect(bob.getByText('Super admin only')).toBeInTheDocument();
  });

  it('bans with an optional reason, and unbans', async () => {
    const calls = fakeApi();
    const user = userEvent.setup();
    page();
    const menu = await openActions(user, 'ann@example.com');
    await user.click(within(menu).getByRole('menuitem', { name: 'Ban…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Ban user' });
    expect(dialog).toHaveTextContent('Ban Ann (ann@example.com)?');
    await user.type(within(dialog).getByLabelText('Reason (optional)'), 'Posting spam');
    await user.click(within(dialog).getByRole('button', { name: 'Ban user' }));
    expect(await screen.findByText('User banned')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/admin/users/u-ann/ban')).toMatchObject({
      method: 'POST',
      body: { reason: 'Posting spam' },
    });
    await waitFor(async () => expect(within(await rowOf('ann@example.com')).getByText('Banned')).toBeInTheDocument());

    const again = await openActions(user, 'cy@example.com');
    await user.click(within(again).getByRole('menuitem', { name: 'Unban' }));
    expect(await screen.findByText('User unbanned')).toBeInTheDocument();
    expect(calls.find((c) => c.path === '/api/admin/users/u-cy/unban')?.method).toBe('POST');
    await waitFor(async () =>
      expect(within(await rowOf('cy@example.com')).queryByText('Banned')).not.toBeInTheDocument(),
    );
  });

  it('the menu is usable with the keyboard alone', async () => {
    const calls = fakeApi();
    const user = userEvent.setup();
    page();
    const trigger = await screen.findByRole('button', { name: 'Actions for ann@example.com' });
    trigger.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());
    await user.keyboard('{ArrowDown}{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Ban user' });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    expect(calls.some((c) => c.path.endsWith('/ban'))).toBe(false);
  });
});

describe('allowedActions', () => {
  it('follows the server rules', () => {
    const superAdmin = { id: 'me', role: 'super_admin' as const };
    const admin = { id: 'me', role: 'admin' as const };
    expect(allowedActions(superAdmin, ANN)).toEqual(['make-admin', 'ban', 'remove']);
    expect(allowedActions(superAdmin, BOB)).toEqual(['make-user', 'ban', 'remove']);
    expect(allowedActions(superAdmin, CY)).toEqual(['make-admin', 'unban', 'remove']);
    expect(allowedActions(superAdmin, OWNER)).toEqual([]);
    expect(allowedActions(admin, { ...ANN, id: 'me' })).toEqual([]);
    expect(allowedActions(admin, BOB)).toEqual([]);
    expect(allowedActions(admin, ANN)).toEqual(['ban', 'remove']);
    expect(allowedActions(null, ANN)).toEqual([]);
  });
});
