// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Prompt, PromptSummary } from '../../../../shared/schemas';
import { PromptCard } from './prompt-card';
import { fakeApi } from '../../../../../tests/setup/msw';

const toastSpy = vi.hoisted(() => Object.assign(vi.fn(), { error: vi.fn() }));
vi.mock('../../../lib/toast', () => ({ toast: toastSpy }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  toastSpy.mockClear();
  toastSpy.error.mockClear();
});

// Radix measures the tooltip that "Copied" opens.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};

function Providers({ children }: { children: ReactNode }) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return (
    <QueryClientProvider client={client}>
      <MemoryRouter>{children}</MemoryRouter>
    </QueryClientProvider>
  );
}

function makeSummary(overrides: Partial<PromptSummary> = {}): PromptSummary {
  return {
    id: 42,
    title: 'Code reviewer',
    contentPreview: 'Review this code.',
    contentLength: 17,
    format: 'text',
    category: 'programming',
    tags: ['code', 'review'],
    rating: 4.25,
    ratingCount: 12,
    popularity: 3,
    commentCount: 0,
    author: { id: 'u1', username: 'ada', avatarUrl: null, createdAt: '2025-01-01T00:00:00Z' },
    createdAt: new Date(Date.now() - 3 * 24 * 60 * 60 * 1000).toISOString(),
    updatedAt: new Date().toISOString(),
    ...overrides,
  };
}

function renderCard(prompt: PromptSummary, onOpen = vi.fn()) {
  render(
    <Providers>
      <PromptCard prompt={prompt} onOpen={onOpen} />
    </Providers>,
  );
  return { onOpen, card: screen.getByRole('article', { name: prompt.title }) };
}

