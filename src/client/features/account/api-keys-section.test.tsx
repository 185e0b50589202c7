// @vitest-environment jsdom
/** /account's API keys: create (shown once, copied), list and revoke with a confirmation. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiKeysSection } from './api-keys-section';
import { installDomStubs, json, mockFetch, renderWithProviders } from '../../test/mock-fetch';
import type { ApiKey } from '../../../shared/api/keys';

beforeEach(installDomStubs);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const KEY: ApiKey = {
  id: 3,
  name: 'Laptop',
  scope: 'read',
  prefix: 'pc_AbCdEfGh',
  createdAt: '2026-01-05T10:00:00Z',
  lastUsedAt: null,
  expiresAt: null,
};
const SECRET = `pc_${'x'.repeat(43)}`;

describe('ApiKeysSection', () => {
  it('creates a key, shows it once with a copy button, and lists it', async () => {
    let items: ApiKey[] = [];
    const calls = mockFetch(({ method, path, body }) => {
      if (path === '/api/me/api-keys' && method === 'GET') return json({ items, max: 20 });
      if (path === '/api/me/api-keys' && method === 'POST') {
        const input = body as { name: string; scope: 'read_write' };
        const created = { ...KEY, id: 4, name: input.name, scope: input.scope, expiresAt: null };
        items = [created];
        return json({ ...created, key: SECRET }, 201);
      }
    });
    const user = userEvent.setup();
    renderWithProviders(<ApiKeysSection />);
    expect(await screen.findByText('No API keys yet.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create key' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Name is required');

    await user.type(screen.getByLabelText('Key name'), 'Claude Desktop');
    await user.selectOptions(screen.getByLabelText('Scope'), 'read_write');
    await user.selectOptions(screen.getByLabelText('Expires'), 'never');
    await user.click(screen.getByRole('button', { name: 'Create key' }));

    expect(await screen.findByLabelText('New API key')).toHaveValue(SECRET);
    expect(screen.getByText(/will not be shown again/)).toBeInTheDocument();
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toEqual({ name: 'Claude Desktop', scope: 'read_write', expiresInDays: null });
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    // user-event's clipboard stands in for the browser's.
    expect(await navigator.clipboard.readText()).toBe(SECRET);

    const list = await screen.findByRole('list', { name: 'Your API keys' });
    expect(within(list).getByRole('button', { name: 'Revoke Claude Desktop' })).toBeInTheDocument();
    expect(within(list).getByText(/Read and write/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Done' }));
    expect(screen.queryByLabelText('New API key')).not.toBeInTheDocument();
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
  });

  it('revokes a key only after the confirmation', async () => {
    let items: ApiKey[] = [KEY];
    const calls = mockFetch(({ method, path }) => {
      if (path === '/api/me/api-keys' && method === 'GET') return json({ items, max: 20 });
      if (path === '/api/me/api-keys/3' && method === 'DELETE') {
        items = [];
        return new Response(null, { status: 204 });
      }
    });
    const user = userEvent.setup();
    renderWithProviders(<ApiKeysSection />);
    const list = await screen.findByRole('list', { name: 'Your API keys' });
    expect(within(list).getByText(/pc_AbCdEfGh…/)).toBeInTheDocument();
    expect(within(list).getByText(/last used never · expires never/)).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Revoke Laptop' }));
    const dialog = await screen.findByRole('alertdialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(within(list).getByRole('button', { name: 'Revoke Laptop' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Revoke key' }));
    await waitFor(() => expect(screen.getByText('No API keys yet.')).toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.path)).toEqual(['/api/me/api-keys/3']);
  });
});
