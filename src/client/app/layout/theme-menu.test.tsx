// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ThemeMenu } from './theme-menu';
import { polyfillRadix } from '../../test/stub-fetch';
import { THEME_STORAGE_KEY } from '../../lib/theme';

let systemDark = false;
const mediaListeners = new Set<() => void>();

beforeEach(() => {
  polyfillRadix();
  localStorage.clear();
  document.documentElement.className = '';
  systemDark = false;
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => ({
      get matches() {
        return systemDark;
      },
      addEventListener: (_: string, l: () => void) => mediaListeners.add(l),
      removeEventListener: (_: string, l: () => void) => mediaListeners.delete(l),
    })),
  );
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const isDark = () => document.documentElement.classList.contains('dark');

describe('ThemeMenu', () => {
  it('chooses Dark, Light and System with the keyboard; the button names the choice', async () => {
    const user = userEvent.setup();
    render(<ThemeMenu />);
    const button = screen.getByRole('button', { name: 'Theme: System' });
    button.focus();
    await user.keyboard('{Enter}');
    const menu = await screen.findByRole('menu');
    const items = screen.getAllByRole('menuitemradio');
    expect(items.map((i) => i.textContent)).toEqual(['Light', 'Dark', 'System']);
    expect(screen.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute('aria-checked', 'true');
    expect(menu).toBeInTheDocument();

    // Down to Dark (the first item has focus on open), Enter chooses it.
    await user.keyboard('{ArrowDown}{Enter}');
    expect(isDark()).toBe(true);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('dark');
    expect(await screen.findByRole('button', { name: 'Theme: Dark' })).toHaveFocus();

    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await user.click(screen.getByRole('menuitemradio', { name: 'Light' }));
    expect(isDark()).toBe(false);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    expect(screen.getByRole('button', { name: 'Theme: Light' })).toBeInTheDocument();
  });

  it('on System, follows the system setting when it changes', async () => {
    render(<ThemeMenu />);
    expect(isDark()).toBe(false);
    systemDark = true;
    act(() => {
      for (const l of mediaListeners) l();
    });
    expect(isDark()).toBe(true);
    expect(screen.getByRole('button', { name: 'Theme: System' })).toBeInTheDocument();
  });
});
