/**
 * Journey: /submit (docs/product.md).
 *
 * Time: the browser's 5-second rule runs on Playwright's clock (installed before the page
 * loads), never on real waits. The server has its own rule: the form token it issues when
 * the form opens must be 5 s old. The browser clock cannot move the server's, so:
 * - "too young" is made certain by holding the token request until just before submitting;
 * - a submission that must succeed waits for the real token's age (its issuedAt + 5 s, a
 *   known deadline from the server's answer), once per insert.
 *
 * The journeys fill the form as a visitor. The two that insert a prompt send it with the session
 * cookie of the file's own account ('submitter'), set once the page has loaded (the page still
 * shows a visitor), so the prompts can be deleted again after the file: other journeys count
 * the fixtures, newest first, and must not see them, whatever order the files run in.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl } from './browser';
import {
  api,
  deletePromptsAs,
  e2eUser,
  expectToast,
  journeyBrowser,
  recordUrls,
  recordedUrls,
  recordedUrlTimes,
  toast,
  WAIT,
  type Session,
  fixtureId,
} from './helpers';
import { FIXTURE_PROMPTS } from './fixtures';
import { suggestTags } from '../../src/client/lib/tag-suggest';

// Sessions opened through journey.open are closed after each test, which fails on uncaught page errors.
const journey = journeyBrowser();
let session: Session | undefined;

const submitter = e2eUser('submitter');
/** Ids of the prompts this file inserted: deleted after it. */
const inserted: number[] = [];

afterAll(async () => {
  await deletePromptsAs(submitter, inserted);
});

const VERIFICATION_DESCRIPTION = 'Please take a moment to review your prompt before submitting.';

type TokenInfo = { token: string; issuedAt: number };

/**
 * Opens /submit with the fake clock installed; resolves the form token the page received.
 * `owned`: the prompt is sent with the file's own account's cookie (see above).
 */
async function openSubmit(options: { holdToken?: boolean; owned?: boolean } = {}) {
  session = await journey.open();
  const { page } = session;
  await recordUrls(page);
  await page.clock.install();

  let releaseToken = () => {};
  if (options.holdToken) {
    const released = new Promise<void>((resolve) => (releaseToken = resolve));
    await page.route('**/api/prompts/form-token', async (route) => {
      await released;
      await route.continue();
    });
  }
  const tokenResponse = page
    .waitForResponse((r) => r.url().endsWith('/api/prompts/form-token') && r.ok(), { timeout: 30_000 })
    .then((r) => r.json() as Promise<TokenInfo>);
  tokenResponse.catch(() => {}); // awaited by the tests that need it

  await page.goto('/submit');
  await page.getByRole('heading', { level: 1, name: 'Submit a Prompt' }).waitFor();
  if (options.owned) {
    await session.context.addCookies(submitter.cookies.map((c) => ({ ...c, url: baseUrl() })));
  }
  return { page, tokenResponse, releaseToken };
}

function form(page: Page) {
  return {
    title: page.locator('#submit-title'),
    content: page.locator('#submit-content'),
    category: page.locator('#submit-category'),
    tagInput: page.locator('#submit-tags'),
    tagChips: page.getByRole('list', { name: 'Tags added' }).getByRole('listitem'),
    submit: page.getByRole('button', { name: 'Submit Prompt' }),
  };
}

async function chooseCategory(page: Page, name: string) {
  await form(page).category.click();
  await page.getByRole('option', { name, exact: true }).click();
  await expect.poll(() => form(page).category.innerText(), WAIT).toBe(name);
}

async function addTag(page: Page, tag: string) {
  const input = form(page).tagInput;
  await input.click();
  await input.pressSequentially(tag);
  await input.press('Enter');
}

type Draft = {
  title: string;
  content: string;
  category: string;
  tags: string[];
};

/** Fills the form the way a person does: clicks into fields (real interaction), types, picks. */
async function fillForm(page: Page, draft: Draft) {
  const f = form(page);
  await f.title.click();
  await f.title.fill(draft.title);
  for (const tag of draft.tags) await addTag(page, tag); // tags first: no auto-suggestion
  await f.content.click();
  await f.content.fill(draft.content);
  await chooseCategory(page, draft.category);
}

