import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../src/shared/api/errors';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../setup/test-app';
import { signIn, signUp, uniqueEmail, uniqueUsername } from '../auth-helpers';
import { formToken, promptFields } from '../factories';
import { firstLink } from '../../src/server/lib/mailer';
import type { Prompt } from '../../src/shared/schemas';
import { AUTH_LOOKUPS } from '../../src/server/db/client';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

describe('accounts', () => {
  it('signs up, keeps the session in an http-only cookie, and signs in again', async () => {
    const email = uniqueEmail();
    const session = await signUp(ctx, { email, name: 'Ada' });
    expect(session.cookie).toMatch(/session_token=/);
    const me = await ctx.api('GET', '/api/auth/get-session', undefined, { Cookie: session.cookie });
    expect(((await me.json()) as { user: { email: string; name: string } }).user).toMatchObject({ email, name: 'Ada' });

    const { res } = await signIn(ctx, email);
    expect(res.status).toBe(200);
    const setCookie = res.headers.getSetCookie().join('\n');
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
  });

  it('never hands a session token to JavaScript: get-session and list-sessions leave it out', async () => {
    const session = await signUp(ctx);
    await signIn(ctx, session.email); // a second session
    const stored = await ctx.handle.db.execute<{ token: string }>(
      sql`select token from sessions where user_id = ${session.userId}`,
    );
    expect(stored.rows.length).toBe(2);
    const current = await ctx.api('GET', '/api/auth/get-session', undefined, { Cookie: session.cookie });
    const listed = await ctx.api('GET', '/api/auth/list-sessions', undefined, { Cookie: session.cookie });
    expect(current.status).toBe(200);
    expect(listed.status).toBe(200);
    const currentText = await current.text();
    const listedText = await listed.text();
    for (const { token } of stored.rows) {
      expect(currentText).not.toContain(token);
      expect(listedText).not.toContain(token);
    }
    const { session: mine } = JSON.parse(currentText) as { session: Record<string, unknown> };
    expect(mine).toMatchObject({ userId: session.userId });
    expect(Object.keys(mine)).not.toContain('token');
    const sessions = JSON.parse(listedText) as Record<string, unknown>[];
    expect(sessions).toHaveLength(2);
    for (const s of sessions) {
      expect(Object.keys(s).sort()).toEqual(
        ['createdAt', 'expiresAt', 'id', 'ipAddress', 'updatedAt', 'userAgent', 'userId'].filter((k) => k in s),
      );
      expect(s).toMatchObject({ userId: session.userId, id: expect.any(String), expiresAt: expect.any(String) });
    }
  });

  it('refuses a wrong password with 401 and a message', async () => {
    const session = await signUp(ctx);
    const { res } = await signIn(ctx, session.email, 'wrong password!');
    expect(res.status).toBe(401);
    expect(((await res.json()) as ApiErrorBody).error.message).toMatch(/invalid email or password/i);
  });

  it("answers better-auth's errors in the app's envelope, with its code and status", async () => {
    const session = await signUp(ctx);
    const { res } = await signIn(ctx, session.email, 'wrong password!');
    expect(res.status).toBe(401);
    const body = (await res.json()) as ApiErrorBody & { code?: unknown };
    expect(body.error).toEqual({
      code: 'INVALID_EMAIL_OR_PASSWORD',
      message: expect.any(String),
      requestId: expect.any(String),
    });
    expect(body.code).toBeUndefined();
  });

  it('sends a password reset link by email that sets a new password once', async () => {
    const session = await signUp(ctx);
    const ask = await ctx.api('POST', '/api/auth/request-password-reset', {
      email: session.email,
      redirectTo: '/reset-password',
    });
    expect(ask.status).toBe(200);
    const mail = ctx.outbox.findLast((m) => m.to === session.email && /reset/i.test(m.subject));
    expect(mail).toBeDefined();
    const link = firstLink(mail!.text)!;
    const token = new URL(
      (await ctx.app.request(link.replace('http://localhost:3000', ''))).headers.get('location')!,
      'http://x',
    ).searchParams.get('token');
    expect(token).toBeTruthy();
    const reset = await ctx.api('POST', '/api/auth/reset-password', { newPassword: 'a brand new password', token });
    expect(reset.status).toBe(200);
    expect((await signIn(ctx, session.email, 'a brand new password')).res.status).toBe(200);
    expect((await signIn(ctx, session.email)).res.status).toBe(401);
    const again = await ctx.api('POST', '/api/auth/reset-password', { newPassword: 'another password 123', token });
    expect(again.status).toBe(400);
  });

  it("the verification link verifies, signs in and returns to the client's address; a broken one returns there with the error", async () => {
    const email = uniqueEmail('verify');
    await ctx.api('POST', '/api/auth/sign-up/email', {
      email,
      password: 'correct horse battery',
      name: '',
      username: uniqueUsername(),
      callbackURL: '/?verified=1',
    });
    const link = new URL(firstLink(ctx.outbox.findLast((m) => m.to === email)!.text)!);
    const res = await ctx.app.request(`${link.pathname}${link.search}`);
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/?verified=1');
    expect(res.headers.getSetCookie().some((c) => c.includes('session_token='))).toBe(true);
    const me = await ctx.handle.db.execute(sql`select email_verified from users where email = ${email}`);
    expect(me.rows).toEqual([{ email_verified: true }]);

    const broken = await ctx.app.request('/api/auth/verify-email?token=not-a-token&callbackURL=%2F%3Fverified%3D1');
    expect(broken.status).toBe(302);
    expect(broken.headers.get('location')).toBe('/?verified=1&error=INVALID_TOKEN');
  });

  it("sign-up's profile fields follow PATCH /api/me's rules; better-auth's /update-user is closed", async () => {
    const signUpWith = (profile: { name: string; image?: string }) =>
      ctx.api('POST', '/api/auth/sign-up/email', {
        email: uniqueEmail('profile'),
        password: 'correct horse battery',
        username: uniqueUsername(),
        ...profile,
      });
    const tooLong = await signUpWith({ name: 'x'.repeat(101) });
    expect(tooLong.status).toBe(400);
    expect(((await tooLong.json()) as ApiErrorBody).error.message).toMatch(/at most 100 characters/);
    const script = await signUpWith({ name: 'Fine', image: 'javascript:alert(1)' });
    expect(script.status).toBe(400);
    expect(((await script.json()) as ApiErrorBody).error.message).toMatch(/http\(s\) address/);
    expect((await signUpWith({ name: '  Fine name  ', image: 'https://example.com/me.png' })).status).toBe(200);

    const user = await signUp(ctx, { name: 'Kept' });
    const res = await ctx.api(
      'POST',
      '/api/auth/update-user',
      { name: 'y'.repeat(5000), image: 'javascript:alert(1)' },
      { Cookie: user.cookie },
    );
    expect(res.status).toBe(404);
    const row = await ctx.handle.db.execute(sql`select name, image from users where id = ${user.userId}`);
    expect(row.rows).toEqual([{ name: 'Kept', image: null }]);
  });

  it('redirect targets stay on the site: /.//evil.com is the path /evil.com, another origin is refused', async () => {
    const res = await ctx.app.request('/api/auth/verify-email?token=abc&callbackURL=%2F.%2F%2Fevil.com');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('/evil.com?error=INVALID_TOKEN');
    for (const target of ['https://evil.example/', '//evil.example', 'http://localhost:3001/']) {
      const refused = await ctx.app.request(
        `/api/auth/verify-email?token=abc&callbackURL=${encodeURIComponent(target)}`,
      );
      expect(refused.status, target).toBe(400);
    }
    // In a JSON body too: the reset email's link leads back to a path on the site.
    const user = await signUp(ctx);
    expect(
      (await ctx.api('POST', '/api/auth/request-password-reset', { email: user.email, redirectTo: '/.//evil.com' }))
        .status,
    ).toBe(200);
    const link = new URL(firstLink(ctx.outbox.findLast((m) => m.to === user.email)!.text)!);
    expect(link.searchParams.get('callbackURL')).toBe('/evil.com');
    expect(
      (
        await ctx.api('POST', '/api/auth/request-password-reset', {
          email: user.email,
          redirectTo: 'https://evil.example/',
        })
      ).status,
    ).toBe(400);
  });

  it('rate-limits sign-in attempts with 429', async () => {
    const strict = await createTestContext({ authRateLimit: { signIn: 3, signUp: 10, reset: 3 } });
    try {
      const session = await signUp(strict);
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) statuses.push((await signIn(strict, session.email, 'wrong password!')).res.status);
      expect(statuses.slice(0, 3)).toEqual([401, 401, 401]);
      expect(statuses.at(-1)).toBe(429);
      // Asking for verification emails is limited like password resets (3 here).
      const asks: number[] = [];
      for (let i = 0; i < 4; i++)
        asks.push((await strict.api('POST', '/api/auth/send-verification-email', { email: session.email })).status);
      expect(asks.slice(0, 3).every((s) => s === 200)).toBe(true);
      expect(asks.at(-1)).toBe(429);
      // Guessing the password through /change-password is limited like sign-in (3 here).
      const changes: number[] = [];
      for (let i = 0; i < 4; i++) {
        const res = await strict.api(
          'POST',
          '/api/auth/change-password',
          { currentPassword: `guess ${i} password`, newPassword: 'new password 123' },
          { Cookie: session.cookie },
        );
        changes.push(res.status);
      }
      expect(changes.slice(0, 3).every((s) => s === 400 || s === 401)).toBe(true);
      expect(changes.at(-1)).toBe(429);
    } finally {
      await strict.close();
    }
  });

  it('never rate-limits reading the session: an active tab keeps its user past 100 reads a minute', async () => {
    // better-auth's window restarts with every request, so the default 100 would end in 429,
    // which the client reads as signed out.
    const session = await signUp(ctx);
    const statuses = new Set<number>();
    for (let i = 0; i < 110; i++) {
      statuses.add((await ctx.api('GET', '/api/auth/get-session', undefined, { Cookie: session.cookie })).status);
    }
    expect([...statuses]).toEqual([200]);
  });
});

