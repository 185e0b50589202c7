/**
 * Journey: a first visit to / (docs/decisions/020-light-first-page.md). The first cards come
 * with the page, so they show without a request to the API and without waiting for the session;
 * the page's ad slots (top, sidebar, bottom) fill from one request.
 */
import { describe, expect, it } from 'vitest';
import { VIEWPORTS } from './browser';
import { fixtureId, holdRequests, journeyBrowser, waitForCards } from './helpers';
import { FIXTURE_PROMPTS } from './fixtures';
import { AD_LOAD_DELAY_MS } from '../../src/shared/constants';

const journey = journeyBrowser();
const NEWEST_FIRST = [...FIXTURE_PROMPTS].reverse().map((p) => p.title);

describe('first visit to /', () => {
  it('shows the first six cards with no list request, while the session check is still held', async () => {
    const { page } = await journey.open(VIEWPORTS.mobile);
    const apiCalls: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname.startsWith('/api/')) apiCalls.push(`${r.method()} ${url.pathname}${url.search}`);
    });
    const session = await holdRequests(page, (url) => url.pathname === '/api/auth/get-session');
    await page.goto('/');
    expect(await waitForCards(page, 6)).toEqual(NEWEST_FIRST.slice(0, 6));
    await session.requested();
    expect(apiCalls.filter((call) => call.startsWith('GET /api/prompts'))).toEqual([]);
    session.release();
  });

  it('fills every ad slot of the page with one request', async () => {
    const { page } = await journey.open(VIEWPORTS.desktop);
    const adCalls: string[] = [];
    page.on('request', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/ads') adCalls.push(url.search);
    });
    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/ads');
    await page.goto('/');
    // Any count: at 1280 px the end of the first six is near enough that the next batch follows.
    await waitForCards(page);
    const answer = (await (await answered).json()) as { ads: unknown[] };
    expect(Array.isArray(answer.ads)).toBe(true);
    // Time for any other slot to ask on its own (each waits AD_LOAD_DELAY_MS after mounting).
    await page.waitForTimeout(AD_LOAD_DELAY_MS * 2);
    expect(adCalls).toEqual(['']);
  });
});

describe('pages with forms', () => {
  it('break no rule of the CSP (zod runs without its eval probe)', async () => {
    const { page } = await journey.open(VIEWPORTS.mobile);
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.sourceFile}`));
    });
    for (const path of ['/submit', `/prompt/${fixtureId('poem')}`]) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      // The submit form's schema is made and used: a check of the empty form runs it.
      if (path === '/submit')
        await page
          .getByRole('button', { name: /submit/i })
          .last()
          .click();
      await page.waitForTimeout(300);
      expect(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations), path).toEqual(
        [],
      );
    }
  });
});
