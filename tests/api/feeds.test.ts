/**
 * Atom feeds (docs/decisions/028-exports-and-feeds.md): well-formed XML (read with jsdom's strict
 * XML parser), the 50 newest prompts of the site, a tag or a category, escaped text, 404 for an
 * unknown tag or category, and the pages' `<link rel="alternate">` to them.
 */
import fs from 'node:fs';
import os from 'node:os';
import { gunzipSync } from 'node:zlib';
import path from 'node:path';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestContext, TEST_BASE_URL, type TestContext } from '../setup/test-app';
import { makePrompt } from '../factories';
import { FEED_ENTRIES } from '../../src/server/features/exports/feeds';
import { STALE_MS } from '../../src/server/lib/read-cache';

const ATOM_NS = 'http://www.w3.org/2005/Atom';
/** jsdom's DOMParser: its XML mode is a strict parser (saxes) that reports any well-formedness error. */
type Jsdom = { JSDOM: new (html: string) => { window: { DOMParser: typeof globalThis.DOMParser } } };
const { JSDOM } = createRequire(import.meta.url)('jsdom') as Jsdom;
const { DOMParser } = new JSDOM('').window;

let ctx: TestContext;
let clientDir: string;
beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pc-feeds-'));
  fs.writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html><head><title>Prompt Commons</title></head><body><div id="root"></div></body></html>',
  );
  ctx = await createTestContext({ clientDir });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

type Entry = { id: string; title: string; link: string; author: string; categories: string[]; summary: string };

/** Fetches a feed and parses it strictly: a well-formedness error fails the test. */
/** The latest feed: what a reader asking with `Cache-Control: no-cache` gets (decision 031). */
const LATEST = { 'Cache-Control': 'no-cache' };

async function readFeed(url: string, headers: Record<string, string> = {}) {
  const res = await ctx.app.request(url, { headers });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
  const xml = await res.text();
  const doc = new DOMParser().parseFromString(xml, 'application/xml');
  const error = doc.getElementsByTagName('parsererror')[0];
  if (error) throw new Error(`not well-formed: ${error.textContent}`);
  const feed = doc.documentElement;
  expect(feed.localName).toBe('feed');
  expect(feed.namespaceURI).toBe(ATOM_NS);
  const child = (el: Element, name: string) => [...el.children].find((c) => c.localName === name);
  const entries: Entry[] = [...feed.children]
    .filter((c) => c.localName === 'entry')
    .map((e) => ({
      id: child(e, 'id')!.textContent!,
      title: child(e, 'title')!.textContent!,
      link: child(e, 'link')!.getAttribute('href')!,
      author: child(child(e, 'author')!, 'name')!.textContent!,
      categories: [...e.children].filter((c) => c.localName === 'category').map((c) => c.getAttribute('term')!),
      summary: child(e, 'summary')!.textContent!,
    }));
  return {
    title: child(feed, 'title')!.textContent!,
    self: [...feed.children]
      .find((c) => c.localName === 'link' && c.getAttribute('rel') === 'self')!
      .getAttribute('href'),
    updated: child(feed, 'updated')!.textContent!,
    entries,
  };
}

