// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Prompt } from '../../../shared/schemas';
import PromptPage from './prompt-page';
import { installDomStubs, json, mockFetch, renderRoutes, summary } from '../../test/mock-fetch';

beforeEach(() => {
  installDomStubs();
  Object.defineProperty(navigator, 'clipboard', { value: { writeText: vi.fn(async () => {}) }, configurable: true });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PROMPT: Prompt = (({ contentPreview: _c, contentLength: _l, ...rest }) => ({
  ...rest,
  content: 'Line one\nLine two',
  instructions: null,
  userId: 'u1',
  version: 1,
}))(summary(9, 'Owned prompt'));

describe('owner edit in the prompt detail', () => {
  it('view → edit → cancel resets the draft; save persists with PATCH and toasts "Prompt updated"', async () => {
    let current = PROMPT;
    const calls = mockFetch(({ method, path, body }) => {
      if (path === '/api/prompts/9' && method === 'GET') return json(current);
      if (path === '/api/prompts/9' && method === 'PATCH') {
        current = { ...current, ...(body as Partial<Prompt>), version: current.version + 1 };
        return json(current);
      }
      if (path.endsWith('/views')) return new Response(null, { status: 204 });
      if (path.startsWith('/api/prompts/9/comments')) return json({ items: [], nextCursor: null });
      if (path === '/api/prompts/9/rating') return json({ average: 4, count: 2, mine: null });
      if (path === '/api/me/saved') return json({ promptIds: [] });
    });
    renderRoutes([{ path: '/prompt/:id', element: <PromptPage /> }], '/prompt/9');

    await userEvent.click(await screen.findByRole('button', { name: 'Edit' }, { timeout: 8000 }));
    const title = await screen.findByLabelText('Title', undefined, { timeout: 8000 });
    await userEvent.clear(title);
    await userEvent.type(title, 'Draft title');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.click(screen.getByRole('button', { name: 'Edit' }));
    expect(await screen.findByLabelText('Title')).toHaveValue('Owned prompt');

    await userEvent.clear(screen.getByLabelText('Title'));
    await userEvent.type(screen.getByLabelText('Title'), 'New title');
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Prompt updated')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'New title' })).toBeInTheDocument();
    expect(screen.getByText('(version 2)')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      title: 'New title',
      content: 'Line one\nLine two',
    });
  });

  it('shows no edit button to someone else', async () => {
    mockFetch(({ path }) => {
      if (path === '/api/prompts/9') return json({ ...PROMPT, userId: 'other' });
      if (path.startsWith('/api/prompts/9/comments')) return json({ items: [], nextCursor: null });
      if (path === '/api/prompts/9/rating') return json({ average: 4, count: 2, mine: null });
      if (path === '/api/me/saved') return json({ promptIds: [] });
    });
    renderRoutes([{ path: '/prompt/:id', element: <PromptPage /> }], '/prompt/9');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Owned prompt' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(await screen.findByRole('radiogroup', { name: 'Your rating' }, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
  });
});