async function tagTexts(page: Page) {
  return (await form(page).tagChips.allInnerTexts()).map((t) => t.trim());
}

/** Waits until the server will accept the token it issued (5 s after issuedAt): a known deadline. */
async function untilTokenIsOldEnough(token: TokenInfo) {
  const remaining = token.issuedAt + 5000 + 25 - Date.now();
  if (remaining > 0) await new Promise((resolve) => setTimeout(resolve, remaining));
}

async function findByTitle(title: string) {
  const page = await api<{ items: { id: number; title: string }[] }>(
    `/api/prompts?q=${encodeURIComponent(title)}&limit=50`,
  );
  return page.items.filter((p) => p.title === title);
}

/** The browse screen's detail dialog shows this prompt. */
async function expectPromptDialog(page: Page, title: string, content: string) {
  const text = page.getByRole('dialog', { name: title }).getByRole('region', { name: 'Prompt text' });
  await text.waitFor();
  expect(await text.innerText()).toBe(content);
}

const unique = (label: string) => `E2E ${label} ${Date.now().toString(36)}`;

describe('submit form', () => {
  it('submitting an empty form gives "Missing fields"; Cancel goes to /', async () => {
    const { page } = await openSubmit();
    await form(page).submit.click();
    await expectToast(page, 'Missing fields', 'Please fill in all required fields.');
    // The first invalid field gets focus, and each required field says what is missing.
    expect(await page.evaluate(() => document.activeElement?.id)).toBe('submit-title');
    expect(await form(page).title.getAttribute('aria-invalid')).toBe('true');
    for (const text of ['Enter a title.', 'Enter the prompt text.', 'Select a category.', 'Add at least one tag.']) {
      await page.getByText(text, { exact: true }).waitFor();
    }

    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.waitForURL(`${baseUrl()}/`);
  });

  it('submitting within 5 s of opening gives "Verification failed" (browser check)', async () => {
    const { page } = await openSubmit();
    // Freeze the page's clock where the form opened: however long filling takes for real,
    // the form is "less than 5 s old" for the browser.
    await page.clock.setFixedTime(await page.evaluate(() => Date.now()));
    const posts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST') posts.push(r.url());
    });
    const title = unique('too fast');
    await fillForm(page, {
      title,
      content: 'A prompt typed far too quickly to be a person.',
      category: 'Other',
      tags: ['speed'],
    });
    await form(page).submit.click();
    await expectToast(page, 'Verification failed', VERIFICATION_DESCRIPTION);
    // Nothing was sent (not even the duplicate check): the form is still here, filled in.
    expect(posts).toEqual([]);
    expect(await form(page).title.inputValue()).toBe(title);
    expect(await findByTitle(title)).toEqual([]);
  });

  it('the server refuses a form token younger than 5 s even when the browser clock has moved on', async () => {
    const { page, releaseToken, tokenResponse } = await openSubmit({
      holdToken: true,
    });
    const title = unique('young token');
    await fillForm(page, {
      title,
      content: 'The browser clock says six seconds, the server knows better.',
      category: 'Other',
      tags: ['clock'],
    });
    await page.clock.fastForward(6000); // the browser's 5-second rule passes
    releaseToken(); // the server issues the token now: it is milliseconds old when used
    await tokenResponse;
    await form(page).submit.click();
    await expectToast(page, 'Verification failed', VERIFICATION_DESCRIPTION);
    expect(await findByTitle(title)).toEqual([]);
  });

  it('tags are added with Enter and comma, trimmed, lowercased, deduplicated and removable', async () => {
    const { page } = await openSubmit();
    const input = form(page).tagInput;
    await addTag(page, '  Linux ');
    expect(await tagTexts(page)).toEqual(['linux']);

    await input.pressSequentially('SHELL,');
    expect(await input.inputValue(), 'a comma is never typed into a tag').toBe('');
    expect(await tagTexts(page)).toEqual(['linux', 'shell']);

    await addTag(page, 'LINUX');
    expect(await tagTexts(page)).toEqual(['linux', 'shell']);
    await page.getByText('Tag linux is already added').waitFor({ state: 'attached' });

    await page.getByRole('button', { name: 'Remove tag shell' }).click();
    expect(await tagTexts(page)).toEqual(['linux']);
    await page.getByRole('button', { name: 'Remove tag linux' }).click();
    expect(await form(page).tagChips.count()).toBe(0);
  });

  it('the category is picked from programming-heavy content when none is chosen, and tags are suggested', async () => {
    const { page } = await openSubmit();
    const { category, content } = form(page);
    expect(await category.innerText()).toBe('Select a category');
    await content.click();
    await content.pressSequentially(
      'Debug this JavaScript function: find the bug, refactor the code and explain the API calls.',
    );
    await expect.poll(() => category.innerText(), WAIT).toBe('Programming');
    // Tag auto-suggest: no tags yet and 15+ characters give at most 2 tags.
    await expect.poll(async () => (await tagTexts(page)).length, WAIT).toBeGreaterThan(0);
    const firstTags = await tagTexts(page);
    expect(firstTags.length).toBeLessThanOrEqual(2);

    // A category chosen by hand is kept when the content changes (the auto-fill runs again:
    // the suggested tags follow the new text).
    await chooseCategory(page, 'Writing');
    await content.press('Control+End');
    await content.pressSequentially(' More javascript code with a python script and a database bug.');
    const expected = suggestTags(await content.inputValue(), []);
    expect(expected).not.toEqual(firstTags);
    await expect.poll(() => tagTexts(page), WAIT).toEqual(expected);
    expect(await category.innerText()).toBe('Writing');
  });
});

