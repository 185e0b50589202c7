// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import type { PromptSummary } from '../../../../shared/schemas';
import { PromptCard } from './prompt-card';

afterEach(cleanup);

function makeSummary(overrides: Partial<PromptSummary> = {}): PromptSummary {
  return {
    id: 42,
    title: 'Code reviewer',
    contentPreview: 'Review this code.',
    contentLength: 17,
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
    <MemoryRouter>
      <PromptCard prompt={prompt} onOpen={onOpen} />
    </MemoryRouter>,
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
    const { card } = renderCard(
      makeSummary({ rating: 0, ratingCount: 0, author: null, createdAt: '' }),
    );
    expect(within(card).getByText('0.0')).toBeInTheDocument();
    expect(within(card).getByText('(0)')).toBeInTheDocument();
    expect(within(card).getByText('Anonymous')).toBeInTheDocument();
    expect(within(card).getByText('recently')).toBeInTheDocument();
  });

  it('shows the author and a relative time', () => {
    const { card } = renderCard(makeSummary());
    expect(within(card).getByText('ada')).toBeInTheDocument();
    expect(within(card).getByText('3 days ago')).toBeInTheDocument();
  });

  it('opens the prompt on a plain click of the title or the card, and on Enter', async () => {
    const user = userEvent.setup();
    const { card, onOpen } = renderCard(makeSummary());
    await user.click(within(card).getByRole('link', { name: 'Code reviewer' }));
    expect(onOpen).toHaveBeenLastCalledWith(42);
    await user.click(within(card).getByText('Review this code.'));
    expect(onOpen).toHaveBeenCalledTimes(2);
    within(card).getByRole('link').focus();
    await user.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledTimes(3);
  });

  it('leaves modified clicks to the browser (open in a new tab)', async () => {
    const user = userEvent.setup();
    const { card, onOpen } = renderCard(makeSummary());
    const link = within(card).getByRole('link');
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
      <MemoryRouter>
        <PromptCard prompt={makeSummary()} onOpen={onOpen} isSignedIn onSave={onSave} />
      </MemoryRouter>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save Code reviewer' }));
    expect(onSave).toHaveBeenCalledWith(42);
    expect(onOpen).not.toHaveBeenCalled();
  });
});
