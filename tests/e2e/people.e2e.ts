/**
 * Journey: people, not Anonymous (issue 10). Sign up with a username, comment on a prompt, see
 * the name on the comment and on the profile page it links to, at 375 px and 1280 px. An
 * unknown profile is the 404 page. Two sign-ups in the file (the limit is 5 a minute).
 */
import { describe, expect, it } from 'vitest';
import { screenshot, seriousA11yViolations, VIEWPORTS } from './browser';
import { expectToast, fixtureId, journeyBrowser, uniqueWord, WAIT } from './helpers';

const b = journeyBrowser();

describe('a member with a name', () => {
  for (const [label, viewport] of Object.entries(VIEWPORTS)) {
    it(`signs up with a username, comments, and is that name on the comment and on /u/{name} (${label})`, async () => {
      const { page } = await b.open(viewport);
      const username = `${uniqueWord('Ann')}_${label}`.slice(0, 30);
      await page.goto('/login');
      await page.getByRole('tab', { name: 'Sign Up' }).click();
      const panel = page.getByRole('tabpanel', { name: 'Sign Up' });
      const nameField = panel.getByLabel('Username', { exact: true });
      // A reserved name is refused by the field before anything is sent.
      await nameField.fill('admin');
      await panel.getByLabel('Email', { exact: true }).fill(`${username.toLowerCase()}@example.com`);
      await panel.getByLabel('Password', { exact: true }).fill('a good password 1');
      await panel.getByLabel('Confirm Password', { exact: true }).fill('a good password 1');
      await panel.getByRole('button', { name: 'Sign Up', exact: true }).click();
      await panel.getByText('That username is reserved: please choose another').waitFor();
      await nameField.fill(username);
      await panel.getByRole('button', { name: 'Sign Up', exact: true }).click();
      await expectToast(page, 'Account created', 'Please check your email to verify your account.');
      await page.waitForURL((url) => url.pathname === '/');

      const promptId = fixtureId('poem');
      await page.goto(`/prompt/${promptId}`);
      const text = `Lovely imagery ${uniqueWord('note')}`;
      await page.getByPlaceholder('Share your thoughts about this prompt...').fill(text);
      await page.getByRole('button', { name: 'Post Comment' }).click();
      await expectToast(page, 'Comment added');
      const comment = page
        .getByRole('list', { name: 'Comments' })
        .getByRole('article', { name: `Comment by ${username}` });
      await comment.filter({ hasText: text }).waitFor();
      await screenshot(page, `people-comment-${label}`);

      await comment.getByRole('link', { name: username, exact: true }).click();
      await page.waitForURL((url) => url.pathname === `/u/${username}`);
      await page.getByRole('heading', { level: 1, name: username }).waitFor();
      await expect
        .poll(async () => (await page.locator('main').innerText()).replace(/\s+/g, ' '), WAIT)
        .toMatch(/Joined .*0 prompts.*1 comment\b/);
      await page.getByText(`${username} has not shared any prompts yet.`).waitFor();
      await screenshot(page, `people-profile-${label}`);
      expect(await seriousA11yViolations(page)).toEqual([]);
    });
  }

  it('a seeded-style prompt by a member links to their profile with its cards; an unknown name is the 404 page', async () => {
    const { page } = await b.open(VIEWPORTS.mobile);
    const res = await page.goto('/u/nobody-by-this-name');
    expect(res?.status()).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
  });
});
