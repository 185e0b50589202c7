/**
 * The app shell for tag and category pages (their own titles; 404 for an unknown category or a
 * tag no prompt has) and its Content-Security-Policy, which allows exactly the shell's inline
 * theme script by its hash (docs/decisions/018-dark-mode.md).
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../setup/test-app';
import { makePrompt } from '../factories';

let ctx: TestContext;
let clientDir: string;
beforeAll(async () => {
  // The real index.html: Vite copies its inline script into the build unchanged (the theme
  // journey, tests/e2e/theme.e2e.ts, checks the built page runs it under this policy).
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pc-client-'));
  fs.copyFileSync(path.resolve('index.html'), path.join(clientDir, 'index.html'));
  ctx = await createTestContext({ clientDir });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

/** script-src of a CSP header, as a list of sources. */
function scriptSources(csp: string | null): string[] {
  const directive = (csp ?? '')
    .split(';')
    .map((d) => d.trim())
    .find((d) => d.startsWith('script-src '));
  return directive?.split(/\s+/).slice(1) ?? [];
}

describe('Content-Security-Policy and the inline theme script', () => {
  it("allows the page's one inline script by its SHA-256 hash, and no other inline script", async () => {
    const res = await ctx.app.request('/');
    const html = await res.text();
    const inline = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    expect(inline).toHaveLength(1);
    expect(inline[0]).toContain("localStorage.getItem('theme')");
    const hash = `'sha256-${createHash('sha256').update(inline[0]!, 'utf8').digest('base64')}'`;
    const sources = scriptSources(res.headers.get('content-security-policy'));
    expect(sources.sort()).toEqual(["'self'", hash].sort());
    expect(sources).not.toContain("'unsafe-inline'");
  });

  it('the same policy on other pages and on API answers', async () => {
    const page = await ctx.app.request('/about');
    const api = await ctx.app.request('/api/tags/popular');
    const home = scriptSources((await ctx.app.request('/')).headers.get('content-security-policy'));
    expect(scriptSources(page.headers.get('content-security-policy'))).toEqual(home);
    expect(scriptSources(api.headers.get('content-security-policy'))).toEqual(home);
  });
});

describe('tag and category pages', () => {
  it('a category, by id or by name, has its name as the title; an unknown one is 404 Page not found', async () => {
    const known = await ctx.app.request('/category/data-science');
    expect(known.status).toBe(200);
    expect(titleOf(await known.text())).toBe('Data Science · Prompt Commons');
    expect(titleOf(await (await ctx.app.request('/category/Data%20Science')).text())).toBe(
      'Data Science · Prompt Commons',
    );

    for (const route of ['/category/nonsense', '/category/%E0%A4%A', '/category/%20']) {
      const res = await ctx.app.request(route);
      expect(res.status, route).toBe(404);
      expect(titleOf(await res.text()), route).toBe('Page not found · Prompt Commons');
    }
  });

  it('a tag some prompt has is "Prompts tagged #tag"; a tag no prompt has is 404', async () => {
    await makePrompt(ctx.handle.db, { tags: ['haiku-craft'] });
    for (const route of ['/tag/haiku-craft', '/tag/Haiku-Craft', '/tag/haiku-craft/']) {
      const res = await ctx.app.request(route);
      expect(res.status, route).toBe(200);
      expect(titleOf(await res.text()), route).toBe('Prompts tagged #haiku-craft · Prompt Commons');
    }
    const missing = await ctx.app.request('/tag/no-prompt-has-this-tag');
    expect(missing.status).toBe(404);
    expect(titleOf(await missing.text())).toBe('Page not found · Prompt Commons');
  });
});
