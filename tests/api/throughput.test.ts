/**
 * Decisions 021 and 031 seen through the API: public reads answered from the read cache show a
 * write at once to the client that made it and to one asking with `Cache-Control: no-cache`, to
 * everyone else within STALE_MS, and a removal to everyone at once; edits are rate-limited like submissions, and a long edit (derived in the
 * worker thread) is stored, versioned and indexed as a short one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../setup/test-app';
import { signUp, type Session } from '../auth-helpers';
import { formToken, promptFields } from '../factories';
import { as, readJson, signUpWithRole } from '../community-helpers';
import type { Prompt, PromptPage, PromptVersion, SimilarPrompt } from '../../src/shared/schemas';
import { WORKER_MIN_CHARS } from '../../src/server/features/prompts/indexing';
import { STALE_MS, WROTE_COOKIE } from '../../src/server/lib/read-cache';

let ctx: TestContext;
let author: Session;
let admin: Session;
beforeAll(async () => {
  ctx = await createTestContext();
  author = await signUp(ctx, { name: 'Writer' });
  admin = await signUpWithRole(ctx, 'admin', 'Keeper');
});
afterAll(() => ctx.close());

type Reader = Record<string, string>;
/** An anonymous visitor: shown the cached answers. */
const visitor: Reader = {};
/** An API client asking for the latest data. */
const noCache: Reader = { 'Cache-Control': 'no-cache' };

const firstPage = async (query = '', headers: Reader = visitor) =>
  readJson<PromptPage>(await ctx.api('GET', `/api/prompts${query}`, undefined, headers));
const promptPage = async (id: number, headers: Reader = visitor) =>
  readJson<Prompt>(await ctx.api('GET', `/api/prompts/${id}`, undefined, headers));
const titles = (page: PromptPage) => page.items.map((i) => i.title);

/** What a browser sends after `res`: the session and the cookie a successful write sets. */
function writerAfter(session: Session | null, res: Response): Reader {
  const wrote = res.headers.getSetCookie().find((c) => c.startsWith(`${WROTE_COOKIE}=`));
  expect(wrote, 'a successful write marks its client').toBeDefined();
  return { Cookie: [session?.cookie, wrote!.split(';')[0]].filter(Boolean).join('; ') };
}

const post = async (session: Session | null, title: string, content = `A prompt called ${title}.`) =>
  as(ctx, session)('POST', '/api/prompts', { ...promptFields({ title, content }), formToken: formToken() });
const submit = async (session: Session | null, title: string, content?: string) => {
  const res = await post(session, title, content);
  expect(res.status).toBe(201);
  return readJson<Prompt>(res);
};
const afterStale = () => new Promise((resolve) => setTimeout(resolve, STALE_MS + 50));

