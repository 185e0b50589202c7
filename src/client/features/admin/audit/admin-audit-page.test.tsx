// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import type { AuditEntry } from '../../../../shared/admin-schemas';
import { installDomStubs, json, mockFetch, renderRoutes, type Call } from '../../../test/mock-fetch';
import AdminAuditPage from './admin-audit-page';

beforeEach(installDomStubs);
afterEach(() => {
  toast.dismiss();
  cleanup();
  vi.unstubAllGlobals();
});

function entry(id: number, overrides: Partial<AuditEntry>): AuditEntry {
  return {
    id,
    actor: { id: 'admin-1', email: 'admin@example.com', username: 'site-admin' },
    action: 'prompt.delete',
    targetType: 'prompt',
    targetId: String(id),
    details: null,
    createdAt: '2026-02-03T10:15:00.000Z',
    ...overrides,
  };
}

const ENTRIES: AuditEntry[] = [
  entry(30, {
    action: 'prompt.update',
    targetId: '1',
    details: { fields: ['title', 'content'], version: 3, ownerId: 'u-grace' },
    createdAt: '2026-02-03T10:15:00.000Z',
  }),
  entry(29, { action: 'comment.delete', targetType: 'comment', targetId: '7', details: { promptId: 1 } }),
  entry(28, { action: 'ad.enable', targetType: 'ad', targetId: '4', actor: null }),
  entry(27, { action: 'prompt.delete', targetId: '2', details: { title: 'Spam offer' } }),
];

const auditRequests = (calls: Call[]) =>
  calls.filter((c) => c.method === 'GET' && c.path.startsWith('/api/admin/audit-log'));
const params = (call: Call | undefined) => Object.fromEntries(new URL(call?.path ?? '/', 'http://x').searchParams);

function page(handler: (call: Call) => Response | undefined, url = '/admin/audit') {
  const calls = mockFetch(handler);
  const rendered = renderRoutes([{ path: '/admin/audit', element: <AdminAuditPage /> }], url);
  return { calls, ...rendered };
}

