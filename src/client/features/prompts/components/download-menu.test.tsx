// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DownloadMenu } from './download-menu';
import { polyfillRadix } from '../../../test/stub-fetch';

beforeEach(() => polyfillRadix());
afterEach(() => cleanup());

describe('DownloadMenu', () => {
  it('opens from the keyboard and offers the prompt as Markdown and JSON downloads', async () => {
    const user = userEvent.setup();
    render(<DownloadMenu promptId={42} />);
    screen.getByRole('button', { name: 'Download' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    const items = screen.getAllByRole('menuitem');
    expect(items.map((i) => i.textContent)).toEqual(['Markdown (.md)', 'JSON (.json)']);
    expect(items[0]).toHaveAttribute('href', '/api/prompts/42/export?format=md');
    expect(items[0]).toHaveAttribute('download');
    expect(items[1]).toHaveAttribute('href', '/api/prompts/42/export?format=json');
    // The first item has focus on open; arrows move between the two.
    expect(items[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(items[1]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download' })).toHaveFocus();
  });
});
