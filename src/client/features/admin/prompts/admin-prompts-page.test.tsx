// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';
import type { Prompt, PromptSummary } from '../../../../shared/schemas';
import { installDomStubs, json, mockFetch, renderRoutes, summary, type Call } from '../../../test/mock-fetch';
import AdminPromptsPage from './admin-prompts-page';

beforeEach(installDomStubs);
afterEach(() => {
  // sonner replays toasts still showing to the next test's Toaster: end them here.
  toast.dismiss();
  cleanup();
  vi.unstubAllGlobals();
});

const noContent = () => new Response(null, { status: 204 });
const apiError = (status: number, code: string, message: string) => json({ error: { code, message } }, status);
const toastType = (text: string) => screen.getByText(text).closest('[data-sonner-toast]')?.getAttribute('data-type');

function authored(id: number, title: string, username: string | null, category = 'writing'): PromptSummary {
  return {
    ...summary(id, title),
    category,
    author: username ? { id: `u-${username}`, username, avatarUrl: null, createdAt: '2025-01-01T00:00:00Z' } : null,
  };
}

const ITEMS = [authored(1, 'Essay helper', 'grace', 'academic'), authored(2, 'Spam offer', null)];

function full(item: PromptSummary): Prompt {
  return {
    ...item,
    content: `Content of ${item.title}`,
    instructions: null,
    userId: item.author?.id ?? null,
    version: 1,
  };
}

/** The admin list answers with ITEMS unless `handler` answers first. */
function page(
  handler: (call: Call) => Response | Promise<Response> | undefined = () => undefined,
  url = '/admin/prompts',
) {
  const calls = mockFetch(
    (call) =>
      handler(call) ??
      (call.method === 'GET' && call.path.startsWith('/api/admin/prompts')
        ? json({ items: ITEMS, nextCursor: null })
        : undefined),
  );
  const rendered = renderRoutes([{ path: '/admin/prompts', element: <AdminPromptsPage /> }], url);
  return { calls, ...rendered };
}

const listRequests = (calls: Call[]) =>
  calls.filter((c) => c.method === 'GET' && c.path.startsWith('/api/admin/prompts'));
const params = (call: Call | undefined) => Object.fromEntries(new URL(call?.path ?? '/', 'http://x').searchParams);

