import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../setup/test-app';
import { makePrompt } from '../factories';
import { ads } from '../../src/server/db/schema';
import { HSTS_VALUE, servedOverHttps } from '../../src/server/lib/strict-transport';

let ctx: TestContext;
let clientDir: string;
beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pc-client-'));
  fs.writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html><head><title>Prompt Commons</title></head><body><div id="root"></div></body></html>',
  );
  fs.mkdirSync(path.join(clientDir, 'assets'));
  fs.writeFileSync(path.join(clientDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  ctx = await createTestContext({ clientDir });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

describe('link previews and the app shell', () => {
  it('puts the prompt title and description in <title> and Open Graph tags on /prompt/{id}', async () => {
    const prompt = await makePrompt(ctx.handle.db, {
      title: 'Résumé <reviewer> & "coach"',
      content: 'Read my résumé and suggest three concrete improvements for each section.',
    });
    const res = await ctx.app.request(`/prompt/${prompt.id}`);
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<title>Résumé &lt;reviewer&gt; &amp; &quot;coach&quot; · Prompt Commons</title>');
    expect(html).toContain(
      '<meta property="og:title" content="Résumé &lt;reviewer&gt; &amp; &quot;coach&quot; · Prompt Commons" />',
    );
    expect(html).toContain(
      '<meta property="og:description" content="Read my résumé and suggest three concrete improvements for each section." />',
    );
    expect(html).toContain(`<meta property="og:url" content="http://localhost:3000/prompt/${prompt.id}" />`);
    // The server renders the prompt into the root element (docs/decisions/029-server-rendering.md).
    expect(html).toMatch(
      /<div id="root"><div[^>]*>[\s\S]*<h1 [^>]*>Résumé &lt;reviewer&gt; &amp; &quot;coach&quot;<\/h1>/,
    );
    expect(html.match(/<title>/g)).toHaveLength(1);
  });

  it('answers unknown prompts and unknown routes with the shell and status 404', async () => {
    const missing = await ctx.app.request('/prompt/987654');
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('<div id="root"></div>');
    const unknown = await ctx.app.request('/no/such/page');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Page not found');
  });

  it('serves every screen of the app with status 200', async () => {
    await makePrompt(ctx.handle.db, { tags: ['writing'] }); // a tag page exists while a prompt has the tag
    for (const route of [
      '/',
      '/prompts',
      '/tag/writing',
      '/category/programming',
      '/submit',
      '/about',
      '/privacy',
      '/create-guide',
      '/contact',
      '/assistants',
      '/account',
      '/admin/users',
      '/admin/api-keys',
      '/admin/audit',
    ]) {
      const res = await ctx.app.request(route);
      expect(res.status, route).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
    }
  });

  it('serves build assets with long-lived caching and security headers on pages', async () => {
    const asset = await ctx.app.request('/assets/app-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const page = await ctx.app.request('/');
    expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('sends Strict-Transport-Security only over https', async () => {
    const plain = await ctx.app.request('/api/prompts?limit=1');
    expect(plain.status).toBe(200);
    expect(plain.headers.get('strict-transport-security')).toBeNull();
    // Without TRUST_PROXY, a client cannot claim https with a header.
    const claimed = await ctx.app.request('/api/prompts?limit=1', { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(claimed.headers.get('strict-transport-security')).toBeNull();
    const tls = await ctx.app.request('https://prompts.example/api/prompts?limit=1');
    expect(tls.status).toBe(200);
    expect(tls.headers.get('strict-transport-security')).toBe(HSTS_VALUE);
    const page = await ctx.app.request('https://prompts.example/');
    expect(page.headers.get('strict-transport-security')).toBe(HSTS_VALUE);
  });

  it('believes X-Forwarded-Proto from a trusted proxy (its own, last, value)', () => {
    expect(servedOverHttps('http://app:3000/', 'https', true)).toBe(true);
    expect(servedOverHttps('http://app:3000/', 'http, https', true)).toBe(true);
    expect(servedOverHttps('http://app:3000/', 'https, http', true)).toBe(false);
    expect(servedOverHttps('http://app:3000/', undefined, true)).toBe(false);
    expect(servedOverHttps('http://app:3000/', 'https', false)).toBe(false);
  });
});

describe('robots.txt and sitemaps', () => {
  it('serves robots.txt pointing at the sitemap', async () => {
    const res = await ctx.app.request('/robots.txt');
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).toContain('Sitemap: http://localhost:3000/sitemap.xml');
    expect(text).toContain('Disallow: /api/');
  });

  it('serves a sitemap index whose pages list every prompt', async () => {
    const prompt = await makePrompt(ctx.handle.db);
    const index = await ctx.app.request('/sitemap.xml');
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toContain('xml');
    const xml = await index.text();
    expect(xml).toContain('<loc>http://localhost:3000/sitemaps/prompts-1.xml</loc>');
    const page = await (await ctx.app.request('/sitemaps/prompts-1.xml')).text();
    expect(page).toContain(`<loc>http://localhost:3000/prompt/${prompt.id}</loc>`);
    const pages = await (await ctx.app.request('/sitemaps/pages.xml')).text();
    expect(pages).toContain('<loc>http://localhost:3000/create-guide</loc>');
    expect((await ctx.app.request('/sitemaps/prompts-99.xml')).status).toBe(404);
  });
});

describe('ads', () => {
  it('shows active ads of a position inside their date window only, and counts views and clicks', async () => {
    const db = ctx.handle.db;
    const day = 24 * 60 * 60 * 1000;
    const now = Date.now();
    const [live] = await db
      .insert(ads)
      .values({
        title: 'Live',
        content: '<p>Hi <a href="https://example.com" onclick="x()">there</a><script>alert(1)</script></p>',
        position: 'top',
        startDate: new Date(now - day),
        endDate: new Date(now + day),
      })
      .returning();
    await db.insert(ads).values([
      {
        title: 'Expired',
        content: 'old',
        position: 'top',
        startDate: new Date(now - 3 * day),
        endDate: new Date(now - day),
      },
      { title: 'Future', content: 'soon', position: 'top', startDate: new Date(now + day) },
      { title: 'Off', content: 'off', position: 'top', isActive: false },
      { title: 'Bottom', content: 'b', position: 'bottom' },
    ]);
    const res = await ctx.api('GET', '/api/ads?position=top');
    expect(res.status).toBe(200);
    const body = (await res.json()) as { ads: { id: number; title: string; content: string }[] };
    expect(body.ads.map((a) => a.title)).toEqual(['Live']);
    expect(body.ads[0]!.content).not.toMatch(/script|onclick/);
    expect(body.ads[0]!.content).toContain('href="https://example.com"');

    // Without a position: every slot's active ads in one answer, each naming its slot.
    const all = (await (await ctx.api('GET', '/api/ads')).json()) as { ads: { title: string; position: string }[] };
    expect(all.ads.filter((a) => ['Live', 'Bottom', 'Expired', 'Future', 'Off'].includes(a.title))).toEqual([
      expect.objectContaining({ title: 'Bottom', position: 'bottom' }),
      expect.objectContaining({ title: 'Live', position: 'top' }),
    ]);
    expect((await ctx.api('GET', '/api/ads?position=header')).status).toBe(400);

    expect((await ctx.api('POST', `/api/ads/${live!.id}/views`)).status).toBe(204);
    expect((await ctx.api('POST', `/api/ads/${live!.id}/clicks`)).status).toBe(204);
    expect((await ctx.api('POST', `/api/ads/${live!.id}/clicks`)).status).toBe(204);
    const counts = await db.execute(
      sql`select view_count, click_count, active, is_active from ads where id = ${live!.id}`,
    );
    expect(counts.rows[0]).toMatchObject({ view_count: 1, click_count: 2, active: true, is_active: true });
    expect((await ctx.api('POST', '/api/ads/999999/views')).status).toBe(404);
  });

  it('refuses an unknown position with 400', async () => {
    expect((await ctx.api('GET', '/api/ads?position=middle')).status).toBe(400);
    expect((await ctx.api('GET', '/api/ads?position=')).status).toBe(400);
  });
});

describe('API documentation and unknown API routes', () => {
  it('publishes an OpenAPI document listing the public endpoints', async () => {
    const res = await ctx.app.request('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.1.0');
    for (const p of [
      '/prompts',
      '/prompts/{id}',
      '/prompts/{id}/views',
      '/prompts/similar',
      '/prompts/form-token',
      '/tags/popular',
      '/ads',
    ]) {
      expect(Object.keys(doc.paths), p).toContain(p);
    }
    const docs = await ctx.app.request('/api/docs');
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain('swagger-ui');
    expect((await ctx.app.request('/api/docs/assets/swagger-ui-bundle.js')).status).toBe(200);
  });

  it('answers unknown API routes with a JSON 404', async () => {
    const res = await ctx.api('GET', '/api/nothing-here');
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: { code: 'not_found' } });
  });
});

describe('the database reads counts the same on PGlite and PostgreSQL', () => {
  it('returns numbers, not strings, for counts', async () => {
    const res = await ctx.api('GET', '/api/tags/popular?limit=1');
    const { tags } = (await res.json()) as { tags: { count: unknown }[] };
    expect(typeof tags[0]?.count).toBe('number');
  });
});

describe('every slot’s ads in one request', () => {
  it('caps each slot at 20 ads, newest first, when all slots are asked for', async () => {
    const { db } = ctx.handle;
    await db.delete(ads);
    const base = Date.now() - 60_000;
    await db.insert(ads).values(
      Array.from({ length: 22 }, (_, i) => ({
        title: `Side ${i}`,
        content: 'x',
        position: 'sidebar' as const,
        createdAt: new Date(base + i * 1000),
      })),
    );
    await db.insert(ads).values({ title: 'Inline', content: 'y', position: 'inline', createdAt: new Date(base) });
    const all = (await (await ctx.api('GET', '/api/ads')).json()) as { ads: { title: string; position: string }[] };
    const sidebar = all.ads.filter((a) => a.position === 'sidebar').map((a) => a.title);
    expect(sidebar).toEqual(Array.from({ length: 20 }, (_, i) => `Side ${21 - i}`));
    expect(all.ads.filter((a) => a.position === 'inline').map((a) => a.title)).toEqual(['Inline']);
  });
});
