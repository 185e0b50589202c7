/**
 * Journey: the server renders the first screen of /, /prompt/{id} and /submit
 * (docs/decisions/029-server-rendering.md). Without JavaScript the content is already there; with
 * it, the page hydrates with no console error (a mismatch between the server's HTML and the
 * browser's first render is reported there) and responds to input.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl, VIEWPORTS, waitForHydration } from './browser';
import {
  createPrompts,
  deletePromptsAs,
  e2eUser,
  fixtureId,
  journeyBrowser,
  uniqueWord,
  waitForListStart,
  type ApiPrompt,
} from './helpers';
import { FIXTURE_PROMPTS } from './fixtures';

const journey = journeyBrowser();
const NEWEST_FIRST = [...FIXTURE_PROMPTS].reverse().map((p) => p.title);
const POEM = FIXTURE_PROMPTS.find((p) => p.key === 'poem')!;

const author = e2eUser('author');

/** Holds back every script of the page until the returned function is called. */
async function holdScripts(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.(js|mjs|tsx?)(\?.*)?$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const isHydrated = (page: Page) => page.evaluate(() => document.getElementById('root')?.dataset.hydrated === 'true');

/** The console's errors and warnings from now on. */
function consoleProblems(page: Page): string[] {
  const seen: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') seen.push(`${message.type()}: ${message.text()}`);
  });
  return seen;
}

describe('first screens rendered on the server', () => {
  it('show the cards, the prompt and the form with JavaScript off', async () => {
    const context = await journey.browser.newContext({ viewport: VIEWPORTS.mobile, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${baseUrl()}/`);
      const titles = await page.locator('article h2').allTextContents();
      expect(titles.slice(0, 6)).toEqual(NEWEST_FIRST.slice(0, 6));

      await page.goto(`${baseUrl()}/prompt/${fixtureId('poem')}`);
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(POEM.title);
      expect(await page.getByRole('region', { name: 'Prompt text' }).textContent()).toContain(POEM.content);

      await page.goto(`${baseUrl()}/submit`);
      for (const label of ['Title', 'Content', 'Category', 'Tags']) {
        expect(await page.getByLabel(label, { exact: true }).count(), label).toBe(1);
      }
    } finally {
      await context.close();
    }
  });

  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`hydrate without a console error and respond to input (${name})`, async () => {
      const { page } = await journey.open(viewport);
      const problems = consoleProblems(page);

      await page.goto('/');
      // On a tall screen the next batch may follow at once: the start of the list is what counts.
      await waitForListStart(page, NEWEST_FIRST);
      // The search box filters the hydrated list (client-side state and a request).
      await page.getByRole('searchbox').first().fill(POEM.title);
      await expect.poll(() => page.locator('article h2').first().textContent()).toBe(POEM.title);

      // The server never sees a #fragment: / with a prompt's dialog in its address renders afresh.
      await page.goto(`/#prompt-${fixtureId('poem')}`);
      await page.getByRole('dialog').getByRole('heading', { name: POEM.title }).waitFor();

      await page.goto(`/prompt/${fixtureId('poem')}`);
      await page.getByRole('button', { name: 'Theme: System' }).click();
      await page.getByRole('menuitemradio', { name: 'Dark' }).click();
      await expect.poll(() => page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);

      // A reload in the dark theme: the server renders the anonymous light markup, the page shows dark.
      await page.goto('/submit');
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
      await page.getByRole('button', { name: 'Theme: Dark' }).waitFor();
      await page.getByLabel('Title', { exact: true }).fill('Hydrated form');
      expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe('Hydrated form');
      await page.locator('form').getByRole('button', { name: 'Submit Prompt' }).click();
      // The form's own check ran (a JavaScript handler, not the browser's submission).
      await page.getByText('Enter the prompt text.', { exact: true }).waitFor();
      expect(new URL(page.url()).pathname).toBe('/submit');

      expect(problems).toEqual([]);
    });
  }

  it('keep what was typed before the scripts ran: the form and the variables hear of it', async () => {
    const { page } = await journey.open(VIEWPORTS.mobile);
    const problems = consoleProblems(page);

    let release = await holdScripts(page);
    // DOMContentLoaded waits for the held module scripts: wait for the server's form instead.
    await page.goto('/submit', { waitUntil: 'commit' });
    await page
      .locator('#submit-content')
      .fill('Debug this JavaScript function: find the bug, refactor the code and explain the API calls.');
    await page.locator('#submit-title').fill('Typed before the scripts');
    // Enter now would be the browser's own submission, reloading the page without the text:
    // the submit button waits for the scripts, and a disabled default button blocks it.
    const submitButton = page.locator('form').getByRole('button', { name: 'Submit Prompt' });
    expect(await submitButton.isDisabled()).toBe(true);
    await page.locator('#submit-title').press('Enter');
    expect(await isHydrated(page)).toBe(false);
    release();
    await waitForHydration(page);
    expect(await submitButton.isEnabled()).toBe(true);
    // The category auto-pick and the tag suggestions run on the form's state: they saw the text.
    await expect.poll(() => page.locator('#submit-category').innerText()).toBe('Programming');
    await expect
      .poll(() => page.getByRole('list', { name: 'Tags added' }).getByRole('listitem').count())
      .toBeGreaterThan(0);
    expect(await page.locator('#submit-title').inputValue()).toBe('Typed before the scripts');

    await page.unrouteAll();
    // Created here and removed at the end: the tests above count the fixtures' cards.
    const [withVariables] = (await createPrompts([
      {
        as: author,
        prompt: {
          title: `Note ${uniqueWord('early')} writer`,
          content: 'Write a ${tone:friendly} note to {{recipient}}.',
          category: 'writing',
          tags: ['notes'],
        },
      },
    ])) as [ApiPrompt];
    try {
      release = await holdScripts(page);
      await page.goto(`/prompt/${withVariables.id}`, { waitUntil: 'commit' });
      const variables = page.getByRole('region', { name: 'Fill in the variables' });
      await variables.getByLabel('tone', { exact: true }).fill('warm');
      await variables.getByLabel('recipient', { exact: true }).fill('my neighbour');
      expect(await isHydrated(page)).toBe(false);
      release();
      await waitForHydration(page);
      // The form's state has the typed values: it says they are not applied yet, and Enter applies them.
      await variables.getByText('Not applied yet').waitFor();
      expect(await variables.getByLabel('tone', { exact: true }).inputValue()).toBe('warm');
      await variables.getByLabel('recipient', { exact: true }).press('Enter');
      const text = page.getByRole('region', { name: 'Prompt text' });
      await expect.poll(() => text.innerText()).toBe('Write a warm note to my neighbour.');
    } finally {
      await deletePromptsAs(author, [withVariables.id]);
    }

    expect(problems).toEqual([]);
  });
});
