/**
 * Values no page of the API hands out, crafted by hand: a clear 4xx, never a 500. Cursors are
 * decoded by the server, so 1e300 as a time, 1.5 or 1e20 as an id, or a negative score must be
 * refused before they reach a date conversion or an integer column.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../setup/test-app';
import { signUp, type Session } from '../auth-helpers';
import { as, expectError, signUpWithRole } from '../community-helpers';
import { makePrompt } from '../factories';
import { SORT_IDS } from '../../src/shared/constants';

let ctx: TestContext;
let user: Session;
let admin: Session;
let promptId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  user = await signUp(ctx);
  admin = await signUpWithRole(ctx, 'super_admin');
  promptId = (await makePrompt(ctx.handle.db, { userId: user.userId, title: 'Essay crafted cursor' })).id;
});
afterAll(() => ctx.close());

const cursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const CRAFTED = [[1e300, 1], [-1e300, 1], [1, 1e20], [1, 1.5], [1, -1], [Number.MAX_VALUE, 1], [1, 'x'], [1]].map(
  cursor,
);

describe('crafted cursors', () => {
  it.each(SORT_IDS.map((sort) => [sort]))('GET /api/prompts?sort=%s: 400 for each', async (sort) => {
    for (const c of [...CRAFTED, cursor([1.5, 1]), cursor([-5, 1])]) {
      const q = sort === 'relevance' ? '&q=essay' : '';
      const res = await as(ctx, null)('GET', `/api/prompts?sort=${sort}${q}&cursor=${c}`);
      // A value that is merely unusual for this sort (1.5 as a rating) is a valid page: 200.
      expect([200, 400], `${sort} ${c}`).toContain(res.status);
    }
    for (const c of CRAFTED)
      await expectError(await as(ctx, null)('GET', `/api/prompts?sort=${sort}&cursor=${c}`), 400, /Invalid cursor/);
  });

  it('most popular needs a whole number, relevance a positive score', async () => {
    await expectError(
      await as(ctx, null)('GET', `/api/prompts?sort=most-popular&cursor=${cursor([1.5, 1])}`),
      400,
      /Invalid cursor/,
    );
    await expectError(
      await as(ctx, null)('GET', `/api/prompts?sort=relevance&q=essay&cursor=${cursor([-5, 1])}`),
      400,
      /Invalid cursor/,
    );
  });

  it('comments, my prompts, users and the audit log refuse them too', async () => {
    for (const c of CRAFTED) {
      await expectError(
        await as(ctx, null)('GET', `/api/prompts/${promptId}/comments?cursor=${c}`),
        400,
        /Invalid cursor/,
      );
      await expectError(await as(ctx, user)('GET', `/api/me/prompts?cursor=${c}`), 400, /Invalid cursor/);
      await expectError(await as(ctx, admin)('GET', `/api/admin/audit-log?cursor=${c}`), 400, /Invalid cursor/);
    }
    for (const c of [cursor([1e300, 'x']), cursor([1, 'x'.repeat(500)]), cursor([1, 2])]) {
      await expectError(await as(ctx, admin)('GET', `/api/admin/users?cursor=${c}`), 400, /Invalid cursor/);
    }
  });
});

describe('other crafted values', () => {
  it('a sitemap page number past any real one is 404', async () => {
    expect((await ctx.app.request('/sitemaps/prompts-99999999999999999999.xml')).status).toBe(404);
    expect((await ctx.app.request('/sitemaps/prompts-1000001.xml')).status).toBe(404);
  });

  it('an ad date that an offset pushes past year 9999 is a 400', async () => {
    const res = await as(ctx, admin)('POST', '/api/admin/ads', {
      title: 'Far future',
      content: 'x',
      position: 'top',
      endDate: '9999-12-31T23:59:59-23:59',
    });
    await expectError(res, 400, /between the years 1970 and 9999/);
  });
});

describe('cross-site requests', () => {
  const evil = { Origin: 'https://evil.example' };

  it("a write from another site's page is refused, nothing changes; API clients without Origin pass", async () => {
    const names = async () =>
      ((await (await as(ctx, user)('GET', '/api/lists')).json()) as { lists: { name: string }[] }).lists
        .map((l) => l.name)
        .filter((n) => n.startsWith('Cross'));
    const before = await names();
    await expectError(
      await ctx.api('POST', '/api/lists', { name: 'Cross one' }, { Cookie: user.cookie, ...evil }),
      403,
      /Cross-site request refused/,
    );
    await expectError(
      await ctx.app.request('/api/lists', {
        method: 'POST',
        headers: { Cookie: user.cookie, 'Content-Type': 'application/json', 'Sec-Fetch-Site': 'cross-site' },
        body: JSON.stringify({ name: 'Cross two' }),
      }),
      403,
    );
    expect(await names()).toEqual(before);
    const direct = await ctx.app.request('/api/lists', {
      method: 'POST',
      headers: { Cookie: user.cookie, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name: 'Cross three' }),
    });
    expect(direct.status).toBe(201);
  });

  it('a body-less admin action too (unban)', async () => {
    const target = await signUp(ctx);
    await expectError(
      await ctx.api('POST', `/api/admin/users/${target.userId}/unban`, undefined, { Cookie: admin.cookie, ...evil }),
      403,
    );
    // Reading stays open to any page (public data, no side effects).
    expect((await ctx.api('GET', '/api/prompts', undefined, evil)).status).toBe(200);
  });
});
