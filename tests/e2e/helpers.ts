/**
 * Small helpers the journeys share on top of browser.ts: toasts, cards, API reads, waits.
 * playwright-core has no auto-retrying `expect`, so every check that depends on the page
 * settling waits for a condition (locator.waitFor, page.waitForURL, vitest's expect.poll).
 */
import fs from 'node:fs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect, inject } from 'vitest';
import { baseUrl, fixtureIds, launchBrowser, newPage, VIEWPORTS } from './browser';
import type { E2EUser, E2EUserKey } from './global-setup';

export type Viewport = { width: number; height: number };

export type Session = { context: BrowserContext; page: Page; errors: string[] };

/** A new context and page; uncaught page errors are collected in `errors` (tests assert it stays empty). */
export async function openSession(browser: Browser, viewport: Viewport = VIEWPORTS.desktop): Promise<Session> {
  const { context, page } = await newPage(browser, viewport);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

/**
 * The browser of a journey file: launched before its tests, closed after them. Every session
 * opened through `open` is closed after its test, which then fails on uncaught page errors.
 * Call once at the top of the file.
 */
export function journeyBrowser() {
  let browser: Browser | undefined;
  let sessions: Session[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });
  afterEach(async () => {
    const open = sessions;
    sessions = [];
    for (const session of open) await session.context.close();
    for (const session of open) expect(session.errors, 'uncaught page errors').toEqual([]);
  });
  return {
    get browser(): Browser {
      if (!browser) throw new Error('journeyBrowser: the browser is not launched yet');
      return browser;
    },
    /** A new context and page; with `as`, already signed in as that account (its session cookie). */
    async open(viewport: Viewport = VIEWPORTS.desktop, options: { as?: E2EUser } = {}): Promise<Session> {
      if (!browser) throw new Error('journeyBrowser: the browser is not launched yet');
      const session = await openSession(browser, viewport);
      sessions.push(session);
      if (options.as) await session.context.addCookies(options.as.cookies.map((c) => ({ ...c, url: baseUrl() })));
      return session;
    },
  };
}

/** An account made by global-setup (E2E_USERS), with a live session cookie. */
export function e2eUser(key: E2EUserKey): E2EUser {
  return inject('e2eUsers')[key];
}

/** The Cookie header of an account's session, for API calls from the test. */
export function cookieHeader(user: E2EUser): string {
  return user.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
}

/** JSON from the API, as the account `user` (its session cookie). */
/**
 * The helpers check what the server stored, often right after the browser changed it: they ask
 * for the latest answer, not one the read cache may still give others for a second (decision 031).
 */
const LATEST = { 'cache-control': 'no-cache' };

export async function apiAs<T>(
  user: E2EUser,
  path: string,
  init: { method?: string; body?: unknown } = {},
): Promise<T> {
  const res = await fetch(`${baseUrl()}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      ...LATEST,
      cookie: cookieHeader(user),
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  if (!res.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${res.status} ${await res.text()}`);
  return (res.status === 204 ? undefined : await res.json()) as T;
}

export type NewPrompt = { title: string; content: string; category: string; tags: string[] };

/**
 * Creates prompts through POST /api/prompts, each owned by its account. The server takes a form
 * token only once it is 5 s old: all tokens are fetched first, then the test waits once for the
 * last one's known deadline (issuedAt + 5 s), never a guessed sleep.
 */
export async function createPrompts(items: { as: E2EUser; prompt: NewPrompt }[]): Promise<ApiPrompt[]> {
  const tokens: { token: string; issuedAt: number }[] = [];
  for (let i = 0; i < items.length; i++) tokens.push(await api('/api/prompts/form-token'));
  const deadline = Math.max(...tokens.map((t) => t.issuedAt)) + 5_000 + 25;
  if (deadline > Date.now()) await new Promise((resolve) => setTimeout(resolve, deadline - Date.now()));
  const created: ApiPrompt[] = [];
  for (const [i, item] of items.entries()) {
    created.push(
      await apiAs<ApiPrompt>(item.as, '/api/prompts', {
        method: 'POST',
        body: { ...item.prompt, formToken: tokens[i]!.token },
      }),
    );
  }
  return created;
}

/** Deletes prompts the journeys made (they must not change what later files count). */
export async function deletePromptsAs(user: E2EUser, ids: number[]): Promise<void> {
  for (const id of ids) {
    const res = await fetch(`${baseUrl()}/api/prompts/${id}`, {
      method: 'DELETE',
      headers: { cookie: cookieHeader(user) },
    });
    if (res.status !== 204 && res.status !== 404) throw new Error(`DELETE /api/prompts/${id}: ${res.status}`);
  }
}

/** Letters only, unique per call: titles and contents that no fixture or other journey shares. */
export function uniqueWord(prefix: string): string {
  const letters = (n: number) => n.toString(26).replace(/[0-9]/g, (d) => 'qrstuvwxyz'[Number(d)]!);
  return `${prefix}${letters(Date.now())}${letters(Math.floor(Math.random() * 1e6))}`;
}

/**
 * The first link of the `nth` (0-based) email to `to` whose subject starts with `subject`, read
 * from the server's JSON log (the e2e server runs without SMTP, so mail is logged). Waits for it.
 */
export async function mailLink(to: string, subject: string, nth = 0): Promise<string> {
  const logPath = inject('serverLogPath');
  const find = () => {
    // One JSON line per mail: `{ ..., "mail": { "to", "subject", "text" } }` (lib/mailer.ts).
    const mails = fs
      .readFileSync(logPath, 'utf8')
      .split('\n')
      .flatMap((line) => {
        try {
          const mail = (JSON.parse(line) as { mail?: { to: string; subject: string; text: string } }).mail;
          return mail && mail.to === to && mail.subject.startsWith(subject) ? [mail] : [];
        } catch {
          return [];
        }
      });
    const mail = mails[nth];
    return mail ? (/https?:\/\/\S+/.exec(mail.text)?.[0] ?? null) : null;
  };
  await expect.poll(find, WAIT).not.toBeNull();
  return find()!;
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
  const res = await fetch(`${baseUrl()}${path}`, { ...init, headers: { ...LATEST, ...init?.headers } });
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
