// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { useState } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TagInput } from './tag-input';

function Harness({ initial = [] as string[] }) {
  const [tags, setTags] = useState<string[]>(initial);
  const [draft, setDraft] = useState('');
  return (
    <form onSubmit={(e) => e.preventDefault()}>
      <label htmlFor="tags">Tags</label>
      <TagInput id="tags" tags={tags} onTagsChange={setTags} draft={draft} onDraftChange={setDraft} />
      <button type="button">Elsewhere</button>
      <output data-testid="tags">{JSON.stringify(tags)}</output>
    </form>
  );
}

const tagsValue = () => JSON.parse(screen.getByTestId('tags').textContent ?? '[]') as string[];

afterEach(cleanup);

describe('TagInput', () => {
  it('adds a trimmed, lowercased tag on Enter without submitting the form', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText('Tags');
    await user.type(input, '  Python  {Enter}');
    expect(tagsValue()).toEqual(['python']);
    expect(input).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Remove tag python' })).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Tags added' })).toBeInTheDocument();
  });

  it('adds a tag on comma and never types the comma', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText('Tags');
    await user.type(input, 'SQL,data,');
    expect(tagsValue()).toEqual(['sql', 'data']);
    expect(input).toHaveValue('');
  });

  it('ignores duplicates and empty tags', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['python']} />);
    const input = screen.getByLabelText('Tags');
    await user.type(input, 'PYTHON{Enter}');
    await user.type(input, '   {Enter},');
    expect(tagsValue()).toEqual(['python']);
    expect(screen.getAllByRole('button', { name: /^Remove tag / })).toHaveLength(1);
  });

  it('splits pasted comma-separated text', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const input = screen.getByLabelText('Tags');
    await user.click(input);
    await user.paste('Alpha, beta ,alpha, gam');
    expect(tagsValue()).toEqual(['alpha', 'beta']);
    expect(input).toHaveValue(' gam');
  });

  it('adds the pending text on blur', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.type(screen.getByLabelText('Tags'), 'Writing');
    await user.click(screen.getByRole('button', { name: 'Elsewhere' }));
    expect(tagsValue()).toEqual(['writing']);
  });

  it('removes a tag with its button and keeps focus in the field', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['a', 'b', 'c']} />);
    await user.click(screen.getByRole('button', { name: 'Remove tag b' }));
    expect(tagsValue()).toEqual(['a', 'c']);
    expect(screen.getByLabelText('Tags')).toHaveFocus();
  });

  it('is keyboard usable: Tab to a remove button and press Enter; Backspace in an empty field removes the last tag', async () => {
    const user = userEvent.setup();
    render(<Harness initial={['a', 'b']} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Remove tag a' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(tagsValue()).toEqual(['b']);
    await user.keyboard('{Backspace}');
    expect(tagsValue()).toEqual([]);
  });
});
