/**
 * Journey: search and filters on the browse screen (docs/product.md#screens-and-routes "Browse screen",
 * section 5 "Search and filters", section 9), and the /tag/{tag} and /category/{category}
 * routes. Expected results come from the fixtures (tests/e2e/fixtures.ts): created oldest
 * first (Linux Terminal) to newest (Riddle Maker); Marketing Plan is the most popular (60),
 * Poet the highest rated (5).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl } from './browser';
import {
  cardTitles,
  EMPTY_TEXT,
  EMPTY_TITLE,
  journeyBrowser,
  waitForCards,
  waitForFirstCard,
  waitForListStart,
  waitForTitles,
  WAIT,
  type Session,
} from './helpers';
import { FIXTURE_PROMPTS } from './fixtures';
import { CATEGORIES } from '../../src/shared/constants';

// Sessions opened through journey.open are closed after each test, which fails on uncaught page errors.
const journey = journeyBrowser();
let session: Session | undefined;

const NEWEST_FIRST = [...FIXTURE_PROMPTS].reverse().map((p) => p.title);
const PLACEHOLDER = 'Search for prompts, tags, or categories...';

/** Titles of the fixtures matching `keep`, newest first (the default order). */
const newestWhere = (keep: (p: (typeof FIXTURE_PROMPTS)[number]) => boolean) =>
  [...FIXTURE_PROMPTS]
    .reverse()
    .filter(keep)
    .map((p) => p.title);

async function openHome(path = '/') {
  session = await journey.open();
  const { page } = session;
  /** `q` of every list request the page makes. */
  const queries: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (r.method() === 'GET' && url.pathname === '/api/prompts') queries.push(url.searchParams.get('q') ?? '');
  });
  await page.goto(path);
  await waitForCards(page);
  return { page, queries };
}

function searchBox(page: Page) {
  return page.getByPlaceholder(PLACEHOLDER);
}

async function search(page: Page, text: string) {
  await searchBox(page).fill(text);
}

async function expectEmptyState(page: Page) {
  const section = page.locator('main section[aria-label="Prompts"]');
  await section.getByText(EMPTY_TITLE, { exact: true }).waitFor();
  await section.getByText(EMPTY_TEXT, { exact: true }).waitFor();
  expect(await section.locator('article').count()).toBe(0);
}

async function openFilters(page: Page) {
  const toggle = page.getByRole('button', { name: 'Filters', exact: true });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  const panel = page.getByRole('region', { name: 'Filters' });
  await panel.getByRole('combobox', { name: 'Category' }).waitFor();
  return panel;
}

async function choose(page: Page, select: string, option: string) {
  const panel = await openFilters(page);
  const trigger = panel.getByRole('combobox', { name: select });
  await trigger.click();
  await page.getByRole('option', { name: option, exact: true }).click();
  await expect.poll(() => trigger.innerText(), WAIT).toBe(option);
}

/** The number of matching prompts shown above the cards. */
async function waitForCount(page: Page, text: string) {
  await page.locator('main section[aria-label="Prompts"]').getByText(text, { exact: true }).waitFor();
}

describe('search', () => {
  it('one character does nothing; two or more filter (title, Chinese text, a typo); clearing restores the list', async () => {
    const { page, queries } = await openHome();
    await waitForListStart(page, NEWEST_FIRST);
    await waitForCount(page, `${FIXTURE_PROMPTS.length} prompts`);

    // One character, even with Enter: no search, no new request, same list.
    await search(page, 'l');
    await searchBox(page).press('Enter');
    await search(page, 'li');
    await expect.poll(() => queries.includes('li'), WAIT).toBe(true);
    expect(queries.filter((q) => q.length === 1)).toEqual([]);
    expect(new URL(page.url()).searchParams.get('q')).toBe('li');

    await search(page, 'linux');
    // Wait for the search to apply (debounced) before reading the cards: "li" may already
    // show the same single result.
    await expect.poll(() => new URL(page.url()).searchParams.get('q'), WAIT).toBe('linux');
    await waitForTitles(page, ['Linux Terminal']);
    await waitForCount(page, '1 prompt');

    await search(page, '翻译');
    await waitForTitles(page, ['翻译助手']);

    await search(page, 'javscript');
    await waitForFirstCard(page, 'JavaScript Console');

    // Other word forms than the title's, and two letters swapped (issue 10).
    await search(page, 'reviewing code');
    await waitForFirstCard(page, 'Code Reviewer');
    await search(page, 'summarizing');
    await waitForTitles(page, ['Paper Summarizer']);
    await search(page, 'temrinal');
    await waitForFirstCard(page, 'Linux Terminal');

    await search(page, '');
    await waitForListStart(page, NEWEST_FIRST);
    expect(new URL(page.url()).searchParams.has('q')).toBe(false);
  });

  it('a search that matches nothing shows the empty state', async () => {
    const { page } = await openHome();
    await search(page, 'qwxzv plonk');
    await expectEmptyState(page);
  });
});

