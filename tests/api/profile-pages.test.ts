/** The site shell for /u/{username}: 200 for a member, 404 for an unknown name; the profiles sitemap. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../setup/test-app';
import { signUp } from '../auth-helpers';
import { makePrompt } from '../factories';

let ctx: TestContext;
let clientDir: string;
beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pc-client-'));
  fs.writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>',
  );
  ctx = await createTestContext({ clientDir });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

describe('/u/{username} pages', () => {
  it('a member answers 200 (any letter case), an unknown or malformed name 404', async () => {
    const member = await signUp(ctx, { username: 'Sharer_One' });
    await makePrompt(ctx.handle.db, { userId: member.userId });
    await signUp(ctx, { username: 'Quiet_One' });
    expect((await ctx.app.request('/u/Sharer_One')).status).toBe(200);
    expect((await ctx.app.request('/u/sharer_one')).status).toBe(200);
    const unknown = await ctx.app.request('/u/nobody-at-all');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Page not found');
    expect((await ctx.app.request('/u/%E0%A4%A')).status).toBe(404);
    expect((await ctx.app.request('/u/a/b')).status).toBe(404);
  });

  it('the sitemap index lists the profiles sitemap, which lists members who shared prompts', async () => {
    expect(await (await ctx.app.request('/sitemap.xml')).text()).toContain(
      '<loc>http://localhost:3000/sitemaps/profiles.xml</loc>',
    );
    const xml = await (await ctx.app.request('/sitemaps/profiles.xml')).text();
    expect(xml).toContain('<loc>http://localhost:3000/u/Sharer_One</loc>');
    expect(xml).not.toContain('Quiet_One');
  });
});
