import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../setup/test-app';
import { signUp, type Session } from '../auth-helpers';
import { formToken, makePrompt } from '../factories';
import { as, expect400, expectError, readJson, signUpWithRole } from '../community-helpers';
import type { Prompt, PromptPage, PromptVersion, SimilarPrompt } from '../../src/shared/schemas';

let ctx: TestContext;
let author: Session;
let other: Session;
let admin: Session;
beforeAll(async () => {
  ctx = await createTestContext();
  author = await signUp(ctx, { name: 'Ada' });
  other = await signUp(ctx, { name: 'Bob' });
  admin = await signUpWithRole(ctx, 'admin', 'Moderator');
});
afterAll(() => ctx.close());

const ownPrompt = (overrides: Record<string, unknown> = {}) =>
  makePrompt(ctx.handle.db, { userId: author.userId, ...overrides });

describe('PATCH /api/prompts/{id}', () => {
  it('edits the given fields, raises version, sets updated_at and keeps the old state', async () => {
    const prompt = await ownPrompt({ title: 'Original title', tags: ['one', 'two'] });
    await new Promise((r) => setTimeout(r, 5));
    const res = await as(ctx, author)('PATCH', `/api/prompts/${prompt.id}`, {
      title: '  New title ',
      tags: ['Three', 'three'],
    });
    expect(res.status).toBe(200);
    const edited = await readJson<Prompt>(res);
    expect(edited).toMatchObject({
      id: prompt.id,
      title: 'New title',
      tags: ['three'],
      content: prompt.content,
      version: 2,
    });
    expect(Date.parse(edited.updatedAt)).toBeGreaterThan(Date.parse(prompt.updatedAt));
    expect(edited.createdAt).toBe(prompt.createdAt);

    const { versions } = await readJson<{ versions: PromptVersion[] }>(
      await ctx.api('GET', `/api/prompts/${prompt.id}/versions`),
    );
    expect(versions.map((v) => [v.version, v.title])).toEqual([
      [2, 'New title'],
      [1, 'Original title'],
    ]);
    expect(versions[0]!.editedBy).toEqual({ id: author.userId, username: 'Ada' });
    expect(versions[1]!.editedBy).toEqual({ id: author.userId, username: 'Ada' });
    expect(versions[1]!.tags).toEqual(['one', 'two']);
    expect(versions[1]!.createdAt).toBe(prompt.createdAt);
  });

  it('re-indexes the prompt for search and the duplicate check', async () => {
    const prompt = await ownPrompt();
    const content =
      'Summarize quarterly zyxwvutsrq reports into three bullet points for busy executives, with numbers.';
    expect(
      (await as(ctx, author)('PATCH', `/api/prompts/${prompt.id}`, { content, title: 'Executive summarizer' })).status,
    ).toBe(200);
    const page = await readJson<PromptPage>(await ctx.api('GET', '/api/prompts?q=zyxwvutsrq'));
    expect(page.items.map((p) => p.id)).toEqual([prompt.id]);
    const similar = await readJson<{ match: SimilarPrompt | null }>(
      await ctx.api('POST', '/api/prompts/similar', { title: 'Executive summarizer', content }),
    );
    expect(similar.match?.id).toBe(prompt.id);
  });

  it('lets an admin edit any prompt, recording the admin as editor', async () => {
    const prompt = await ownPrompt();
    const res = await as(ctx, admin)('PATCH', `/api/prompts/${prompt.id}`, {
      category: 'business',
      instructions: 'Use a table.',
    });
    expect(res.status).toBe(200);
    expect(await readJson<Prompt>(res)).toMatchObject({
      category: 'business',
      instructions: 'Use a table.',
      version: 2,
      userId: author.userId,
    });
    const { versions } = await readJson<{ versions: PromptVersion[] }>(
      await ctx.api('GET', `/api/prompts/${prompt.id}/versions`),
    );
    expect(versions[0]!.editedBy).toEqual({ id: admin.userId, username: 'Moderator' });
  });

  it('keeps version and history unchanged for an edit that changes nothing', async () => {
    const prompt = await ownPrompt();
    const res = await as(ctx, author)('PATCH', `/api/prompts/${prompt.id}`, { title: prompt.title });
    expect((await readJson<Prompt>(res)).version).toBe(1);
  });

  it('clears instructions with null or blank text', async () => {
    const prompt = await ownPrompt({ instructions: 'Something' });
    const res = await as(ctx, author)('PATCH', `/api/prompts/${prompt.id}`, { instructions: '  ' });
    expect((await readJson<Prompt>(res)).instructions).toBeNull();
  });

  it('gives consecutive versions to concurrent edits', async () => {
    const prompt = await ownPrompt();
    const results = await Promise.all(
      [1, 2, 3, 4].map((n) => as(ctx, author)('PATCH', `/api/prompts/${prompt.id}`, { title: `Concurrent ${n}` })),
    );
    expect(results.map((r) => r.status)).toEqual([200, 200, 200, 200]);
    const { versions } = await readJson<{ versions: PromptVersion[] }>(
      await ctx.api('GET', `/api/prompts/${prompt.id}/versions`),
    );
    expect(versions.map((v) => v.version)).toEqual([5, 4, 3, 2, 1]);
  });

  it.each([
    [{ title: '  ' }, 'title', /Title is required/],
    [{ content: '' }, 'content', /Content is required/],
    [{ category: 'cooking' }, 'category', /Unknown category/],
    [{ tags: [] }, 'tags', /Add at least one tag/],
    [{ tags: 'a' }, 'tags', /tags must be a list of text/],
    [{ title: 'x', votes: 1 }, '_', /Unknown field: votes/],
  ])('refuses %j with 400', async (body, field, message) => {
    const prompt = await ownPrompt();
    await expect400(await as(ctx, author)('PATCH', `/api/prompts/${prompt.id}`, body), message, field);
    expect((await readJson<Prompt>(await ctx.api('GET', `/api/prompts/${prompt.id}`))).version).toBe(1);
  });

  it('refuses an empty body, a malformed body and a bad id with 400', async () => {
    const prompt = await ownPrompt();
    await expect400(await as(ctx, author)('PATCH', `/api/prompts/${prompt.id}`, {}), /at least one field/);
    expect((await as(ctx, author)('PATCH', `/api/prompts/${prompt.id}`, '{oops')).status).toBe(400);
    await expect400(await as(ctx, author)('PATCH', '/api/prompts/abc', { title: 'x' }), /Prompt id must be a number/);
  });

  it('answers 401, 403 and 404 with messages', async () => {
    const prompt = await ownPrompt();
    await expectError(
      await ctx.api('PATCH', `/api/prompts/${prompt.id}`, { title: 'x' }),
      401,
      'Authentication required',
    );
    await expectError(
      await as(ctx, other)('PATCH', `/api/prompts/${prompt.id}`, { title: 'x' }),
      403,
      'You can only edit your own prompts',
    );
    await expectError(await as(ctx, author)('PATCH', '/api/prompts/999999', { title: 'x' }), 404, /not found/);
    const anonymous = await makePrompt(ctx.handle.db);
    await expectError(await as(ctx, author)('PATCH', `/api/prompts/${anonymous.id}`, { title: 'x' }), 403);
  });
});