describe('filters', () => {
  it('the Filters button shows and hides the panel', async () => {
    const { page } = await openHome();
    const toggle = page.getByRole('button', { name: 'Filters', exact: true });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    expect(await page.getByRole('region', { name: 'Filters' }).count()).toBe(0);
    const panel = await openFilters(page);
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    for (const name of ['Category', 'Sort By']) await panel.getByRole('combobox', { name }).waitFor();
    await panel.getByRole('slider', { name: 'Minimum Rating' }).waitFor();
    await panel.getByRole('group', { name: 'Tags' }).waitFor();
    await toggle.click();
    await panel.waitFor({ state: 'detached' });
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
  });

  it('Category offers All Categories and the ten categories; Writing shows the three writing prompts', async () => {
    const { page } = await openHome();
    const panel = await openFilters(page);
    const trigger = panel.getByRole('combobox', { name: 'Category' });
    expect(await trigger.innerText()).toBe('All Categories');
    await trigger.click();
    const options = await page.getByRole('listbox').getByRole('option').allInnerTexts();
    expect(options.map((o) => o.trim())).toEqual(['All Categories', ...CATEGORIES.map((c) => c.name)]);
    await page.getByRole('option', { name: 'Writing', exact: true }).click();

    await waitForTitles(
      page,
      newestWhere((p) => p.category === 'writing'),
    );
    expect(await cardTitles(page)).toEqual(['Переводчик', '翻译助手', 'Essay Coach']);
    expect(new URL(page.url()).searchParams.get('category')).toBe('writing');

    await choose(page, 'Category', 'All Categories');
    await waitForListStart(page, NEWEST_FIRST);
  });

  it('each Sort By option puts the expected prompt first', async () => {
    const { page } = await openHome();
    const panel = await openFilters(page);
    const trigger = panel.getByRole('combobox', { name: 'Sort By' });
    expect(await trigger.innerText()).toBe('Newest First');
    await trigger.click();
    const options = await page.getByRole('listbox').getByRole('option').allInnerTexts();
    expect(options.map((o) => o.trim())).toEqual(['Newest First', 'Oldest First', 'Most Popular', 'Highest Rated']);
    await page.keyboard.press('Escape');

    const expected: [string, string, string][] = [
      ['Oldest First', 'oldest', 'Linux Terminal'],
      ['Most Popular', 'most-popular', 'Marketing Plan'],
      ['Highest Rated', 'highest-rated', 'Poet'],
      ['Newest First', 'newest', 'Riddle Maker'],
    ];
    for (const [option, id, first] of expected) {
      await choose(page, 'Sort By', option);
      await waitForFirstCard(page, first);
      expect(new URL(page.url()).searchParams.get('sort')).toBe(id);
    }
    await choose(page, 'Sort By', 'Oldest First');
    await waitForListStart(
      page,
      FIXTURE_PROMPTS.map((p) => p.title),
    );
  });

  it('the Minimum Rating slider moves in steps of 0.5 with the keyboard and hides low and unrated prompts', async () => {
    const { page } = await openHome();
    const panel = await openFilters(page);
    const thumb = panel.getByRole('slider', { name: 'Minimum Rating' });
    expect(await thumb.getAttribute('aria-valuemin')).toBe('0');
    expect(await thumb.getAttribute('aria-valuemax')).toBe('5');
    expect(await thumb.getAttribute('aria-valuenow')).toBe('0');
    await thumb.focus();

    await thumb.press('ArrowRight');
    await expect.poll(() => thumb.getAttribute('aria-valuenow'), WAIT).toBe('0.5');
    expect(await thumb.getAttribute('aria-valuetext')).toBe('0.5 stars or more');
    await waitForTitles(page, newestWhere((p) => (p.rating ?? 0) >= 0.5).slice(0, 6));

    for (let i = 0; i < 7; i++) await thumb.press('ArrowRight');
    await expect.poll(() => thumb.getAttribute('aria-valuenow'), WAIT).toBe('4');
    expect(await panel.locator('output').innerText()).toBe('4.0');
    await waitForTitles(page, ['Poet', 'JavaScript Console', 'Linux Terminal']);
    expect(new URL(page.url()).searchParams.get('minRating')).toBe('4');

    await thumb.press('ArrowLeft');
    await waitForTitles(
      page,
      newestWhere((p) => (p.rating ?? 0) >= 3.5),
    );
    expect(await cardTitles(page)).toEqual(['Poet', 'Essay Coach', 'JavaScript Console', 'Linux Terminal']);
  });

  it('the tag picker searches case-insensitively inside tags; a chosen tag filters and is disabled in the suggestions', async () => {
    const { page } = await openHome();
    const panel = await openFilters(page);
    const tagSearch = panel.getByRole('searchbox', { name: 'Search tags' });
    const suggestions = panel.getByRole('list', { name: 'Tag suggestions' });
    await expect.poll(() => suggestions.getByRole('button').count(), WAIT).toBe(10); // at most 10

    await tagSearch.fill('RIPT'); // inside "javascript" and "typescript", in capitals
    await expect
      .poll(async () => (await suggestions.getByRole('button').allInnerTexts()).map((t) => t.trim()).sort(), WAIT)
      .toEqual(['javascript', 'typescript']);

    await suggestions.getByRole('button', { name: 'Add tag typescript' }).click();
    await waitForTitles(page, ['Code Reviewer']);
    expect(new URL(page.url()).searchParams.get('tags')).toBe('typescript');
    await panel
      .getByRole('list', { name: 'Selected tags' })
      .getByRole('button', { name: 'Remove tag typescript' })
      .waitFor();

    await tagSearch.fill('type');
    const chosen = suggestions.getByRole('button', {
      name: 'typescript (selected)',
    });
    await chosen.waitFor();
    expect(await chosen.isDisabled()).toBe(true);

    await panel.getByRole('button', { name: 'Remove tag typescript' }).click();
    await waitForListStart(page, NEWEST_FIRST);
    await suggestions.getByRole('button', { name: 'Add tag typescript' }).waitFor();
  });
});

describe('tag and category routes', () => {
  it('/tag/{tag} shows only prompts with that tag', async () => {
    const { page } = await openHome('/tag/translation');
    await waitForTitles(page, ['Переводчик', '翻译助手']);
    await page.getByRole('heading', { level: 1, name: 'Prompts tagged #translation' }).waitFor();
    expect(await page.title()).toBe('Prompts tagged #translation · Prompt Commons');
  });

  it('/category/{category} shows only prompts of that category', async () => {
    const { page } = await openHome('/category/writing');
    await waitForTitles(page, ['Переводчик', '翻译助手', 'Essay Coach']);
    await page.getByRole('heading', { level: 1, name: 'Writing', exact: true }).waitFor();
    expect(await page.title()).toBe('Writing · Prompt Commons');
    const panel = await openFilters(page);
    expect(await panel.getByRole('combobox', { name: 'Category' }).innerText()).toBe('Writing');

    await page.goto('/category/data-science');
    await waitForTitles(page, ['SQL Analyst']);
    expect(new URL(page.url()).pathname).toBe('/category/data-science');
    expect(page.url().startsWith(baseUrl())).toBe(true);
  });
});