describe('prompts and accounts', () => {
  it('makes a prompt submitted while signed in belong to the user, shown with the username', async () => {
    const session = await signUp(ctx, { name: 'Grace' });
    const res = await ctx.api(
      'POST',
      '/api/prompts',
      { ...promptFields(), formToken: formToken() },
      { Cookie: session.cookie },
    );
    expect(res.status).toBe(201);
    const prompt = (await res.json()) as Prompt;
    expect(prompt.userId).toBe(session.userId);
    expect(prompt.author).toMatchObject({ id: session.userId, username: 'Grace' });
  });

  it('shows the username as the author, never the private display name', async () => {
    const session = await signUp(ctx, { name: 'Private Name', username: 'public_handle' });
    const res = await ctx.api(
      'POST',
      '/api/prompts',
      { ...promptFields(), formToken: formToken() },
      { Cookie: session.cookie },
    );
    expect(((await res.json()) as Prompt).author?.username).toBe('public_handle');
  });
});

describe("better-auth's lookups on every signed-in request", () => {
  it('are the statements db/client.ts prepares on PGlite (AUTH_LOOKUPS), a session by token and a user by id', async () => {
    const session = await signUp(ctx);
    const client = (ctx.handle.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const query = client.query;
    const texts: string[] = [];
    client.query = (...args: unknown[]) => {
      const first = args[0] as string | { text?: string };
      texts.push(typeof first === 'string' ? first : (first.text ?? ''));
      return query.apply(client, args);
    };
    try {
      expect((await ctx.api('GET', '/api/me', undefined, { Cookie: session.cookie })).status).toBe(200);
    } finally {
      client.query = query;
    }
    const lookups = texts.filter((text) => AUTH_LOOKUPS.test(text));
    expect(lookups.some((text) => text.includes('from "sessions" where "sessions"."token" = $1'))).toBe(true);
    expect(lookups.some((text) => text.includes('from "users" where "users"."id" = $1'))).toBe(true);
    if (ctx.handle.kind === 'pglite') {
      const prepared = await ctx.handle.db.execute(sql`select statement from pg_prepared_statements`);
      const statements = (prepared.rows as { statement: string }[]).map((r) => r.statement);
      for (const text of lookups) expect(statements).toContain(text);
    }
  });
});
