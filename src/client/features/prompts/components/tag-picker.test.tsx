// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { addTags, removeTag } from '../../../lib/tags';
import { TagPicker } from './tag-picker';

afterEach(cleanup);

const POOL = Array.from({ length: 30 }, (_, i) => (i === 3 ? 'JavaScript' : i === 7 ? 'java' : `tag${i}`));

function Harness({ initial = [] as string[], onChange = vi.fn() }) {
  const [selected, setSelected] = useState(initial);
  const update = (next: string[]) => {
    setSelected(next);
    onChange(next);
  };
  return (
    <TagPicker
      pool={POOL}
      selected={selected}
      onAdd={(tag) => update(addTags(selected, tag))}
      onRemove={(tag) => update(removeTag(selected, tag))}
    />
  );
}

const suggestions = () => within(screen.getByRole('list', { name: 'Tag suggestions' })).getAllByRole('button');

describe('TagPicker', () => {
  it('shows 10 suggestions from the pool', () => {
    render(<Harness />);
    expect(suggestions()).toHaveLength(10);
  });

  it('searches case-insensitively by substring', async () => {
    render(<Harness />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search tags' }), 'JAV');
    expect(suggestions().map((b) => b.textContent)).toEqual(['JavaScript', 'java']);
    await userEvent.clear(screen.getByRole('searchbox', { name: 'Search tags' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search tags' }), 'ag2');
    expect(suggestions().map((b) => b.textContent)).toEqual([
      'tag2',
      'tag20',
      'tag21',
      'tag22',
      'tag23',
      'tag24',
      'tag25',
      'tag26',
      'tag27',
      'tag28',
    ]);
  });

  it('adds a tag as a removable chip and disables it among the suggestions', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Add tag tag1' }));
    expect(onChange).toHaveBeenLastCalledWith(['tag1']);
    expect(within(screen.getByRole('list', { name: 'Selected tags' })).getByText('tag1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'tag1 (selected)' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Remove tag tag1' }));
    expect(onChange).toHaveBeenLastCalledWith([]);
    expect(screen.queryByRole('list', { name: 'Selected tags' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add tag tag1' })).toBeEnabled();
  });

  it('adds the first match with Enter', async () => {
    const onChange = vi.fn();
    render(<Harness initial={['JavaScript']} onChange={onChange} />);
    const box = screen.getByRole('searchbox', { name: 'Search tags' });
    await userEvent.type(box, 'java{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(['JavaScript', 'java']);
    expect(box).toHaveValue('');
  });

  it('shows selected tags that are not in the pool', () => {
    render(<Harness initial={['rare']} />);
    expect(screen.getByRole('button', { name: 'Remove tag rare' })).toBeInTheDocument();
  });
});
