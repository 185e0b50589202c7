// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { AppToaster } from '../../app/app-toaster';
import type { Prompt, PromptSummary } from '../../../shared/schemas';
import { BrowsePage } from './browse-page';
import { fakeApi } from '../../../../tests/setup/msw';

function summary(id: number, overrides: Partial<PromptSummary> = {}): PromptSummary {
  return {
    id,
    title: `Prompt ${id}`,
    contentPreview: `Content of prompt ${id}`,
    contentLength: 20,
    format: 'text',
    category: 'writing',
    tags: ['alpha'],
    rating: 0,
    ratingCount: 0,
    popularity: 0,
    commentCount: 0,
    author: null,
    createdAt: '2025-03-05T10:00:00Z',
    updatedAt: '2025-03-05T10:00:00Z',
    ...overrides,
  };
}

function fullPrompt(id: number): Prompt {
  const { title, category, tags, rating, ratingCount, popularity, commentCount, author, createdAt, updatedAt } =
    summary(id);
  return {
    id,
    title,
    category,
    tags,
    rating,
    ratingCount,
    popularity,
    commentCount,
    author,
    createdAt,
    updatedAt,
    content: `Full content of prompt ${id}`,
    instructions: null,
    userId: null,
    version: 1,
  };
}

const POOL = [
  'python',
  'JavaScript',
  'writing',
  'sql',
  'java',
  'data',
  'email',
  'seo',
  'essay',
  'story',
  'poem',
  'code',
];

type Handler = (url: URL, init?: RequestInit) => Response | Promise<Response>;
let listHandler: Handler;
let fetchMock: ReturnType<typeof fakeApi>['fetchSpy'];

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

