/**
 * Journey: a prompt page built for use (issue 10 item 3), at 375 px and 1280 px. Fill the
 * template variables, copy and share the filled text, open it in an assistant (the address is
 * checked; the assistant's site is never loaded); a long prompt reads whole on its page, with
 * no scroll box of its own.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousA11yViolations, VIEWPORTS } from './browser';
import {
  createPrompts,
  deletePromptsAs,
  e2eUser,
  expectToast,
  hasHorizontalScroll,
  journeyBrowser,
  uniqueWord,
  type ApiPrompt,
} from './helpers';

const journey = journeyBrowser();
const author = e2eUser('author');
let withVariables: ApiPrompt;
let longPrompt: ApiPrompt;

const LONG_PARAGRAPH =
  'Read the draft I paste below and mark every sentence that could be shorter, every claim that needs a source, and every word a newcomer would not know. ';
const LONG_CONTENT = Array.from({ length: 40 }, (_, i) => `Step ${i + 1}. ${LONG_PARAGRAPH.repeat(2)}`).join('\n\n');

beforeAll(async () => {
  const word = uniqueWord('fill');
  [withVariables, longPrompt] = (await createPrompts([
    {
      as: author,
      prompt: {
        title: `Letter ${word} writer`,
        content: 'Write a ${tone:friendly} letter to {{recipient}} about ${topic}. Sign it as ${sender:Sam}.',
        category: 'writing',
        tags: [word],
      },
    },
    {
      as: author,
      prompt: {
        title: `Long ${uniqueWord('long')} editor`,
        content: LONG_CONTENT,
        category: 'writing',
        tags: ['editing'],
      },
    },
  ])) as [ApiPrompt, ApiPrompt];
}, 30_000);

afterAll(async () => {
  await deletePromptsAs(
    author,
    [withVariables, longPrompt].filter(Boolean).map((p) => p.id),
  );
});

const clipboard = (page: Page) => page.evaluate(() => navigator.clipboard.readText());
const FILLED = 'Write a formal letter to the <b>landlord</b> about the broken heater. Sign it as Sam.';

for (const [name, viewport] of Object.entries(VIEWPORTS)) {
  describe(`the prompt page at ${viewport.width} px`, () => {
    it('fills the variables, then copies, shares and opens the filled text in an assistant', async () => {
      const { page, context } = await journey.open(viewport);
      // The assistant's page is answered locally: the test checks the address, not the site.
      await context.route('https://claude.ai/**', (route) =>
        route.fulfill({ status: 200, contentType: 'text/plain', body: 'assistant' }),
      );
      await page.goto(`/prompt/${withVariables.id}`);
      const form = page.getByRole('region', { name: 'Fill in the variables' });
      await form.waitFor();
      expect(await form.getByLabel('tone', { exact: true }).inputValue()).toBe('friendly');
      expect(await form.getByLabel('sender', { exact: true }).inputValue()).toBe('Sam');

      await form.getByLabel('tone', { exact: true }).fill('formal');
      await form.getByLabel('recipient', { exact: true }).fill('the <b>landlord</b>');
      await form.getByLabel('topic', { exact: true }).fill('the broken heater');
      await form.getByLabel('topic', { exact: true }).press('Enter');
      const text = page.getByRole('region', { name: 'Prompt text' });
      await expect.poll(() => text.innerText()).toBe(FILLED);
      // The value is text: no element came from it.
      expect(await text.locator('b').count()).toBe(0);

      await page.getByRole('button', { name: 'Copy', exact: true }).click();
      await expectToast(page, 'Copied to clipboard');
      expect(await clipboard(page)).toBe(FILLED);

      await page.getByRole('button', { name: 'Share', exact: true }).click();
      await expectToast(page, 'Link copied');
      const shared = new URL(await clipboard(page));
      expect(shared.pathname).toBe(`/prompt/${withVariables.id}`);
      expect(shared.searchParams.get('v.topic')).toBe('the broken heater');

      await page.getByRole('button', { name: 'Open in' }).click();
      const [assistant] = await Promise.all([
        context.waitForEvent('page'),
        page.getByRole('menuitem', { name: 'Claude' }).click(),
      ]);
      await assistant.waitForLoadState('domcontentloaded');
      const opened = new URL(assistant.url());
      expect(opened.origin + opened.pathname).toBe('https://claude.ai/new');
      expect(opened.searchParams.get('q')).toBe(FILLED);
      await assistant.close();

      // The shared link brings the values back.
      await page.goto(shared.pathname + shared.search);
      await expect.poll(() => page.getByRole('region', { name: 'Prompt text' }).innerText()).toBe(FILLED);
      expect(await hasHorizontalScroll(page)).toBe(false);
      expect(await seriousA11yViolations(page)).toEqual([]);
    });

    it('shows a long prompt whole on its page, with no scroll box of its own', async () => {
      const { page } = await journey.open(viewport);
      await page.goto(`/prompt/${longPrompt.id}`);
      const text = page.getByRole('region', { name: 'Prompt text' });
      await text.waitFor();
      expect(await text.innerText()).toBe(LONG_CONTENT);
      // Neither the region nor anything in it scrolls: it is as tall as its text, the page scrolls.
      const inner = await text.evaluate((region) =>
        [region, ...region.querySelectorAll('*')].map((el) => ({
          overflowY: getComputedStyle(el).overflowY,
          clipped: el.scrollHeight > el.clientHeight + 1,
        })),
      );
      expect(
        inner.filter((el) => el.overflowY === 'auto' || el.overflowY === 'scroll' || el.overflowY === 'hidden'),
      ).toEqual([]);
      expect(inner.some((el) => el.clipped)).toBe(false);
      expect(await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight * 2)).toBe(true);
      // Prose reads in the proportional font.
      expect(await text.locator('pre').evaluate((el) => getComputedStyle(el).fontFamily)).not.toMatch(/mono/i);
      // The last words can be scrolled to and seen.
      const end = text.getByText(/Step 40\./);
      await end.scrollIntoViewIfNeeded();
      expect(await end.isVisible()).toBe(true);
      expect(await hasHorizontalScroll(page)).toBe(false);
      // Related prompts are offered under it.
      await page.getByRole('region', { name: 'Related prompts' }).getByRole('link').first().waitFor();
      expect(name).toBeTruthy();
    });
  });
}
