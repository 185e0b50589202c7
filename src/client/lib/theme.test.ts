// @vitest-environment jsdom
import fs from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { readThemeChoice, resolveTheme, setThemeChoice, THEME_CHOICES, THEME_STORAGE_KEY } from './theme';

/** A matchMedia whose dark preference the test sets, with change listeners. */
function stubSystemTheme(prefersDark: boolean) {
  const listeners = new Set<() => void>();
  const media = {
    get matches() {
      return state.dark;
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  };
  const state = { dark: prefersDark };
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => media),
  );
  return {
    change(dark: boolean) {
      state.dark = dark;
      for (const listener of listeners) listener();
    },
  };
}

const isDark = () => document.documentElement.classList.contains('dark');

/** index.html's inline script, run as the browser runs it before the first paint. */
function runInlineScript() {
  const html = fs.readFileSync(path.resolve('index.html'), 'utf8');
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
  expect(scripts).toHaveLength(1);
  new Function(scripts[0]!)();
}

beforeEach(() => {
  localStorage.clear();
  document.documentElement.className = '';
});
afterEach(() => vi.unstubAllGlobals());

describe('the inline theme script in index.html', () => {
  it('gives the same theme as the app for every choice and system setting (no flash, no switch after load)', () => {
    for (const stored of [null, ...THEME_CHOICES, 'purple']) {
      for (const prefersDark of [false, true]) {
        localStorage.clear();
        if (stored) localStorage.setItem(THEME_STORAGE_KEY, stored);
        document.documentElement.className = '';
        stubSystemTheme(prefersDark);
        runInlineScript();
        expect(isDark(), `stored ${stored}, system dark ${prefersDark}`).toBe(
          resolveTheme(readThemeChoice(), prefersDark) === 'dark',
        );
      }
    }
  });

  it('leaves the page light when storage is blocked', () => {
    stubSystemTheme(false);
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    expect(() => runInlineScript()).not.toThrow();
    expect(isDark()).toBe(false);
    expect(readThemeChoice()).toBe('system');
    vi.restoreAllMocks();
  });
});

describe('setThemeChoice', () => {
  it('applies and remembers light and dark; system forgets the choice and follows the setting', () => {
    stubSystemTheme(true);
    setThemeChoice('light');
    expect(isDark()).toBe(false);
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBe('light');
    setThemeChoice('dark');
    expect(isDark()).toBe(true);
    expect(readThemeChoice()).toBe('dark');
    setThemeChoice('system');
    expect(localStorage.getItem(THEME_STORAGE_KEY)).toBeNull();
    expect(isDark()).toBe(true);
  });
});
