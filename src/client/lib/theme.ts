/**
 * Light and dark themes (docs/decisions/018-dark-mode.md). The choice (light, dark or system)
 * is kept in localStorage; `system` follows the operating system's setting, live. The `dark`
 * class on <html> selects the dark tokens in styles.css.
 *
 * index.html carries a tiny inline copy of `applyStoredTheme` that runs before the first paint,
 * so a page never flashes in the wrong theme; keep the two in step (theme.test.ts runs the
 * inline script against this module's rules).
 */
import { useSyncExternalStore } from 'react';

export const THEME_CHOICES = ['light', 'dark', 'system'] as const;
export type ThemeChoice = (typeof THEME_CHOICES)[number];
export type ResolvedTheme = 'light' | 'dark';

/** The localStorage key; the inline script in index.html reads the same key. */
export const THEME_STORAGE_KEY = 'theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

function isThemeChoice(value: unknown): value is ThemeChoice {
  return typeof value === 'string' && (THEME_CHOICES as readonly string[]).includes(value);
}

/** The stored choice; `system` when nothing (or something unknown) is stored, or storage is blocked. */
export function readThemeChoice(): ThemeChoice {
  try {
    const stored = window.localStorage.getItem(THEME_STORAGE_KEY);
    return isThemeChoice(stored) ? stored : 'system';
  } catch {
    return 'system';
  }
}

function systemPrefersDark(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(DARK_QUERY).matches;
}

export function resolveTheme(choice: ThemeChoice, prefersDark: boolean): ResolvedTheme {
  if (choice === 'system') return prefersDark ? 'dark' : 'light';
  return choice;
}

/** Sets the `dark` class on <html> for the stored choice and the system setting. */
export function applyStoredTheme(): ResolvedTheme {
  const theme = resolveTheme(readThemeChoice(), systemPrefersDark());
  document.documentElement.classList.toggle('dark', theme === 'dark');
  return theme;
}

const listeners = new Set<() => void>();
let snapshot: { choice: ThemeChoice; theme: ResolvedTheme } | null = null;

function refresh(): void {
  const choice = readThemeChoice();
  const theme = applyStoredTheme();
  if (snapshot?.choice === choice && snapshot.theme === theme) return;
  snapshot = { choice, theme };
  for (const listener of listeners) listener();
}

/** Remembers the choice and applies it at once. */
export function setThemeChoice(choice: ThemeChoice): void {
  try {
    if (choice === 'system') window.localStorage.removeItem(THEME_STORAGE_KEY);
    else window.localStorage.setItem(THEME_STORAGE_KEY, choice);
  } catch {
    // Storage blocked (private mode, policy): the choice still applies to this page.
    document.documentElement.classList.toggle('dark', resolveTheme(choice, systemPrefersDark()) === 'dark');
    snapshot = { choice, theme: resolveTheme(choice, systemPrefersDark()) };
    for (const listener of listeners) listener();
    return;
  }
  refresh();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (listeners.size === 1) {
    // Nothing watched while no one listened: read afresh (React re-reads the snapshot next).
    snapshot = null;
    // The system setting changes (evening mode) and another tab's choice both apply live.
    const media = typeof window.matchMedia === 'function' ? window.matchMedia(DARK_QUERY) : null;
    media?.addEventListener('change', refresh);
    const onStorage = (event: StorageEvent) => {
      if (event.key === null || event.key === THEME_STORAGE_KEY) refresh();
    };
    window.addEventListener('storage', onStorage);
    stopSync = () => {
      media?.removeEventListener('change', refresh);
      window.removeEventListener('storage', onStorage);
    };
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) stopSync?.();
  };
}
let stopSync: (() => void) | undefined;

function getSnapshot() {
  if (!snapshot) snapshot = { choice: readThemeChoice(), theme: resolveTheme(readThemeChoice(), systemPrefersDark()) };
  return snapshot;
}

const serverSnapshot = { choice: 'system', theme: 'light' } as const;

/** The current choice and the theme it gives, kept up to date. */
export function useTheme(): { choice: ThemeChoice; theme: ResolvedTheme } {
  return useSyncExternalStore(subscribe, getSnapshot, () => serverSnapshot);
}