describe('DELETE /api/prompts/{id}', () => {
  it('deletes the own prompt with everything attached, and updates tag counts', async () => {
    const prompt = await ownPrompt({ tags: ['only-on-deleted-prompt'] });
    await as(ctx, other)('POST', `/api/prompts/${prompt.id}/comments`, { content: 'Nice' });
    await as(ctx, other)('PUT', `/api/prompts/${prompt.id}/rating`, { value: 4 });
    await as(ctx, other)('POST', '/api/lists/default/prompts', { promptId: prompt.id });
    await as(ctx, author)('PATCH', `/api/prompts/${prompt.id}`, { title: 'Edited before delete' });
    expect((await as(ctx, author)('DELETE', `/api/prompts/${prompt.id}`)).status).toBe(204);
    expect((await ctx.api('GET', `/api/prompts/${prompt.id}`)).status).toBe(404);
    expect((await ctx.api('GET', `/api/prompts/${prompt.id}/versions`)).status).toBe(404);
    const saved = await readJson<{ promptIds: number[] }>(await as(ctx, other)('GET', '/api/me/saved'));
    expect(saved.promptIds).not.toContain(prompt.id);
    const tags = await readJson<{ tags: { tag: string }[] }>(await ctx.api('GET', '/api/tags/popular?limit=100'));
    expect(tags.tags.map((t) => t.tag)).not.toContain('only-on-deleted-prompt');
    const left = await ctx.handle.db.execute(
      sql`select count(*)::int as n from prompt_versions where prompt_id = ${prompt.id}`,
    );
    expect(Number((left.rows[0] as { n: number }).n)).toBe(0);
  });

  it('lets an admin delete any prompt', async () => {
    const prompt = await makePrompt(ctx.handle.db);
    expect((await as(ctx, admin)('DELETE', `/api/prompts/${prompt.id}`)).status).toBe(204);
  });

  it('answers 401, 403, 404 and 400', async () => {
    const prompt = await ownPrompt();
    await expectError(await ctx.api('DELETE', `/api/prompts/${prompt.id}`), 401, 'Authentication required');
    await expectError(
      await as(ctx, other)('DELETE', `/api/prompts/${prompt.id}`),
      403,
      'You can only delete your own prompts',
    );
    await expectError(await as(ctx, author)('DELETE', '/api/prompts/999999'), 404);
    await expect400(await as(ctx, author)('DELETE', '/api/prompts/0'), /Prompt id must be positive/);
    expect((await ctx.api('GET', `/api/prompts/${prompt.id}`)).status).toBe(200);
  });
});

