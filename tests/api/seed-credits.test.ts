/** Seeded prompts are credited to their source collection, with a link, instead of Anonymous. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../setup/test-app';
import { seedDatabase } from '../../src/server/db/seed';
import { backfillSeedSources } from '../../src/server/db/backfill';
import type { SeedPrompt } from '../../src/server/db/seed-data';
import type { Prompt, PromptPage } from '../../src/shared/schemas';
import { makePrompt } from '../factories';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const items: SeedPrompt[] = [
  {
    title: 'Etymologist',
    content: 'I want you to act as an etymologist.',
    category: 'writing',
    tags: ['words'],
    source: 'awesome-chatgpt-prompts',
  },
  {
    title: 'Extract Wisdom',
    content: '# IDENTITY and PURPOSE\nYou extract wisdom.',
    category: 'writing',
    tags: ['summary'],
    source: 'fabric',
  },
  {
    title: 'Code Review',
    content: 'Review this pull request for bugs.',
    category: 'programming',
    tags: ['review'],
    source: 'awesome-copilot',
  },
];
async function* from(list: SeedPrompt[]): AsyncGenerator<SeedPrompt> {
  yield* list;
}

describe('seed credits', () => {
  it('new seeds store the collection; the API credits it with a link to its page', async () => {
    await seedDatabase(ctx.handle.db, { source: from(items) });
    const page = (await (await ctx.api('GET', '/api/prompts?limit=10')).json()) as PromptPage;
    const byTitle = new Map(page.items.map((p) => [p.title, p]));
    expect(byTitle.get('Etymologist')).toMatchObject({
      author: null,
      source: {
        id: 'awesome-chatgpt-prompts',
        name: 'awesome-chatgpt-prompts',
        url: 'https://github.com/f/awesome-chatgpt-prompts',
      },
    });
    expect(byTitle.get('Extract Wisdom')?.source?.url).toBe('https://github.com/danielmiessler/fabric');
    const detail = (await (await ctx.api('GET', `/api/prompts/${byTitle.get('Code Review')!.id}`)).json()) as Prompt;
    expect(detail.source).toEqual({
      id: 'awesome-copilot',
      name: 'awesome-copilot',
      url: 'https://github.com/github/awesome-copilot',
    });
  });

  it("people's prompts have no source, even with a seed item's title", async () => {
    const mine = await makePrompt(ctx.handle.db, { title: 'Etymologist', content: 'My own etymology prompt.' });
    const detail = (await (await ctx.api('GET', `/api/prompts/${mine.id}`)).json()) as Prompt;
    expect(detail.source).toBeNull();
  });

  it('a database seeded before the column existed is credited once at start-up, matching title and text', async () => {
    const db = ctx.handle.db;
    await db.execute(sql`update prompts set source = null`);
    await db.execute(sql`delete from settings where key = 'seed_sources_at'`);
    const lookalike = await makePrompt(db, { title: 'Code Review', content: 'Different text from a person.' });

    expect(await backfillSeedSources(db, from(items))).toBe(3);
    const rows = await db.execute(sql`select title, source from prompts where source is not null order by title`);
    expect(rows.rows).toEqual([
      { title: 'Code Review', source: 'awesome-copilot' },
      { title: 'Etymologist', source: 'awesome-chatgpt-prompts' },
      { title: 'Extract Wisdom', source: 'fabric' },
    ]);
    const other = (await (await ctx.api('GET', `/api/prompts/${lookalike.id}`)).json()) as Prompt;
    expect(other.source).toBeNull();
    // Once only.
    await db.execute(sql`update prompts set source = null`);
    expect(await backfillSeedSources(db, from(items))).toBe(0);
  });
});
