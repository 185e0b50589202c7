/** Dashboard stats, moderation of anyone's prompts and comments with the audit log, site settings. */
import { sql } from 'drizzle-orm';
import type { ApiErrorBody } from '../../src/shared/api/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../setup/test-app';
import { signIn, signUp, uniqueEmail, uniqueUsername, type Session } from '../auth-helpers';
import { as, expectError, readJson, signUpWithRole } from '../community-helpers';
import { makePrompt } from '../factories';
import type { AdminStats, AuditEntry } from '../../src/shared/admin-schemas';

let ctx: TestContext;
let admin: Session;
let author: Session;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signUpWithRole(ctx, 'admin');
  author = await signUp(ctx, { name: 'Author' });
});
afterAll(() => ctx.close());

type Log = { items: AuditEntry[]; nextCursor: string | null };

describe('dashboard', () => {
  it('counts prompts, users, comments and ratings, and lists the 5 most recent prompts', async () => {
    const made = [];
    for (let i = 0; i < 6; i++)
      made.push(
        await makePrompt(ctx.handle.db, { title: `Recent ${i}`, createdAt: new Date(Date.UTC(2030, 0, 1 + i)) }),
      );
    await as(ctx, author)('POST', `/api/prompts/${made[0]!.id}/comments`, { content: 'Nice' });
    await as(ctx, author)('PUT', `/api/prompts/${made[0]!.id}/rating`, { value: 5 });
    const stats = await readJson<AdminStats>(await as(ctx, admin)('GET', '/api/admin/stats'));
    expect(stats).toMatchObject({ prompts: 6, users: 2, comments: 1, ratings: 1 });
    expect(stats.recentPrompts.map((p) => p.title)).toEqual([
      'Recent 5',
      'Recent 4',
      'Recent 3',
      'Recent 2',
      'Recent 1',
    ]);
    expect(Object.keys(stats.recentPrompts[0]!).sort()).toEqual([
      'author',
      'category',
      'createdAt',
      'id',
      'source',
      'tags',
      'title',
    ]);
  });
});

