import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../setup/test-app';
import { signIn, signUp, uniqueUsername } from '../auth-helpers';
import { makePrompt } from '../factories';
import { as, expect400, expectError, readJson, signUpWithRole } from '../community-helpers';
import type { AccountExport, Comment, CommentPage, Me, Prompt, RatingSummary } from '../../src/shared/schemas';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('GET /api/me', () => {
  it("returns the signed-in user's account", async () => {
    const me = await signUp(ctx, { name: 'Grace', username: 'Grace' });
    const res = await as(ctx, me)('GET', '/api/me');
    expect(res.status).toBe(200);
    const body = await readJson<Me>(res);
    expect(body).toEqual({
      id: me.userId,
      email: me.email,
      username: 'Grace',
      avatarUrl: null,
      role: 'user',
      createdAt: expect.any(String),
      twoFactorEnabled: false,
    });
  });

  it('answers 401 to visitors', async () => {
    await expectError(await ctx.api('GET', '/api/me'), 401, 'Authentication required');
  });
});

describe('PATCH /api/me', () => {
  it('changes the username (trimmed) and avatar, and authors show the new name', async () => {
    const me = await signUp(ctx, { username: 'Old-Name' });
    const prompt = await makePrompt(ctx.handle.db, { userId: me.userId });
    const res = await as(ctx, me)('PATCH', '/api/me', {
      username: '  New_Name ',
      avatarUrl: 'https://example.com/a.png',
    });
    expect(res.status).toBe(200);
    expect(await readJson<Me>(res)).toMatchObject({ username: 'New_Name', avatarUrl: 'https://example.com/a.png' });
    const fetched = await readJson<Prompt>(await ctx.api('GET', `/api/prompts/${prompt.id}`));
    expect(fetched.author).toMatchObject({ username: 'New_Name', avatarUrl: 'https://example.com/a.png' });

    const cleared = await readJson<Me>(await as(ctx, me)('PATCH', '/api/me', { avatarUrl: null }));
    expect(cleared).toMatchObject({ username: 'New_Name', avatarUrl: null });
    // The old name is free again; the same name in other letter case is still one's own.
    expect((await signUp(ctx, { username: 'old-name' })).userId).toBeTruthy();
    expect((await as(ctx, me)('PATCH', '/api/me', { username: 'new_name' })).status).toBe(200);
    expect((await as(ctx, me)('PATCH', '/api/me', {})).status).toBe(200);
  });

  it.each([
    [{ username: 'x'.repeat(31) }, 'username', /at most 30 characters/],
    [{ username: '' }, 'username', /Choose a username/],
    [{ username: 'ab' }, 'username', /at least 3 characters/],
    [{ username: 'Jane Doe' }, 'username', /only letters, digits, - and _/],
    [{ username: 'admin' }, 'username', /reserved/],
    [{ username: 7 }, 'username', /Username must be text/],
    [{ avatarUrl: 'javascript:alert(1)' }, 'avatarUrl', /http\(s\) address/],
    [{ avatarUrl: 'not a url' }, 'avatarUrl', /http\(s\) address/],
    [{ avatarUrl: `https://example.com/${'a'.repeat(2000)}` }, 'avatarUrl', /at most 2000 characters/],
    [{ email: 'new@example.com' }, '_', /Unknown field: email/],
    [{ role: 'admin' }, '_', /Unknown field: role/],
  ])('refuses %j with 400', async (body, field, message) => {
    const username = uniqueUsername('same');
    const me = await signUp(ctx, { username });
    await expect400(await as(ctx, me)('PATCH', '/api/me', body), message, field);
    expect(await readJson<Me>(await as(ctx, me)('GET', '/api/me'))).toMatchObject({
      username,
      role: 'user',
      email: me.email,
    });
  });

  it('accepts exactly 30 characters and answers 401 to visitors', async () => {
    const me = await signUp(ctx);
    expect((await as(ctx, me)('PATCH', '/api/me', { username: 'n'.repeat(30) })).status).toBe(200);
    await expectError(await ctx.api('PATCH', '/api/me', { username: 'x' }), 401);
  });
});

