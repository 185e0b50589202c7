// @vitest-environment jsdom
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { useState } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CATEGORIES } from '../../../../shared/constants';
import { CategorySelect } from './category-select';
import { polyfillRadix } from '../submit/test-utils';

function Harness({ initial = '', hasAllOption = false, onChange = (_: string) => {} }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="category">Category</label>
      <CategorySelect
        id="category"
        value={value}
        hasAllOption={hasAllOption}
        onValueChange={(next) => {
          setValue(next);
          onChange(next);
        }}
      />
    </>
  );
}

const field = () => screen.getByRole('combobox', { name: 'Category' });

beforeAll(polyfillRadix);
afterEach(cleanup);

describe('CategorySelect', () => {
  it('asks for a category until one is chosen, and offers every category', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    expect(field()).toHaveTextContent('Select a category');
    await user.click(field());
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(CATEGORIES.map((c) => c.name));
    await user.click(screen.getByRole('option', { name: 'Writing' }));
    expect(onChange).toHaveBeenCalledWith('writing');
    expect(field()).toHaveTextContent('Writing');
  });

  it('as a filter, starts at All Categories and gives back an empty value for it', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(<Harness initial="writing" hasAllOption onChange={onChange} />);
    await user.click(field());
    const options = await screen.findAllByRole('option');
    expect(options[0]).toHaveTextContent('All Categories');
    await user.click(options[0]!);
    expect(onChange).toHaveBeenCalledWith('');
    expect(field()).toHaveTextContent('All Categories');
  });

  it('shows a category that matches none as written, with no item chosen', async () => {
    const user = userEvent.setup();
    render(
      <>
        <label htmlFor="c">Category</label>
        <CategorySelect id="c" value="nope" onValueChange={() => {}} hasAllOption isUnknownCategory />
      </>,
    );
    expect(field()).toHaveTextContent('nope');
    await user.click(field());
    const options = await screen.findAllByRole('option');
    expect(options.filter((o) => o.getAttribute('aria-selected') === 'true')).toHaveLength(0);
  });

  it('marks the field invalid and required, described by its error', () => {
    render(
      <>
        <label htmlFor="c">Category</label>
        <CategorySelect id="c" value="" onValueChange={() => {}} invalid required describedBy="c-error" />
        <p id="c-error">Choose a category.</p>
      </>,
    );
    expect(field()).toHaveAttribute('aria-invalid', 'true');
    expect(field()).toHaveAttribute('aria-required', 'true');
    expect(field()).toHaveAccessibleDescription('Choose a category.');
  });
});
