/**
 * Journey: cards people can read (issue 10, item 1) at 375 px and 1280 px. A JSON prompt's card
 * shows a JSON badge and its readable values instead of braces; the copy button on a card and
 * on a saved item copies the whole text (read back from the clipboard) with the documented toast; an
 * unrated card keeps "0.0 (0)", quietly.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { screenshot, seriousA11yViolations, VIEWPORTS } from './browser';
import {
  apiAs,
  card,
  createPrompts,
  deletePromptsAs,
  e2eUser,
  expectToast,
  fixtureId,
  getPrompt,
  journeyBrowser,
  uniqueWord,
  WAIT,
  type ApiPrompt,
} from './helpers';

const journey = journeyBrowser();
const owner = e2eUser('cards');
const word = uniqueWord('cardsjson');
const TITLE = `Story Generator ${word}`;
const CONTENT = JSON.stringify(
  {
    role: `Story Generator ${word}`,
    parameters: { genre: '${Genre:fantasy}', length: 'string (optional)' },
    instructions: 'Generate a creative story with a compelling title and well-developed characters.',
  },
  null,
  2,
);
let created: ApiPrompt | undefined;

beforeAll(async () => {
  [created] = await createPrompts([
    { as: owner, prompt: { title: TITLE, content: CONTENT, category: 'creative', tags: ['story'] } },
  ]);
  // Saved by its owner, for the saved-items page.
  await apiAs(owner, '/api/lists/default/prompts', { method: 'POST', body: { promptId: created!.id } });
}, 30_000);

afterAll(async () => {
  if (created) await deletePromptsAs(owner, [created.id]);
});

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());

describe.each([
  ['375 px', VIEWPORTS.mobile],
  ['1280 px', VIEWPORTS.desktop],
] as const)('cards at %s', (_name, viewport) => {
  it('a JSON prompt reads as text with a badge; copy from the card puts the whole prompt on the clipboard', async () => {
    const { page } = await journey.open(viewport);
    await page.goto(`/?q=${word}`);
    const jsonCard = card(page, TITLE);
    await jsonCard.waitFor();
    const preview = ((await jsonCard.locator('p').first().textContent()) ?? '').trim();
    expect(preview).toBe(
      `Format: JSON Story Generator ${word} · Generate a creative story with a compelling title and well-developed characters.`,
    );
    expect(preview).not.toMatch(/[{}"]/);
    // Unrated: "0.0 (0)" stays, muted.
    const rating = jsonCard.locator('[data-rated]');
    expect(await rating.getAttribute('data-rated')).toBe('false');
    expect(await rating.textContent()).toBe('Rating 0.0(0)');

    await page.evaluate(() => navigator.clipboard.writeText('before'));
    await jsonCard.getByRole('button', { name: `Copy ${TITLE}` }).click();
    await expectToast(page, 'Copied to clipboard');
    await expect.poll(() => clipboard(page), WAIT).toBe(CONTENT);
    await jsonCard.getByRole('button', { name: `Copied ${TITLE}` }).waitFor();
    // Copying does not open the prompt.
    expect(await page.getByRole('dialog').count()).toBe(0);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `cards-json-${viewport.width}`);
  });

  it('copies a long fixture prompt whole from the browse grid', async () => {
    const { page } = await journey.open(viewport);
    await page.goto('/?q=linux%20terminal');
    const linux = card(page, 'Linux Terminal');
    await linux.waitFor();
    const full = (await getPrompt(fixtureId('linux'))).content;
    expect(full.length).toBeGreaterThan(200);
    await linux.getByRole('button', { name: 'Copy Linux Terminal' }).click();
    await expectToast(page, 'Copied to clipboard');
    await expect.poll(() => clipboard(page), WAIT).toBe(full);
    await screenshot(page, `cards-browse-${viewport.width}`);
  });

  it('copies when the tooltip code arrives between the press and the release', async () => {
    // The copy buttons' tooltips load once the page is idle and then wrap each button. A press on
    // a button that was wrapped before the release lost the click (no copy, no toast); a button in
    // use now keeps its element until the pointer leaves. The code is held until the press.
    const { page } = await journey.open(viewport);
    const TOOLTIP_CODE = /\/assets\/tooltip-[^/]+\.js$/;
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(TOOLTIP_CODE, async (route) => {
      await held;
      await route.continue();
    });
    const requested = page.waitForRequest(TOOLTIP_CODE);
    await page.goto('/');
    const first = page.getByRole('article').first();
    const title = (await first.getByRole('heading').innerText()).trim();
    const id = Number((await first.getByRole('link', { name: title }).getAttribute('href'))?.split('/').pop());
    const full = (await getPrompt(id)).content;
    const copy = first.getByRole('button', { name: `Copy ${title}` });
    const box = (await copy.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await requested;
    await page.mouse.down();
    release();
    // Another card's button takes its tooltip: the code is in while this one is still pressed.
    await page.locator('[data-slot="tooltip-trigger"]').first().waitFor();
    expect(await copy.getAttribute('data-slot')).toBe('button');
    await page.mouse.up();
    await expectToast(page, 'Copied to clipboard');
    await expect.poll(() => clipboard(page), WAIT).toBe(full);
    // Once the pointer has left and focus has moved on, this button takes its tooltip too.
    await page.mouse.move(0, 0);
    expect(await copy.getAttribute('data-slot')).toBe('button');
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    await page
      .getByRole('button', { name: new RegExp(`^Cop(y|ied) ${title}$`) })
      .and(page.locator('[data-slot="tooltip-trigger"]'))
      .waitFor();
  });

  it('copies a saved item from the saved page', async () => {
    const { page } = await journey.open(viewport, { as: owner });
    await page.goto('/saved');
    const favorites = page
      .getByRole('list', { name: 'Your lists' })
      .getByRole('region', { name: 'Favorites', exact: true });
    const toggle = favorites.getByRole('heading').getByRole('button');
    await toggle.waitFor();
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
    const copy = favorites.getByRole('button', { name: `Copy ${TITLE}` });
    await copy.waitFor();
    await copy.click();
    await expectToast(page, 'Copied to clipboard');
    await expect.poll(() => clipboard(page), WAIT).toBe(CONTENT);
    expect(await seriousA11yViolations(page)).toEqual([]);
    await screenshot(page, `cards-saved-${viewport.width}`);
  });
});
