/** The app shell carries the admins' site name and tagline: <title>, og:site_name and #site-info. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../setup/test-app';
import { as, signUpWithRole } from '../community-helpers';
import type { Session } from '../auth-helpers';
import { makePrompt } from '../factories';
import { jsonForScript, renderShell } from '../../src/server/features/site/site.service';

let ctx: TestContext;
let admin: Session;
let clientDir: string;
beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pc-client-'));
  fs.writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html><head><title>Prompt Commons</title></head><body><div id="root"></div></body></html>',
  );
  ctx = await createTestContext({ clientDir });
  admin = await signUpWithRole(ctx, 'admin', 'Site admin');
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

/** The JSON of the page's `<script type="application/json" id="site-info">`, parsed like the client does. */
function embedded(html: string): unknown {
  const blocks = [...html.matchAll(/<script type="application\/json" id="site-info">([\s\S]*?)<\/script>/g)];
  expect(blocks).toHaveLength(1);
  return JSON.parse(blocks[0]![1]!);
}

const page = async (route: string) => {
  const res = await ctx.app.request(route);
  return { status: res.status, html: await res.text() };
};

describe('site name and tagline in the app shell', () => {
  it('embeds the defaults while no admin has changed them', async () => {
    const { status, html } = await page('/');
    expect(status).toBe(200);
    expect(embedded(html)).toEqual({
      name: 'Prompt Commons',
      tagline: 'Discover, share, and collaborate on AI prompts',
      signUpOpen: true,
    });
    expect(html).toContain('<title>Prompt Commons – Discover, share, and collaborate on AI prompts</title>');
    expect(html).toContain('<meta property="og:site_name" content="Prompt Commons" />');
    // Inside head, before the app's scripts read it.
    expect(html.indexOf('id="site-info"')).toBeLessThan(html.indexOf('</head>'));
  });

  it('uses the saved settings at once on every kind of page, escaped for HTML and for the script block', async () => {
    const name = 'Acme </script><script>alert(1)</script> $& Prompts';
    const tagline = 'Prompts <!-- for "everyone" --> & more';
    const res = await as(ctx, admin)('PATCH', '/api/admin/settings', { siteName: name, tagline });
    expect(res.status).toBe(200);

    const home = await page('/');
    expect(embedded(home.html)).toEqual({ name, tagline, signUpOpen: true });
    const escapedName = 'Acme &lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; $&amp; Prompts';
    expect(home.html).toContain(`<meta property="og:site_name" content="${escapedName}" />`);
    expect(home.html).toContain(
      `<title>${escapedName} – Prompts &lt;!-- for &quot;everyone&quot; --&gt; &amp; more</title>`,
    );
    // Nothing the admin typed can open or close a tag: only the shell's own script tags remain
    // (#site-info, and on / the first page of prompts: docs/decisions/020-light-first-page.md).
    expect(home.html).not.toContain('<script>alert');
    // (React's own markers, `<!--$-->` and `<!-- -->`, are in the server's render of the app.)
    expect(home.html).not.toContain('<!-- for');
    expect(home.html.match(/<\/script>/g)).toHaveLength(2);
    expect(home.html.match(/<script type="application\/json" id="[a-z-]+">/g)).toEqual([
      '<script type="application/json" id="site-info">',
      '<script type="application/json" id="first-page">',
    ]);

    const prompt = await makePrompt(ctx.handle.db, { title: 'Release notes writer' });
    const detail = await page(`/prompt/${prompt.id}`);
    expect(detail.status).toBe(200);
    expect(detail.html).toContain(`<title>Release notes writer · ${escapedName}</title>`);
    expect(embedded(detail.html)).toEqual({ name, tagline, signUpOpen: true });

    const missingPrompt = await page('/prompt/987654');
    expect(missingPrompt.status).toBe(404);
    expect(missingPrompt.html).toContain(`<title>Prompt not found · ${escapedName}</title>`);
    const unknown = await page('/no/such/page');
    expect(unknown.status).toBe(404);
    expect(unknown.html).toContain(`<title>Page not found · ${escapedName}</title>`);
    expect(embedded(unknown.html)).toEqual({ name, tagline, signUpOpen: true });

    // The public endpoint the client refreshes from says the same.
    expect(await (await ctx.api('GET', '/api/site')).json()).toMatchObject({ name, tagline });
  });

  it('an empty tagline leaves the title as the name alone', async () => {
    await as(ctx, admin)('PATCH', '/api/admin/settings', { siteName: 'Team Prompts', tagline: '' });
    const { html } = await page('/about');
    expect(html).toContain('<title>Team Prompts</title>');
    expect(embedded(html)).toEqual({ name: 'Team Prompts', tagline: '', signUpOpen: true });
  });

  it("says whether sign-up is open, so the login page's first render knows (it does not refetch data this fresh)", async () => {
    await as(ctx, admin)('PATCH', '/api/admin/settings', { signUpOpen: false });
    try {
      expect(embedded((await page('/login')).html)).toMatchObject({ signUpOpen: false });
    } finally {
      await as(ctx, admin)('PATCH', '/api/admin/settings', { signUpOpen: true });
    }
    expect(embedded((await page('/login')).html)).toMatchObject({ signUpOpen: true });
  });
});

describe('jsonForScript and renderShell', () => {
  it('writes no < into the script block and keeps replacement patterns literal', () => {
    expect(jsonForScript({ name: '</script><!--' })).toBe('{"name":"\\u003c/script>\\u003c!--"}');
    expect(JSON.parse(jsonForScript({ name: 'a < b', line: '\u2028' }))).toEqual({ name: 'a < b', line: '\u2028' });
    const html = renderShell(
      '<html><head><title>x</title></head><body></body></html>',
      { title: "Costs $' and $&", description: 'd', url: 'http://localhost/' },
      { name: '$` Site', tagline: '', signUpOpen: true },
    );
    expect(html).toContain('<title>Costs $&#39; and $&amp;</title>');
    expect(html).toContain('"name":"$` Site"');
    expect(html.match(/<\/head>/g)).toHaveLength(1);
  });
});
