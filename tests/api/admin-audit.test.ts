/** The audit log screen's API: entries narrowed by action, by who acted, and by day; bad filters are 400. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../setup/test-app';
import { uniqueEmail, type Session } from '../auth-helpers';
import { as, expectError, readJson, signUpWithRole } from '../community-helpers';
import { makePrompt } from '../factories';
import type { AuditPage } from '../../src/shared/api/admin';

let ctx: TestContext;
let ada: Session;
let bo: Session;
let invited: string;
let deletedPrompt: number;
beforeAll(async () => {
  ctx = await createTestContext();
  ada = await signUpWithRole(ctx, 'admin', 'Ada_Auditor');
  bo = await signUpWithRole(ctx, 'admin', 'Bo_Moderator');
  invited = uniqueEmail('audited');
  expect((await as(ctx, ada)('POST', '/api/admin/invitations', { email: invited })).status).toBe(201);
  deletedPrompt = (await makePrompt(ctx.handle.db, { title: 'Audited prompt' })).id;
  expect((await as(ctx, bo)('DELETE', `/api/prompts/${deletedPrompt}`)).status).toBe(204);
  // One old entry, to filter by day.
  expect((await as(ctx, bo)('PATCH', '/api/admin/settings', { tagline: 'Audited tagline' })).status).toBe(200);
  await ctx.handle.db.execute(
    sql`update audit_log set created_at = '2026-01-15T23:30:00Z' where action = 'settings.update'`,
  );
});
afterAll(() => ctx.close());

const audit = async (query: string) => {
  const res = await as(ctx, ada)('GET', `/api/admin/audit-log?${query}`);
  expect(res.status).toBe(200);
  return (await readJson<AuditPage>(res)).items;
};

describe('audit log filters', () => {
  it('by action', async () => {
    const items = await audit('action=prompt.delete');
    expect(items.map((i) => [i.action, i.targetId])).toEqual([['prompt.delete', String(deletedPrompt)]]);
    expect(items[0]!.actor).toMatchObject({ id: bo.userId, username: 'Bo_Moderator' });
    expect(await audit('action=ad.delete')).toEqual([]);
  });

  it('by who acted: part of their username or email, any case', async () => {
    const byName = await audit('actor=ada_AUD');
    expect(byName.map((i) => i.action)).toEqual(['user.invite']);
    expect(byName[0]!.targetId).toBe(invited);
    const byEmail = await audit(`actor=${encodeURIComponent(bo.email.toUpperCase())}`);
    expect(byEmail.map((i) => i.action).sort()).toEqual(['prompt.delete', 'settings.update']);
  });

  it('by day (UTC), both ends included, with the other filters', async () => {
    expect((await audit('from=2026-01-15&to=2026-01-15')).map((i) => i.action)).toEqual(['settings.update']);
    expect(await audit('from=2026-01-16&to=2026-01-16')).toEqual([]);
    expect((await audit('to=2026-01-15')).map((i) => i.action)).toEqual(['settings.update']);
    const recent = await audit('from=2026-01-16');
    expect(recent.map((i) => i.action)).not.toContain('settings.update');
    expect(recent.length).toBeGreaterThanOrEqual(2);
    expect(await audit('from=2026-01-15&to=2026-01-15&actor=ada')).toEqual([]);
  });

  it('pages a narrowed list', async () => {
    const first = await readJson<AuditPage>(await as(ctx, ada)('GET', '/api/admin/audit-log?actor=bo_&limit=1'));
    expect(first.items).toHaveLength(1);
    const second = await readJson<AuditPage>(
      await as(ctx, ada)('GET', `/api/admin/audit-log?actor=bo_&limit=1&cursor=${first.nextCursor}`),
    );
    expect([...first.items, ...second.items].map((i) => i.action)).toEqual(['prompt.delete', 'settings.update']);
    expect(second.nextCursor).toBeNull();
  });

  it('answers 400 with the reason for a bad filter', async () => {
    const get = (q: string) => as(ctx, ada)('GET', `/api/admin/audit-log?${q}`);
    await expectError(await get('from=2026-13-45'), 400, /from must be a real date/);
    await expectError(await get('to=yesterday'), 400, /to must be a date such as 2026-03-05/);
    await expectError(await get('from=2026-02-01&to=2026-01-01'), 400, /from must not be after to/);
    await expectError(await get('action=DROP%20TABLE'), 400, /action is a name such as prompt.delete/);
    await expectError(await get(`actor=${'x'.repeat(300)}`), 400, /actor is at most 254 characters/);
  });
});