describe('public reads: the writer sees a write at once, others within STALE_MS, a removal everyone at once', () => {
  it('a submitted prompt is on the first page and in search for its author at once, for everyone soon after', async () => {
    // Asked twice first, so the answers are the cached ones.
    await firstPage();
    const before = await firstPage();
    expect((await firstPage('?q=quokka')).items).toEqual([]);

    const res = await post(author, 'Quokka photo captions');
    expect(res.status).toBe(201);
    const created = await readJson<Prompt>(res);
    const writer = writerAfter(author, res);
    for (const reader of [writer, noCache]) {
      const after = await firstPage('', reader);
      expect(after.items[0]!.id).toBe(created.id);
      expect(after.total!.count).toBe(before.total!.count + 1);
      expect(titles(await firstPage('?q=quokka', reader))).toEqual(['Quokka photo captions']);
    }
    await afterStale();
    expect((await firstPage()).items[0]!.id).toBe(created.id);
    expect(titles(await firstPage('?q=quokka'))).toEqual(['Quokka photo captions']);
  });

  it('an edit shows on the prompt page, the first page and in search at once for its author', async () => {
    const created = await submit(author, 'Otter naming ideas', 'Suggest ten names for a new pet.');
    // Its page and this search were never asked for: computed now, then cached for visitors.
    expect((await promptPage(created.id)).title).toBe('Otter naming ideas');
    await firstPage('?q=otter');

    const res = await as(ctx, author)('PATCH', `/api/prompts/${created.id}`, { title: 'Beaver naming ideas' });
    expect(res.status).toBe(200);
    const writer = writerAfter(author, res);
    expect((await promptPage(created.id, writer)).title).toBe('Beaver naming ideas');
    expect(titles(await firstPage('', writer))).toContain('Beaver naming ideas');
    expect(titles(await firstPage('', writer))).not.toContain('Otter naming ideas');
    expect(titles(await firstPage('?q=otter', writer))).toEqual([]);
    expect(titles(await firstPage('?q=beaver', writer))).toEqual(['Beaver naming ideas']);
    await afterStale();
    expect((await promptPage(created.id)).title).toBe('Beaver naming ideas');
    expect(titles(await firstPage('?q=otter'))).toEqual([]);
  });

  it('a deleted or moderated prompt is gone from the first page and its page for everyone at once', async () => {
    const own = await submit(author, 'Walrus meal planner');
    const other = await submit(null, 'Narwhal trivia quiz');
    // A fresh read stores the latest first page, so visitors are given it from the cache.
    await firstPage('', noCache);
    expect(titles(await firstPage())).toEqual(expect.arrayContaining(['Walrus meal planner', 'Narwhal trivia quiz']));
    await promptPage(own.id);

    expect((await as(ctx, author)('DELETE', `/api/prompts/${own.id}`)).status).toBe(204);
    expect((await ctx.api('GET', `/api/prompts/${own.id}`)).status).toBe(404);
    expect(titles(await firstPage())).not.toContain('Walrus meal planner');

    expect((await as(ctx, admin)('DELETE', `/api/prompts/${other.id}`)).status).toBe(204);
    expect(titles(await firstPage())).not.toContain('Narwhal trivia quiz');
  });

  it("a moderator's edit and a new username show to everyone at once", async () => {
    const created = await submit(author, 'Puffin poem prompts', 'Write a poem about a puffin.');
    await firstPage('', noCache);
    expect((await promptPage(created.id)).title).toBe('Puffin poem prompts');
    const card = async () => (await firstPage()).items.find((i) => i.id === created.id)!;
    const before = await card();

    const moderated = await as(ctx, admin)('PATCH', `/api/prompts/${created.id}`, { title: 'Seabird poem prompts' });
    expect(moderated.status).toBe(200);
    expect((await promptPage(created.id)).title).toBe('Seabird poem prompts');
    expect((await card()).title).toBe('Seabird poem prompts');

    const renamed = await as(ctx, author)('PATCH', '/api/me', { username: 'renamed_writer' });
    expect(renamed.status).toBe(200);
    expect(before.author?.username).not.toBe('renamed_writer');
    expect((await card()).author?.username).toBe('renamed_writer');
  });

  it("a rating and a comment show on the prompt's card and page at once for the one who wrote them", async () => {
    const created = await submit(null, 'Pelican packing list');
    const card = async (reader: Reader) => (await firstPage('', reader)).items.find((i) => i.id === created.id)!;
    expect(await card(noCache)).toMatchObject({ rating: 0, ratingCount: 0, commentCount: 0 });

    const rated = await as(ctx, author)('PUT', `/api/prompts/${created.id}/rating`, { value: 4 });
    expect(rated.status).toBe(200);
    expect(await card(writerAfter(author, rated))).toMatchObject({ rating: 4, ratingCount: 1 });
    const commented = await as(ctx, author)('POST', `/api/prompts/${created.id}/comments`, {
      content: 'Saved my trip.',
    });
    expect(commented.status).toBe(201);
    const writer = writerAfter(author, commented);
    expect((await card(writer)).commentCount).toBe(1);
    expect(await promptPage(created.id, writer)).toMatchObject({ rating: 4, commentCount: 1 });
    await afterStale();
    expect(await card(visitor)).toMatchObject({ rating: 4, ratingCount: 1, commentCount: 1 });
  });

  it('opening a prompt raises the popularity its page shows at once, each time', async () => {
    const created = await submit(null, 'Heron watching guide');
    const popularity = async () => (await promptPage(created.id)).popularity;
    const before = await popularity();
    expect(await popularity()).toBe(before); // now served from the cache
    for (let n = 1; n <= 3; n++) {
      expect((await ctx.api('POST', `/api/prompts/${created.id}/views`)).status).toBe(204);
      expect(await popularity()).toBe(before + n);
    }
  });

  it('a refused write changes nothing that is shown and marks nobody', async () => {
    const before = await firstPage('', noCache);
    const refused = await ctx.api('POST', '/api/prompts', { ...promptFields(), formToken: 'not-a-token' });
    expect(refused.status).toBe(400);
    expect(refused.headers.getSetCookie().some((c) => c.startsWith(`${WROTE_COOKIE}=`))).toBe(false);
    expect(await firstPage('', noCache)).toEqual(before);
  });
});