describe('GET /api/prompts/{id}/versions', () => {
  it('lists only the current version of an unedited prompt; visitors may read it', async () => {
    const prompt = await makePrompt(ctx.handle.db, { title: 'Anonymous one' });
    const res = await ctx.api('GET', `/api/prompts/${prompt.id}/versions`);
    expect(res.status).toBe(200);
    const { versions } = await readJson<{ versions: PromptVersion[] }>(res);
    expect(versions).toEqual([
      {
        version: 1,
        title: 'Anonymous one',
        content: prompt.content,
        instructions: null,
        category: prompt.category,
        tags: prompt.tags,
        createdAt: prompt.createdAt,
        editedBy: null,
      },
    ]);
  });

  it('answers 404 and 400', async () => {
    await expectError(await ctx.api('GET', '/api/prompts/999999/versions'), 404);
    await expect400(await ctx.api('GET', '/api/prompts/1.5/versions'), /whole number/);
  });
});

describe('GET /api/me/prompts', () => {
  it("pages the viewer's own prompts newest first", async () => {
    const me = await signUp(ctx);
    const created: Prompt[] = [];
    for (let i = 0; i < 5; i++) {
      const res = await as(ctx, me)('POST', '/api/prompts', {
        formToken: formToken(),
        title: `Mine ${i}`,
        content: `My own prompt number ${i} about writing careful release notes for a library.`,
        category: 'writing',
        tags: ['mine'],
      });
      created.push(await readJson<Prompt>(res));
    }
    await makePrompt(ctx.handle.db, { userId: other.userId });
    const first = await readJson<PromptPage>(await as(ctx, me)('GET', '/api/me/prompts?limit=3'));
    expect(first.items.map((p) => p.title)).toEqual(['Mine 4', 'Mine 3', 'Mine 2']);
    expect(first.nextCursor).toBeTruthy();
    const second = await readJson<PromptPage>(
      await as(ctx, me)('GET', `/api/me/prompts?limit=3&cursor=${first.nextCursor}`),
    );
    expect(second.items.map((p) => p.title)).toEqual(['Mine 1', 'Mine 0']);
    expect(second.nextCursor).toBeNull();
    expect(second.items[0]!.author?.id).toBe(me.userId);
  });

  it('answers 401 for visitors and 400 for bad paging', async () => {
    await expectError(await ctx.api('GET', '/api/me/prompts'), 401, 'Authentication required');
    await expect400(await as(ctx, author)('GET', '/api/me/prompts?limit=0'), /limit must be between 1 and 50/);
    await expect400(await as(ctx, author)('GET', '/api/me/prompts?cursor=nonsense'), /Invalid cursor/);
  });
});
