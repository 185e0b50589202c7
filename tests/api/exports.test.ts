/**
 * Exports (docs/decisions/028-exports-and-feeds.md): one prompt as Markdown and JSON, every prompt
 * as CSV in the import's format and as NDJSON, streamed in keyset pages, gzip on request, one
 * export per address at a time, and the CSV imported back into the same prompts.
 */
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { createTestContext, TEST_BASE_URL, type TestContext } from '../setup/test-app';
import { makePrompt } from '../factories';
import { expectError, signUpWithRole } from '../community-helpers';
import { signUp } from '../auth-helpers';
import { importCsv } from '../admin-helpers';
import { EXPORT_PAGE_ROWS } from '../../src/server/features/exports/exports.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Row = { title: string; content: string; category: string; tags: string[] };

/** Prompts in the database, in id order, as the CSV carries them. */
async function storedRows(c: TestContext): Promise<Row[]> {
  const result = await c.handle.db.execute(sql`select title, content, category, tags from prompts order by id`);
  return (result.rows as Row[]).map((r) => ({ ...r, tags: [...r.tags] }));
}

/** Awkward prompts: quotes, commas, line breaks, leading spaces, formulas, non-Latin text. */
const TRICKY: Row[] = [
  {
    title: 'Quotes "inside", commas, and; semicolons',
    content: 'Line one, with a comma\r\nLine "two"\n\n  indented line\n',
    category: 'writing',
    tags: ['quotes', 'c#'],
  },
  { title: '=SUM(A1:A9) formula-looking', content: '  leading spaces kept', category: 'data-science', tags: ['x'] },
  { title: 'Ünïcödé 日本語 🚀', content: '<tag attr="1">xml & stuff</tag>', category: 'other', tags: ['日本語'] },
  { title: '---', content: 'title: not front matter\n---\n# Heading', category: 'programming', tags: ['yaml'] },
];

