/**
 * Journey: the static pages (/about, /privacy, /create-guide, /contact) and the 404 page
 * (docs/product.md#screens-and-routes: route table, "Page not found, with a Return to Home link").
 */
import { describe, expect, it } from 'vitest';
import { baseUrl } from './browser';
import { journeyBrowser, type Session } from './helpers';
import { CATEGORIES } from '../../src/shared/constants';

// Sessions opened through journey.open are closed after each test, which fails on uncaught page errors.
const journey = journeyBrowser();
let session: Session | undefined;

async function open(path: string) {
  session = await journey.open();
  const response = await session.page.goto(path);
  return { page: session.page, status: response?.status() };
}

describe('static pages', () => {
  it('/about links to /login, /submit and /contact', async () => {
    const { page, status } = await open('/about');
    expect(status).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'About Prompt Commons' }).waitFor();
    const main = page.locator('main');
    for (const href of ['/login', '/submit', '/contact']) {
      expect(await main.locator(`a[href="${href}"]`).count(), `link to ${href}`).toBeGreaterThan(0);
    }
    await main.getByRole('link', { name: 'Contact us' }).click();
    await page.waitForURL(`${baseUrl()}/contact`);
    await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
  });

  it('/privacy was last updated April 10, 2025 and does not knowingly collect data from children under 13', async () => {
    const { page, status } = await open('/privacy');
    expect(status).toBe(200);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const text = await page.locator('main').innerText();
    expect(text).toContain('April 10, 2025');
    expect(text).toContain('We do not knowingly collect personal information from children under 13.');
  });

  it('/create-guide has a General tab and one tab per category, each with its own content', async () => {
    const { page } = await open('/create-guide');
    await page
      .getByRole('heading', {
        level: 1,
        name: 'How to Create Effective Prompts',
      })
      .waitFor();
    const tabs = page.getByRole('tablist', { name: 'Guide sections' }).getByRole('tab');
    expect(await tabs.allInnerTexts()).toEqual(['General', ...CATEGORIES.map((c) => c.name)]);

    const panel = page.getByRole('tabpanel');
    expect(await page.getByRole('tab', { name: 'General' }).getAttribute('aria-selected')).toBe('true');
    await panel.getByRole('heading', { level: 2, name: 'General principles' }).waitFor();
    const seen = new Set([await panel.innerText()]);

    for (const { name } of CATEGORIES) {
      await page.getByRole('tab', { name, exact: true }).click();
      await panel.getByRole('heading', { level: 2, name: `${name} prompts` }).waitFor();
      expect(await page.getByRole('tab', { name, exact: true }).getAttribute('aria-selected')).toBe('true');
      expect(await panel.count(), 'one visible panel').toBe(1);
      seen.add(await panel.innerText());
    }
    expect(seen.size, 'every tab shows different content').toBe(CATEGORIES.length + 1);
  });

  it('/contact is a page of its own', async () => {
    const { page, status } = await open('/contact');
    expect(status).toBe(200);
    await page.getByRole('heading', { level: 1, name: 'Contact us' }).waitFor();
    expect(await page.title()).toBe('Contact · Prompt Commons');
  });
});

describe('404', () => {
  it('an unknown route answers 404 and shows Page not found with a Return to Home link', async () => {
    const { page, status } = await open('/no-such-page/at-all');
    expect(status).toBe(404);
    await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
    expect(await page.title()).toBe('Page not found · Prompt Commons');

    const home = page.getByRole('link', { name: 'Return to Home' });
    expect(await home.getAttribute('href')).toBe('/');
    await home.click();
    await page.waitForURL(`${baseUrl()}/`);
    await page.getByRole('heading', { level: 1, name: 'Discover & Share AI Prompts' }).waitFor();
  });
});