describe('duplicate check and success', () => {
  const fixture = FIXTURE_PROMPTS.find((p) => p.key === 'review')!;
  /** Same title, one small change to the text: well above the 0.8 similarity threshold. */
  const nearCopy = (change: string): Draft => ({
    title: fixture.title,
    content: fixture.content.replace('Be specific.', change),
    category: 'Programming',
    tags: ['typescript', 'review'],
  });

  async function expectSimilarDialog(page: Page) {
    const dialog = page.getByRole('dialog', { name: fixture.title });
    await dialog.waitFor();
    expect(await dialog.innerText()).toMatch(/A similar prompt already exists \(\d{2,3}% similar\)\./);
    return dialog;
  }

  /** POST /api/prompts requests the page makes from now on. */
  function countInserts(page: Page) {
    const inserts: string[] = [];
    page.on('request', (r) => {
      if (r.method() === 'POST' && r.url() === `${baseUrl()}/api/prompts`) inserts.push(r.url());
    });
    return inserts;
  }

  // Runs before the insert below, so the fixture is the only similar prompt.
  it('View Similar Prompt goes to /?prompt={id} of the existing prompt', async () => {
    const { page } = await openSubmit();
    await fillForm(page, nearCopy('Be very specific.'));
    await page.clock.fastForward(6000);
    await form(page).submit.click();
    const dialog = await expectSimilarDialog(page);
    await dialog.getByRole('button', { name: 'View Similar Prompt' }).click();

    const id = fixtureId('review');
    await page.waitForURL(`${baseUrl()}/#prompt-${id}`);
    expect(await recordedUrls(page)).toContain(`/?prompt=${id}`);
    await expectPromptDialog(page, fixture.title, fixture.content);
  });

  it('a near-copy opens the similar-prompt dialog; Cancel Submission keeps the data, Continue with My Submission inserts and opens it', async () => {
    const { page, tokenResponse } = await openSubmit({ owned: true });
    const inserts = countInserts(page);
    const draft = nearCopy('Be specific, please.');
    await fillForm(page, draft);
    await page.clock.fastForward(6000);
    await form(page).submit.click();

    let dialog = await expectSimilarDialog(page);
    await dialog.getByRole('button', { name: 'Cancel Submission' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/submit');
    expect(await form(page).title.inputValue()).toBe(draft.title);
    expect(await form(page).content.inputValue()).toBe(draft.content);
    expect(await form(page).category.innerText()).toBe('Programming');
    expect(await tagTexts(page)).toEqual(['typescript', 'review']);
    expect(inserts).toEqual([]);

    await form(page).submit.click();
    dialog = await expectSimilarDialog(page);
    await untilTokenIsOldEnough(await tokenResponse);
    const created = page.waitForResponse(
      (r) => r.url() === `${baseUrl()}/api/prompts` && r.request().method() === 'POST',
    );
    await dialog.getByRole('button', { name: 'Continue with My Submission' }).click();
    const response = await created;
    expect(response.status()).toBe(201);
    const { id } = (await response.json()) as { id: number };
    inserted.push(id);
    expect(id).not.toBe(fixtureId('review'));
    await expectToast(page, 'Prompt submitted successfully!');

    await page.waitForURL(`${baseUrl()}/#prompt-${id}`);
    expect(await recordedUrls(page)).toContain(`/?prompt=${id}`);
    await expectPromptDialog(page, draft.title, draft.content);
    expect(inserts).toHaveLength(1);
  });

  it('a new prompt is inserted: success toast, then after about 1 s the new prompt opens at /?prompt={newId}', async () => {
    const { page, tokenResponse } = await openSubmit({ owned: true });
    const title = unique('Garden planner');
    await fillForm(page, {
      title,
      content: 'Plan my vegetable garden week by week for a small balcony: sowing, watering and harvest dates.',
      category: 'Personal',
      tags: ['Gardening', 'planning'],
    });
    await page.clock.fastForward(6000);
    await untilTokenIsOldEnough(await tokenResponse);

    // Note when the success toast appears and when the page got the insert's answer (page
    // time), to time the redirect against them. The second starts the 1 s: the page asks for the
    // toast and starts its timer once it has the answer; the toast is drawn a moment later
    // (longer on a busy machine), so timing from the drawn toast would flake.
    await page.evaluate(() => {
      const w = window as unknown as { __e2eToastAt?: number; __e2eCreatedAt?: number };
      const pageFetch = window.fetch;
      window.fetch = async (...args: Parameters<typeof fetch>) => {
        const answer = await pageFetch(...args);
        const url = typeof args[0] === 'string' ? args[0] : args[0] instanceof URL ? args[0].href : args[0].url;
        if (new URL(url, location.href).pathname === '/api/prompts' && args[1]?.method === 'POST') {
          w.__e2eCreatedAt ??= performance.now();
        }
        return answer;
      };
      const observer = new MutationObserver(() => {
        const titles = [...document.querySelectorAll('[data-sonner-toast] [data-title]')];
        if (titles.some((el) => el.textContent === 'Prompt submitted successfully!')) {
          w.__e2eToastAt ??= performance.now();
          observer.disconnect();
        }
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
    });
    const created = page.waitForResponse(
      (r) => r.url() === `${baseUrl()}/api/prompts` && r.request().method() === 'POST',
    );
    await form(page).submit.click();
    const response = await created;
    expect(response.status()).toBe(201);
    const prompt = (await response.json()) as {
      id: number;
      title: string;
      category: string;
      tags: string[];
      userId: string | null;
    };
    inserted.push(prompt.id);
    expect(prompt).toMatchObject({
      title,
      category: 'personal',
      tags: ['gardening', 'planning'],
    });

    await toast(page, 'Prompt submitted successfully!').waitFor();
    // The redirect waits a second: the toast shows while the form is still on screen.
    expect(new URL(page.url()).pathname).toBe('/submit');
    await page.waitForURL(`${baseUrl()}/#prompt-${prompt.id}`);
    const redirect = (await recordedUrlTimes(page)).find((entry) => entry.url === `/?prompt=${prompt.id}`);
    expect(redirect, 'went to /?prompt={newId}').toBeDefined();
    const { toastAt, createdAt } = await page.evaluate(() => {
      const w = window as unknown as { __e2eToastAt?: number; __e2eCreatedAt?: number };
      return { toastAt: w.__e2eToastAt, createdAt: w.__e2eCreatedAt };
    });
    expect(toastAt, 'the success toast was seen').toBeDefined();
    expect(createdAt, 'the insert was answered').toBeDefined();
    expect(toastAt!, 'the toast shows before the page moves on').toBeLessThan(redirect!.at);
    expect(redirect!.at - createdAt!, 'a second after the prompt was stored').toBeGreaterThanOrEqual(999);
    expect(redirect!.at - createdAt!).toBeLessThan(3000);
    await page.getByRole('dialog', { name: title }).waitFor();
    expect((await findByTitle(title)).map((p) => p.id)).toEqual([prompt.id]);
  });
});
