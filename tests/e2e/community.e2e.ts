/**
 * Journeys: the signed-in community (issue 3; docs/product.md):
 * My Prompts edit (version history) and delete, saved lists end to end, rating, commenting and
 * voting with a reload showing they persisted.
 *
 * Every journey starts signed in from a session global-setup made (no sign-in calls: those are
 * rate limited). The prompts they use are made here through the API with unique titles and
 * deleted afterwards, so the counts other files check are untouched.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { seriousA11yViolations, VIEWPORTS } from './browser';
import {
  api,
  card,
  createPrompts,
  deletePromptsAs,
  e2eUser,
  expectToast,
  openDialog,
  uniqueWord,
  journeyBrowser,
  waitForCards,
  WAIT,
  type ApiPrompt,
} from './helpers';

const b = journeyBrowser();

const DELETE_PROMPT_TEXT = 'Are you sure you want to delete this prompt? This action cannot be undone.';
const DELETE_LIST_TEXT = 'Are you sure you want to delete this list? All saved prompts in this list will be removed.';
const EMPTY_LIST_TEXT = 'This list is empty. Save prompts to add them here.';

const owner = e2eUser('owner');
const saver = e2eUser('saver');
const rater = e2eUser('rater');

let toEdit: ApiPrompt;
let toRate: ApiPrompt;
let saveA: ApiPrompt;
let saveB: ApiPrompt;

function newPrompt(word: string) {
  const title = `${word[0]!.toUpperCase()}${word.slice(1)} helper`;
  return {
    title,
    content: `Act as a ${word} expert. Answer every question about ${word} with three numbered steps and one example.`,
    category: 'other',
    tags: [word.slice(0, 20)],
  };
}

beforeAll(async () => {
  const made = await createPrompts([
    { as: owner, prompt: newPrompt(uniqueWord('edit')) },
    { as: owner, prompt: newPrompt(uniqueWord('rate')) },
    { as: saver, prompt: newPrompt(uniqueWord('savea')) },
    { as: saver, prompt: newPrompt(uniqueWord('saveb')) },
  ]);
  [toEdit, toRate, saveA, saveB] = made as [ApiPrompt, ApiPrompt, ApiPrompt, ApiPrompt];
}, 30_000);

afterAll(async () => {
  await deletePromptsAs(
    owner,
    [toEdit, toRate].filter(Boolean).map((p) => p.id),
  );
  await deletePromptsAs(
    saver,
    [saveA, saveB].filter(Boolean).map((p) => p.id),
  );
});

describe('my prompts', () => {
  it('lists the own prompt; Edit saves (Prompt updated) and the detail shows version 2; Delete is confirmed with the exact text', async () => {
    const { page } = await b.open(VIEWPORTS.desktop, { as: owner });
    await page.goto('/my-prompts');
    await page.getByRole('heading', { level: 1, name: 'My Prompts' }).waitFor();
    const mine = page.getByRole('list', { name: 'Your prompts' });
    await mine.getByRole('link', { name: toEdit.title, exact: true }).waitFor();
    await mine.getByRole('link', { name: toRate.title, exact: true }).waitFor();

    const newTitle = `${toEdit.title} revised`;
    await page.getByRole('button', { name: `Edit ${toEdit.title}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit prompt' });
    await dialog.getByLabel('Title', { exact: true }).fill(newTitle);
    await dialog.getByLabel('Content', { exact: true }).fill(`${toEdit.content}\nAlso list the sources you used.`);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expectToast(page, 'Prompt updated');
    await dialog.waitFor({ state: 'detached' });
    await mine.getByRole('link', { name: newTitle, exact: true }).waitFor();
    expect((await api<ApiPrompt & { version: number }>(`/api/prompts/${toEdit.id}`)).version).toBe(2);

    await mine.getByRole('link', { name: newTitle, exact: true }).click();
    await page.waitForURL((url) => url.pathname === `/prompt/${toEdit.id}`);
    const history = page.locator('details').filter({ has: page.getByRole('heading', { name: 'Version history' }) });
    await history.getByText('(version 2)', { exact: true }).waitFor();
    await history.locator('summary').click();
    const versions = history.getByRole('list', { name: 'Versions' });
    await versions.waitFor();
    await expect
      .poll(() => versions.getByText(/^Version \d+$/).allInnerTexts(), WAIT)
      .toEqual(['Version 2', 'Version 1']);

    await page.goto('/my-prompts');
    await page.getByRole('button', { name: `Delete ${newTitle}`, exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete prompt' });
    await confirm.getByText(DELETE_PROMPT_TEXT, { exact: true }).waitFor();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(page, 'Prompt deleted');
    await expect.poll(() => mine.getByRole('link', { name: newTitle, exact: true }).count(), WAIT).toBe(0);
    const gone = await fetch(`${new URL(page.url()).origin}/api/prompts/${toEdit.id}`);
    expect(gone.status).toBe(404);
    await mine.getByRole('link', { name: toRate.title, exact: true }).waitFor();
  });

  it('signed out, /my-prompts sends the visitor to /login with Authentication required', async () => {
    const { page } = await b.open();
    await page.goto('/my-prompts');
    await page.waitForURL((url) => url.pathname === '/login');
    await expectToast(page, 'Authentication required', 'Please sign in to continue.');
  });
});

describe('saved lists', () => {
  function listPanel(page: Page, name: string): Locator {
    return page.getByRole('list', { name: 'Your lists' }).getByRole('region', { name, exact: true });
  }

  async function expand(panel: Locator) {
    const toggle = panel.getByRole('heading').getByRole('button');
    if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  }

  async function saveToFavorites(page: Page) {
    const dialog = page.getByRole('dialog', { name: 'Save to list' });
    const favorites = dialog.getByRole('radio', { name: /^Favorites/ });
    await favorites.waitFor();
    expect(await favorites.isChecked()).toBe(true);
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Prompt saved', 'Saved to Favorites.');
    await dialog.waitFor({ state: 'detached' });
  }

  it('saves from the card bookmark and the detail, then creates, renames and deletes a list and removes prompts on /saved', async () => {
    const { page } = await b.open(VIEWPORTS.desktop, { as: saver });
    await page.goto('/saved');
    // No list yet: the virtual Favorites list shows, empty.
    const favorites = listPanel(page, 'Favorites');
    await expand(favorites);
    await favorites.getByText(EMPTY_LIST_TEXT, { exact: true }).waitFor();

    await page.goto('/');
    await waitForCards(page);
    await card(page, saveA.title)
      .getByRole('button', { name: `Save ${saveA.title}`, exact: true })
      .click();
    await saveToFavorites(page);
    await card(page, saveA.title)
      .getByRole('button', { name: `Saved: ${saveA.title}. Save to another list`, exact: true })
      .waitFor();

    await card(page, saveB.title).getByRole('heading', { name: saveB.title }).click();
    const detail = openDialog(page).filter({ has: page.getByRole('heading', { name: saveB.title }) });
    await detail.getByRole('button', { name: 'Save', exact: true }).click();
    await saveToFavorites(page);
    await detail.getByRole('button', { name: 'Save (already saved)', exact: true }).waitFor();
    await page.keyboard.press('Escape');

    await page.goto('/saved');
    await expand(favorites);
    const favoriteItems = favorites.getByRole('list', { name: 'Prompts in Favorites' });
    await expect
      .poll(() => favoriteItems.getByRole('heading').allInnerTexts(), WAIT)
      .toEqual(expect.arrayContaining([saveA.title, saveB.title]));
    expect(await favoriteItems.getByRole('link', { name: `View Prompt ${saveA.title}` }).getAttribute('href')).toBe(
      `/?prompt=${saveA.id}`,
    );

    // A new list, renamed; it starts empty.
    const listName = uniqueWord('Reading');
    const renamed = `${listName} later`;
    await page.getByLabel('New list', { exact: true }).fill(listName);
    await page.getByRole('button', { name: 'Create list' }).click();
    await expectToast(page, 'List created');
    await listPanel(page, listName)
      .getByRole('button', { name: `Edit list ${listName}` })
      .click();
    const nameInput = listPanel(page, listName).getByLabel('List name', { exact: true });
    await nameInput.fill(renamed);
    await listPanel(page, listName).getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'List updated');
    const other = listPanel(page, renamed);
    await expand(other);
    await other.getByText(EMPTY_LIST_TEXT, { exact: true }).waitFor();

    // Remove one prompt, then select mode: none selected, then one.
    await favorites.getByRole('button', { name: `Remove ${saveA.title} from Favorites`, exact: true }).click();
    await expectToast(page, 'Prompt removed');
    await expect.poll(() => favoriteItems.getByRole('heading').allInnerTexts(), WAIT).toEqual([saveB.title]);
    await favorites.getByRole('button', { name: 'Select', exact: true }).click();
    await favorites.getByRole('button', { name: 'Delete Selected' }).click();
    await expectToast(page, 'No prompts selected');
    await favorites.getByRole('checkbox', { name: `Select ${saveB.title}` }).click();
    await favorites.getByRole('button', { name: 'Delete Selected (1)' }).click();
    await expectToast(page, 'Prompt removed'); // one prompt: the singular of docs/product.md's two texts
    await favorites.getByText(EMPTY_LIST_TEXT, { exact: true }).waitFor();

    // Delete the new list, confirmed with the exact text.
    await other.getByRole('button', { name: `Delete list ${renamed}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete list' });
    await confirm.getByText(DELETE_LIST_TEXT, { exact: true }).waitFor();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expectToast(page, 'List deleted');
    await expect.poll(() => listPanel(page, renamed).count(), WAIT).toBe(0);
    await favorites.waitFor();
  });

  it('signed out: no bookmark on cards, and Save in the detail asks to sign in', async () => {
    const { page } = await b.open();
    await page.goto('/');
    await waitForCards(page);
    const target = card(page, saveA.title);
    await target.waitFor();
    expect(await target.getByRole('button', { name: /^Save/ }).count()).toBe(0);
    await target.getByRole('heading', { name: saveA.title }).click();
    await openDialog(page).getByRole('button', { name: 'Save', exact: true }).click();
    await expectToast(page, 'Sign in required', 'Please sign in to save prompts to your collection.');
  });
});

describe('rating, comments and votes', () => {
  it('rates 4 stars, comments and upvotes; after a reload all three are still there', async () => {
    const { page } = await b.open(VIEWPORTS.desktop, { as: rater });
    await page.goto(`/prompt/${toRate.id}`);
    await page.getByRole('heading', { level: 1, name: toRate.title }).waitFor();
    const rating = page.getByRole('region', { name: 'Rate this prompt' });
    const stars = rating.getByRole('radiogroup');
    await stars.getByRole('radio', { name: '4 stars' }).click();
    await expectToast(page, 'Rating submitted', 'You rated this prompt 4 out of 5 stars.');
    await expect
      .poll(() => stars.getByRole('radio', { name: '4 stars' }).getAttribute('aria-checked'), WAIT)
      .toBe('true');
    await expect.poll(async () => (await rating.innerText()).replace(/\s+/g, ' '), WAIT).toContain('4.0 (1)');

    const field = page.getByPlaceholder('Share your thoughts about this prompt...');
    const post = page.getByRole('button', { name: 'Post Comment' });
    expect(await post.isDisabled()).toBe(true);
    await field.fill('   \n  ');
    expect(await post.isDisabled()).toBe(true);
    const text = `Worked well for me: ${uniqueWord('note')}`;
    await field.fill(text);
    await post.click();
    await expectToast(page, 'Comment added');
    await expect.poll(() => field.inputValue(), WAIT).toBe('');
    const comment = page.getByRole('list', { name: 'Comments' }).getByRole('article').filter({ hasText: text });
    await comment.waitFor();

    await comment.getByRole('button', { name: 'Upvote (0)' }).click();
    await expectToast(page, 'Vote recorded');
    const upvoted = comment.getByRole('button', { name: 'Upvote (1)' });
    await upvoted.waitFor();
    expect(await upvoted.getAttribute('aria-pressed')).toBe('true');

    await page.reload();
    await page.getByRole('heading', { level: 1, name: toRate.title }).waitFor();
    await expect
      .poll(() => stars.getByRole('radio', { name: '4 stars' }).getAttribute('aria-checked'), WAIT)
      .toBe('true');
    expect((await rating.innerText()).replace(/\s+/g, ' ')).toContain('4.0 (1)');
    await comment.waitFor();
    await expect
      .poll(() => comment.getByRole('button', { name: 'Upvote (1)' }).getAttribute('aria-pressed'), WAIT)
      .toBe('true');
    expect(await comment.getByRole('button', { name: 'Downvote (0)' }).getAttribute('aria-pressed')).toBe('false');

    const stored = await api<{ rating: number; ratingCount: number; commentCount: number }>(
      `/api/prompts/${toRate.id}`,
    );
    expect([stored.rating, stored.ratingCount, stored.commentCount]).toEqual([4, 1, 1]);
  });
});

describe('accessibility (axe) of the account and community screens', () => {
  for (const [name, viewport] of Object.entries(VIEWPORTS)) {
    it(`${name}: no serious or critical violations on /login (both tabs), /reset-password, /account, /my-prompts, /saved and an open detail`, async () => {
      const check = async (page: Page, label: string) => {
        expect(await seriousA11yViolations(page), `${label} at ${viewport.width} px`).toEqual([]);
      };

      const visitor = (await b.open(viewport)).page;
      await visitor.goto('/login');
      await visitor.getByRole('tabpanel', { name: 'Sign In' }).waitFor();
      await check(visitor, '/login Sign In');
      await visitor.getByRole('tab', { name: 'Sign Up' }).click();
      await visitor.getByRole('tabpanel', { name: 'Sign Up' }).getByLabel('Confirm Password').waitFor();
      await check(visitor, '/login Sign Up');
      await visitor.goto('/reset-password');
      await visitor.getByRole('button', { name: 'Send reset link' }).waitFor();
      await check(visitor, '/reset-password');

      const { page } = await b.open(viewport, { as: owner });
      await page.goto('/account');
      await page.getByRole('region', { name: 'Two-factor authentication' }).waitFor();
      await page.getByRole('region', { name: 'Profile' }).getByRole('textbox').first().waitFor();
      await check(page, '/account');
      await page.goto('/my-prompts');
      await page
        .getByRole('list', { name: 'Your prompts' })
        .getByRole('link', { name: toRate.title, exact: true })
        .waitFor();
      await check(page, '/my-prompts');
      await page.goto('/saved');
      const toggle = page.getByRole('list', { name: 'Your lists' }).getByRole('heading').getByRole('button').first();
      await toggle.click();
      await page
        .getByText(EMPTY_LIST_TEXT, { exact: true })
        .or(page.getByRole('list', { name: /^Prompts in / }))
        .first()
        .waitFor();
      await check(page, '/saved');
      await page.goto(`/#prompt-${toRate.id}`);
      const detail = openDialog(page);
      await detail.getByRole('heading', { name: toRate.title }).waitFor();
      await detail.getByRole('radiogroup').waitFor();
      await detail.getByRole('list', { name: 'Comments' }).getByRole('article').first().waitFor();
      await check(page, 'the detail dialog');
    });
  }
});
