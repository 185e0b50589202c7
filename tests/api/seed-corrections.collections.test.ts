/**
 * Seed corrections (decision 015): the refreshed seed's tags and de-duplication on a new
 * database, and migration 0014 bringing a database seeded before them to the same state.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../setup/test-app';
import { seedDatabase } from '../../src/server/db/seed';
import { readPromptsCsv, SEED_FILES, type SeedPrompt } from '../../src/server/db/seed-data';
import { MIGRATIONS_FOLDER } from '../../src/server/db/migrate';
import { createPrompt } from '../../src/server/features/prompts/prompts.service';
import { indexedColumns } from '../../src/server/features/prompts/prompt-rows';
import type { PromptPage, TagCount } from '../../src/shared/schemas';

const json = async <T>(res: Response) => (await res.json()) as T;

/** Seed items by title, read from seed/ (the project's copy of the data). */
async function seedItems(titles: string[]): Promise<Map<string, SeedPrompt>> {
  const out = new Map<string, SeedPrompt>();
  for (const file of SEED_FILES) {
    for await (const p of readPromptsCsv(file)) if (titles.includes(p.title) && !out.has(p.title)) out.set(p.title, p);
  }
  return out;
}

describe('a new database seeded from the refreshed seed', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
    await seedDatabase(ctx.handle.db);
  }, 300_000);
  afterAll(() => ctx.close());

  it('popular tags and the filter pool show topics: `text` is not a tag any more, kinds are left out', async () => {
    const popular = await json<{ tags: TagCount[] }>(await ctx.api('GET', '/api/tags/popular'));
    const pool = await json<{ tags: TagCount[] }>(await ctx.api('GET', '/api/tags/popular?limit=30'));
    expect(popular.tags).toHaveLength(20);
    // Neither prompts.chat's type `text` nor the kind labels (structured, skill, agent, instructions).
    for (const kind of ['text', 'structured', 'skill', 'agent', 'instructions'])
      expect(pool.tags.map((t) => t.tag)).not.toContain(kind);
    expect(popular.tags.map((t) => t.tag)).toEqual(expect.arrayContaining(['persona', 'for-devs']));
    const tagged = await json<PromptPage>(await ctx.api('GET', '/api/prompts?tags=text&limit=6'));
    expect(tagged.items).toEqual([]);
    // A kind label is still a tag one can filter by.
    const skills = await json<PromptPage>(await ctx.api('GET', '/api/prompts?tags=skill&limit=6'));
    expect(skills.items).toHaveLength(6);
  });

  it('holds each title once: one Code Review Expert', async () => {
    const dup = await ctx.handle.db.execute(sql`
      select lower(title) as title, count(*)::int as n from prompts group by lower(title) having count(*) > 1`);
    expect(dup.rows).toEqual([]);
    const count = await ctx.handle.db.execute(sql`select count(*)::int as n from prompts`);
    expect(Number((count.rows[0] as { n: number }).n)).toBe(3127);
    // It was seeded three times (two of them #2 and #4 for "code review").
    const same = await ctx.handle.db.execute(
      sql`select count(*)::int as n from prompts where title = 'Code Review Expert'`,
    );
    expect(Number((same.rows[0] as { n: number }).n)).toBe(1);
  });
});

