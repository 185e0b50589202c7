/**
 * Small helpers the journeys share on top of browser.ts: toasts, cards, API reads, waits.
 * playwright-core has no auto-retrying `expect`, so every check that depends on the page
 * settling waits for a condition (locator.waitFor, page.waitForURL, vitest's expect.poll).
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { baseUrl, fixtureIds, newPage, VIEWPORTS } from './browser';

export type Viewport = { width: number; height: number };

export type Session = { context: BrowserContext; page: Page; errors: string[] };

/** A new context and page; uncaught page errors are collected in `errors` (tests assert it stays empty). */
export async function openSession(browser: Browser, viewport: Viewport = VIEWPORTS.desktop): Promise<Session> {
  const { context, page } = await newPage(browser, viewport);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/** Id of a fixture prompt by its key in tests/e2e/fixtures.ts. */
export function fixtureId(key: string): number {
  const id = fixtureIds()[key];
  if (id === undefined) throw new Error(`no fixture prompt "${key}"`);
  return id;
}

/** Poll options for checks that wait for the page (the harness's default action timeout). */
export const WAIT = { timeout: 10_000, interval: 50 } as const;

/** Sonner toast whose title is exactly `title`. */
export function toast(page: Page, title: string): Locator {
  return page.locator('[data-sonner-toast]').filter({
    has: page.locator('[data-title]').getByText(title, { exact: true }),
  });
}

/** Waits for the toast titled `title` and returns its description text (trimmed, '' when none). */
export async function expectToast(page: Page, title: string, description?: string): Promise<void> {
  const t = toast(page, title).first();
  await t.waitFor({ state: 'visible' });
  if (description !== undefined) {
    expect((await t.locator('[data-description]').innerText()).trim()).toBe(description);
  }
}

/** Prompt cards in the browse grid: `article` elements named by their title heading. */
export function cards(page: Page): Locator {
  return page.locator('main section[aria-label="Prompts"] article');
}

export function card(page: Page, title: string): Locator {
  return page.getByRole('article', { name: title, exact: true });
}

/** Titles of the cards currently shown, in order. */
export async function cardTitles(page: Page): Promise<string[]> {
  return cards(page).locator('h2').allInnerTexts();
}

/** Waits until the grid shows real cards (no skeletons) and returns their titles. */
export async function waitForCards(page: Page, count?: number): Promise<string[]> {
  await expect
    .poll(async () => {
      const skeletons = await page.locator('[data-testid="prompt-card-skeleton"]').count();
      const n = await cards(page).count();
      return skeletons === 0 && (count === undefined ? n > 0 : n === count);
    }, WAIT)
    .toBe(true);
  return cardTitles(page);
}

/** Waits until the first card's title is `title` (after a filter or sort change). */
export async function waitForFirstCard(page: Page, title: string): Promise<void> {
  await expect.poll(async () => (await cardTitles(page))[0], WAIT).toBe(title);
}

/** Waits until the grid shows exactly these titles (in this order). */
export async function waitForTitles(page: Page, titles: string[]): Promise<void> {
  await expect
    .poll(async () => {
      if ((await page.locator('[data-testid="prompt-card-skeleton"]').count()) > 0) return null;
      return cardTitles(page);
    }, WAIT)
    .toEqual(titles);
}

export const EMPTY_TITLE = 'No prompts found';
export const EMPTY_TEXT = 'Try adjusting your search or filters.';

/** JSON from the API of the server under test (Node side, not the browser). */
export async function api<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, init);
  if (!res.ok) throw new Error(`${init?.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

export type ApiPrompt = {
  id: number;
  title: string;
  content: string;
  category: string;
  tags: string[];
  popularity: number;
  rating: number;
  ratingCount: number;
};

export function getPrompt(id: number): Promise<ApiPrompt> {
  return api<ApiPrompt>(`/api/prompts/${id}`);
}

/** True when the page scrolls sideways (content wider than the viewport). */
export async function hasHorizontalScroll(page: Page): Promise<boolean> {
  return page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);
}

/** The dialog that is open (Radix keeps at most one here). */
export function openDialog(page: Page): Locator {
  return page.getByRole('dialog');
}

/**
 * Records every address the page's history moves through (pushState/replaceState), so a
 * journey can check an address that was replaced at once (e.g. /?prompt={id} -> /#prompt-{id}).
 * Call before the first navigation.
 */
export async function recordUrls(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __e2eUrls: { url: string; at: number }[] };
    const here = () => ({ url: location.pathname + location.search + location.hash, at: performance.now() });
    w.__e2eUrls = [here()];
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (...args: Parameters<History['pushState']>) => {
        original(...args);
        w.__e2eUrls.push(here());
      };
    }
  });
}

/** The addresses recorded by recordUrls, in order. */
export async function recordedUrls(page: Page): Promise<string[]> {
  return (await recordedUrlTimes(page)).map((entry) => entry.url);
}

/** The addresses recorded by recordUrls with the page time (performance.now()) of each. */
export async function recordedUrlTimes(page: Page): Promise<{ url: string; at: number }[]> {
  return page.evaluate(() => (window as unknown as { __e2eUrls?: { url: string; at: number }[] }).__e2eUrls ?? []);
}

export type RequestGate = {
  /** Resolves when the first matching request is being held (rejects after `timeout` ms). */
  requested: (timeout?: number) => Promise<void>;
  /** Lets the held request(s) through; later matching requests pass at once. */
  release: () => void;
};

/**
 * Holds the page's API requests that match until `release()`: a way to look at loading
 * states (skeletons, "Loading more prompts...") without racing the server.
 */
export async function holdRequests(page: Page, match: (url: URL, method: string) => boolean): Promise<RequestGate> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let seen = () => {};
  const arrived = new Promise<void>((resolve) => (seen = resolve));
  await page.route('**/api/**', async (route) => {
    const request = route.request();
    if (!match(new URL(request.url()), request.method())) return route.fallback();
    seen();
    await released;
    await route.continue().catch(() => {}); // the page may be gone by then
  });
  const requested = (timeout: number = WAIT.timeout) => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const expired = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`no matching request within ${timeout} ms`)), timeout);
    });
    return Promise.race([arrived, expired]).finally(() => clearTimeout(timer));
  };
  return { requested, release };
}

/** GET /api/prompts (the browse list); `cursor` tells the first page from the next ones. */
export function isListRequest(url: URL, method: string, page: 'first' | 'next'): boolean {
  if (method !== 'GET' || url.pathname !== '/api/prompts') return false;
  return page === 'first' ? !url.searchParams.has('cursor') : url.searchParams.has('cursor');
}

/** The browse list's status line ("Loading more prompts...", "No more prompts to load."). */
export function listStatus(page: Page): Locator {
  return page.locator('main section[aria-label="Prompts"] [role="status"]');
}

/**
 * Waits until the grid shows the start of `all` (at least `min` cards, in order). On a tall
 * screen more batches may follow at once, so the exact count is not fixed.
 */
export async function waitForListStart(page: Page, all: string[], min = 6): Promise<void> {
  await expect
    .poll(async () => {
      if ((await page.locator('[data-testid="prompt-card-skeleton"]').count()) > 0) return false;
      const titles = await cardTitles(page);
      return titles.length >= Math.min(min, all.length) && titles.every((t, i) => t === all[i]);
    }, WAIT)
    .toBe(true);
}