describe('GET /api/me/export', () => {
  it('downloads everything the user put on the site as a JSON attachment', async () => {
    const me = await signUp(ctx, { username: 'Exporter' });
    const other = await signUp(ctx);
    const mine = await makePrompt(ctx.handle.db, { userId: me.userId, title: 'Exported prompt' });
    await as(ctx, me)('PATCH', `/api/prompts/${mine.id}`, { title: 'Exported prompt v2' });
    const theirs = await makePrompt(ctx.handle.db, { userId: other.userId });
    const comment = await readJson<Comment>(
      await as(ctx, me)('POST', `/api/prompts/${theirs.id}/comments`, { content: 'My comment' }),
    );
    const theirComment = await readJson<Comment>(
      await as(ctx, other)('POST', `/api/prompts/${theirs.id}/comments`, { content: 'Theirs' }),
    );
    await as(ctx, me)('PUT', `/api/prompts/${theirs.id}/rating`, { value: 4 });
    await as(ctx, me)('PUT', `/api/comments/${theirComment.id}/vote`, { vote: 'down' });
    await as(ctx, me)('POST', '/api/lists/default/prompts', { promptId: theirs.id });

    const res = await as(ctx, me)('GET', '/api/me/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="prompt-commons-data.json"');
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    const data = await readJson<AccountExport>(res);
    expect(data.profile).toMatchObject({ id: me.userId, email: me.email, username: 'Exporter' });
    expect(Date.parse(data.exportedAt)).not.toBeNaN();
    expect(data.prompts).toHaveLength(1);
    expect(data.prompts[0]).toMatchObject({
      id: mine.id,
      title: 'Exported prompt v2',
      content: mine.content,
      version: 2,
    });
    expect(data.prompts[0]!.versions.map((v) => v.title)).toEqual(['Exported prompt v2', 'Exported prompt']);
    expect(data.comments).toEqual([
      expect.objectContaining({
        id: comment.id,
        promptId: theirs.id,
        promptTitle: theirs.title,
        content: 'My comment',
      }),
    ]);
    expect(data.ratings).toEqual([
      expect.objectContaining({ promptId: theirs.id, promptTitle: theirs.title, value: 4 }),
    ]);
    expect(data.commentVotes).toEqual([expect.objectContaining({ commentId: theirComment.id, vote: 'down' })]);
    expect(data.lists).toEqual([
      expect.objectContaining({
        name: 'Favorites',
        promptIds: [theirs.id],
        prompts: [{ id: theirs.id, title: theirs.title, savedAt: expect.any(String) }],
      }),
    ]);
  });

  it('answers 401 to visitors', async () => {
    await expectError(await ctx.api('GET', '/api/me/export'), 401);
  });
});

