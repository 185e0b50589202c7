// @vitest-environment jsdom
/** /admin/api-keys: every key with its owner, a search, and a confirmed revoke. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import AdminApiKeysPage from './admin-api-keys-page';
import { installDomStubs, json, mockFetch, renderRoutes } from '../../../test/mock-fetch';
import type { AdminApiKey } from '../../../../shared/api/keys';

beforeEach(installDomStubs);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const KEYS: AdminApiKey[] = [
  {
    id: 7,
    name: 'Nightly sync',
    scope: 'read_write',
    prefix: 'pc_Zx9Yw8Vu',
    createdAt: '2026-02-01T00:00:00Z',
    lastUsedAt: null,
    expiresAt: null,
    owner: { id: 'u2', username: 'bea', email: 'bea@example.com' },
  },
];

describe('AdminApiKeysPage', () => {
  it('lists keys with owners, searches, and revokes after the confirmation', async () => {
    let items = KEYS;
    const calls = mockFetch(({ method, path }) => {
      if (path.startsWith('/api/admin/api-keys') && method === 'GET') return json({ items });
      if (path === '/api/admin/api-keys/7' && method === 'DELETE') {
        items = [];
        return new Response(null, { status: 204 });
      }
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/admin/api-keys', element: <AdminApiKeysPage /> }], '/admin/api-keys');
    const row = (await screen.findByText('Nightly sync')).closest('tr')!;
    expect(within(row).getByText('bea@example.com')).toBeInTheDocument();
    expect(within(row).getByText('Read and write')).toBeInTheDocument();
    expect(within(row).getByText('pc_Zx9Yw8Vu…')).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Search keys by owner or name' }), 'bea');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(calls.some((c) => c.path === '/api/admin/api-keys?q=bea')).toBe(true));

    // The search's answer is a new table.
    const found = (await screen.findByText('Nightly sync')).closest('tr')!;
    await user.click(within(found).getByRole('button', { name: "Revoke bea's key Nightly sync" }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke key' }));
    await screen.findByText('No keys match.');
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/admin/api-keys/7']);
  });
});
