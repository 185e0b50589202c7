import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../setup/test-app';
import { signUp, type Session } from '../auth-helpers';
import { makePrompt } from '../factories';
import { as, expect400, expectError, readJson, signUpWithRole } from '../community-helpers';
import type { Comment, CommentPage, Prompt, VoteResult } from '../../src/shared/schemas';

let ctx: TestContext;
let alice: Session;
let bob: Session;
let admin: Session;
beforeAll(async () => {
  ctx = await createTestContext();
  alice = await signUp(ctx, { name: 'Alice' });
  bob = await signUp(ctx, { name: 'Bob' });
  admin = await signUpWithRole(ctx, 'super_admin');
});
afterAll(() => ctx.close());

const post = async (session: Session, promptId: number, content: string) => {
  const res = await as(ctx, session)('POST', `/api/prompts/${promptId}/comments`, { content });
  expect(res.status).toBe(201);
  return readJson<Comment>(res);
};
const commentCount = async (promptId: number) =>
  (await readJson<Prompt>(await ctx.api('GET', `/api/prompts/${promptId}`))).commentCount;
const vote = (session: Session | null, id: number, v: unknown) =>
  as(ctx, session)('PUT', `/api/comments/${id}/vote`, { vote: v });

describe('comments', () => {
  it('adds a trimmed comment with its author and raises comment_count', async () => {
    const prompt = await makePrompt(ctx.handle.db);
    const comment = await post(alice, prompt.id, '  Works great with GPT-4.  ');
    expect(comment).toMatchObject({
      promptId: prompt.id,
      content: 'Works great with GPT-4.',
      upvotes: 0,
      downvotes: 0,
      myVote: null,
      user: { id: alice.userId, username: 'Alice', avatarUrl: null },
    });
    expect(await commentCount(prompt.id)).toBe(1);
  });

  it('lists comments newest first in pages, with the viewer’s vote', async () => {
    const prompt = await makePrompt(ctx.handle.db);
    const made: Comment[] = [];
    for (let i = 0; i < 5; i++) made.push(await post(i % 2 ? bob : alice, prompt.id, `Comment ${i}`));
    await vote(bob, made[4]!.id, 'up');
    const first = await readJson<CommentPage>(await as(ctx, bob)('GET', `/api/prompts/${prompt.id}/comments?limit=2`));
    expect(first.items.map((c) => c.content)).toEqual(['Comment 4', 'Comment 3']);
    expect(first.items[0]).toMatchObject({ upvotes: 1, myVote: 'up' });
    const rest: Comment[] = [];
    let cursor = first.nextCursor;
    while (cursor) {
      const page = await readJson<CommentPage>(
        await ctx.api('GET', `/api/prompts/${prompt.id}/comments?limit=2&cursor=${cursor}`),
      );
      rest.push(...page.items);
      cursor = page.nextCursor;
    }
    expect(rest.map((c) => c.content)).toEqual(['Comment 2', 'Comment 1', 'Comment 0']);
    const visitor = await readJson<CommentPage>(await ctx.api('GET', `/api/prompts/${prompt.id}/comments`));
    expect(visitor.items).toHaveLength(5);
    expect(visitor.items[0]!.myVote).toBeNull();
    expect(visitor.nextCursor).toBeNull();
  });

  it('counts concurrent comments exactly', async () => {
    const prompt = await makePrompt(ctx.handle.db);
    await Promise.all(Array.from({ length: 10 }, (_, i) => post(i % 2 ? alice : bob, prompt.id, `Fast ${i}`)));
    expect(await commentCount(prompt.id)).toBe(10);
  });

  it.each([
    [{ content: '' }, /Comment cannot be empty/],
    [{ content: ' \n\t ' }, /Comment cannot be empty/],
    [{}, /Comment is required/],
    [{ content: 5 }, /Comment must be text/],
    [{ content: 'x'.repeat(10_001) }, /at most 10,000 characters/],
  ])('refuses %j with 400', async (body, message) => {
    const prompt = await makePrompt(ctx.handle.db);
    await expect400(await as(ctx, alice)('POST', `/api/prompts/${prompt.id}/comments`, body), message, 'content');
    expect(await commentCount(prompt.id)).toBe(0);
  });

  it('accepts exactly 10,000 characters and refuses unknown fields', async () => {
    const prompt = await makePrompt(ctx.handle.db);
    expect((await post(alice, prompt.id, 'y'.repeat(10_000))).content).toHaveLength(10_000);
    await expect400(
      await as(ctx, alice)('POST', `/api/prompts/${prompt.id}/comments`, { content: 'a', upvotes: 9 }),
      /Unknown field: upvotes/,
    );
  });

  it('answers 401, 404 and 400 around comments', async () => {
    const prompt = await makePrompt(ctx.handle.db);
    await expectError(
      await ctx.api('POST', `/api/prompts/${prompt.id}/comments`, { content: 'hi' }),
      401,
      'Authentication required',
    );
    await expectError(
      await as(ctx, alice)('POST', '/api/prompts/999999/comments', { content: 'hi' }),
      404,
      /Prompt 999999/,
    );
    await expectError(await ctx.api('GET', '/api/prompts/999999/comments'), 404);
    await expect400(
      await ctx.api('GET', `/api/prompts/${prompt.id}/comments?limit=500`),
      /limit must be between 1 and 50/,
    );
    await expect400(await ctx.api('GET', `/api/prompts/${prompt.id}/comments?cursor=abc`), /Invalid cursor/);
  });
});

