import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../setup/test-app';
import { signUp, type Session } from '../auth-helpers';
import { makePrompt } from '../factories';
import { as, expect400, expectError, readJson } from '../community-helpers';
import type { Prompt, RatingSummary } from '../../src/shared/schemas';
import { MIGRATIONS_FOLDER } from '../../src/server/db/migrate';
import { createEmptyDatabase, migrateFrom, migrationsBefore } from '../setup/test-db';

let ctx: TestContext;
let alice: Session;
let bob: Session;
beforeAll(async () => {
  ctx = await createTestContext();
  alice = await signUp(ctx);
  bob = await signUp(ctx);
});
afterAll(() => ctx.close());

const rate = (session: Session | null, id: number, body: unknown) =>
  as(ctx, session)('PUT', `/api/prompts/${id}/rating`, body);

describe('ratings', () => {
  it('starts at 0 with no raters; a visitor has no rating of their own', async () => {
    const prompt = await makePrompt(ctx.handle.db);
    const res = await ctx.api('GET', `/api/prompts/${prompt.id}/rating`);
    expect(res.status).toBe(200);
    expect(await readJson<RatingSummary>(res)).toEqual({ average: 0, count: 0, mine: null });
  });

  it("writes ratings and comments beside the prompt: the prompt's own row is not rewritten", async () => {
    const prompt = await makePrompt(ctx.handle.db);
    const rowVersion = async () =>
      (await ctx.handle.db.execute(sql`select ctid::text as at, xmin::text as x from prompts where id = ${prompt.id}`))
        .rows[0];
    const before = await rowVersion();
    expect((await rate(alice, prompt.id, { value: 4 })).status).toBe(200);
    expect((await rate(bob, prompt.id, { value: 1 })).status).toBe(200);
    const comment = await readJson<{ id: number }>(
      await as(ctx, alice)('POST', `/api/prompts/${prompt.id}/comments`, { content: 'Works well.' }),
    );
    expect((await as(ctx, bob)('POST', `/api/prompts/${prompt.id}/comments`, { content: 'Agreed.' })).status).toBe(201);
    expect((await as(ctx, alice)('DELETE', `/api/comments/${comment.id}`)).status).toBe(204);
    // In prompt_feedback (decision 035): a write there touches none of the prompt's indexes.
    expect(await rowVersion()).toEqual(before);
    const fetched = await readJson<Prompt>(
      await ctx.api('GET', `/api/prompts/${prompt.id}`, undefined, { 'Cache-Control': 'no-cache' }),
    );
    expect(fetched).toMatchObject({ rating: 2.5, ratingCount: 2, commentCount: 1 });
  });

  it('averages one rating per user, replaces a repeated rating, and keeps the prompt in step', async () => {
    const prompt = await makePrompt(ctx.handle.db);
    expect(await readJson<RatingSummary>(await rate(alice, prompt.id, { value: 5 }))).toEqual({
      average: 5,
      count: 1,
      mine: 5,
    });
    expect(await readJson<RatingSummary>(await rate(bob, prompt.id, { value: 2 }))).toEqual({
      average: 3.5,
      count: 2,
      mine: 2,
    });
    expect(await readJson<RatingSummary>(await rate(alice, prompt.id, { value: 3 }))).toEqual({
      average: 2.5,
      count: 2,
      mine: 3,
    });

    expect(await readJson<RatingSummary>(await as(ctx, bob)('GET', `/api/prompts/${prompt.id}/rating`))).toEqual({
      average: 2.5,
      count: 2,
      mine: 2,
    });
    expect(await readJson<RatingSummary>(await ctx.api('GET', `/api/prompts/${prompt.id}/rating`))).toEqual({
      average: 2.5,
      count: 2,
      mine: null,
    });
    const fetched = await readJson<Prompt>(await ctx.api('GET', `/api/prompts/${prompt.id}`));
    expect(fetched).toMatchObject({ rating: 2.5, ratingCount: 2 });
  });

  it('keeps the average exact under concurrent ratings by many users', async () => {
    const prompt = await makePrompt(ctx.handle.db);
    const raters = await Promise.all(Array.from({ length: 8 }, () => signUp(ctx)));
    const values = [1, 2, 3, 4, 5, 5, 4, 4];
    const results = await Promise.all(raters.map((r, i) => rate(r, prompt.id, { value: values[i] })));
    expect(results.map((r) => r.status)).toEqual(values.map(() => 200));
    const summary = await readJson<RatingSummary>(await ctx.api('GET', `/api/prompts/${prompt.id}/rating`));
    expect(summary.count).toBe(8);
    expect(summary.average).toBeCloseTo(values.reduce((a, b) => a + b) / 8, 10);
  });

  it('counts one rating for a user who rates a prompt several times at once', async () => {
    const prompt = await makePrompt(ctx.handle.db);
    const rater = await signUp(ctx);
    const other = await signUp(ctx);
    expect((await rate(other, prompt.id, { value: 1 })).status).toBe(200);
    const values = [5, 3, 4, 2, 5, 3];
    const results = await Promise.all(values.map((value) => rate(rater, prompt.id, { value })));
    expect(results.map((r) => r.status)).toEqual(values.map(() => 200));
    // Whichever came last, the rater has one rating and the average counts it once.
    const mine = await readJson<RatingSummary>(await as(ctx, rater)('GET', `/api/prompts/${prompt.id}/rating`));
    expect(values).toContain(mine.mine);
    expect(mine.count).toBe(2);
    expect(mine.average).toBeCloseTo((1 + mine.mine!) / 2, 10);
    const stored = await ctx.handle.db.execute(
      sql`select count(*)::int as n from ratings where prompt_id = ${prompt.id}`,
    );
    expect(Number((stored.rows[0] as { n: number }).n)).toBe(2);
  });

  it.each([[0], [6], [3.5], ['4'], [null], [-1]])('refuses value %j with 400', async (value) => {
    const prompt = await makePrompt(ctx.handle.db);
    await expect400(await rate(alice, prompt.id, { value }), /Rating must be a whole number from 1 to 5/, 'value');
    expect((await readJson<RatingSummary>(await ctx.api('GET', `/api/prompts/${prompt.id}/rating`))).count).toBe(0);
  });

  it('refuses a missing value, unknown fields and a bad id with 400', async () => {
    const prompt = await makePrompt(ctx.handle.db);
    await expect400(await rate(alice, prompt.id, {}), /Rating must be a whole number/, 'value');
    await expect400(await rate(alice, prompt.id, { value: 4, extra: 1 }), /Unknown field: extra/);
    await expect400(await rate(alice, 0, { value: 4 }), /Prompt id must be positive/);
    await expect400(await ctx.api('GET', '/api/prompts/x/rating'), /Prompt id must be a number/);
  });

  it('answers 401 for visitors and 404 for a missing prompt', async () => {
    const prompt = await makePrompt(ctx.handle.db);
    await expectError(await rate(null, prompt.id, { value: 4 }), 401, 'Authentication required');
    await expectError(await rate(alice, 999999, { value: 4 }), 404, /Prompt 999999 was not found/);
    await expectError(await ctx.api('GET', '/api/prompts/999999/rating'), 404);
  });

  it('filters by minimum rating and sorts by rating after rating', async () => {
    const prompt = await makePrompt(ctx.handle.db, { category: 'academic', tags: ['rated-filter-check'] });
    await rate(alice, prompt.id, { value: 5 });
    const page = await readJson<{ items: { id: number; rating: number }[] }>(
      await ctx.api('GET', '/api/prompts?tags=rated-filter-check&minRating=4.5&sort=highest-rated'),
    );
    expect(page.items.map((p) => [p.id, p.rating])).toEqual([[prompt.id, 5]]);
  });
});

