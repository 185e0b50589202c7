/**
 * Journey: download a prompt as Markdown from its page (issue 14 item 3), with the keyboard:
 * the Download menu opens with Enter, and the Markdown item saves the server's attachment.
 */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seriousA11yViolations } from './browser';
import { createPrompts, deletePromptsAs, e2eUser, journeyBrowser, uniqueWord, type ApiPrompt } from './helpers';

const journey = journeyBrowser();
const author = e2eUser('author');
let prompt: ApiPrompt;

const CONTENT = 'Summarise the text below in three bullet points, each under "twelve" words:\n\n${text}';

beforeAll(async () => {
  const word = uniqueWord('download');
  [prompt] = (await createPrompts([
    { as: author, prompt: { title: `Bullet ${word} summariser`, content: CONTENT, category: 'writing', tags: [word] } },
  ])) as [ApiPrompt];
}, 30_000);

afterAll(async () => {
  if (prompt) await deletePromptsAs(author, [prompt.id]);
});

describe('downloading a prompt', () => {
  it('saves it as Markdown with front matter from the Download menu, by keyboard', async () => {
    const { page } = await journey.open();
    await page.goto(`/prompt/${prompt.id}`);
    const button = page.getByRole('button', { name: 'Download', exact: true });
    await button.waitFor();
    expect(await seriousA11yViolations(page)).toEqual([]);
    await button.focus();
    await page.keyboard.press('Enter');
    const item = page.getByRole('menuitem', { name: 'Markdown (.md)' });
    await item.waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), item.press('Enter')]);
    expect(download.suggestedFilename()).toBe(`${prompt.title.toLowerCase().replace(/ /g, '-')}-${prompt.id}.md`);
    const text = fs.readFileSync(await download.path(), 'utf8');
    expect(text.startsWith(`---\ntitle: "${prompt.title}"\nid: ${prompt.id}\n`)).toBe(true);
    expect(text).toContain(`\ncategory: "writing"\ntags: ["${prompt.tags[0]}"]\n`);
    expect(text.endsWith(`---\n\n${CONTENT}\n`)).toBe(true);
  });
});
