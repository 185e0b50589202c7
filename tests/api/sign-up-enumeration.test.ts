/**
 * Sign-up must not tell a stranger which addresses have accounts (security audit): where an
 * address must be verified before use (SMTP, or the site setting), a sign-up with a taken
 * address gets the answer a new address gets, nothing is created or changed, and the owner is
 * mailed instead.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../setup/test-app';
import { signUp, uniqueEmail, uniqueUsername } from '../auth-helpers';
import { as, signUpWithRole } from '../community-helpers';

type SignUpAnswer = { token: string | null; user: Record<string, unknown> };

async function attempt(ctx: TestContext, email: string) {
  const res = await ctx.api('POST', '/api/auth/sign-up/email', {
    email,
    password: 'another password 42',
    name: '',
    username: uniqueUsername('again'),
  });
  return {
    res,
    status: res.status,
    setCookie: res.headers.getSetCookie().join('\n'),
    body: (await res.json()) as SignUpAnswer,
  };
}

const usersWith = async (ctx: TestContext, email: string) =>
  (await ctx.handle.db.execute<{ n: number }>(sql`select count(*)::int as n from users where email = ${email}`))
    .rows[0]!.n;

describe.each([
  ['with SMTP (better-auth requires verification)', { mailDelivers: true }],
  ['with the "verified email" setting (log mailer)', { mailDelivers: false }],
])('sign-up with a taken address, %s', (_mode, options) => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext(options);
    if (!options.mailDelivers) {
      const admin = await signUpWithRole(ctx, 'super_admin', 'Setting admin');
      const res = await as(ctx, admin)('PATCH', '/api/admin/settings', { requireEmailVerification: true });
      expect(res.status).toBe(200);
    }
  });
  afterAll(() => ctx.close());

  it('answers as for a new address, creates nothing and mails the owner', async () => {
    const fresh = await attempt(ctx, uniqueEmail('fresh'));
    expect(fresh.status).toBe(200);

    const owner = uniqueEmail('owner');
    const first = await attempt(ctx, owner);
    expect(first.status).toBe(200);
    const passwordBefore = await ctx.handle.db.execute(
      sql`select a.password from accounts a join users u on u.id = a.user_id where u.email = ${owner}`,
    );
    const mailsBefore = ctx.outbox.length;

    const again = await attempt(ctx, owner);
    expect(again.status).toBe(200);
    expect(again.body.token).toBeNull();
    expect(again.setCookie).not.toMatch(/session_token=[^;]+/);
    // The same shape as a new address's answer: the same fields, a made-up id.
    expect(Object.keys(again.body.user).sort()).toEqual(Object.keys(fresh.body.user).sort());
    expect(again.body.user.id).not.toBe(first.body.user.id);
    expect(again.body.user.emailVerified).toBe(false);

    expect(await usersWith(ctx, owner)).toBe(1);
    const passwordAfter = await ctx.handle.db.execute(
      sql`select a.password from accounts a join users u on u.id = a.user_id where u.email = ${owner}`,
    );
    expect(passwordAfter.rows).toEqual(passwordBefore.rows);

    const told = ctx.outbox.slice(mailsBefore).filter((m) => m.to === owner);
    expect(told).toHaveLength(1);
    expect(told[0]!.subject).toMatch(/already have an? .* account/i);
    expect(told[0]!.text).toContain('/reset-password');
  });
});

describe('without verification (open sign-up, log mailer)', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('a taken address is still refused: a new one is signed in at once, so the difference shows anyway', async () => {
    const taken = await signUp(ctx);
    const again = await attempt(ctx, taken.email);
    expect(again.status).toBe(422);
    expect(await usersWith(ctx, taken.email)).toBe(1);
  });
});