describe('moderation', () => {
  it('searches every prompt', async () => {
    await makePrompt(ctx.handle.db, { title: 'Findable zebra prompt', userId: author.userId });
    const page = await readJson<{ items: { title: string }[] }>(
      await as(ctx, admin)('GET', '/api/admin/prompts?q=zebra'),
    );
    expect(page.items.map((p) => p.title)).toEqual(['Findable zebra prompt']);
  });

  it("edits and deletes someone else's prompt and comment, each recorded in the audit log", async () => {
    const prompt = await makePrompt(ctx.handle.db, { userId: author.userId });
    expect((await as(ctx, admin)('PATCH', `/api/prompts/${prompt.id}`, { title: 'Moderated title' })).status).toBe(200);
    const comment = await readJson<{ id: number }>(
      await as(ctx, author)('POST', `/api/prompts/${prompt.id}/comments`, { content: 'Spam' }),
    );
    expect((await as(ctx, admin)('DELETE', `/api/comments/${comment.id}`)).status).toBe(204);
    expect((await as(ctx, admin)('DELETE', `/api/prompts/${prompt.id}`)).status).toBe(204);

    const log = await readJson<Log>(await as(ctx, admin)('GET', '/api/admin/audit-log'));
    const mine = log.items.filter((e) => e.targetId === String(prompt.id) || e.targetId === String(comment.id));
    expect(mine.map((e) => e.action)).toEqual(['prompt.delete', 'comment.delete', 'prompt.update']);
    expect(mine[0]).toMatchObject({
      actor: { id: admin.userId, email: admin.email },
      targetType: 'prompt',
      details: { ownerId: author.userId },
    });
    expect(mine[2]!.details).toMatchObject({ fields: ['title'], version: 2 });
  });

  it('the audit log names the fields an edit changed, not every field the form sent', async () => {
    const prompt = await makePrompt(ctx.handle.db, { userId: author.userId, title: 'Before' });
    const { content, category, tags } = prompt;
    const res = await as(ctx, admin)('PATCH', `/api/prompts/${prompt.id}`, {
      title: 'After',
      content,
      instructions: '',
      category,
      tags,
    });
    expect(res.status).toBe(200);
    const log = await readJson<Log>(await as(ctx, admin)('GET', '/api/admin/audit-log'));
    expect(log.items.find((e) => e.targetId === String(prompt.id))?.details).toMatchObject({
      fields: ['title'],
      version: 2,
    });
  });

  it("an author's own edits are not moderation and stay out of the log", async () => {
    const prompt = await makePrompt(ctx.handle.db, { userId: author.userId });
    await as(ctx, author)('PATCH', `/api/prompts/${prompt.id}`, { title: 'My own edit' });
    const log = await readJson<Log>(await as(ctx, admin)('GET', '/api/admin/audit-log'));
    expect(log.items.some((e) => e.targetId === String(prompt.id))).toBe(false);
  });

  it('the audit log pages newest first', async () => {
    for (let i = 0; i < 3; i++) await as(ctx, admin)('PATCH', '/api/admin/settings', { tagline: `Tagline ${i}` });
    const first = await readJson<Log>(await as(ctx, admin)('GET', '/api/admin/audit-log?limit=2'));
    expect(first.items).toHaveLength(2);
    const second = await readJson<Log>(
      await as(ctx, admin)('GET', `/api/admin/audit-log?limit=2&cursor=${first.nextCursor}`),
    );
    const ids = [...first.items, ...second.items].map((e) => e.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('settings', () => {
  it('public GET /api/site, admin GET/PATCH, applied at once', async () => {
    expect(await readJson(await ctx.api('GET', '/api/site'))).toMatchObject({
      name: 'Prompt Commons',
      signUpOpen: true,
    });
    const res = await as(ctx, admin)('PATCH', '/api/admin/settings', {
      siteName: 'Prompt Hub',
      tagline: 'Prompts for all',
    });
    expect(await readJson(res)).toEqual({
      siteName: 'Prompt Hub',
      tagline: 'Prompts for all',
      signUpOpen: true,
      requireEmailVerification: false,
      emailDelivery: false,
    });
    expect(await readJson(await ctx.api('GET', '/api/site'))).toEqual({
      name: 'Prompt Hub',
      tagline: 'Prompts for all',
      signUpOpen: true,
    });
    expect(await readJson(await as(ctx, admin)('GET', '/api/admin/settings'))).toMatchObject({
      siteName: 'Prompt Hub',
    });
    await expectError(await as(ctx, admin)('PATCH', '/api/admin/settings', { siteName: ' ' }), 400);
    await expectError(await as(ctx, admin)('PATCH', '/api/admin/settings', { signUpOpen: 'no' }), 400);
    await expectError(await as(ctx, admin)('PATCH', '/api/admin/settings', {}), 400);
  });

  it('sign-up closed: sign-up refused with a clear message, except for invited addresses', async () => {
    await as(ctx, admin)('PATCH', '/api/admin/settings', { signUpOpen: false });
    const refused = await ctx.api('POST', '/api/auth/sign-up/email', {
      email: uniqueEmail(),
      password: 'correct horse battery',
      name: '',
      username: uniqueUsername(),
    });
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as ApiErrorBody).error.message).toMatch(/Sign-up is closed/);

    const invited = uniqueEmail('invited');
    await as(ctx, admin)('POST', '/api/admin/invitations', { email: invited });
    expect((await signUp(ctx, { email: invited })).userId).toBeTruthy();

    await as(ctx, admin)('PATCH', '/api/admin/settings', { signUpOpen: true });
    expect((await signUp(ctx)).userId).toBeTruthy();
  });

  it('email verification required: an unverified address cannot sign in until verified', async () => {
    const someone = await signUp(ctx);
    await as(ctx, admin)('PATCH', '/api/admin/settings', { requireEmailVerification: true });
    const refused = await signIn(ctx, someone.email);
    expect(refused.res.status).toBe(403);
    expect(((await refused.res.json()) as ApiErrorBody).error.message).toMatch(/Email not verified/);
    await ctx.handle.db.execute(sql`update users set email_verified = true where id = ${someone.userId}`);
    expect((await signIn(ctx, someone.email)).res.status).toBe(200);
    await as(ctx, admin)('PATCH', '/api/admin/settings', { requireEmailVerification: false });
  });

  it('email verification required: signing up creates the account and sends the email, but does not sign in', async () => {
    await as(ctx, admin)('PATCH', '/api/admin/settings', { requireEmailVerification: true });
    try {
      const email = uniqueEmail('unverified');
      const res = await ctx.api('POST', '/api/auth/sign-up/email', {
        email,
        password: 'correct horse battery',
        name: 'Waits',
        username: uniqueUsername(),
      });
      expect(res.status).toBe(200);
      const body = (await res.json()) as { token: string | null; user: { email: string } | null };
      expect(body).toMatchObject({ token: null, user: { email } });
      // No session: neither a cookie that works nor a session row.
      const cookie = res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0]!)
        .filter((c) => !c.endsWith('='))
        .join('; ');
      expect((await ctx.api('GET', '/api/me', undefined, cookie ? { Cookie: cookie } : {})).status).toBe(401);
      const sessions = await ctx.handle.db.execute(
        sql`select count(*)::int as n from sessions s join users u on u.id = s.user_id where u.email = ${email}`,
      );
      expect(sessions.rows).toEqual([{ n: 0 }]);
      expect(ctx.outbox.findLast((m) => m.to === email)?.subject).toMatch(/Verify your email/);
    } finally {
      await as(ctx, admin)('PATCH', '/api/admin/settings', { requireEmailVerification: false });
    }
    // With the setting off, signing up signs in at once.
    const res = await ctx.api('POST', '/api/auth/sign-up/email', {
      email: uniqueEmail('open'),
      password: 'correct horse battery',
      name: 'At once',
      username: uniqueUsername(),
    });
    expect(((await res.json()) as { token: string | null }).token).toEqual(expect.any(String));
  });
});

describe('refusals', () => {
  it('users get Access Denied, visitors Authentication required', async () => {
    await expectError(
      await as(ctx, author)('GET', '/api/admin/stats'),
      403,
      "Access Denied – You don't have permission to access this page.",
    );
    await expectError(await as(ctx, null)('GET', '/api/admin/stats'), 401, 'Authentication required');
    // Refused before the body is validated.
    await expectError(await as(ctx, author)('PATCH', '/api/admin/settings', { nonsense: 1 }), 403);
  });
});
