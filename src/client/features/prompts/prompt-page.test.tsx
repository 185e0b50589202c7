// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppToaster } from '../../app/app-toaster';
import type { Prompt } from '../../../shared/schemas';
import PromptPage from './prompt-page';
import { fakeApi } from '../../../../tests/setup/msw';

const PROMPT: Prompt = {
  id: 7,
  title: 'Essay outliner',
  content: 'Line one\n\nLine two '.repeat(3),
  instructions: 'Paste your topic first.',
  category: 'academic',
  tags: ['essay', 'outline'],
  rating: 3.45,
  ratingCount: 4,
  popularity: 1,
  commentCount: 0,
  author: { id: 'u', username: 'grace', avatarUrl: null, createdAt: '2025-01-01T00:00:00Z' },
  createdAt: '2025-03-05T12:00:00Z',
  updatedAt: '2025-03-05T12:00:00Z',
  userId: 'u',
  version: 1,
};

let fetchMock: ReturnType<typeof fakeApi>['fetchSpy'];
const writeText = vi.fn(async () => {});

beforeEach(() => {
  ({ fetchSpy: fetchMock } = fakeApi(async (request) => {
    const path = request.url;
    if (path === '/api/prompts/7') return new Response(JSON.stringify(PROMPT), { status: 200 });
    if (path.endsWith('/views')) return new Response(null, { status: 204 });
    return new Response(JSON.stringify({ error: { code: 'not_found', message: 'Prompt was not found' } }), {
      status: 404,
    });
  }));
  // Radix tooltips measure themselves.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
  writeText.mockClear();
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAt(url: string) {
  const router = createMemoryRouter(
    [
      { path: '/prompt/:id', element: <PromptPage /> },
      { path: '/', element: <p>Home</p> },
    ],
    { initialEntries: [url] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
      <AppToaster />
    </QueryClientProvider>,
  );
}

describe('PromptPage', () => {
  it('shows the prompt with an h1 title, back link and title, and records one view', async () => {
    renderAt('/prompt/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Essay outliner' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to prompts' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Essay outliner · Prompt Commons');
    expect(screen.getByText('March 5, 2025')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Academic' })).toHaveAttribute('href', '/category/academic');
    expect(screen.getByRole('link', { name: '#essay' })).toHaveAttribute('href', '/tag/essay');
    expect(screen.getByText('Paste your topic first.')).toBeInTheDocument();
    // The whole text, in no scroll box of its own (the page scrolls).
    const text = screen.getByRole('region', { name: 'Prompt text' });
    expect(text.textContent).toBe(PROMPT.content);
    expect(text.outerHTML).not.toMatch(/max-h-|overflow-(auto|y-auto|scroll)/);
    // One rating row: the average's stars, the average with its count, and the way to rate.
    const rating = screen.getByRole('region', { name: 'Rate this prompt' });
    expect(rating).toHaveTextContent('Average rating 3.5 (4)');
    expect(screen.getAllByRole('img', { name: /^Rated / })).toHaveLength(1);
    expect(within(rating).getByRole('img', { name: 'Rated 3.5 out of 5' })).toBeInTheDocument();
    expect(within(rating).getByRole('link', { name: 'Sign in to rate' })).toHaveAttribute('href', '/login');
    expect(screen.getByPlaceholderText('Share your thoughts about this prompt...')).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Sign in to comment' })).toHaveAttribute('href', '/login');
    await waitFor(() => expect(fetchMock.mock.calls.filter(([u]) => String(u).endsWith('/views'))).toHaveLength(1));
  });

  it('copies the prompt and the share link, and asks to sign in to save', async () => {
    const user = userEvent.setup();
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderAt('/prompt/7');
    await screen.findByRole('heading', { level: 1, name: 'Essay outliner' });

    await user.click(screen.getByRole('button', { name: 'Copy prompt' }));
    expect(writeText).toHaveBeenLastCalledWith(PROMPT.content);
    // The button says Copied for 2 s from the press: read it first, the toast may come later.
    expect(await screen.findByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(await screen.findByText('Copied to clipboard')).toBeInTheDocument();
    // The tooltip says so too (docs/product.md: tooltip Copy prompt / Copied), though the press closed it.
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Copied');

    await user.click(screen.getByRole('button', { name: 'Share' }));
    expect(writeText).toHaveBeenLastCalledWith(`${window.location.origin}/prompt/7`);
    expect(await screen.findByText('Link copied')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Sign in required')).toBeInTheDocument();
    expect(screen.getByText('Please sign in to save prompts to your collection.')).toBeInTheDocument();
  });

  it('shows the not-found state for an unknown id', async () => {
    renderAt('/prompt/999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Prompt not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(fetchMock.mock.calls.filter(([u]) => String(u).endsWith('/views'))).toHaveLength(0);
  });

  it('shows the not-found state for an invalid id without asking the server', () => {
    renderAt('/prompt/abc');
    expect(screen.getByRole('heading', { level: 1, name: 'Prompt not found' })).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
