// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RatingInput } from './rating-input';
import { installDomStubs, json, mockFetch, renderWithProviders } from '../../test/mock-fetch';

beforeEach(installDomStubs);
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('RatingInput', () => {
  it('is a radio group; rating 4 sends PUT {value: 4} and toasts the exact text', async () => {
    const calls = mockFetch(({ method, path }) => {
      if (path === '/api/prompts/3/rating' && method === 'GET') return json({ average: 3, count: 1, mine: null });
      if (path === '/api/prompts/3/rating' && method === 'PUT') return json({ average: 3.5, count: 2, mine: 4 });
    });
    renderWithProviders(<RatingInput promptId={3} />);
    const group = await screen.findByRole('radiogroup', { name: 'Your rating' });
    expect(group).toBeInTheDocument();
    expect(screen.getAllByRole('radio')).toHaveLength(5);
    await userEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    expect(await screen.findByText('Rating submitted')).toBeInTheDocument();
    expect(screen.getByText('You rated this prompt 4 out of 5 stars.')).toBeInTheDocument();
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ value: 4 });
    expect(await screen.findByRole('radio', { name: '4 stars' })).toHaveAttribute('aria-checked', 'true');
  });

  it('arrow keys move between stars and Enter rates', async () => {
    const calls = mockFetch(({ method, path }) => {
      if (method === 'GET' && path.endsWith('/rating')) return json({ average: 0, count: 0, mine: null });
      if (method === 'PUT') return json({ average: 2, count: 1, mine: 2 });
    });
    renderWithProviders(<RatingInput promptId={3} />);
    const first = await screen.findByRole('radio', { name: '1 star' });
    first.focus();
    await userEvent.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: '2 stars' })).toHaveFocus();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByText('You rated this prompt 2 out of 5 stars.')).toBeInTheDocument();
  });
});