beforeEach(() => {
  listHandler = () => json({ items: [summary(1), summary(2)], nextCursor: null });
  ({ fetchSpy: fetchMock } = fakeApi(async (request) => {
    const url = new URL(request.url, 'http://localhost');
    if (url.pathname === '/api/prompts') return listHandler(url, { method: request.method });
    if (url.pathname === '/api/tags/popular') {
      const limit = Number(url.searchParams.get('limit'));
      return json({ tags: POOL.slice(0, limit).map((tag, i) => ({ tag, count: 50 - i })) });
    }
    const view = url.pathname.match(/^\/api\/prompts\/(\d+)\/views$/);
    if (view) return new Response(null, { status: 204 });
    const one = url.pathname.match(/^\/api\/prompts\/(\d+)$/);
    if (one) {
      const id = Number(one[1]);
      return id === 404
        ? json({ error: { code: 'not_found', message: 'Prompt 404 was not found' } }, 404)
        : json(fullPrompt(id));
    }
    return json({ error: { code: 'not_found', message: 'no' } }, 404);
  }));
  // Radix Select needs these in jsdom.
  Element.prototype.hasPointerCapture ??= () => false;
  Element.prototype.releasePointerCapture ??= () => {};
  Element.prototype.scrollIntoView ??= () => {};
  // Radix Slider measures itself.
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderAt(url: string) {
  const routes = ['/', '/prompts', '/tag/:tagName', '/category/:categoryName'].map((path) => ({
    path,
    element: <BrowsePage />,
  }));
  const router = createMemoryRouter([...routes, { path: '/prompt/:id', element: <p>Prompt page</p> }], {
    initialEntries: [url],
  });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <AppToaster />
    </QueryClientProvider>,
  );
  return router;
}

const listCalls = () =>
  fetchMock.mock.calls
    .map(([input]) => new URL(String(input), 'http://localhost'))
    .filter((u) => u.pathname === '/api/prompts');

describe('BrowsePage', () => {
  it("says how many prompts match, from the first page's count", async () => {
    listHandler = (url) =>
      url.searchParams.get('q') === 'haiku'
        ? json({ items: [summary(3)], nextCursor: null, total: { count: 1, exact: true } })
        : json({ items: [summary(1), summary(2)], nextCursor: 'next', total: { count: 1000, exact: false } });
    renderAt('/');
    expect(await screen.findByText('1,000+ prompts')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search prompts' }), 'haiku{Enter}');
    expect(await screen.findByText('1 prompt')).toBeInTheDocument();
    expect(screen.queryByText('1,000+ prompts')).not.toBeInTheDocument();
  });

  it('shows the heading, search, Filters toggle and Submit a Prompt', async () => {
    renderAt('/');
    expect(screen.getByRole('heading', { level: 1, name: 'Discover & Share AI Prompts' })).toBeInTheDocument();
    const searchBox = screen.getByRole('searchbox', { name: 'Search prompts' });
    expect(searchBox).toHaveAttribute('placeholder', 'Search for prompts, tags, or categories...');
    expect(screen.getByRole('link', { name: 'Submit a Prompt' })).toHaveAttribute('href', '/submit');
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Sort By')).not.toBeInTheDocument();
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('Sort By')).toBeInTheDocument();
    expect(screen.getByRole('slider', { name: 'Minimum Rating' })).toHaveAttribute('aria-valuenow', '0');
    expect(within(screen.getByRole('region', { name: 'Filters' })).getByText('0.0')).toBeInTheDocument();
    expect(document.title).toBe('Prompt Commons – Discover, share, and collaborate on AI prompts');
  });

  it('shows six skeletons, then the cards and the end message', async () => {
    renderAt('/');
    expect(screen.getAllByTestId('prompt-card-skeleton')).toHaveLength(6);
    expect(await screen.findByRole('article', { name: 'Prompt 1' })).toBeInTheDocument();
    expect(screen.queryByTestId('prompt-card-skeleton')).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No more prompts to load.');
    expect(listCalls()[0]?.searchParams.get('limit')).toBe('6');
    expect(listCalls()[0]?.searchParams.get('sort')).toBe('newest');
  });

  it('loads the next batch 300 ms after the sentinel comes within 300 px', async () => {
    const observers: { callback: IntersectionObserverCallback; options?: IntersectionObserverInit }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          observers.push({ callback, options });
        }
        observe() {}
        disconnect() {}
      },
    );
    listHandler = (url) => {
      const cursor = url.searchParams.get('cursor');
      if (!cursor) return json({ items: [1, 2, 3, 4, 5, 6].map((id) => summary(id)), nextCursor: 'c1' });
      return json({ items: [summary(7)], nextCursor: null });
    };
    renderAt('/');
    await screen.findByRole('article', { name: 'Prompt 6' });
    const observer = observers.at(-1)!;
    expect(observer.options?.rootMargin).toBe('0px 0px 300px 0px');
    act(() => observer.callback([{ isIntersecting: true } as IntersectionObserverEntry], {} as IntersectionObserver));
    expect(screen.getByRole('status')).toHaveTextContent('Loading more prompts...');
    expect(listCalls()).toHaveLength(1);
    await new Promise((r) => setTimeout(r, 150));
    expect(listCalls()).toHaveLength(1);
    expect(await screen.findByRole('article', { name: 'Prompt 7' })).toBeInTheDocument();
    expect(listCalls()[1]?.searchParams.get('cursor')).toBe('c1');
    expect(screen.getByRole('status')).toHaveTextContent('No more prompts to load.');
    expect(listCalls()).toHaveLength(2);
  });

  it('has a Load more prompts button for keyboard users that moves focus to the first new card', async () => {
    const user = userEvent.setup();
    listHandler = (url) =>
      url.searchParams.get('cursor')
        ? json({ items: [summary(7), summary(8)], nextCursor: null })
        : json({ items: [1, 2, 3, 4, 5, 6].map((id) => summary(id)), nextCursor: 'c1' });
    renderAt('/');
    await user.click(await screen.findByRole('button', { name: 'Load more prompts' }));
    const card = await screen.findByRole('article', { name: 'Prompt 7' });
    await waitFor(() => expect(within(card).getByRole('link')).toHaveFocus());
    expect(screen.queryByRole('button', { name: 'Load more prompts' })).not.toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    listHandler = () => json({ items: [], nextCursor: null });
    renderAt('/');
    expect(await screen.findByText('No prompts found')).toBeInTheDocument();
    expect(screen.getByText('Try adjusting your search or filters.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('');
  });

  it('toasts "Error loading prompts" and shows the empty state when loading fails', async () => {
    listHandler = () => json({ error: { code: 'internal', message: 'Boom' } }, 500);
    renderAt('/');
    expect(await screen.findByText('Error loading prompts')).toBeInTheDocument();
    expect(screen.getByText('No prompts found')).toBeInTheDocument();
  });

  it('pre-selects the tag of /tag/{tag}', async () => {
    renderAt('/tag/python');
    await screen.findByRole('article', { name: 'Prompt 1' });
    expect(listCalls()[0]?.searchParams.get('tags')).toBe('python');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Prompts tagged #python');
    expect(document.title).toBe('Prompts tagged #python · Prompt Commons');
    await userEvent.click(screen.getByRole('button', { name: 'Filters' }));
    expect(screen.getByRole('button', { name: 'Remove tag python' })).toBeInTheDocument();
  });

  it('pre-selects the category of /category/{category}', async () => {
    renderAt('/category/data-science');
    await screen.findByRole('article', { name: 'Prompt 1' });
    expect(listCalls()[0]?.searchParams.get('category')).toBe('data-science');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Data Science$/);
    expect(document.title).toBe('Data Science · Prompt Commons');
  });

  it('keeps the documented heading on the home page', async () => {
    renderAt('/');
    await screen.findByRole('article', { name: 'Prompt 1' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Discover & Share AI Prompts');
  });

  it('shows the 404 page for /category/{unknown} without asking the server', async () => {
    renderAt('/category/nonsense');
    expect(screen.getByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByText(/nonsense/)).not.toBeInTheDocument();
    expect(document.title).toBe('Page not found · Prompt Commons');
    expect(listCalls()).toHaveLength(0);
  });

  it('shows the empty state for an unknown ?category= on the home page without asking the server', async () => {
    renderAt('/?category=nope');
    expect(screen.getByText('No prompts found')).toBeInTheDocument();
    await waitFor(() => expect(fetchMock).toHaveBeenCalled()); // popular tags
    expect(listCalls()).toHaveLength(0);
  });

  it('shows the 404 page for a tag no prompt has', async () => {
    listHandler = () => json({ items: [], nextCursor: null });
    renderAt('/tag/no-such-tag');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(document.title).toBe('Page not found · Prompt Commons');
  });

  it('keeps a tag page whose other filters match nothing, with the empty state', async () => {
    listHandler = () => json({ items: [], nextCursor: null });
    renderAt('/tag/python?minRating=4');
    expect(await screen.findByText('No prompts found')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Prompts tagged #python');
  });

  it('does not take a failed load of a tag page for a missing tag', async () => {
    listHandler = () => json({ error: { code: 'internal', message: 'Boom' } }, 500);
    renderAt('/tag/python');
    expect(await screen.findByText('Error loading prompts')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Prompts tagged #python');
  });

  it('applies the search with 2+ characters, after a pause, sorted by Best Match', async () => {
    const user = userEvent.setup();
    const router = renderAt('/');
    await screen.findByRole('article', { name: 'Prompt 1' });
    const box = screen.getByRole('searchbox', { name: 'Search prompts' });
    await user.type(box, 's');
    await new Promise((r) => setTimeout(r, 400));
    expect(listCalls().every((u) => !u.searchParams.has('q'))).toBe(true);
    await user.type(box, 'q');
    await waitFor(() => expect(router.state.location.search).toBe('?q=sq'));
    await waitFor(() => expect(listCalls().at(-1)?.searchParams.get('q')).toBe('sq'));
    expect(listCalls().at(-1)?.searchParams.get('sort')).toBe('relevance');

    await user.click(screen.getByRole('button', { name: 'Filters' }));
    expect(await screen.findByRole('combobox', { name: 'Sort By' })).toHaveTextContent('Best Match');

    await user.clear(box);
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Sort By' })).toHaveTextContent('Newest First'));
  });

  it('offers Best Match only while searching', async () => {
    const user = userEvent.setup();
    renderAt('/');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.click(screen.getByRole('combobox', { name: 'Sort By' }));
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Newest First', 'Oldest First', 'Most Popular', 'Highest Rated']);
  });

  it('keeps an explicit sort while searching', async () => {
    const user = userEvent.setup();
    const router = renderAt('/?q=email');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.click(screen.getByRole('combobox', { name: 'Sort By' }));
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Best Match', 'Newest First', 'Oldest First', 'Most Popular', 'Highest Rated']);
    await user.click(within(listbox).getByRole('option', { name: 'Most Popular' }));
    expect(router.state.location.search).toBe('?q=email&sort=most-popular');
    await waitFor(() => expect(listCalls().at(-1)?.searchParams.get('sort')).toBe('most-popular'));
  });

  it('filters by category through the Category select', async () => {
    const user = userEvent.setup();
    const router = renderAt('/');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    const select = screen.getByRole('combobox', { name: 'Category' });
    expect(select).toHaveTextContent('All Categories');
    await user.click(select);
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getAllByRole('option')).toHaveLength(11);
    await user.click(within(listbox).getByRole('option', { name: 'Marketing' }));
    expect(router.state.location.search).toBe('?category=marketing');
    await waitFor(() => expect(listCalls().at(-1)?.searchParams.get('category')).toBe('marketing'));
  });

  it('puts picked tags in the address and sends them to the server', async () => {
    const user = userEvent.setup();
    const router = renderAt('/');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.click(await screen.findByRole('button', { name: 'Add tag sql' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tags=sql'));
    await waitFor(() => expect(listCalls().at(-1)?.searchParams.get('tags')).toBe('sql'));
    expect(await screen.findByRole('button', { name: 'sql (selected)' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Remove tag sql' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('leaves /tag/{tag} when its tag is removed', async () => {
    const user = userEvent.setup();
    const router = renderAt('/tag/python?q=email');
    await user.click(screen.getByRole('button', { name: 'Filters' }));
    await user.click(screen.getByRole('button', { name: 'Remove tag python' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.search).toBe('?q=email');
  });

  it('opens a card in a dialog with the #prompt-{id} hash and records one view', async () => {
    const user = userEvent.setup();
    const router = renderAt('/');
    const card = await screen.findByRole('article', { name: 'Prompt 2' });
    await user.click(within(card).getByRole('link', { name: 'Prompt 2' }));
    expect(router.state.location.hash).toBe('#prompt-2');
    const dialog = await screen.findByRole('dialog', { name: 'Prompt 2' });
    expect(await within(dialog).findByText('Full content of prompt 2')).toBeInTheDocument();
    expect(within(dialog).getByText(/^Posted on/)).toBeInTheDocument();
    const views = () => fetchMock.mock.calls.filter(([input]) => String(input).endsWith('/prompts/2/views'));
    await waitFor(() => expect(views()).toHaveLength(1));

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(router.state.location.hash).toBe('');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(views()).toHaveLength(1);
    await waitFor(() => expect(within(card).getByRole('link', { name: 'Prompt 2' })).toHaveFocus());
  });

  it('opens the prompt of the hash on load, fetching it by id', async () => {
    renderAt('/#prompt-77');
    const dialog = await screen.findByRole('dialog', { name: 'Prompt 77' });
    expect(within(dialog).getByRole('link', { name: 'Writing' })).toHaveAttribute('href', '/category/writing');
    expect(within(dialog).getByRole('link', { name: '#alpha' })).toHaveAttribute('href', '/tag/alpha');
  });

  it('rewrites /?prompt={id} to the hash form', async () => {
    const router = renderAt('/?prompt=77');
    await waitFor(() => expect(router.state.location.hash).toBe('#prompt-77'));
    expect(router.state.location.search).toBe('');
    expect(await screen.findByRole('dialog', { name: 'Prompt 77' })).toBeInTheDocument();
  });

  it('shows "Prompt not found" in the dialog for an unknown id', async () => {
    renderAt('/#prompt-404');
    const dialog = await screen.findByRole('dialog', { name: 'Prompt not found' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