describe('AdminPromptsPage: prompts', () => {
  it('lists every prompt with title, author, category and created date', async () => {
    const { calls } = page();
    expect(screen.getByRole('heading', { level: 1, name: 'Moderate Prompts' })).toBeInTheDocument();
    const essay = await screen.findByRole('article', { name: 'Essay helper' });
    expect(within(essay).getByText('grace')).toBeInTheDocument();
    expect(within(essay).getByText('Academic')).toBeInTheDocument();
    expect(within(essay).getByText('March 1, 2025')).toHaveAttribute('datetime', '2025-03-01T00:00:00Z');
    const spam = screen.getByRole('article', { name: 'Spam offer' });
    expect(within(spam).getByText('Anonymous')).toBeInTheDocument();
    expect(within(spam).getByText('Writing')).toBeInTheDocument();
    for (const action of ['Open', 'Edit', 'Delete']) {
      expect(within(spam).getByRole('button', { name: `${action} Spam offer` })).toBeInTheDocument();
    }
    expect(params(listRequests(calls)[0])).toEqual({ sort: 'newest', limit: '20' });
  });

  it('a prompt deleted while a new search is loading does not come back with its answer', async () => {
    const user = userEvent.setup();
    let deleted = false;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { calls } = page(({ method, path }) => {
      if (method === 'DELETE' && path === '/api/prompts/2') {
        deleted = true;
        return noContent();
      }
      if (method === 'GET' && path.startsWith('/api/admin/prompts') && path.includes('q=spam')) {
        // Read when asked: the first answer still holds the prompt; it arrives after the delete.
        const items = deleted ? [] : [ITEMS[1]];
        const answer = json({ items, nextCursor: null });
        return items.length ? held.then(() => answer) : answer;
      }
    });
    await screen.findByRole('article', { name: 'Spam offer' });
    await user.type(screen.getByLabelText('Search prompts'), 'spam');
    await waitFor(() => expect(listRequests(calls).some((c) => params(c).q === 'spam')).toBe(true));
    await user.click(screen.getByRole('button', { name: 'Delete Spam offer' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete “Spam offer”' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Prompt deleted')).toBeInTheDocument();
    release();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Spam offer' })).not.toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByRole('article', { name: 'Spam offer' })).not.toBeInTheDocument();
    expect(listRequests(calls).filter((c) => params(c).q === 'spam').length).toBeGreaterThan(1);
  });

  it('searches with the browse search: text, category and sort go to GET /api/admin/prompts', async () => {
    const user = userEvent.setup();
    const { calls, router } = page(({ method, path }) =>
      method === 'GET' && path.includes('q=spam') ? json({ items: [ITEMS[1]], nextCursor: null }) : undefined,
    );
    await screen.findByRole('article', { name: 'Essay helper' });
    await user.type(screen.getByLabelText('Search prompts'), 'spam');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Essay helper' })).not.toBeInTheDocument());
    expect(await screen.findByRole('article', { name: 'Spam offer' })).toBeInTheDocument();
    expect(params(listRequests(calls).at(-1))).toEqual({ q: 'spam', sort: 'newest', limit: '20' });

    await user.click(screen.getByRole('combobox', { name: 'Category' }));
    await user.click(await screen.findByRole('option', { name: 'Writing' }));
    await waitFor(() => expect(params(listRequests(calls).at(-1))).toMatchObject({ q: 'spam', category: 'writing' }));

    await user.click(screen.getByRole('combobox', { name: 'Sort By' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Best Match',
      'Newest First',
      'Oldest First',
      'Most Popular',
      'Highest Rated',
    ]);
    await user.click(screen.getByRole('option', { name: 'Oldest First' }));
    await waitFor(() =>
      expect(params(listRequests(calls).at(-1))).toEqual({
        q: 'spam',
        category: 'writing',
        sort: 'oldest',
        limit: '20',
      }),
    );
    expect(router.state.location.search).toBe('?q=spam&category=writing&sort=oldest');
  });

  it('a one-letter search is not applied (2 characters minimum)', async () => {
    const user = userEvent.setup();
    const { calls } = page();
    await screen.findByRole('article', { name: 'Essay helper' });
    await user.type(screen.getByLabelText('Search prompts'), 's');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(listRequests(calls)).toHaveLength(1);
  });

  it('pages with Load more', async () => {
    const user = userEvent.setup();
    const { calls } = page(({ method, path }) => {
      if (method !== 'GET' || !path.startsWith('/api/admin/prompts')) return undefined;
      return path.includes('cursor=next-1')
        ? json({ items: [authored(3, 'Third prompt', 'ann')], nextCursor: null })
        : json({ items: ITEMS, nextCursor: 'next-1' });
    });
    await screen.findByRole('article', { name: 'Essay helper' });
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('article', { name: 'Third prompt' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(params(listRequests(calls).at(-1))).toMatchObject({ cursor: 'next-1' });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });

  it('says "Error loading prompts" when the search fails', async () => {
    page(({ path }) =>
      path.startsWith('/api/admin/prompts') ? apiError(500, 'internal', 'Database unavailable') : undefined,
    );
    expect(await screen.findByText('Error loading prompts')).toBeInTheDocument();
    expect(toastType('Error loading prompts')).toBe('error');
    expect(screen.getByRole('alert')).toHaveTextContent('The prompts could not be loaded.');
  });

  it('empty results read "No prompts found"', async () => {
    page(({ path }) => (path.startsWith('/api/admin/prompts') ? json({ items: [], nextCursor: null }) : undefined));
    expect(await screen.findByText('No prompts found')).toBeInTheDocument();
  });
});

describe('AdminPromptsPage: moderation actions', () => {
  it('deletes only after the confirmation: "Prompt deleted", then the list is read again', async () => {
    const user = userEvent.setup();
    let deleted = false;
    const { calls } = page(({ method, path }) => {
      if (method === 'DELETE' && path === '/api/prompts/2') {
        deleted = true;
        return noContent();
      }
      if (method === 'GET' && path.startsWith('/api/admin/prompts') && deleted)
        return json({ items: [ITEMS[0]], nextCursor: null });
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Spam offer' }));
    let confirm = await screen.findByRole('alertdialog', { name: 'Delete “Spam offer”' });
    expect(confirm).toHaveTextContent('Are you sure you want to delete this prompt? This action cannot be undone.');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Delete Spam offer' }));
    confirm = await screen.findByRole('alertdialog', { name: 'Delete “Spam offer”' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Prompt deleted')).toBeInTheDocument();
    expect(toastType('Prompt deleted')).toBe('success');
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Spam offer' })).not.toBeInTheDocument());
    expect(calls.filter((c) => c.method === 'DELETE' && c.path === '/api/prompts/2')).toHaveLength(1);
  });

  it('shows "Error deleting prompt" with the server message when the delete is refused', async () => {
    const user = userEvent.setup();
    page(({ method }) => (method === 'DELETE' ? apiError(404, 'not_found', 'Prompt 2 was not found') : undefined));
    await user.click(await screen.findByRole('button', { name: 'Delete Spam offer' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Error deleting prompt')).toBeInTheDocument();
    expect(toastType('Error deleting prompt')).toBe('error');
    expect(screen.getByText('Prompt 2 was not found')).toBeInTheDocument();
  });

  it('edits anyone\'s prompt with the edit dialog: PATCH /api/prompts/{id}, "Prompt updated"', async () => {
    const user = userEvent.setup();
    const prompt = full(ITEMS[0]!);
    const { calls } = page(({ method, path, body }) => {
      if (method === 'GET' && path === '/api/prompts/1') return json(prompt);
      if (method === 'PATCH' && path === '/api/prompts/1') return json({ ...prompt, ...(body as object), version: 2 });
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Essay helper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit prompt' });
    const title = await within(dialog).findByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Essay helper (edited)');
    const before = listRequests(calls).length;
    await user.click(within(dialog).getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Prompt updated')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toMatchObject({
      title: 'Essay helper (edited)',
      content: 'Content of Essay helper',
      category: 'academic',
    });
    await waitFor(() => expect(listRequests(calls).length).toBeGreaterThan(before));
  });

  it('opens the prompt detail in a dialog named by the prompt', async () => {
    const user = userEvent.setup();
    page(({ method, path }) => {
      if (method === 'GET' && path === '/api/prompts/1') return json(full(ITEMS[0]!));
      if (method === 'POST' && path === '/api/prompts/1/views') return noContent();
      if (method === 'GET' && path.startsWith('/api/prompts/1/comments')) return json({ items: [], nextCursor: null });
    });
    await user.click(await screen.findByRole('button', { name: 'Open Essay helper' }));
    const dialog = await screen.findByRole('dialog', { name: 'Essay helper' });
    expect(await within(dialog).findByText('Content of Essay helper')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('AdminPromptsPage: the audit log', () => {
  it('is no longer a tab here: the description links to its own screen', async () => {
    page();
    await screen.findByRole('article', { name: 'Essay helper' });
    expect(screen.queryByRole('tab')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'audit log' })).toHaveAttribute(
      'href',
      '/admin/audit?action=prompt.delete',
    );
  });
});