describe('migration 0019 moves ratings and comment counts to prompt_feedback', () => {
  it("copies every prompt's values, drops the prompt's columns, and gives new prompts their row", async () => {
    const before = migrationsBefore(19);
    try {
      const handle = await createEmptyDatabase();
      try {
        await migrateFrom(handle, before.folder);
        const insert = (title: string, rating: number, ratingCount: number, commentCount: number) =>
          handle.db.execute(sql`insert into prompts (title, content, category, search_vector, minhash, lsh_bands,
              rating, rating_count, comment_count)
            values (${title}, 'Text', 'writing', to_tsvector('simple', ${title}), '{1}', '{1}',
              ${rating}, ${ratingCount}, ${commentCount}) returning id`);
        await insert('Rated', 4.5, 2, 3);
        await insert('Unrated', 0, 0, 0);

        await migrateFrom(handle, MIGRATIONS_FOLDER);

        const rows = await handle.db.execute(sql`select p.title, f.rating, f.rating_count, f.comment_count
          from prompts p join prompt_feedback f on f.prompt_id = p.id order by p.id`);
        expect(rows.rows).toEqual([
          { title: 'Rated', rating: 4.5, rating_count: 2, comment_count: 3 },
          { title: 'Unrated', rating: 0, rating_count: 0, comment_count: 0 },
        ]);
        const columns = await handle.db.execute(sql`select column_name from information_schema.columns
          where table_name = 'prompts' and column_name in ('rating', 'rating_count', 'comment_count')`);
        expect(columns.rows).toEqual([]);
        // The trigger gives prompts inserted afterwards (two in one statement, as an import) their rows.
        await handle.db.execute(sql`insert into prompts (title, content, category, search_vector, minhash, lsh_bands)
          values ('New one', 'Text', 'writing', to_tsvector('simple', 'new'), '{1}', '{1}'),
            ('New two', 'Text', 'writing', to_tsvector('simple', 'two'), '{1}', '{1}')`);
        const added = await handle.db.execute(sql`select p.title, f.rating, f.rating_count, f.comment_count
          from prompts p join prompt_feedback f on f.prompt_id = p.id where p.title like 'New%' order by p.id`);
        expect(added.rows).toEqual([
          { title: 'New one', rating: 0, rating_count: 0, comment_count: 0 },
          { title: 'New two', rating: 0, rating_count: 0, comment_count: 0 },
        ]);
      } finally {
        await handle.close();
      }
    } finally {
      before.remove();
    }
  });
});
