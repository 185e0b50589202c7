// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CommentsPanel, COMMENT_PLACEHOLDER } from './comments-panel';
import { applyVote, nextVote } from './api';
import type { PromptComment } from './types';
import { installDomStubs, json, mockFetch, renderWithProviders, SESSION_USER } from '../../test/mock-fetch';
import type { SessionUser } from '../../lib/use-session';

beforeEach(installDomStubs);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const USER = { ...SESSION_USER, image: null, twoFactorEnabled: false } as SessionUser;
const COMMENT: PromptComment = {
  id: 40,
  promptId: 3,
  content: 'Works great',
  createdAt: new Date().toISOString(),
  upvotes: 2,
  downvotes: 1,
  myVote: null,
  user: { id: 'someone', username: 'bob', avatarUrl: null },
};

describe('comment form', () => {
  it('is disabled for empty or whitespace text, posts, clears and toasts "Comment added"', async () => {
    const calls = mockFetch(({ method, path, body }) => {
      if (path.startsWith('/api/prompts/3/comments') && method === 'GET') return json({ items: [], nextCursor: null });
      if (method === 'POST')
        return json(
          {
            ...COMMENT,
            id: 41,
            content: (body as { content: string }).content,
            user: { id: 'u1', username: 'Ann', avatarUrl: null },
          },
          201,
        );
    });
    renderWithProviders(<CommentsPanel promptId={3} user={USER} />);
    const field = await screen.findByPlaceholderText(COMMENT_PLACEHOLDER);
    const submit = screen.getByRole('button', { name: 'Post Comment' });
    expect(submit).toBeDisabled();
    await userEvent.type(field, '   ');
    expect(submit).toBeDisabled();
    await userEvent.type(field, '{Control>}{Enter}{/Control}');
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    await userEvent.type(field, 'Nice prompt');
    expect(submit).toBeEnabled();
    await userEvent.click(submit);
    expect(await screen.findByText('Comment added')).toBeInTheDocument();
    expect(field).toHaveValue('');
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ content: '   Nice prompt' });
    expect(screen.getByText('   Nice prompt'.trim())).toBeInTheDocument();
  });

  it('shows visitors the comments and a sign-in link instead of the form', async () => {
    mockFetch(
      ({ path }) =>
        path.startsWith('/api/prompts/3/comments') ? json({ items: [COMMENT], nextCursor: null }) : undefined,
      { signedIn: false },
    );
    renderWithProviders(<CommentsPanel promptId={3} user={null} />);
    expect(await screen.findByText('Works great')).toBeInTheDocument();
    expect(screen.getByText('bob')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to comment' })).toHaveAttribute('href', '/login');
    expect(screen.getByPlaceholderText(COMMENT_PLACEHOLDER)).toBeDisabled();
  });
});

describe('comment votes', () => {
  it('toggles and switches: up, up again (none), then down; aria-pressed follows', async () => {
    let state = { upvotes: 2, downvotes: 1, myVote: null as 'up' | 'down' | null };
    const calls = mockFetch(({ method, path, body }) => {
      if (path.startsWith('/api/prompts/3/comments')) return json({ items: [COMMENT], nextCursor: null });
      if (method === 'PUT' && path === '/api/comments/40/vote') {
        state = { ...applyVote({ ...COMMENT, ...state }, (body as { vote: 'up' | 'down' | 'none' }).vote) };
        return json({ upvotes: state.upvotes, downvotes: state.downvotes, myVote: state.myVote });
      }
    });
    renderWithProviders(<CommentsPanel promptId={3} user={USER} />);
    const up = await screen.findByRole('button', { name: /^Upvote/ });
    const down = screen.getByRole('button', { name: /^Downvote/ });
    expect(up).toHaveAttribute('aria-pressed', 'false');

    await userEvent.click(up);
    await waitFor(() => expect(up).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(up).toHaveAccessibleName('Upvote (3)'));
    expect(await screen.findByText('Vote recorded')).toBeInTheDocument();

    await userEvent.click(up);
    await waitFor(() => expect(up).toHaveAttribute('aria-pressed', 'false'));
    await waitFor(() => expect(up).toHaveAccessibleName('Upvote (2)'));

    await userEvent.click(down);
    await waitFor(() => expect(down).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(down).toHaveAccessibleName('Downvote (2)'));

    await userEvent.click(up);
    await waitFor(() => expect(up).toHaveAttribute('aria-pressed', 'true'));
    await waitFor(() => expect(up).toHaveAccessibleName('Upvote (3)'));
    await waitFor(() => expect(down).toHaveAccessibleName('Downvote (1)'));

    expect(calls.filter((c) => c.method === 'PUT').map((c) => (c.body as { vote: string }).vote)).toEqual([
      'up',
      'none',
      'down',
      'up',
    ]);
  });

  it('nextVote and applyVote follow the toggle/switch rules', () => {
    expect(nextVote(null, 'up')).toBe('up');
    expect(nextVote('up', 'up')).toBe('none');
    expect(nextVote('up', 'down')).toBe('down');
    const switched = applyVote({ ...COMMENT, myVote: 'up', upvotes: 3, downvotes: 1 }, 'down');
    expect(switched).toMatchObject({ upvotes: 2, downvotes: 2, myVote: 'down' });
  });

  it('asks visitors to sign in instead of voting', async () => {
    const calls = mockFetch(
      ({ path }) =>
        path.startsWith('/api/prompts/3/comments') ? json({ items: [COMMENT], nextCursor: null }) : undefined,
      {
        signedIn: false,
      },
    );
    renderWithProviders(<CommentsPanel promptId={3} user={null} />);
    await userEvent.click(await screen.findByRole('button', { name: /^Upvote/ }));
    expect(await screen.findByText('Sign in required')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in to vote' })).toHaveAttribute('href', '/login');
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });
});