describe('Atom feeds', () => {
  let newest: number[];
  beforeAll(async () => {
    // More prompts than a feed holds, a minute apart, oldest first.
    const start = Date.parse('2026-01-01T00:00:00Z');
    for (let i = 0; i < FEED_ENTRIES + 5; i++) {
      await makePrompt(ctx.handle.db, {
        title: `Feed prompt ${i}`,
        category: i % 2 ? 'marketing' : 'education',
        tags: i % 3 ? ['feedtag'] : ['other-tag'],
        createdAt: new Date(start + i * 60_000),
      });
    }
    const rows = await ctx.handle.db.execute(sql`select id from prompts order by created_at desc, id desc limit 50`);
    newest = (rows.rows as { id: number }[]).map((r) => Number(r.id));
  });

  it('site-wide: the 50 newest prompts, newest first, linking to their pages', async () => {
    const feed = await readFeed('/feed.xml');
    expect(feed.title).toBe('Prompt Commons: new prompts');
    expect(feed.self).toBe(`${TEST_BASE_URL}/feed.xml`);
    expect(feed.entries).toHaveLength(FEED_ENTRIES);
    expect(feed.entries.map((e) => Number(e.link.split('/').pop()))).toEqual(newest);
    expect(feed.entries[0]).toMatchObject({
      id: `${TEST_BASE_URL}/prompt/${newest[0]}`,
      title: `Feed prompt ${FEED_ENTRIES + 4}`,
      author: 'Anonymous',
      categories: ['education', 'other-tag'],
    });
    expect(feed.entries[0]!.summary).toMatch(/^Act as a careful reviewer/);
  });

  it('per tag and per category: only their prompts', async () => {
    const tagged = await readFeed('/tag/FeedTag/feed.xml');
    expect(tagged.title).toBe('Prompt Commons: new prompts tagged #feedtag');
    expect(tagged.self).toBe(`${TEST_BASE_URL}/tag/feedtag/feed.xml`);
    // Two prompts in three carry the tag: 36 of the 55, all of them in the feed.
    expect(tagged.entries.length).toBe(36);
    expect(tagged.entries.every((e) => e.categories.includes('feedtag'))).toBe(true);
    const other = await readFeed('/tag/other-tag/feed.xml');
    expect(other.entries.map((e) => e.title)).toEqual(
      Array.from({ length: FEED_ENTRIES + 5 }, (_, i) => i)
        .filter((i) => i % 3 === 0)
        .reverse()
        .map((i) => `Feed prompt ${i}`),
    );
    const category = await readFeed('/category/marketing/feed.xml');
    expect(category.title).toBe('Prompt Commons: new Marketing prompts');
    expect(category.entries.length).toBeGreaterThan(20);
    expect(category.entries.every((e) => e.categories[0] === 'marketing')).toBe(true);
    // A category's display name works as on its page.
    expect((await readFeed('/category/Marketing/feed.xml')).entries).toEqual(category.entries);
  });

  it('escapes markup and drops characters XML cannot hold', async () => {
    const title = `Tom & Jerry's <b>"best"</b> ]]> prompt \u0001\u{1F680}`;
    const prompt = await makePrompt(ctx.handle.db, {
      title,
      content: 'Compare if a < b && c > "d" then <script>alert(1)</script>',
      tags: ['escape&<tag>'],
      category: 'creative',
    });
    const feed = await readFeed('/feed.xml', LATEST);
    const entry = feed.entries.find((e) => e.link.endsWith(`/prompt/${prompt.id}`))!;
    expect(entry.title).toBe(title.replace('\u0001', '\uFFFD'));
    const stored = await ctx.handle.db.execute(sql`select preview from prompts where id = ${prompt.id}`);
    expect(entry.summary).toBe((stored.rows[0] as { preview: string }).preview);
    expect(entry.summary).toContain('a < b && c > "d"');
    expect(entry.categories).toEqual(['creative', 'escape&<tag>']);
    const tagFeed = await readFeed(`/tag/${encodeURIComponent('escape&<tag>')}/feed.xml`, LATEST);
    expect(tagFeed.entries.map((e) => e.title)).toEqual([entry.title]);
  });

  it('is compressed for clients that accept it', async () => {
    const plain = await (await ctx.app.request('/feed.xml')).text();
    const res = await ctx.app.request('/feed.xml', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(res.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(new Uint8Array(await res.arrayBuffer())).toString('utf8')).toBe(plain);
  });

  it('answers 404 for a tag no prompt has and an unknown category', async () => {
    expect((await ctx.app.request('/tag/no-such-tag-here/feed.xml')).status).toBe(404);
    expect((await ctx.app.request('/category/astrology/feed.xml')).status).toBe(404);
  });

  it('shows a new prompt at once to a reader asking for the latest, to every reader within STALE_MS', async () => {
    const linkOf = (prompt: { id: number }) => `${TEST_BASE_URL}/prompt/${prompt.id}`;
    await readFeed('/feed.xml');
    const first = await makePrompt(ctx.handle.db, { title: 'Brand new feed prompt' });
    expect((await readFeed('/feed.xml', LATEST)).entries[0]!.link).toBe(linkOf(first));

    await readFeed('/feed.xml');
    const second = await makePrompt(ctx.handle.db, { title: 'Second new feed prompt' });
    await new Promise((resolve) => setTimeout(resolve, STALE_MS + 50));
    expect((await readFeed('/feed.xml')).entries[0]!.link).toBe(linkOf(second));
  });

  it('is announced in the heads of the home, tag and category pages', async () => {
    const link = (href: string, title: string) =>
      `<link rel="alternate" type="application/atom+xml" title="${title}" href="${TEST_BASE_URL}${href}" />`;
    expect(await (await ctx.app.request('/')).text()).toContain(link('/feed.xml', 'Prompt Commons: new prompts'));
    expect(await (await ctx.app.request('/tag/feedtag')).text()).toContain(
      link('/tag/feedtag/feed.xml', 'Prompt Commons: new prompts tagged #feedtag'),
    );
    expect(await (await ctx.app.request('/category/data-science')).text()).toContain(
      link('/category/data-science/feed.xml', 'Prompt Commons: new Data Science prompts'),
    );
    const missing = await ctx.app.request('/tag/no-such-tag-here');
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain('application/atom+xml');
    expect(await (await ctx.app.request('/about')).text()).not.toContain('application/atom+xml');
  });
});
