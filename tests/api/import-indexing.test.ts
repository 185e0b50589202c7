/**
 * The import's two phases (docs/decisions/023-import-indexing.md): rows are browsable, found by
 * their title and tags, and in the duplicate check as soon as the job ends; the words of their
 * content become searchable once the background indexer has taken them from its queue, which
 * lives in the database and so survives a restart. The dashboard reads the queue through
 * GET /api/admin/search-index.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../setup/test-app';
import { signUp, type Session } from '../auth-helpers';
import { as, expectError, readJson, signUpWithRole } from '../community-helpers';
import { uploadCsv } from '../admin-helpers';
import { waitForImport } from '../../src/server/features/admin/import.service';
import {
  SEARCH_INDEX_BATCH,
  resumeSearchIndexing,
  stopSearchIndexer,
  waitForSearchIndex,
} from '../../src/server/features/admin/search-indexer';
import { indexedColumns } from '../../src/server/features/prompts/prompt-rows';
import type { ImportStatus, SearchIndexStatus } from '../../src/shared/admin-schemas';
import type { PromptPage } from '../../src/shared/schemas';

let ctx: TestContext;
let admin: Session;
let user: Session;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signUpWithRole(ctx, 'admin');
  user = await signUp(ctx);
});
afterAll(async () => {
  await stopSearchIndexer(ctx.handle.db);
  await ctx.close();
});

const cell = (s: string) => `"${s.replace(/"/g, '""')}"`;
/** Distinct filler so rows are not near-duplicates of one another. */
const filler = (i: number) =>
  Array.from({ length: 30 }, (_, k) => `w${((i * 7919 + k * 104_729) % 1_000_003).toString(36)}`).join(' ');

function csv(rows: { title: string; content: string; category: string; tags: string }[]): string {
  return `title,content,category,tags\n${rows.map((r) => [r.title, r.content, r.category, r.tags].map(cell).join(',')).join('\n')}\n`;
}

/** Imports with the indexer stopped (as if the server stopped before it ran); returns the job. */
async function importHeld(body: string): Promise<ImportStatus> {
  await stopSearchIndexer(ctx.handle.db);
  const res = await uploadCsv(ctx, admin, 'held.csv', body);
  expect(res.status).toBe(202);
  const job = (await res.json()) as ImportStatus;
  await waitForImport(job.id);
  return readJson<ImportStatus>(await as(ctx, admin)('GET', `/api/admin/imports/${job.id}`));
}

const indexStatus = async () => readJson<SearchIndexStatus>(await as(ctx, admin)('GET', '/api/admin/search-index'));
/** The latest answer (decision 031): the import and the indexer write in the background, not for a client. */
const LATEST = { 'Cache-Control': 'no-cache' };
const search = async (query: string) =>
  (await readJson<PromptPage>(await ctx.api('GET', `/api/prompts?${query}`, undefined, LATEST))).items.map(
    (p) => p.title,
  );

