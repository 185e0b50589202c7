/** Pending invitations on /admin/users: listed with who sent them and until when, resent, revoked. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../setup/test-app';
import { signUp, uniqueEmail, uniqueUsername, type Session } from '../auth-helpers';
import { as, expectError, readJson, signUpWithRole } from '../community-helpers';
import type { AuditPage, PendingInvitation } from '../../src/shared/api/admin';
import { SIGN_UP_CLOSED_MESSAGE } from '../../src/shared/constants';

let ctx: TestContext;
let admin: Session;
let user: Session;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signUpWithRole(ctx, 'admin', 'Inviter');
  user = await signUp(ctx);
});
afterAll(() => ctx.close());

const DAY = 24 * 60 * 60 * 1000;

async function pending(): Promise<PendingInvitation[]> {
  const res = await as(ctx, admin)('GET', '/api/admin/invitations');
  expect(res.status).toBe(200);
  return (await readJson<{ items: PendingInvitation[] }>(res)).items;
}
async function invite(email: string) {
  expect((await as(ctx, admin)('POST', '/api/admin/invitations', { email })).status).toBe(201);
  return (await pending()).find((i) => i.email === email)!;
}
const signUpAs = (email: string) =>
  ctx.api('POST', '/api/auth/sign-up/email', {
    email,
    password: 'correct horse battery',
    name: '',
    username: uniqueUsername(),
  });
async function latestAudit() {
  return (await readJson<AuditPage>(await as(ctx, admin)('GET', '/api/admin/audit-log?limit=1'))).items[0]!;
}
async function withSignUpClosed(fn: () => Promise<void>) {
  expect((await as(ctx, admin)('PATCH', '/api/admin/settings', { signUpOpen: false })).status).toBe(200);
  try {
    await fn();
  } finally {
    await as(ctx, admin)('PATCH', '/api/admin/settings', { signUpOpen: true });
  }
}

describe('pending invitations', () => {
  it('lists an invitation with who sent it, when, and until when (14 days); once', async () => {
    const email = uniqueEmail('pending');
    const before = Date.now();
    const item = await invite(email);
    expect(item).toMatchObject({ email, invitedBy: { id: admin.userId, username: 'Inviter' }, expired: false });
    expect(Date.parse(item.sentAt)).toBeGreaterThanOrEqual(before - 1000);
    expect(Date.parse(item.expiresAt) - Date.parse(item.sentAt)).toBe(14 * DAY);
    // Inviting the same address again sends it again rather than listing it twice.
    await invite(email.toUpperCase().replace('@EXAMPLE.COM', '@example.com'));
    expect((await pending()).filter((i) => i.email.toLowerCase() === email.toLowerCase())).toHaveLength(1);
  });

  it('leaves the list once the invited person has an account', async () => {
    const email = uniqueEmail('joins');
    await invite(email);
    expect((await signUpAs(email)).status).toBe(200);
    expect((await pending()).map((i) => i.email)).not.toContain(email);
  });

  it('an expired invitation no longer opens a closed sign-up; Resend sends it again for 14 more days', async () => {
    const email = uniqueEmail('expired');
    const item = await invite(email);
    await ctx.handle.db.execute(
      sql`update invitations set expires_at = now() - interval '1 minute' where id = ${item.id}`,
    );
    expect((await pending()).find((i) => i.id === item.id)?.expired).toBe(true);
    await withSignUpClosed(async () => {
      await expectError(await signUpAs(email), 403, SIGN_UP_CLOSED_MESSAGE);
      const mails = ctx.outbox.filter((m) => m.to === email).length;
      const res = await as(ctx, admin)('POST', `/api/admin/invitations/${item.id}/resend`);
      expect(res.status).toBe(200);
      const resent = await readJson<PendingInvitation>(res);
      expect(resent).toMatchObject({ id: item.id, email, expired: false });
      expect(Date.parse(resent.expiresAt)).toBeGreaterThan(Date.now() + 13 * DAY);
      expect(ctx.outbox.filter((m) => m.to === email)).toHaveLength(mails + 1);
      expect(await latestAudit()).toMatchObject({
        action: 'invitation.resend',
        targetType: 'invitation',
        targetId: email,
        actor: { id: admin.userId },
      });
      expect((await signUpAs(email)).status).toBe(200);
    });
  });

  it('Revoke withdraws it: gone from the list, audited, and a closed sign-up refuses the address', async () => {
    const email = uniqueEmail('revoked');
    const item = await invite(email);
    expect((await as(ctx, admin)('DELETE', `/api/admin/invitations/${item.id}`)).status).toBe(204);
    expect((await pending()).map((i) => i.id)).not.toContain(item.id);
    expect(await latestAudit()).toMatchObject({ action: 'invitation.revoke', targetId: email });
    await withSignUpClosed(async () => {
      await expectError(await signUpAs(email), 403, SIGN_UP_CLOSED_MESSAGE);
    });
    await expectError(
      await as(ctx, admin)('DELETE', `/api/admin/invitations/${item.id}`),
      404,
      /^Invitation not found/,
    );
    await expectError(await as(ctx, admin)('POST', `/api/admin/invitations/${item.id}/resend`), 404);
  });

  it('answers 400 for an id that is not one, and 403 to a user', async () => {
    await expectError(await as(ctx, admin)('DELETE', '/api/admin/invitations/abc'), 400);
    await expectError(await as(ctx, admin)('POST', '/api/admin/invitations/0/resend'), 400);
    await expectError(await as(ctx, user)('GET', '/api/admin/invitations'), 403);
  });
});