describe('edit rate limit', () => {
  it('answers 429 with a clear message once a user has made too many edits; other users still edit', async () => {
    const limited = await createTestContext({ editLimit: 2 });
    try {
      const writer = await signUp(limited);
      const second = await signUp(limited);
      const make = async (session: Session, title: string) =>
        readJson<Prompt>(
          await as(limited, session)('POST', '/api/prompts', { ...promptFields({ title }), formToken: formToken() }),
        );
      const mine = await make(writer, 'Limited prompt');
      const theirs = await make(second, 'Unlimited prompt');
      const edit = (session: Session, id: number, title: string) =>
        as(limited, session)('PATCH', `/api/prompts/${id}`, { title });

      expect((await edit(writer, mine.id, 'Limited prompt, second version')).status).toBe(200);
      expect((await edit(writer, mine.id, 'Limited prompt, third version')).status).toBe(200);
      const refused = await edit(writer, mine.id, 'Limited prompt, fourth version');
      expect(refused.status).toBe(429);
      expect((await readJson<{ error: { code: string; message: string } }>(refused)).error).toEqual({
        code: 'rate_limited',
        message: 'Too many edits. Please wait a while and try again.',
        requestId: expect.any(String),
      });
      // The refused edit stored nothing.
      const stored = await readJson<Prompt>(await limited.api('GET', `/api/prompts/${mine.id}`));
      expect(stored).toMatchObject({ title: 'Limited prompt, third version', version: 3 });

      expect((await edit(second, theirs.id, 'Unlimited prompt, second version')).status).toBe(200);
    } finally {
      await limited.close();
    }
  });
});

describe('long edits', () => {
  it('stores, versions and indexes a text long enough for the worker thread like a short one', async () => {
    const created = await submit(author, 'Long report digest', 'Summarize the weekly report in five bullets.');
    const paragraph =
      'Condense every xylophonist interview transcript into a table of speakers, topics and quotes, keeping each figure. ';
    const content = paragraph.repeat(Math.ceil((WORKER_MIN_CHARS * 3) / paragraph.length));
    expect(content.length).toBeGreaterThan(WORKER_MIN_CHARS);

    const res = await as(ctx, author)('PATCH', `/api/prompts/${created.id}`, { content });
    expect(res.status).toBe(200);
    expect(await readJson<Prompt>(res)).toMatchObject({ content, version: 2 });

    const { versions } = await readJson<{ versions: PromptVersion[] }>(
      await ctx.api('GET', `/api/prompts/${created.id}/versions`),
    );
    expect(versions.map((v) => [v.version, v.content])).toEqual([
      [2, content],
      [1, 'Summarize the weekly report in five bullets.'],
    ]);

    const card = (await firstPage('?q=xylophonist')).items;
    expect(card.map((i) => i.id)).toEqual([created.id]);
    expect(card[0]!.contentLength).toBe(content.length);
    expect(card[0]!.contentPreview).toBe(content.slice(0, card[0]!.contentPreview.length));
    expect(titles(await firstPage('?q=weekly'))).not.toContain('Long report digest');

    const similar = await ctx.api('POST', '/api/prompts/similar', { title: 'Long report digest', content });
    expect((await readJson<{ match: SimilarPrompt | null }>(similar)).match).toMatchObject({ id: created.id });
  });

  it('a long submission is searchable and found by the duplicate check', async () => {
    const paragraph = 'Rewrite each zeppelinist logbook entry as a short news item with a headline. ';
    const content = paragraph.repeat(Math.ceil((WORKER_MIN_CHARS * 2) / paragraph.length));
    const created = await submit(null, 'Airship logbook news', content);
    expect(created.content).toBe(content);
    expect((await firstPage('?q=zeppelinist')).items.map((i) => i.id)).toEqual([created.id]);
    const similar = await ctx.api('POST', '/api/prompts/similar', { title: 'Airship logbook news', content });
    expect((await readJson<{ match: SimilarPrompt | null }>(similar)).match).toMatchObject({ id: created.id });
  });
});