describe('AdminAuditPage', () => {
  it('reads as sentences, newest first: who did what, linked to what can be seen, and when', async () => {
    const user = userEvent.setup();
    const { calls } = page(({ path }) =>
      path.startsWith('/api/admin/audit-log') ? json({ items: ENTRIES, nextCursor: null }) : undefined,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Audit log' })).toBeInTheDocument();
    const log = await screen.findByRole('list', { name: 'Audit log entries, newest first' });
    const rows = within(log).getAllByRole('listitem');
    expect(rows).toHaveLength(4);
    expect(rows[0]).toHaveTextContent('site-admin edited prompt #1 (title, content), now version 3.');
    expect(within(rows[0]!).getByRole('link', { name: 'site-admin' })).toHaveAttribute('href', '/u/site-admin');
    expect(within(rows[0]!).getByRole('link', { name: /edited prompt #1/ })).toHaveAttribute('href', '/prompt/1');
    expect(rows[0]).toHaveTextContent('admin@example.com');
    expect(rows[0]!.querySelector('time')).toHaveAttribute('datetime', '2026-02-03T10:15:00.000Z');
    expect(rows[0]!.querySelector('time')?.textContent).toMatch(/Feb [23], 2026/);
    expect(within(rows[1]!).getByRole('link', { name: 'deleted comment #7 on prompt #1' })).toHaveAttribute(
      'href',
      '/prompt/1',
    );
    expect(rows[2]).toHaveTextContent('A removed account enabled ad panel #4.');
    // A deleted prompt cannot be opened: no link.
    expect(rows[3]).toHaveTextContent('site-admin deleted prompt #2 “Spam offer”.');
    expect(within(rows[3]!).getAllByRole('link')).toHaveLength(1);

    // Details as names and values, not JSON.
    await user.click(within(rows[0]!).getByText('Details'));
    const details = within(rows[0]!).getByText('Details').closest('details')!;
    expect(details.open).toBe(true);
    expect(within(details).getByText('title, content')).toBeVisible();
    expect(details).not.toHaveTextContent('{');
    expect(params(auditRequests(calls)[0])).toEqual({ limit: '25' });
  });

  it('filters by action, who and days, kept in the address; Clear shows everything again', async () => {
    const user = userEvent.setup();
    const { calls, router } = page(({ path }) =>
      path.startsWith('/api/admin/audit-log') ? json({ items: ENTRIES.slice(0, 1), nextCursor: null }) : undefined,
    );
    await screen.findByRole('list', { name: 'Audit log entries, newest first' });
    const form = screen.getByRole('search', { name: 'Filter the audit log' });
    await user.selectOptions(within(form).getByLabelText('Action'), 'Prompt deleted');
    await waitFor(() => expect(params(auditRequests(calls).at(-1))).toEqual({ limit: '25', action: 'prompt.delete' }));
    await user.type(within(form).getByLabelText('Who'), 'Ada{Enter}');
    await waitFor(() => expect(params(auditRequests(calls).at(-1))).toMatchObject({ actor: 'Ada' }));
    await user.type(within(form).getByLabelText('From'), '2026-01-01');
    await user.type(within(form).getByLabelText('To'), '2026-01-31');
    await waitFor(() =>
      expect(params(auditRequests(calls).at(-1))).toEqual({
        limit: '25',
        action: 'prompt.delete',
        actor: 'Ada',
        from: '2026-01-01',
        to: '2026-01-31',
      }),
    );
    expect(Object.fromEntries(new URLSearchParams(router.state.location.search))).toEqual({
      action: 'prompt.delete',
      actor: 'Ada',
      from: '2026-01-01',
      to: '2026-01-31',
    });
    await user.click(within(form).getByRole('button', { name: 'Clear' }));
    await waitFor(() => expect(params(auditRequests(calls).at(-1))).toEqual({ limit: '25' }));
    expect(within(form).getByLabelText('Who')).toHaveValue('');
  });

  it('opens with the filters of its address, and says when nothing matches', async () => {
    const { calls } = page(
      ({ path }) => (path.startsWith('/api/admin/audit-log') ? json({ items: [], nextCursor: null }) : undefined),
      '/admin/audit?action=user.ban&actor=bo',
    );
    expect(await screen.findByText('No entries match these filters.')).toBeInTheDocument();
    expect(params(auditRequests(calls)[0])).toEqual({ limit: '25', action: 'user.ban', actor: 'bo' });
    expect(screen.getByLabelText('Action')).toHaveValue('user.ban');
    expect(screen.getByLabelText('Who')).toHaveValue('bo');
  });

  it('pages with Load more', async () => {
    const user = userEvent.setup();
    const { calls } = page(({ path }) => {
      if (!path.startsWith('/api/admin/audit-log')) return undefined;
      return path.includes('cursor=')
        ? json({
            items: [entry(5, { action: 'settings.update', targetType: 'settings', targetId: 'site' })],
            nextCursor: null,
          })
        : json({ items: ENTRIES, nextCursor: 'older' });
    });
    const log = await screen.findByRole('list', { name: 'Audit log entries, newest first' });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await within(log).findByRole('link', { name: 'changed the site settings' })).toHaveAttribute(
      'href',
      '/admin/settings',
    );
    expect(within(log).getAllByRole('listitem')).toHaveLength(5);
    expect(params(auditRequests(calls).at(-1))).toEqual({ cursor: 'older', limit: '25' });
  });

  it('says so when nothing is recorded yet', async () => {
    page(({ path }) => (path.startsWith('/api/admin/audit-log') ? json({ items: [], nextCursor: null }) : undefined));
    expect(await screen.findByText('Nothing recorded yet.')).toBeInTheDocument();
  });
});
