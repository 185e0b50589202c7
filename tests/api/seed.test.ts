import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../setup/test-app';
import { isSeeded, seedDatabase } from '../../src/server/db/seed';
import { migrateDatabase } from '../../src/server/db/migrate';
import type { SeedPrompt } from '../../src/server/db/seed-data';
import type { PromptPage } from '../../src/shared/schemas';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

async function* source(): AsyncGenerator<SeedPrompt> {
  for (let i = 0; i < 250; i++) {
    yield {
      title: `Seeded ${i}`,
      content: `Seeded content number ${i} about testing`,
      category: 'other',
      tags: ['seeded', `n${i % 3}`],
      source: 'test',
    };
  }
}

describe('first-run seed', () => {
  it('inserts the prompts with distinct past dates, the sample sidebar ad, and runs once', async () => {
    const now = new Date('2026-06-01T00:00:00Z');
    expect(await isSeeded(ctx.handle.db)).toBe(false);
    expect(await seedDatabase(ctx.handle.db, { now, source: source() })).toEqual({ prompts: 250 });
    expect(await isSeeded(ctx.handle.db)).toBe(true);

    const page = (await (await ctx.api('GET', '/api/prompts?limit=50')).json()) as PromptPage;
    expect(new Date(page.items[0]!.createdAt).getTime()).toBe(now.getTime());
    const times = page.items.map((p) => new Date(p.createdAt).getTime());
    expect(new Set(times).size).toBe(times.length);
    // The collections are interleaved, not loaded in file order.
    expect(page.items.slice(0, 10).map((p) => p.title)).not.toEqual(
      Array.from({ length: 10 }, (_, i) => `Seeded ${249 - i}`),
    );
    const oldest = (await (await ctx.api('GET', '/api/prompts?limit=1&sort=oldest')).json()) as PromptPage;
    expect(new Date(oldest.items[0]!.createdAt).getTime()).toBe(now.getTime() - 365 * 24 * 3600 * 1000);

    const ads = (await (await ctx.api('GET', '/api/ads?position=sidebar')).json()) as { ads: unknown[] };
    // The sample ad's window starts at seed time (2026-06-01) and lasts 90 days.
    const row = await ctx.handle.db.execute(sql`select position, end_date - start_date as span from ads`);
    expect(row.rows).toHaveLength(1);
    expect(row.rows[0]).toMatchObject({ position: 'sidebar' });
    expect(Array.isArray(ads.ads)).toBe(true);
  });

  it('re-applying migrations to a migrated database changes nothing', async () => {
    await migrateDatabase(ctx.handle);
    const count = await ctx.handle.db.execute(sql`select count(*)::int as n from prompts`);
    expect(Number((count.rows[0] as { n: number }).n)).toBe(250);
  });
});

describe('backfill of derived columns', () => {
  it('fills head_vector for rows written before the column existed, so they rank by title', async () => {
    const { backfillHeadVectors } = await import('../../src/server/db/backfill');
    await ctx.handle.db.execute(sql`update prompts set head_vector = null where title = 'Seeded 7'`);
    expect(await backfillHeadVectors(ctx.handle.db)).toBe(1);
    const page = (await (
      await ctx.api('GET', '/api/prompts?q=seeded%207&sort=relevance&limit=1')
    ).json()) as PromptPage;
    expect(page.items[0]!.title).toBe('Seeded 7');
    expect(await backfillHeadVectors(ctx.handle.db)).toBe(0);
  });
});

describe('database maintenance', () => {
  it('analyzes an embedded database so the planner has statistics (PGlite has no autovacuum)', async () => {
    const { maintainDatabase } = await import('../../src/server/db/maintenance');
    const { openDatabase } = await import('../../src/server/db/client');
    const embedded = await openDatabase({ kind: 'pglite' });
    try {
      await migrateDatabase(embedded);
      await seedDatabase(embedded.db, { source: source() });
      const count = async () =>
        Number(
          (
            (await embedded.db.execute(sql`select count(*)::int as n from pg_stats where tablename = 'prompts'`))
              .rows[0] as { n: number }
          ).n,
        );
      expect(await count()).toBe(0);
      await maintainDatabase(embedded);
      expect(await count()).toBeGreaterThan(0);
    } finally {
      await embedded.close();
    }
  });
});