describe('PromptCard', () => {
  it('is an article named by its title heading, with a link to /prompt/{id}', () => {
    const { card } = renderCard(makeSummary());
    const heading = within(card).getByRole('heading', { name: 'Code reviewer' });
    expect(heading.tagName).toMatch(/^H[23]$/);
    expect(within(heading).getByRole('link', { name: 'Code reviewer' })).toHaveAttribute('href', '/prompt/42');
  });

  it('cuts content at 150 characters plus "..."', () => {
    const long = 'x'.repeat(150) + 'TAIL';
    const { card } = renderCard(makeSummary({ contentPreview: long, contentLength: 154 }));
    expect(within(card).getByText('x'.repeat(150) + '...')).toBeInTheDocument();
    expect(within(card).queryByText(/TAIL/)).not.toBeInTheDocument();
  });

  it('keeps short content whole', () => {
    const { card } = renderCard(makeSummary({ contentPreview: 'Short text', contentLength: 10 }));
    expect(within(card).getByText('Short text')).toBeInTheDocument();
  });

  it('shows the category, the first two tags and a +N chip for the rest', () => {
    const { card } = renderCard(makeSummary({ tags: ['one', 'two', 'three', 'four', 'five'] }));
    expect(within(card).getByText('Programming')).toBeInTheDocument();
    expect(within(card).getByText('one')).toBeInTheDocument();
    expect(within(card).getByText('two')).toBeInTheDocument();
    expect(within(card).queryByText('three')).not.toBeInTheDocument();
    expect(within(card).getByText('+3')).toBeInTheDocument();
  });

  it('has no +N chip with two tags or fewer', () => {
    const { card } = renderCard(makeSummary({ tags: ['one', 'two'] }));
    expect(within(card).queryByText(/^\+\d/)).not.toBeInTheDocument();
  });

  it('shows the rating with one decimal and the count', () => {
    const { card } = renderCard(makeSummary({ rating: 4.25, ratingCount: 12 }));
    expect(within(card).getByText('4.3')).toBeInTheDocument();
    expect(within(card).getByText('(12)')).toBeInTheDocument();
  });

  it('defaults to 0.0 (0), Anonymous and "recently"', () => {
    const { card } = renderCard(makeSummary({ rating: 0, ratingCount: 0, author: null, createdAt: '' }));
    expect(within(card).getByText('0.0')).toBeInTheDocument();
    expect(within(card).getByText('(0)')).toBeInTheDocument();
    expect(within(card).getByText('Anonymous')).toBeInTheDocument();
    expect(within(card).getByText('recently')).toBeInTheDocument();
  });

  it('shows the author and a relative time', () => {
    const { card } = renderCard(makeSummary());
    expect(within(card).getByRole('link', { name: 'ada' })).toHaveAttribute('href', '/u/ada');
    expect(within(card).getByText('3 days ago')).toBeInTheDocument();
  });

  it("credits a seeded prompt to its collection, linking to the collection's page, and opens nothing when it is clicked", async () => {
    const user = userEvent.setup();
    const source = { id: 'fabric', name: 'fabric', url: 'https://github.com/danielmiessler/fabric' };
    const { card, onOpen } = renderCard(makeSummary({ author: null, source }));
    const credit = within(card).getByRole('link', { name: 'fabric' });
    expect(credit).toHaveAttribute('href', 'https://github.com/danielmiessler/fabric');
    expect(credit).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(card).queryByText('Anonymous')).not.toBeInTheDocument();
    credit.addEventListener('click', (e) => e.preventDefault());
    await user.click(credit);
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('opens the prompt on a plain click of the title or the card, and on Enter', async () => {
    const user = userEvent.setup();
    const { card, onOpen } = renderCard(makeSummary());
    await user.click(within(card).getByRole('link', { name: 'Code reviewer' }));
    expect(onOpen).toHaveBeenLastCalledWith(42);
    await user.click(within(card).getByText('Review this code.'));
    expect(onOpen).toHaveBeenCalledTimes(2);
    within(card).getByRole('link', { name: 'Code reviewer' }).focus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledTimes(3);
  });

  it('leaves modified clicks to the browser (open in a new tab)', async () => {
    const user = userEvent.setup();
    const { card, onOpen } = renderCard(makeSummary());
    const link = within(card).getByRole('link', { name: 'Code reviewer' });
    link.addEventListener('click', (event) => event.preventDefault()); // jsdom would navigate
    await user.keyboard('{Control>}');
    await user.click(link);
    await user.keyboard('{/Control}');
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('shows no bookmark when signed out', () => {
    const { card } = renderCard(makeSummary());
    expect(within(card).queryByRole('button', { name: /save/i })).not.toBeInTheDocument();
  });

  it('shows a bookmark when signed in with a save handler', async () => {
    const onSave = vi.fn();
    const onOpen = vi.fn();
    render(
      <Providers>
        <PromptCard prompt={makeSummary()} onOpen={onOpen} isSignedIn onSave={onSave} />
      </Providers>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save Code reviewer' }));
    expect(onSave).toHaveBeenCalledWith(42);
    expect(onOpen).not.toHaveBeenCalled();
  });

  it('badges JSON and YAML prompts, not plain text or Markdown', () => {
    renderCard(
      makeSummary({ id: 1, title: 'Json one', format: 'json', contentPreview: 'Story Generator · Generate a story.' }),
    );
    const json = screen.getByRole('article', { name: 'Json one' });
    expect(within(json).getByText('JSON')).toHaveAttribute('title', 'Written in JSON');
    expect(json.querySelector('p')).toHaveTextContent('Format: JSON Story Generator · Generate a story.');
    renderCard(makeSummary({ id: 2, title: 'Yaml one', format: 'yaml' }));
    expect(within(screen.getByRole('article', { name: 'Yaml one' })).getByText('YAML')).toBeInTheDocument();
    renderCard(makeSummary({ id: 3, title: 'Md one', format: 'markdown' }));
    expect(
      within(screen.getByRole('article', { name: 'Md one' })).queryByText(/^(JSON|YAML|Markdown)$/),
    ).not.toBeInTheDocument();
  });

  it('keeps "0.0 (0)" but quiet while nobody has rated; a rating stands out', () => {
    renderCard(makeSummary({ id: 1, title: 'Unrated', rating: 0, ratingCount: 0 }));
    const zero = within(screen.getByRole('article', { name: 'Unrated' })).getByText('0.0');
    expect(zero).toHaveClass('text-muted-foreground');
    expect(zero.parentElement).toHaveAttribute('data-rated', 'false');
    renderCard(makeSummary({ id: 2, title: 'Rated', rating: 4, ratingCount: 3 }));
    const four = within(screen.getByRole('article', { name: 'Rated' })).getByText('4.0');
    expect(four).toHaveClass('text-foreground');
    expect(four.parentElement).toHaveAttribute('data-rated', 'true');
  });

  it('copies the whole prompt text, fetched on click, and says Copied to clipboard', async () => {
    const full = 'Review this code.\n\n' + 'Every line, carefully. '.repeat(40);
    const { fetchSpy: fetchMock } = fakeApi(async (request) => {
      expect(request.url).toContain('/api/prompts/42');
      return new Response(JSON.stringify({ id: 42, title: 'Code reviewer', content: full } as Partial<Prompt>), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    });
    const user = userEvent.setup(); // with its own clipboard
    const { card, onOpen } = renderCard(makeSummary());
    await user.click(within(card).getByRole('button', { name: 'Copy Code reviewer' }));
    await vi.waitFor(() => expect(toastSpy).toHaveBeenCalledWith('Copied to clipboard'));
    expect(await navigator.clipboard.readText()).toBe(full);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(onOpen).not.toHaveBeenCalled();
    expect(await within(card).findByRole('button', { name: 'Copied Code reviewer' })).toBeInTheDocument();
  });

  it('says so when the prompt cannot be loaded', async () => {
    fakeApi(
      async () =>
        new Response(JSON.stringify({ error: { code: 'not_found', message: 'Prompt 42 was not found' } }), {
          status: 404,
        }),
    );
    const user = userEvent.setup();
    await navigator.clipboard.writeText('what was there');
    const { card } = renderCard(makeSummary());
    await user.click(within(card).getByRole('button', { name: 'Copy Code reviewer' }));
    await vi.waitFor(() =>
      expect(toastSpy.error).toHaveBeenCalledWith('Could not copy', {
        description: 'The prompt could not be loaded. Try again.',
      }),
    );
    expect(await navigator.clipboard.readText()).toBe('what was there');
    expect(toastSpy).not.toHaveBeenCalled();
  });
});
