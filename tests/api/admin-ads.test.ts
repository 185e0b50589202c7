/** Ad panels: create, edit, enable/disable, delete; sanitized HTML; shown on the site only while active. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../setup/test-app';
import { type Session } from '../auth-helpers';
import { as, expectError, readJson, signUpWithRole } from '../community-helpers';
import type { AdminAd } from '../../src/shared/admin-schemas';

let ctx: TestContext;
let admin: Session;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signUpWithRole(ctx, 'admin');
});
afterAll(() => ctx.close());

const DAY = 24 * 60 * 60 * 1000;
const create = (body: unknown) => as(ctx, admin)('POST', '/api/admin/ads', body);
const publicAds = async (position: string) =>
  (await readJson<{ ads: { id: number; content: string }[] }>(await ctx.api('GET', `/api/ads?position=${position}`)))
    .ads;

describe('create', () => {
  it('Missing information when title or content is empty after trimming', async () => {
    await expectError(await create({ title: '  ', content: 'Hello', position: 'top' }), 400, /^Missing information$/);
    await expectError(await create({ title: 'Hi', content: ' ', position: 'top' }), 400, /^Missing information$/);
    await expectError(
      await create({ title: 'Hi', content: '<script>alert(1)</script>', position: 'top' }),
      400,
      /^Missing information$/,
    );
    await expectError(await create({ content: 'x', position: 'top' }), 400);
  });

  it('stores sanitized HTML, starts active, ends 90 days after creation by default', async () => {
    const res = await create({
      title: ' Summer sale ',
      content:
        '<p onclick="steal()">Buy <a href="javascript:alert(1)">now</a> <a href="https://shop.example">shop</a></p><script>x()</script>',
      type: 'display',
      position: 'inline',
    });
    expect(res.status).toBe(201);
    const ad = await readJson<AdminAd>(res);
    expect(ad).toMatchObject({
      title: 'Summer sale',
      type: 'display',
      position: 'inline',
      active: true,
      isActive: true,
      clickCount: 0,
      viewCount: 0,
      createdBy: admin.userId,
    });
    expect(ad.content).not.toMatch(/script|onclick|javascript:/i);
    expect(ad.content).toContain('href="https://shop.example"');
    const length = Date.parse(ad.endDate!) - Date.parse(ad.createdAt);
    expect(Math.abs(length - 90 * DAY)).toBeLessThan(5000);
  });

  it('the end must come after the start; positions and types are checked', async () => {
    const start = new Date(Date.now() + DAY).toISOString();
    await expectError(
      await create({ title: 'A', content: 'B', position: 'top', startDate: start, endDate: new Date().toISOString() }),
      400,
      /end date/,
    );
    await expectError(await create({ title: 'A', content: 'B', position: 'header' }), 400);
    await expectError(await create({ title: 'A', content: 'B', position: 'top', type: 'video' }), 400);
  });
});

describe('the lifecycle, seen from the home page', () => {
  it('create → shown; disable → gone; enable → back; edit keeps the state; delete → gone', async () => {
    const ad = await readJson<AdminAd>(await create({ title: 'Lifecycle', content: 'Visit us', position: 'bottom' }));
    expect((await publicAds('bottom')).map((a) => a.id)).toContain(ad.id);

    const off = await readJson<AdminAd>(await as(ctx, admin)('POST', `/api/admin/ads/${ad.id}/toggle`));
    expect(off).toMatchObject({ active: false, isActive: false });
    expect((await publicAds('bottom')).map((a) => a.id)).not.toContain(ad.id);

    await as(ctx, admin)('PATCH', `/api/admin/ads/${ad.id}`, { type: 'display' });
    const edited = await readJson<AdminAd>(
      await as(ctx, admin)('PATCH', `/api/admin/ads/${ad.id}`, { title: 'Edited', position: 'sidebar' }),
    );
    expect(edited).toMatchObject({
      title: 'Edited',
      position: 'sidebar',
      type: 'display',
      active: false,
      isActive: false,
      content: 'Visit us',
    });

    const on = await readJson<AdminAd>(await as(ctx, admin)('POST', `/api/admin/ads/${ad.id}/toggle`));
    expect(on).toMatchObject({ active: true, isActive: true });
    expect((await publicAds('sidebar')).map((a) => a.id)).toContain(ad.id);

    // Views and clicks are counted by the server and shown to admins.
    await ctx.api('POST', `/api/ads/${ad.id}/views`);
    await ctx.api('POST', `/api/ads/${ad.id}/clicks`);
    const listed = await readJson<{ ads: AdminAd[] }>(await as(ctx, admin)('GET', '/api/admin/ads'));
    expect(listed.ads.find((a) => a.id === ad.id)).toMatchObject({ viewCount: 1, clickCount: 1 });
    expect(listed.ads[0]!.id).toBe(Math.max(...listed.ads.map((a) => a.id)));

    expect((await as(ctx, admin)('DELETE', `/api/admin/ads/${ad.id}`)).status).toBe(204);
    expect((await publicAds('sidebar')).map((a) => a.id)).not.toContain(ad.id);
    await expectError(await as(ctx, admin)('DELETE', `/api/admin/ads/${ad.id}`), 404);
    await expectError(await as(ctx, admin)('POST', `/api/admin/ads/${ad.id}/toggle`), 404);
  });

  it('an ad outside its date window is not shown', async () => {
    const future = new Date(Date.now() + 10 * DAY).toISOString();
    const ad = await readJson<AdminAd>(
      await create({ title: 'Later', content: 'Soon', position: 'top', startDate: future }),
    );
    expect((await publicAds('top')).map((a) => a.id)).not.toContain(ad.id);
    const now = await readJson<AdminAd>(
      await as(ctx, admin)('PATCH', `/api/admin/ads/${ad.id}`, { startDate: new Date(Date.now() - DAY).toISOString() }),
    );
    expect(now.isActive).toBe(true);
    expect((await publicAds('top')).map((a) => a.id)).toContain(ad.id);
  });

  it('edits are sanitized too, and cannot empty the ad', async () => {
    const ad = await readJson<AdminAd>(await create({ title: 'Clean', content: 'Fine', position: 'top' }));
    const res = await as(ctx, admin)('PATCH', `/api/admin/ads/${ad.id}`, { content: '<img src=x onerror=alert(1)>Hi' });
    expect((await readJson<AdminAd>(res)).content).not.toMatch(/onerror/);
    await expectError(
      await as(ctx, admin)('PATCH', `/api/admin/ads/${ad.id}`, { title: '' }),
      400,
      /^Missing information$/,
    );
    await expectError(await as(ctx, admin)('PATCH', `/api/admin/ads/${ad.id}`, {}), 400);
  });

  it('the audit log names the fields an edit changed, not every field the form sent', async () => {
    const ad = await readJson<AdminAd>(await create({ title: 'Audited', content: 'Same', position: 'top' }));
    const { title: _t, content, type, position, startDate, endDate } = ad;
    await as(ctx, admin)('PATCH', `/api/admin/ads/${ad.id}`, {
      title: 'Audited, renamed',
      content,
      type,
      position,
      startDate,
      endDate,
    });
    const log = await readJson<{ items: { action: string; targetId: string; details: { fields?: string[] } }[] }>(
      await as(ctx, admin)('GET', '/api/admin/audit-log'),
    );
    const entry = log.items.find((e) => e.action === 'ad.update' && e.targetId === String(ad.id));
    expect(entry?.details.fields).toEqual(['title']);
  });

  it('every change is audit-logged', async () => {
    const log = await readJson<{ items: { action: string }[] }>(await as(ctx, admin)('GET', '/api/admin/audit-log'));
    const actions = new Set(log.items.map((e) => e.action));
    for (const a of ['ad.create', 'ad.update', 'ad.enable', 'ad.disable', 'ad.delete']) expect(actions).toContain(a);
  });
});
