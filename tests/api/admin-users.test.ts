/** Admin users screen: list and search, invite, remove, role changes, ban and unban. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestContext, TEST_BASE_URL, type TestContext } from '../setup/test-app';
import { signIn, signUp, uniqueEmail, type Session } from '../auth-helpers';
import { as, expectError, readJson, signUpWithRole } from '../community-helpers';
import { makePrompt } from '../factories';
import type { AdminUser } from '../../src/shared/admin-schemas';
import { firstLink } from '../../src/server/lib/mailer';

let ctx: TestContext;
let superAdmin: Session;
let admin: Session;
let user: Session;
beforeAll(async () => {
  ctx = await createTestContext();
  superAdmin = await signUpWithRole(ctx, 'super_admin', 'Root');
  admin = await signUpWithRole(ctx, 'admin', 'Admin');
  user = await signUp(ctx, { name: 'Plain user', username: 'Plain_user' });
});
afterAll(() => ctx.close());

type Page = { items: AdminUser[]; nextCursor: string | null };

describe('list', () => {
  it('newest first, with role, banned and verified flags, searched by email or username, paged', async () => {
    const marker = `pager${Date.now().toString(36)}`;
    for (let i = 0; i < 5; i++) await signUp(ctx, { email: uniqueEmail(marker), username: `Pager-${i}` });
    const first = await readJson<Page>(await as(ctx, admin)('GET', `/api/admin/users?q=${marker}&limit=2`));
    expect(first.items).toHaveLength(2);
    expect(first.items[0]).toMatchObject({ role: 'user', banned: false, emailVerified: false, username: 'Pager-4' });
    const seen = [...first.items];
    let cursor = first.nextCursor;
    while (cursor) {
      const page = await readJson<Page>(
        await as(ctx, admin)('GET', `/api/admin/users?q=${marker}&limit=2&cursor=${cursor}`),
      );
      seen.push(...page.items);
      cursor = page.nextCursor;
    }
    expect(seen.map((u) => u.username)).toEqual(['Pager-4', 'Pager-3', 'Pager-2', 'Pager-1', 'Pager-0']);

    const byName = await readJson<Page>(await as(ctx, admin)('GET', '/api/admin/users?q=PLAIN_user'));
    expect(byName.items.map((u) => u.id)).toEqual([user.userId]);
    const all = await readJson<Page>(await as(ctx, admin)('GET', '/api/admin/users?limit=100'));
    expect(all.items.find((u) => u.id === superAdmin.userId)?.role).toBe('super_admin');
    await expectError(await as(ctx, admin)('GET', '/api/admin/users?cursor=garbage'), 400);
  });
});

describe('invite', () => {
  it('Invalid email without an @', async () => {
    await expectError(
      await as(ctx, admin)('POST', '/api/admin/invitations', { email: 'no-at-sign' }),
      400,
      /^Invalid email$/,
    );
  });

  it('sends a sign-up link and answers Invitation sent', async () => {
    const email = uniqueEmail('invitee');
    const res = await as(ctx, admin)('POST', '/api/admin/invitations', { email });
    expect(res.status).toBe(201);
    expect(await readJson(res)).toEqual({ message: 'Invitation sent' });
    const mail = ctx.outbox.findLast((m) => m.to === email)!;
    expect(firstLink(mail.text)).toBe(`${TEST_BASE_URL}/login?tab=signup&email=${encodeURIComponent(email)}`);
  });

  it("names the site by its settings' name", async () => {
    expect((await as(ctx, admin)('PATCH', '/api/admin/settings', { siteName: 'Acme Prompts' })).status).toBe(200);
    try {
      const email = uniqueEmail('named');
      expect((await as(ctx, admin)('POST', '/api/admin/invitations', { email })).status).toBe(201);
      const mail = ctx.outbox.findLast((m) => m.to === email)!;
      expect(mail.subject).toBe("You're invited to Acme Prompts");
      expect(mail.text).toContain('invited you to join Acme Prompts');
    } finally {
      await as(ctx, admin)('PATCH', '/api/admin/settings', { siteName: 'Prompt Commons' });
    }
  });

  it('refuses an address that already has an account', async () => {
    await expectError(await as(ctx, admin)('POST', '/api/admin/invitations', { email: user.email }), 409);
  });
});

describe('remove', () => {
  it('User removed: prompts stay as Anonymous, the account is gone', async () => {
    const victim = await signUp(ctx);
    const prompt = await makePrompt(ctx.handle.db, { userId: victim.userId });
    const res = await as(ctx, admin)('DELETE', `/api/admin/users/${victim.userId}`);
    expect(res.status).toBe(204);
    const kept = await readJson<{ author: unknown; userId: string | null }>(
      await ctx.api('GET', `/api/prompts/${prompt.id}`),
    );
    expect(kept).toMatchObject({ author: null, userId: null });
    expect((await ctx.handle.db.execute(sql`select 1 from users where id = ${victim.userId}`)).rows).toHaveLength(0);
    expect((await as(ctx, victim)('GET', '/api/me')).status).toBe(401);
    await expectError(await as(ctx, admin)('DELETE', `/api/admin/users/${victim.userId}`), 404);
  });

  it('Cannot delete super admin', async () => {
    await expectError(
      await as(ctx, admin)('DELETE', `/api/admin/users/${superAdmin.userId}`),
      403,
      /^Cannot delete super admin$/,
    );
    await expectError(
      await as(ctx, superAdmin)('DELETE', `/api/admin/users/${superAdmin.userId}`),
      403,
      /^Cannot delete super admin$/,
    );
  });

  it('an admin cannot remove themselves, nor another admin (a super admin can)', async () => {
    await expectError(await as(ctx, admin)('DELETE', `/api/admin/users/${admin.userId}`), 400, /own account/);
    const other = await signUpWithRole(ctx, 'admin');
    await expectError(await as(ctx, admin)('DELETE', `/api/admin/users/${other.userId}`), 403, /super admin/);
    expect((await as(ctx, superAdmin)('DELETE', `/api/admin/users/${other.userId}`)).status).toBe(204);
  });
});

describe('roles', () => {
  it('a super admin promotes a user to admin and back', async () => {
    const target = await signUp(ctx);
    const up = await as(ctx, superAdmin)('PATCH', `/api/admin/users/${target.userId}/role`, { role: 'admin' });
    expect(up.status).toBe(200);
    expect((await readJson<AdminUser>(up)).role).toBe('admin');
    expect(await readJson(await as(ctx, target)('GET', '/api/admin/check'))).toMatchObject({ isAdmin: true });
    const down = await as(ctx, superAdmin)('PATCH', `/api/admin/users/${target.userId}/role`, { role: 'user' });
    expect((await readJson<AdminUser>(down)).role).toBe('user');
    expect(await readJson(await as(ctx, target)('GET', '/api/admin/check'))).toMatchObject({ isAdmin: false });
  });

  it('an admin cannot change roles; nobody changes a super admin; only user and admin', async () => {
    await expectError(
      await as(ctx, admin)('PATCH', `/api/admin/users/${user.userId}/role`, { role: 'admin' }),
      403,
      /super admin/,
    );
    await expectError(
      await as(ctx, superAdmin)('PATCH', `/api/admin/users/${superAdmin.userId}/role`, { role: 'user' }),
      403,
    );
    await expectError(
      await as(ctx, superAdmin)('PATCH', `/api/admin/users/${user.userId}/role`, { role: 'super_admin' }),
      400,
    );
  });
});

describe('ban and unban', () => {
  it('a banned user loses their sessions and cannot sign in until unbanned', async () => {
    const target = await signUp(ctx);
    const res = await as(ctx, admin)('POST', `/api/admin/users/${target.userId}/ban`, { reason: 'Spam' });
    expect(res.status).toBe(200);
    expect(await readJson(res)).toMatchObject({ banned: true, banReason: 'Spam' });
    expect((await as(ctx, target)('GET', '/api/me')).status).toBe(401);
    const refused = await signIn(ctx, target.email);
    expect(refused.res.status).toBe(403);

    const unban = await as(ctx, admin)('POST', `/api/admin/users/${target.userId}/unban`);
    expect(await readJson(unban)).toMatchObject({ banned: false, banReason: null });
    expect((await signIn(ctx, target.email)).res.status).toBe(200);
  });

  it('a ban without a body works; super admins and oneself cannot be banned', async () => {
    const target = await signUp(ctx);
    expect((await as(ctx, admin)('POST', `/api/admin/users/${target.userId}/ban`)).status).toBe(200);
    await expectError(await as(ctx, admin)('POST', `/api/admin/users/${superAdmin.userId}/ban`, {}), 403);
    await expectError(await as(ctx, admin)('POST', `/api/admin/users/${admin.userId}/ban`, {}), 400);
  });

  it('every action is in the audit log', async () => {
    const log = await readJson<{ items: { action: string; actor: { email: string } | null }[] }>(
      await as(ctx, admin)('GET', '/api/admin/audit-log?limit=50'),
    );
    const actions = new Set(log.items.map((e) => e.action));
    for (const a of ['user.invite', 'user.remove', 'user.role', 'user.ban', 'user.unban']) expect(actions).toContain(a);
    expect(log.items.find((e) => e.action === 'user.role')?.actor?.email).toBe(superAdmin.email);
  });
});

describe("better-auth's own admin endpoints", () => {
  // They check only "is an admin": over HTTP they would let an admin demote, ban, delete or
  // take over a super admin, unaudited. The app's /api/admin routes are the only way in.
  const calls: [string, (ids: { root: string; plain: string }) => unknown][] = [
    ['/api/auth/admin/set-role', (ids) => ({ userId: ids.root, role: 'user' })],
    ['/api/auth/admin/set-role', (ids) => ({ userId: ids.plain, role: 'super_admin' })],
    ['/api/auth/admin/ban-user', (ids) => ({ userId: ids.root })],
    ['/api/auth/admin/remove-user', (ids) => ({ userId: ids.root })],
    ['/api/auth/admin/set-user-password', (ids) => ({ userId: ids.root, newPassword: 'taken over 123' })],
    ['/api/auth/admin/update-user', (ids) => ({ userId: ids.root, data: { name: 'pwned' } })],
    ['/api/auth/admin/impersonate-user', (ids) => ({ userId: ids.root })],
    ['/api/auth/admin/revoke-user-sessions', (ids) => ({ userId: ids.root })],
  ];

  it.each(calls)('%s answers 404 to an admin and changes nothing', async (path, body) => {
    const root = await signUpWithRole(ctx, 'super_admin', 'Target root');
    const plain = await signUp(ctx, { name: 'Target plain' });
    const res = await as(ctx, admin)('POST', path, body({ root: root.userId, plain: plain.userId }));
    await expectError(res, 404, /User administration is under \/api\/admin/);
    const rows = await ctx.handle.db.execute(
      sql`select id, role, banned, name from users where id in (${root.userId}, ${plain.userId}) order by role desc`,
    );
    expect(rows.rows).toEqual([
      { id: plain.userId, role: 'user', banned: false, name: 'Target plain' },
      { id: root.userId, role: 'super_admin', banned: false, name: 'Target root' },
    ]);
    // The super admin's session and password still work.
    expect((await as(ctx, root)('GET', '/api/me')).status).toBe(200);
    expect((await signIn(ctx, root.email)).res.status).toBe(200);
  });

  it('lists nothing either', async () => {
    await expectError(await as(ctx, superAdmin)('GET', '/api/auth/admin/list-users'), 404);
  });

  it("better-auth's /delete-user is off: accounts go through DELETE /api/me, which keeps a super admin", async () => {
    const root = await signUpWithRole(ctx, 'super_admin', 'Self deleter');
    const res = await as(ctx, root)('POST', '/api/auth/delete-user', {});
    expect(res.status).toBe(404);
    await expectError(
      await as(ctx, root)('DELETE', '/api/me', { confirm: true, prompts: 'keep' }),
      403,
      /super admin cannot delete/,
    );
    const rows = await ctx.handle.db.execute(sql`select role from users where id = ${root.userId}`);
    expect(rows.rows).toEqual([{ role: 'super_admin' }]);
  });
});
