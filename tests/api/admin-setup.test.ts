/** First-admin setup, the role check and the CLI's service (no default credentials anywhere). */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../setup/test-app';
import { signIn, signUp, type Session } from '../auth-helpers';
import { as, expectError, readJson, signUpWithRole } from '../community-helpers';

const PASSWORD = 'a strong admin password';
const admins = async (c: TestContext) =>
  (
    await c.handle.db.execute(
      sql`select email, role, email_verified, name from users where role in ('admin', 'super_admin')`,
    )
  ).rows as {
    email: string;
    role: string;
    email_verified: boolean;
    name: string;
  }[];

describe('first-admin setup', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('is needed while no admin exists, creates a verified super_admin once, then refuses', async () => {
    const someone = await signUp(ctx);
    expect(await readJson(await ctx.api('GET', '/api/admin/setup'))).toEqual({ needed: true });

    const res = await ctx.api('POST', '/api/admin/setup', { email: 'Root@Example.com', password: PASSWORD });
    expect(res.status).toBe(201);
    expect(await readJson(res)).toMatchObject({ email: 'root@example.com', signedIn: true });
    // The answer signs the new super admin in.
    const setupCookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    expect(await readJson(await ctx.api('GET', '/api/admin/check', undefined, { Cookie: setupCookie }))).toEqual({
      isAdmin: true,
      signedIn: true,
    });
    expect(await admins(ctx)).toEqual([
      { email: 'root@example.com', role: 'super_admin', email_verified: true, name: 'Administrator' },
    ]);
    expect(ctx.outbox.filter((m) => m.to === 'root@example.com')).toHaveLength(0);

    expect(await readJson(await ctx.api('GET', '/api/admin/setup'))).toEqual({ needed: false });
    await expectError(
      await ctx.api('POST', '/api/admin/setup', { email: 'second@example.com', password: PASSWORD }),
      409,
      /^Admin user already exists$/,
    );
    // Signed in as a user, still refused.
    await expectError(
      await as(ctx, someone)('POST', '/api/admin/setup', { email: 'third@example.com', password: PASSWORD }),
      409,
    );
    expect(await admins(ctx)).toHaveLength(1);

    // The new admin signs in and passes the check.
    const { res: signedIn, cookie } = await signIn(ctx, 'root@example.com', PASSWORD);
    expect(signedIn.status).toBe(200);
    expect(await readJson(await ctx.api('GET', '/api/admin/check', undefined, { Cookie: cookie }))).toEqual({
      isAdmin: true,
      signedIn: true,
    });
    expect(await readJson(await as(ctx, someone)('GET', '/api/admin/check'))).toEqual({
      isAdmin: false,
      signedIn: true,
    });
    expect(await readJson(await ctx.api('GET', '/api/admin/check'))).toEqual({ isAdmin: false, signedIn: false });

    const log = await readJson<{ items: { action: string }[] }>(
      await ctx.api('GET', '/api/admin/audit-log', undefined, { Cookie: cookie }),
    );
    expect(log.items.map((e) => e.action)).toContain('admin.setup');
  });

  it('validates the input (no defaults: email and password are required)', async () => {
    await expectError(await ctx.api('POST', '/api/admin/setup', {}), 400);
    await expectError(
      await ctx.api('POST', '/api/admin/setup', { email: 'x@example.com', password: 'short' }),
      400,
      /at least 8/,
    );
  });
});

describe('concurrent setups', () => {
  let ctx: TestContext;
  beforeAll(async () => {
    ctx = await createTestContext();
  });
  afterAll(() => ctx.close());

  it('two at once (different emails) create exactly one admin', async () => {
    const results = await Promise.all(
      ['a', 'b', 'c'].map((p) =>
        ctx.api('POST', '/api/admin/setup', { email: `${p}-race@example.com`, password: PASSWORD }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409]);
    expect(await admins(ctx)).toHaveLength(1);
    // The losers' accounts were removed again.
    const users = await ctx.handle.db.execute(sql`select email from users where email like '%-race@example.com'`);
    expect(users.rows).toHaveLength(1);
  });

  it('two at once with the same email create one admin', async () => {
    const other = await createTestContext();
    try {
      const results = await Promise.all(
        [1, 2].map(() => other.api('POST', '/api/admin/setup', { email: 'same@example.com', password: PASSWORD })),
      );
      expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
      expect(await admins(other)).toHaveLength(1);
    } finally {
      await other.close();
    }
  });
});

describe('setup is refused when an admin was made another way', () => {
  let ctx: TestContext;
  let admin: Session;
  beforeAll(async () => {
    ctx = await createTestContext();
    admin = await signUpWithRole(ctx, 'admin');
  });
  afterAll(() => ctx.close());

  it('409 and needed false', async () => {
    expect(await readJson(await as(ctx, admin)('GET', '/api/admin/setup'))).toEqual({ needed: false });
    await expectError(
      await ctx.api('POST', '/api/admin/setup', { email: 'late@example.com', password: PASSWORD }),
      409,
      'Admin user already exists',
    );
  });
});