describe('DELETE /api/me', () => {
  async function busyUser() {
    const me = await signUp(ctx);
    const other = await signUp(ctx);
    const mine = await makePrompt(ctx.handle.db, { userId: me.userId });
    const theirs = await makePrompt(ctx.handle.db, { userId: other.userId });
    // Other people's activity on my prompt, and mine on theirs.
    const theirCommentOnMine = await readJson<Comment>(
      await as(ctx, other)('POST', `/api/prompts/${mine.id}/comments`, { content: 'Nice one' }),
    );
    await as(ctx, other)('PUT', `/api/prompts/${mine.id}/rating`, { value: 2 });
    await as(ctx, other)('POST', '/api/lists/default/prompts', { promptId: mine.id });
    const myComment = await readJson<Comment>(
      await as(ctx, me)('POST', `/api/prompts/${theirs.id}/comments`, { content: 'Thanks' }),
    );
    const theirComment = await readJson<Comment>(
      await as(ctx, other)('POST', `/api/prompts/${theirs.id}/comments`, { content: 'Own' }),
    );
    await as(ctx, me)('PUT', `/api/prompts/${theirs.id}/rating`, { value: 5 });
    await as(ctx, other)('PUT', `/api/prompts/${theirs.id}/rating`, { value: 3 });
    await as(ctx, me)('PUT', `/api/comments/${theirComment.id}/vote`, { vote: 'up' });
    await as(ctx, me)('POST', '/api/lists', { name: 'Mine' });
    return { me, other, mine, theirs, theirCommentOnMine, myComment, theirComment };
  }

  it('keeps prompts and comments as Anonymous, removes ratings and votes, and signs out', async () => {
    const { me, other, mine, theirs, myComment, theirComment } = await busyUser();
    const res = await as(ctx, me)('DELETE', '/api/me', { confirm: true, prompts: 'keep' });
    expect(res.status).toBe(204);
    expect(res.headers.getSetCookie().join('\n')).toMatch(/session_token=;.*Max-Age=0/i);

    await expectError(await as(ctx, me)('GET', '/api/me'), 401);
    expect((await signIn(ctx, me.email)).res.status).toBe(401);

    const kept = await readJson<Prompt>(await ctx.api('GET', `/api/prompts/${mine.id}`));
    expect(kept).toMatchObject({ userId: null, author: null, rating: 2, ratingCount: 1, commentCount: 1 });
    const rated = await readJson<RatingSummary>(await ctx.api('GET', `/api/prompts/${theirs.id}/rating`));
    expect(rated).toEqual({ average: 3, count: 1, mine: null });
    const comments = await readJson<CommentPage>(await ctx.api('GET', `/api/prompts/${theirs.id}/comments`));
    expect(comments.items.find((c) => c.id === myComment.id)).toMatchObject({ content: 'Thanks', user: null });
    expect(comments.items.find((c) => c.id === theirComment.id)).toMatchObject({ upvotes: 0, downvotes: 0 });
    expect((await readJson<{ promptIds: number[] }>(await as(ctx, other)('GET', '/api/me/saved'))).promptIds).toEqual([
      mine.id,
    ]);
  });

  it("with prompts 'delete' deletes the user's prompts", async () => {
    const { me, mine, theirs } = await busyUser();
    expect((await as(ctx, me)('DELETE', '/api/me', { confirm: true, prompts: 'delete' })).status).toBe(204);
    expect((await ctx.api('GET', `/api/prompts/${mine.id}`)).status).toBe(404);
    expect((await ctx.api('GET', `/api/prompts/${theirs.id}`)).status).toBe(200);
  });

  it('refuses a super admin (403) with the reason', async () => {
    const boss = await signUpWithRole(ctx, 'super_admin');
    await expectError(
      await as(ctx, boss)('DELETE', '/api/me', { confirm: true, prompts: 'keep' }),
      403,
      /super admin cannot delete/i,
    );
    expect((await as(ctx, boss)('GET', '/api/me')).status).toBe(200);
  });

  it('lets an admin delete their own account', async () => {
    const admin = await signUpWithRole(ctx, 'admin');
    expect((await as(ctx, admin)('DELETE', '/api/me', { confirm: true, prompts: 'keep' })).status).toBe(204);
  });

  it.each([
    [{ prompts: 'keep' }, 'confirm', /Set confirm to true/],
    [{ confirm: false, prompts: 'keep' }, 'confirm', /Set confirm to true/],
    [{ confirm: 'yes', prompts: 'keep' }, 'confirm', /Set confirm to true/],
    [{ confirm: true }, 'prompts', /prompts must be 'keep' or 'delete'/],
    [{ confirm: true, prompts: 'all' }, 'prompts', /prompts must be 'keep' or 'delete'/],
    [{ confirm: true, prompts: 'keep', now: 1 }, '_', /Unknown field: now/],
  ])('refuses %j with 400 and deletes nothing', async (body, field, message) => {
    const me = await signUp(ctx);
    await expect400(await as(ctx, me)('DELETE', '/api/me', body), message, field);
    expect((await as(ctx, me)('GET', '/api/me')).status).toBe(200);
  });

  it('answers 401 to visitors', async () => {
    await expectError(
      await ctx.api('DELETE', '/api/me', { confirm: true, prompts: 'keep' }),
      401,
      'Authentication required',
    );
  });
});
