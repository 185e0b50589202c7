// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { vi } from 'vitest';
import MyPromptsPage, { DELETE_PROMPT_CONFIRMATION } from './my-prompts-page';
import { installDomStubs, json, mockFetch, renderRoutes, summary } from '../../../test/mock-fetch';

beforeEach(installDomStubs);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const page = () => renderRoutes([{ path: '/my-prompts', element: <MyPromptsPage /> }], '/my-prompts');
const items = [summary(1, 'First prompt'), summary(2, 'Second prompt')];

describe('MyPromptsPage', () => {
  it('lists own prompts and deletes one after the exact confirmation', async () => {
    const calls = mockFetch(({ method, path }) => {
      if (path.startsWith('/api/me/prompts')) return json({ items, nextCursor: null });
      if (method === 'DELETE' && path === '/api/prompts/2') return new Response(null, { status: 204 });
    });
    page();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Second prompt' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(DELETE_PROMPT_CONFIRMATION)).toBeInTheDocument();
    expect(DELETE_PROMPT_CONFIRMATION).toBe(
      'Are you sure you want to delete this prompt? This action cannot be undone.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Prompt deleted')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/prompts/2')).toBe(true);
  });

  it('cancelling the confirmation deletes nothing', async () => {
    const calls = mockFetch(({ path }) =>
      path.startsWith('/api/me/prompts') ? json({ items, nextCursor: null }) : undefined,
    );
    page();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete First prompt' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
  });

  it('shows "Error deleting prompt" when the server refuses', async () => {
    mockFetch(({ method, path }) => {
      if (path.startsWith('/api/me/prompts')) return json({ items, nextCursor: null });
      if (method === 'DELETE')
        return json({ error: { code: 'forbidden', message: 'You can only delete your own prompts' } }, 403);
    });
    page();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete First prompt' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error deleting prompt')).toBeInTheDocument();
    expect(screen.getByText('You can only delete your own prompts')).toBeInTheDocument();
  });

  it('shows "Error loading prompts" when the list fails', async () => {
    mockFetch(({ path }) =>
      path.startsWith('/api/me/prompts') ? json({ error: { code: 'x', message: 'Boom' } }, 500) : undefined,
    );
    page();
    expect(await screen.findByText('Error loading prompts')).toBeInTheDocument();
  });

  it('edits a prompt with PATCH and toasts "Prompt updated"', async () => {
    const full = {
      ...summary(1, 'First prompt'),
      content: 'Old content',
      instructions: null,
      userId: 'u1',
      version: 1,
    };
    const calls = mockFetch(({ method, path, body }) => {
      if (path.startsWith('/api/me/prompts')) return json({ items, nextCursor: null });
      if (method === 'GET' && path === '/api/prompts/1') return json(full);
      if (method === 'PATCH' && path === '/api/prompts/1') return json({ ...full, ...(body as object), version: 2 });
    });
    page();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit First prompt' }));
    const title = await screen.findByLabelText('Title');
    await userEvent.clear(title);
    await userEvent.type(title, 'Renamed');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Prompt updated')).toBeInTheDocument();
    const patch = calls.find((c) => c.method === 'PATCH');
    expect(patch?.body).toMatchObject({
      title: 'Renamed',
      content: 'Old content',
      category: 'writing',
      tags: ['a', 'b'],
    });
  });

  it('without a session goes to /login with "Authentication required"', async () => {
    mockFetch(() => undefined, { signedIn: false });
    page();
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
    expect(await screen.findByText('Authentication required')).toBeInTheDocument();
  });
});