describe('DELETE /api/comments/{id}', () => {
  it('lets the author delete their comment and lowers comment_count', async () => {
    const prompt = await makePrompt(ctx.handle.db);
    const comment = await post(alice, prompt.id, 'Mine');
    await post(bob, prompt.id, 'Stays');
    expect((await as(ctx, alice)('DELETE', `/api/comments/${comment.id}`)).status).toBe(204);
    expect(await commentCount(prompt.id)).toBe(1);
    const list = await readJson<CommentPage>(await ctx.api('GET', `/api/prompts/${prompt.id}/comments`));
    expect(list.items.map((c) => c.content)).toEqual(['Stays']);
    await expectError(await as(ctx, alice)('DELETE', `/api/comments/${comment.id}`), 404, /Comment .* was not found/);
  });

  it('lets an admin delete anyone’s comment but not another user', async () => {
    const prompt = await makePrompt(ctx.handle.db);
    const comment = await post(alice, prompt.id, 'Spam?');
    await expectError(
      await as(ctx, bob)('DELETE', `/api/comments/${comment.id}`),
      403,
      'You can only delete your own comments',
    );
    await expectError(await ctx.api('DELETE', `/api/comments/${comment.id}`), 401);
    expect((await as(ctx, admin)('DELETE', `/api/comments/${comment.id}`)).status).toBe(204);
    expect(await commentCount(prompt.id)).toBe(0);
  });

  it('answers 400 for a bad id', async () => {
    await expect400(await as(ctx, alice)('DELETE', '/api/comments/nope'), /Comment id must be a number/);
  });
});

describe('PUT /api/comments/{id}/vote', () => {
  it('votes, switches, removes and counts one vote per user', async () => {
    const prompt = await makePrompt(ctx.handle.db);
    const comment = await post(alice, prompt.id, 'Vote on me');
    expect(await readJson<VoteResult>(await vote(bob, comment.id, 'up'))).toEqual({
      upvotes: 1,
      downvotes: 0,
      myVote: 'up',
    });
    expect(await readJson<VoteResult>(await vote(bob, comment.id, 'up'))).toEqual({
      upvotes: 1,
      downvotes: 0,
      myVote: 'up',
    });
    expect(await readJson<VoteResult>(await vote(alice, comment.id, 'up'))).toEqual({
      upvotes: 2,
      downvotes: 0,
      myVote: 'up',
    });
    expect(await readJson<VoteResult>(await vote(bob, comment.id, 'down'))).toEqual({
      upvotes: 1,
      downvotes: 1,
      myVote: 'down',
    });
    expect(await readJson<VoteResult>(await vote(bob, comment.id, 'none'))).toEqual({
      upvotes: 1,
      downvotes: 0,
      myVote: null,
    });
    expect(await readJson<VoteResult>(await vote(bob, comment.id, 'none'))).toEqual({
      upvotes: 1,
      downvotes: 0,
      myVote: null,
    });
    const list = await readJson<CommentPage>(await as(ctx, alice)('GET', `/api/prompts/${prompt.id}/comments`));
    expect(list.items[0]).toMatchObject({ upvotes: 1, downvotes: 0, myVote: 'up' });
  });

  it('keeps counts exact under concurrent votes', async () => {
    const prompt = await makePrompt(ctx.handle.db);
    const comment = await post(alice, prompt.id, 'Popular');
    const voters = await Promise.all(Array.from({ length: 6 }, () => signUp(ctx)));
    await Promise.all(voters.map((v, i) => vote(v, comment.id, i % 3 === 0 ? 'down' : 'up')));
    await Promise.all(voters.map((v) => vote(v, comment.id, 'up')));
    const list = await readJson<CommentPage>(await ctx.api('GET', `/api/prompts/${prompt.id}/comments`));
    expect(list.items[0]).toMatchObject({ upvotes: 6, downvotes: 0 });
  });

  it.each([['sideways'], [1], [null], ['UP']])('refuses vote %j with 400', async (v) => {
    const prompt = await makePrompt(ctx.handle.db);
    const comment = await post(alice, prompt.id, 'x');
    await expect400(await vote(bob, comment.id, v), /vote must be 'up', 'down' or 'none'/, 'vote');
  });

  it('answers 401 and 404', async () => {
    const prompt = await makePrompt(ctx.handle.db);
    const comment = await post(alice, prompt.id, 'x');
    await expectError(await vote(null, comment.id, 'up'), 401, 'Authentication required');
    await expectError(await vote(bob, 999999, 'up'), 404, /Comment 999999 was not found/);
  });
});
