// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SavedPage, { DELETE_LIST_CONFIRMATION, EMPTY_LIST_TEXT } from './saved-page';
import { installDomStubs, json, mockFetch, renderRoutes, summary } from '../../test/mock-fetch';

beforeEach(installDomStubs);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const page = () => renderRoutes([{ path: '/saved', element: <SavedPage /> }], '/saved');
const LIST = { id: 5, name: 'Writing aids', createdAt: '2025-01-01T00:00:00Z', promptCount: 2 };
const ITEMS = [
  { savedAt: '2025-03-01T00:00:00Z', prompt: summary(11, 'Essay helper') },
  { savedAt: '2025-03-02T00:00:00Z', prompt: summary(12, 'Poem helper') },
];

function withList() {
  return mockFetch(({ method, path }) => {
    if (path === '/api/lists' && method === 'GET') return json({ lists: [LIST] });
    if (path === '/api/lists/5/prompts') return json({ items: ITEMS });
    if (path === '/api/lists/5/prompts/remove') return json({ removed: 1 });
    if (path === '/api/lists/5' && method === 'DELETE') return new Response(null, { status: 204 });
  });
}

describe('SavedPage', () => {
  it('shows the virtual Favorites list when the user has none, with the empty text', async () => {
    const calls = mockFetch(({ path }) => (path === '/api/lists' ? json({ lists: [] }) : undefined));
    page();
    const toggle = await screen.findByRole('button', { name: /Favorites/ });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    // The virtual list cannot be renamed or deleted.
    expect(screen.queryByRole('button', { name: /Delete list/ })).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(EMPTY_LIST_TEXT)).toBeInTheDocument();
    expect(EMPTY_LIST_TEXT).toBe('This list is empty. Save prompts to add them here.');
    expect(calls.some((c) => c.path.startsWith('/api/lists/default'))).toBe(false);
  });

  it('expands a list with View Prompt links; Delete Selected with nothing selected says "No prompts selected"', async () => {
    const calls = withList();
    page();
    await userEvent.click(await screen.findByRole('button', { name: /^Writing aids/, expanded: false }));
    expect(await screen.findByText('Essay helper')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Prompt Essay helper' })).toHaveAttribute('href', '/?prompt=11');

    await userEvent.click(screen.getByRole('button', { name: 'Select' }));
    await userEvent.click(screen.getByRole('button', { name: /Delete Selected/ }));
    expect(await screen.findByText('No prompts selected')).toBeInTheDocument();
    expect(calls.some((c) => c.path.endsWith('/remove'))).toBe(false);

    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Poem helper' }));
    await userEvent.click(screen.getByRole('button', { name: /Delete Selected/ }));
    expect(await screen.findByText('Prompt removed')).toBeInTheDocument();
    expect(calls.find((c) => c.path.endsWith('/remove'))?.body).toEqual({ promptIds: [12] });

    await userEvent.click(screen.getByRole('button', { name: 'Select' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Essay helper' }));
    await userEvent.click(screen.getByRole('checkbox', { name: 'Select Poem helper' }));
    await userEvent.click(screen.getByRole('button', { name: /Delete Selected/ }));
    expect(await screen.findByText('Prompts removed')).toBeInTheDocument();
    expect(calls.filter((c) => c.path.endsWith('/remove')).at(-1)?.body).toEqual({ promptIds: [11, 12] });
  });

  it('deletes a list after the exact confirmation', async () => {
    const calls = withList();
    page();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete list Writing aids' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText(DELETE_LIST_CONFIRMATION)).toBeInTheDocument();
    expect(DELETE_LIST_CONFIRMATION).toBe(
      'Are you sure you want to delete this list? All saved prompts in this list will be removed.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('List deleted')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === '/api/lists/5')).toBe(true);
  });

  it('refuses an empty list name with "Invalid list name"', async () => {
    const calls = withList();
    page();
    await userEvent.type(await screen.findByLabelText('New list'), '   ');
    await userEvent.click(screen.getByRole('button', { name: 'Create list' }));
    expect(await screen.findByText('Invalid list name')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid name for your list.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);
  });

  it('without a session goes to /login', async () => {
    mockFetch(() => undefined, { signedIn: false });
    page();
    expect(await screen.findByText('Login screen')).toBeInTheDocument();
  });
});