describe('an imported row before and after the search indexer', () => {
  const content =
    'Quokkaplumage orbitfennel ' +
    'describe the harbour at dawn in the voice of a lighthouse keeper, with tide tables and gull counts. ' +
    filler(1);
  const rows = [
    { title: 'Lighthouse keeper zanzibarite', content, category: 'creative', tags: 'maritimeverse;poetry' },
    { title: 'Second held prompt', content: `Another text entirely. ${filler(2)}`, category: 'writing', tags: 'x' },
  ];

  it('is browsable, found by title and tag, and in the duplicate check at once; its content words once indexed', async () => {
    const job = await importHeld(csv(rows));
    expect(job).toMatchObject({ status: 'done', importedRows: 2 });

    // Browsable: the newest page, its category, its tag and its own page.
    expect((await search('limit=5')).slice(0, 2)).toEqual(['Second held prompt', 'Lighthouse keeper zanzibarite']);
    expect(await search('category=creative&limit=50')).toContain('Lighthouse keeper zanzibarite');
    expect(await search('tags=maritimeverse')).toEqual(['Lighthouse keeper zanzibarite']);
    const [first] = (await readJson<PromptPage>(await ctx.api('GET', '/api/prompts?tags=maritimeverse'))).items;
    const page = await ctx.api('GET', `/api/prompts/${first!.id}`);
    expect(page.status).toBe(200);
    expect((await page.json()) as { content: string }).toMatchObject({ content });

    // Found by a word of its title, not yet by a word of its content only.
    expect(await search('q=zanzibarite')).toEqual(['Lighthouse keeper zanzibarite']);
    expect(await search('q=quokkaplumage')).toEqual([]);

    // The duplicate check already knows it.
    const similar = await readJson<{ match: { id: number } | null }>(
      await ctx.api('POST', '/api/prompts/similar', { title: rows[0]!.title, content }),
    );
    expect(similar.match?.id).toBe(first!.id);

    // The dashboard says what is still to do; nothing runs while the indexer is stopped.
    expect(await indexStatus()).toEqual({ pendingPrompts: 2, indexedPrompts: 0, running: false });

    resumeSearchIndexing(ctx.handle.db);
    await waitForSearchIndex(ctx.handle.db);
    expect(await search('q=quokkaplumage')).toEqual(['Lighthouse keeper zanzibarite']);
    expect(await search('q=orbitfennel zanzibarite')).toEqual(['Lighthouse keeper zanzibarite']);
    expect(await indexStatus()).toEqual({ pendingPrompts: 0, indexedPrompts: 0, running: false });

    // Exactly the columns the create path gives the same fields.
    const stored = (
      await ctx.handle.db.execute(sql`select id, title, content, category, tags from prompts where id = ${first!.id}`)
    ).rows[0] as { id: number; title: string; content: string; category: string; tags: string[] };
    const expected = indexedColumns(stored);
    const same = (
      await ctx.handle.db.execute(sql`
        select search_vector = ${expected.searchVector} as search, head_vector = ${expected.headVector} as head,
          minhash = ${sql.param(expected.minhash)}::int4[] as minhash
        from prompts where id = ${first!.id}`)
    ).rows[0];
    expect(same).toEqual({ search: true, head: true, minhash: true });
  });

  it('a prompt written in the form meanwhile is checked against the rows not yet indexed', async () => {
    const text = `Unindexed yet checked: a recipe for fog soup with barnacle croutons. ${filler(3)}`;
    await importHeld(csv([{ title: 'Fog soup', content: text, category: 'personal', tags: 'soup' }]));
    expect((await indexStatus()).pendingPrompts).toBe(1);
    // What the submit form asks before it sends a new prompt.
    const similar = await readJson<{ match: { title: string; similarity: number } | null }>(
      await as(ctx, user)('POST', '/api/prompts/similar', { title: 'Fog soup again', content: text }),
    );
    expect(similar.match).toMatchObject({ title: 'Fog soup' });
    expect(similar.match!.similarity).toBeGreaterThanOrEqual(0.8);
    resumeSearchIndexing(ctx.handle.db);
    await waitForSearchIndex(ctx.handle.db);
  });

  it('a prompt deleted before the indexer reaches it leaves nothing queued', async () => {
    await importHeld(csv([{ title: 'Short lived', content: `Gone soon. ${filler(4)}`, category: 'other', tags: '' }]));
    const [row] = (await ctx.handle.db.execute(sql`select id from prompts where title = 'Short lived'`)).rows as {
      id: number;
    }[];
    expect((await as(ctx, admin)('DELETE', `/api/prompts/${row!.id}`)).status).toBe(204);
    expect(await indexStatus()).toMatchObject({ pendingPrompts: 0 });
    resumeSearchIndexing(ctx.handle.db);
    await waitForSearchIndex(ctx.handle.db);
  });
});

describe('restart', () => {
  it('an indexer stopped mid-queue resumes from the database where it stopped', async () => {
    const n = SEARCH_INDEX_BATCH * 2 + 30;
    const rows = Array.from({ length: n }, (_, i) => ({
      title: `Resume row ${i}`,
      content: `Resumeword${i.toString(36)}x tells row ${i} apart. ${filler(100 + i)}`,
      category: 'education',
      tags: 'resume-test',
    }));
    await importHeld(csv(rows));
    expect(await indexStatus()).toEqual({ pendingPrompts: n, indexedPrompts: 0, running: false });

    // Start, then stop as a shutdown does: the batch in progress commits, the rest stays queued.
    resumeSearchIndexing(ctx.handle.db);
    await stopSearchIndexer(ctx.handle.db);
    const midway = await indexStatus();
    expect(midway).toEqual({
      pendingPrompts: n - SEARCH_INDEX_BATCH,
      indexedPrompts: SEARCH_INDEX_BATCH,
      running: false,
    });
    expect(await search('q=resumeword0x')).toEqual(['Resume row 0']);
    expect(await search(`q=resumeword${(n - 1).toString(36)}x`)).toEqual([]);

    // Start-up resumes from the queue.
    resumeSearchIndexing(ctx.handle.db);
    await waitForSearchIndex(ctx.handle.db);
    expect(await indexStatus()).toEqual({ pendingPrompts: 0, indexedPrompts: 0, running: false });
    expect(await search(`q=resumeword${(n - 1).toString(36)}x`)).toEqual([`Resume row ${n - 1}`]);
    const wrong = (
      await ctx.handle.db.execute(
        sql`select count(*)::int as n from prompts where 'resume-test' = any(tags) and not (search_vector @@ to_tsquery('simple', 'tells & apart'))`,
      )
    ).rows[0] as { n: number };
    expect(wrong.n).toBe(0);
  });
});

describe('GET /api/admin/search-index', () => {
  it('is for admins only', async () => {
    await expectError(await ctx.api('GET', '/api/admin/search-index'), 401);
    await expectError(await as(ctx, user)('GET', '/api/admin/search-index'), 403);
  });
});
