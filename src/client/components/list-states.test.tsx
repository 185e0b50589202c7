// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import axe from 'axe-core';
import userEvent from '@testing-library/user-event';
import { EmptyState, ListSkeleton, LoadError } from './list-states';

afterEach(cleanup);

describe('ListSkeleton', () => {
  it('is a busy list whose placeholder rows are hidden from assistive technology', () => {
    render(<ListSkeleton as="ul" count={3} rowClassName="h-24 w-full rounded-xl" label="Loading prompts" />);
    const list = screen.getByRole('list', { name: 'Loading prompts' });
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
    for (const row of list.querySelectorAll('[data-slot="skeleton"]')) {
      expect(row).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('without `as`, stands its rows in a busy block and offers nothing to read', () => {
    const { container } = render(
      <ListSkeleton count={4} rowClassName="h-14 w-full rounded-lg" className="space-y-2" />,
    );
    const block = container.firstElementChild;
    expect(block?.tagName).toBe('DIV');
    expect(block).toHaveAttribute('aria-busy', 'true');
    expect(block?.querySelectorAll('[data-slot="skeleton"][aria-hidden="true"]')).toHaveLength(4);
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(block?.textContent).toBe('');
  });

  it('with a label but no `as`, is a labelled busy group: a plain div may not carry a label', async () => {
    const { container } = render(
      <ListSkeleton
        count={4}
        rowClassName="h-14 w-full rounded-lg"
        className="space-y-2"
        label="Loading the audit log"
      />,
    );
    expect(screen.getByRole('group', { name: 'Loading the audit log' })).toHaveAttribute('aria-busy', 'true');
    const results = await axe.run(container, { runOnly: ['aria-prohibited-attr', 'aria-allowed-role'] });
    expect(results.violations.map((v) => v.id)).toEqual([]);
  });
});

describe('LoadError', () => {
  it('alerts with the message and its detail, and Try again retries', async () => {
    const onRetry = vi.fn();
    render(<LoadError message="The users could not be loaded." detail="Network error" onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The users could not be loaded.');
    expect(alert).toHaveTextContent('Network error');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows the message alone when there is no detail', () => {
    render(<LoadError message="The settings could not be loaded." onRetry={() => {}} />);
    expect(screen.getByRole('alert')).toHaveTextContent(/^The settings could not be loaded\.Try again$/);
  });
});

describe('EmptyState', () => {
  it('says there is nothing and what to do, without alerting', () => {
    render(<EmptyState title="No ad panels yet." description="Create one to show it in a slot of the site." />);
    expect(screen.getByText('No ad panels yet.')).toBeInTheDocument();
    expect(screen.getByText('Create one to show it in a slot of the site.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