describe('one prompt', () => {
  it('downloads as Markdown with YAML front matter and the text exactly as stored', async () => {
    const author = await signUp(ctx);
    const { username } = (await (await ctx.api('GET', '/api/me', undefined, { Cookie: author.cookie })).json()) as {
      username: string;
    };
    const prompt = await makePrompt(ctx.handle.db, { ...TRICKY[0]!, userId: author.userId });
    const res = await ctx.api('GET', `/api/prompts/${prompt.id}/export?format=md`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe(
      `attachment; filename="quotes-inside-commas-and-semicolons-${prompt.id}.md"`,
    );
    const text = await res.text();
    const [, front, body] = /^---\n([\s\S]*?)\n---\n\n([\s\S]*)$/.exec(text)!;
    const fields = Object.fromEntries(
      front!.split('\n').map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 2)]),
    );
    expect(fields).toEqual({
      title: JSON.stringify(TRICKY[0]!.title),
      id: String(prompt.id),
      url: `"${TEST_BASE_URL}/prompt/${prompt.id}"`,
      author: JSON.stringify(username),
      category: '"writing"',
      tags: '["quotes", "c#"]',
      created: JSON.stringify(prompt.createdAt),
      updated: JSON.stringify(prompt.updatedAt),
    });
    expect(body).toBe(TRICKY[0]!.content);
  });

  it('credits a seeded prompt to its collection with its license, and keeps a title from breaking the front matter', async () => {
    const prompt = await makePrompt(ctx.handle.db, { ...TRICKY[3]! });
    await ctx.handle.db.execute(sql`update prompts set source = 'awesome-chatgpt-prompts' where id = ${prompt.id}`);
    const text = await (await ctx.api('GET', `/api/prompts/${prompt.id}/export`)).text();
    expect(text).toMatch(/^---\ntitle: "---"\n/);
    expect(text).toContain('\nauthor: "awesome-chatgpt-prompts"\n');
    expect(text).toContain('\nlicense: "CC0-1.0"\n---\n\ntitle: not front matter\n---\n# Heading\n');
  });

  it('downloads as JSON', async () => {
    const prompt = await makePrompt(ctx.handle.db, { ...TRICKY[2]!, instructions: 'Fill in the tag name.' });
    const res = await ctx.api('GET', `/api/prompts/${prompt.id}/export?format=json`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="unicode-${prompt.id}.json"`);
    expect(await res.json()).toEqual({
      id: prompt.id,
      url: `${TEST_BASE_URL}/prompt/${prompt.id}`,
      title: TRICKY[2]!.title,
      content: TRICKY[2]!.content,
      instructions: 'Fill in the tag name.',
      category: 'other',
      tags: ['日本語'],
      author: 'Anonymous',
      license: null,
      createdAt: prompt.createdAt,
      updatedAt: prompt.updatedAt,
    });
  });

  it('answers 404 for a prompt that does not exist (or was deleted) and 400 for a bad format', async () => {
    await expectError(await ctx.api('GET', '/api/prompts/987654/export'), 404, 'Prompt 987654 was not found');
    const owner = await signUp(ctx);
    const prompt = await makePrompt(ctx.handle.db, { userId: owner.userId });
    const deleted = await ctx.api('DELETE', `/api/prompts/${prompt.id}`, undefined, { Cookie: owner.cookie });
    expect(deleted.status).toBe(204);
    await expectError(await ctx.api('GET', `/api/prompts/${prompt.id}/export?format=json`), 404);
    await expectError(
      await ctx.api('GET', `/api/prompts/${prompt.id}/export?format=pdf`),
      400,
      /format must be md or json/,
    );
    await expectError(await ctx.api('GET', '/api/prompts/abc/export'), 400);
  });
});

describe('every prompt', () => {
  let all: Row[];
  beforeAll(async () => {
    for (const row of TRICKY) await makePrompt(ctx.handle.db, row);
    // More rows than two keyset pages, cheaply: the search columns do not matter to an export.
    await ctx.handle.db.execute(sql`
      insert into prompts (title, content, category, tags, search_vector, minhash, lsh_bands)
      select 'Bulk prompt ' || i, 'Bulk content ' || i || E',\n"quoted"', 'business', array['bulk', 't' || (i % 7)],
        ''::tsvector, '{}', '{}'
      from generate_series(1, ${EXPORT_PAGE_ROWS * 2 + 37}) i`);
    all = await storedRows(ctx);
    expect(all.length).toBeGreaterThan(EXPORT_PAGE_ROWS * 2);
  });

  it('streams every prompt as CSV in the import format, in id order', async () => {
    const res = await ctx.api('GET', '/api/exports/prompts.csv');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="prompts.csv"');
    expect(res.headers.get('content-encoding')).toBeNull();
    const text = await res.text();
    expect(text.startsWith('title,content,category,tags\r\n')).toBe(true);
    const records = parse(text, { columns: true }) as Record<string, string>[];
    expect(records.map((r) => ({ ...r, tags: r.tags ? r.tags.split(';') : [] }))).toEqual(all);
  });

  it('streams every prompt as NDJSON, one object a line', async () => {
    const res = await ctx.api('GET', '/api/exports/prompts.ndjson');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/x-ndjson; charset=utf-8');
    const lines = (await res.text()).split('\n');
    expect(lines.pop()).toBe('');
    const items = lines.map((l) => JSON.parse(l) as Row & { id: number; url: string; author: string });
    expect(items.map(({ title, content, category, tags }) => ({ title, content, category, tags }))).toEqual(all);
    expect(items[0]!.url).toBe(`${TEST_BASE_URL}/prompt/${items[0]!.id}`);
    expect(new Set(items.map((i) => i.id)).size).toBe(items.length);
  });

  it('gzips the stream when the client accepts gzip', async () => {
    for (const file of ['prompts.csv', 'prompts.ndjson']) {
      const plain = await (await ctx.api('GET', `/api/exports/${file}`)).text();
      const res = await ctx.api('GET', `/api/exports/${file}`, undefined, { 'Accept-Encoding': 'br, gzip' });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-encoding')).toBe('gzip');
      expect(res.headers.get('vary')).toContain('Accept-Encoding');
      const bytes = new Uint8Array(await res.arrayBuffer());
      expect(bytes.byteLength).toBeLessThan(Buffer.byteLength(plain) / 3);
      expect(gunzipSync(bytes).toString('utf8')).toBe(plain);
    }
  });

  it('runs one export per address at a time', async () => {
    const first = await ctx.api('GET', '/api/exports/prompts.csv');
    expect(first.status).toBe(200);
    await expectError(await ctx.api('GET', '/api/exports/prompts.ndjson'), 429, /still running/);
    // The client going away frees the address.
    await first.body!.cancel();
    const again = await ctx.api('GET', '/api/exports/prompts.ndjson');
    expect(again.status).toBe(200);
    await again.text();
    // A HEAD request reads no prompt and holds no slot.
    const head = await ctx.app.request('/api/exports/prompts.csv', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    const last = await ctx.api('GET', '/api/exports/prompts.csv');
    expect(last.status).toBe(200);
    await last.text();
  });

  it('imports back into the same prompts (export → import round trip)', async () => {
    const csv = await (await ctx.api('GET', '/api/exports/prompts.csv')).text();
    const target = await createTestContext();
    try {
      const admin = await signUpWithRole(target, 'admin');
      const status = await importCsv(target, admin, 'prompts.csv', csv);
      expect(status).toMatchObject({ status: 'done', importedRows: all.length, skippedRows: 0, remappedCategories: 0 });
      expect(await storedRows(target)).toEqual(all);
    } finally {
      await target.close();
    }
  });
});
