/**
 * Journey: opening a prompt (docs/product.md#screens-and-routes "Browse screen" and "Prompt detail", sections
 * 4, 6 and 8): from a card, from #prompt-{id}, from /?prompt={id}, as the /prompt/{id} page;
 * unknown ids; popularity + 1 per opening; Copy, Share and Save (signed out).
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { baseUrl } from './browser';
import { card, cards, expectToast, getPrompt, journeyBrowser, waitForCards, type Session, fixtureId } from './helpers';
import { FIXTURE_PROMPTS } from './fixtures';

// Sessions opened through journey.open are closed after each test, which fails on uncaught page errors.
const journey = journeyBrowser();
let session: Session | undefined;

const fixture = (key: string) => FIXTURE_PROMPTS.find((p) => p.key === key)!;
const UNKNOWN_ID = 2_000_000_000;
const NOT_FOUND_TEXT = "This prompt doesn't exist or may have been removed.";

async function open() {
  session = await journey.open();
  return session.page;
}

/** The detail dialog named by the prompt's title, once its text has loaded. */
async function promptDialog(page: Page, title: string) {
  const dialog = page.getByRole('dialog', { name: title, exact: true });
  await dialog.getByRole('region', { name: 'Prompt text' }).waitFor();
  return dialog;
}

function hash(page: Page) {
  return new URL(page.url()).hash;
}

/** Resolves with the response to the page's POST /api/prompts/{id}/views. */
function viewRecorded(page: Page, id: number) {
  return page.waitForResponse(
    (r) => r.request().method() === 'POST' && r.url() === `${baseUrl()}/api/prompts/${id}/views`,
  );
}

async function clipboard(page: Page) {
  return page.evaluate(() => navigator.clipboard.readText());
}

describe('opening a prompt', () => {
  it('clicking a card opens a dialog named by the title and sets #prompt-{id}; closing removes the hash', async () => {
    const page = await open();
    const habit = fixture('habit');
    const id = fixtureId('habit');
    await page.goto('/');
    await waitForCards(page);

    await card(page, habit.title).getByRole('link', { name: habit.title }).click();
    let dialog = await promptDialog(page, habit.title);
    expect(hash(page)).toBe(`#prompt-${id}`);
    expect(new URL(page.url()).pathname).toBe('/');
    expect(await dialog.getByRole('region', { name: 'Prompt text' }).innerText()).toBe(habit.content);
    const detail = (await dialog.innerText()).replace(/\s+/g, ' ');
    expect(detail).toContain('Posted on January 1, 2026');
    expect(detail).toContain('Rate this prompt');
    expect(await dialog.getByRole('link', { name: 'Personal' }).getAttribute('href')).toBe('/category/personal');
    expect(await dialog.getByRole('link', { name: '#habits' }).getAttribute('href')).toBe('/tag/habits');
    expect(await dialog.getByPlaceholder('Share your thoughts about this prompt...').count()).toBe(1);

    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(hash(page)).toBe('');

    // Clicking elsewhere on the card (its text) opens it too; Escape closes.
    const cardText = await card(page, habit.title).locator('p').first().boundingBox();
    await page.mouse.click(cardText!.x + 10, cardText!.y + 5);
    dialog = await promptDialog(page, habit.title);
    expect(hash(page)).toBe(`#prompt-${id}`);
    // Opening may focus the "Copy prompt" button, whose tooltip Escape would close first:
    // click the dialog's title so focus rests on the dialog itself.
    await dialog.getByRole('heading', { name: habit.title }).click();
    await page.getByRole('tooltip').waitFor({ state: 'detached' });
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(hash(page)).toBe('');
  });

  it("Back closes a prompt opened from the list and stays on the list; closing it doesn't leave history behind", async () => {
    const page = await open();
    const habit = fixture('habit');
    await page.goto('/about');
    await page.getByRole('link', { name: 'All Prompts' }).first().click();
    await page.waitForURL((url) => url.pathname === '/');
    await waitForCards(page);

    await card(page, habit.title).getByRole('link', { name: habit.title }).click();
    let dialog = await promptDialog(page, habit.title);
    await page.goBack();
    await dialog.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/');
    expect(hash(page)).toBe('');
    expect(await cards(page).count()).toBeGreaterThan(0);

    // Opened and closed with its button: Back then leaves the list, as if it had never opened.
    await card(page, habit.title).getByRole('link', { name: habit.title }).click();
    dialog = await promptDialog(page, habit.title);
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(hash(page)).toBe('');
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/about');
  });

  it('loading /#prompt-{id} opens a prompt that is not in the first batch', async () => {
    const page = await open();
    const linux = fixture('linux');
    await page.goto(`/#prompt-${fixtureId('linux')}`);
    const dialog = await promptDialog(page, linux.title);
    expect(await dialog.getByRole('region', { name: 'Prompt text' }).innerText()).toBe(linux.content);
    // The old fixture is not among the cards behind the dialog: it was fetched by id.
    expect(await card(page, linux.title).count()).toBe(0);
  });

  it('loading /?prompt={id} opens the prompt (the address becomes /#prompt-{id})', async () => {
    const page = await open();
    const id = fixtureId('sql');
    await page.goto(`/?prompt=${id}`);
    await promptDialog(page, fixture('sql').title);
    expect(new URL(page.url()).search).toBe('');
    expect(hash(page)).toBe(`#prompt-${id}`);
  });

  it('/prompt/{id} is a page with the title as h1; the server sends the title and Open Graph tags', async () => {
    const page = await open();
    const linux = fixture('linux');
    const path = `/prompt/${fixtureId('linux')}`;
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { level: 1, name: linux.title }).waitFor();
    expect(await page.getByRole('region', { name: 'Prompt text' }).innerText()).toBe(linux.content);
    expect(await page.title()).toBe(`${linux.title} · Prompt Commons`);
    expect(await page.getByRole('dialog').count()).toBe(0);

    const html = await (await fetch(`${baseUrl()}${path}`)).text();
    expect(html).toMatch(new RegExp(`<title>${linux.title} · Prompt Commons</title>`));
    expect(html).toContain(`<meta property="og:title" content="${linux.title} · Prompt Commons" />`);
    expect(html).toContain(`<meta property="og:url" content="${baseUrl()}${path}" />`);

    const zh = await (await fetch(`${baseUrl()}/prompt/${fixtureId('zh')}`)).text();
    expect(zh).toContain('<meta property="og:title" content="翻译助手 · Prompt Commons" />');
  });

  it('an unknown id shows "Prompt not found" in the dialog and on the page (404)', async () => {
    const page = await open();
    await page.goto(`/#prompt-${UNKNOWN_ID}`);
    const dialog = page.getByRole('dialog', { name: 'Prompt not found' });
    await dialog.waitFor();
    expect(await dialog.innerText()).toContain(NOT_FOUND_TEXT);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'detached' });
    expect(hash(page)).toBe('');

    const response = await page.goto(`/prompt/${UNKNOWN_ID}`);
    expect(response?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Prompt not found' }).waitFor();
    await page.getByText(NOT_FOUND_TEXT).waitFor();
    expect(await page.title()).toBe('Prompt not found · Prompt Commons');
  });

  it('a hash that is not an id also shows "Prompt not found"', async () => {
    const page = await open();
    await page.goto('/#prompt-not-a-number');
    await page.getByRole('dialog', { name: 'Prompt not found' }).waitFor();
  });
});