describe('migration 0014 on a database seeded before the refresh', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  /**
   * Runs the migration's statements again (the test database already has every migration). Its
   * test of "nobody rated or commented on it" read columns of prompts that migration 0019 moved
   * to prompt_feedback: that one condition is read from there, the rest runs as written.
   */
  async function runMigration14() {
    const written = readFileSync(`${MIGRATIONS_FOLDER}/0014_seed_corrections.sql`, 'utf8');
    const untouched = 'p.rating_count = 0 AND p.comment_count = 0';
    expect(written).toContain(untouched);
    const text = written.replace(
      untouched,
      'NOT EXISTS (SELECT 1 FROM "prompt_feedback" f WHERE f.prompt_id = p.id AND (f.rating_count > 0 OR f.comment_count > 0))',
    );
    for (const statement of text.split('--> statement-breakpoint')) await ctx.handle.db.execute(sql.raw(statement));
  }

  /** Inserts a seed item as the old seed did: anonymous, with the given (old) tags. */
  const insertOld = (p: SeedPrompt, tags: string[]) =>
    createPrompt(ctx.handle.db, { title: p.title, content: p.content, category: p.category, tags });

  const rowOf = async (id: number) =>
    (await ctx.handle.db.execute(sql`select id, tags from prompts where id = ${id}`)).rows[0] as
      { id: number; tags: string[] } | undefined;

  it('corrects the tags and both search vectors of untouched seeded rows, and nothing else', async () => {
    const items = await seedItems(['Ethereum Developer', 'Linux Terminal', 'Job Interviewer']);
    const eth = items.get('Ethereum Developer')!;
    const linux = items.get('Linux Terminal')!;
    const job = items.get('Job Interviewer')!;
    expect(eth.tags).toEqual(['for-devs']);
    await ctx.handle.db.execute(
      sql`insert into settings (key, value) values ('seeded_at', '"2026-11-01T00:00:00Z"'::jsonb)`,
    );
    const a = await insertOld(eth, ['text', ...eth.tags]);
    const b = await insertOld(linux, ['text', ...linux.tags]);
    // An admin changed this one's tags: it keeps them.
    const edited = await insertOld(job, ['interview', 'hr']);
    const before = await json<{ tags: TagCount[] }>(await ctx.api('GET', '/api/tags/popular?limit=30'));
    expect(before.tags.find((t) => t.tag === 'text')?.count).toBe(2);

    await ctx.handle.db.execute(sql`delete from settings where key = 'seeded_at'`);
    await runMigration14();
    expect((await rowOf(a.id))!.tags).toEqual(['text', 'for-devs']); // not a seeded database: unchanged
    await ctx.handle.db.execute(
      sql`insert into settings (key, value) values ('seeded_at', '"2026-11-01T00:00:00Z"'::jsonb)`,
    );
    await runMigration14();

    expect((await rowOf(a.id))!.tags).toEqual(['for-devs']);
    expect((await rowOf(b.id))!.tags).toEqual(linux.tags);
    expect((await rowOf(edited.id))!.tags).toEqual(['interview', 'hr']);
    for (const [id, item] of [
      [a.id, eth],
      [b.id, linux],
    ] as const) {
      const expected = indexedColumns(item);
      const same = await ctx.handle.db.execute(sql`
        select search_vector = ${expected.searchVector} as search, head_vector = ${expected.headVector} as head
        from prompts where id = ${id}`);
      expect(same.rows[0], item.title).toEqual({ search: true, head: true });
    }
    // Linux Terminal's text says "text": it is still found by that word; Ethereum Developer is not.
    const found = await json<PromptPage>(await ctx.api('GET', '/api/prompts?q=text&limit=50'));
    expect(found.items.map((p) => p.id)).toContain(b.id);
    expect(found.items.map((p) => p.id)).not.toContain(a.id);
    const after = await json<{ tags: TagCount[] }>(await ctx.api('GET', '/api/tags/popular?limit=30'));
    expect(after.tags.map((t) => t.tag)).not.toContain('text');
  });

  it('removes untouched seeded duplicates whose original is there, keeps touched ones', async () => {
    const items = await seedItems([
      'Write Essay Pg',
      'Write Micro Essay',
      'Extract Wisdom',
      'Extract Wisdom Nometa',
      'Arch Linux Triage',
      'Fedora Linux Triage',
      'Analyze Bill Short',
    ]);
    const insert = (title: string) => {
      const p = items.get(title)!;
      return createPrompt(ctx.handle.db, { title: p.title, content: p.content, category: p.category, tags: p.tags });
    };
    const essay = await insert('Write Essay Pg');
    const microEssay = await insert('Write Micro Essay'); // untouched duplicate: removed
    await insert('Extract Wisdom');
    const nometa = await insert('Extract Wisdom Nometa'); // rated: kept
    await ctx.handle.db.execute(
      sql`update prompt_feedback set rating = 5, rating_count = 1 where prompt_id = ${nometa.id}`,
    );
    await insert('Arch Linux Triage');
    const fedora = await insert('Fedora Linux Triage'); // edited: kept
    await ctx.handle.db.execute(sql`update prompts set version = 2 where id = ${fedora.id}`);
    const billShort = await insert('Analyze Bill Short'); // its original "Analyze Bill" is gone: kept
    const copy = await insert('Write Micro Essay'); // a second untouched copy: removed too

    await runMigration14();
    expect(await rowOf(essay.id)).toBeDefined();
    expect(await rowOf(microEssay.id)).toBeUndefined();
    expect(await rowOf(copy.id)).toBeUndefined();
    expect(await rowOf(nometa.id)).toBeDefined();
    expect(await rowOf(fedora.id)).toBeDefined();
    expect(await rowOf(billShort.id)).toBeDefined();
  });
});