describe('popularity', () => {
  it('each opening raises popularity by exactly 1 (dialog and page)', async () => {
    const page = await open();
    const id = fixtureId('tutor');
    const title = fixture('tutor').title;
    const before = (await getPrompt(id)).popularity;

    const first = viewRecorded(page, id);
    await page.goto(`/#prompt-${id}`);
    const dialog = await promptDialog(page, title);
    expect((await first).status()).toBe(204);
    expect((await getPrompt(id)).popularity).toBe(before + 1);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    const second = viewRecorded(page, id);
    await page.evaluate((h) => (location.hash = h), `#prompt-${id}`);
    await promptDialog(page, title);
    await second;
    expect((await getPrompt(id)).popularity).toBe(before + 2);

    const third = viewRecorded(page, id);
    await page.goto(`/prompt/${id}`);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await third;
    expect((await getPrompt(id)).popularity).toBe(before + 3);
  });
});

describe('actions', () => {
  it('Copy puts the full prompt on the clipboard ("Copied to clipboard")', async () => {
    const page = await open();
    const linux = fixture('linux');
    await page.goto(`/#prompt-${fixtureId('linux')}`);
    const dialog = await promptDialog(page, linux.title);

    await dialog.getByRole('button', { name: 'Copy', exact: true }).click();
    await expectToast(page, 'Copied to clipboard');
    expect(await clipboard(page)).toBe(linux.content);

    await page.evaluate(() => navigator.clipboard.writeText(''));
    await dialog.getByRole('button', { name: 'Copy prompt' }).click();
    await dialog.getByRole('button', { name: 'Copied' }).waitFor(); // the icon button's label for 2 s
    expect(await clipboard(page)).toBe(linux.content);
  });

  it('Share copies the /prompt/{id} address ("Link copied")', async () => {
    const page = await open();
    const id = fixtureId('poem');
    await page.goto(`/#prompt-${id}`);
    const dialog = await promptDialog(page, fixture('poem').title);
    await dialog.getByRole('button', { name: 'Share' }).click();
    await expectToast(page, 'Link copied');
    expect(await clipboard(page)).toBe(`${baseUrl()}/prompt/${id}`);
  });

  it('Save while signed out asks to sign in', async () => {
    const page = await open();
    await page.goto(`/prompt/${fixtureId('essay')}`);
    await page.getByRole('heading', { level: 1, name: fixture('essay').title }).waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Sign in required', 'Please sign in to save prompts to your collection.');
  });
});
