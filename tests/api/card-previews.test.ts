/**
 * Card previews (decision 014): every write stores a readable preview, the text's format and
 * its length; summaries read those columns; rows from before are backfilled at start-up.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../setup/test-app';
import { formToken, makePrompt } from '../factories';
import samples from '../fixtures/seed-prompt-samples.json';
import type { Prompt, PromptPage, PromptSummary } from '../../src/shared/schemas';
import { prompts } from '../../src/server/db/schema';
import { backfillPreviews } from '../../src/server/db/backfill';
import { indexedColumns, indexedValues, insertPromptRows } from '../../src/server/features/prompts/prompt-rows';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ submitLimit: 1000 });
});
afterAll(() => ctx.close());

const sample = (title: string) =>
  (samples as { title: string; content: string }[]).find((s) => s.title === title)!.content;

async function summaryOf(id: number, title: string): Promise<PromptSummary> {
  const res = await ctx.api('GET', `/api/prompts?q=${encodeURIComponent(title)}&limit=50`);
  expect(res.status).toBe(200);
  const page = (await res.json()) as PromptPage;
  const item = page.items.find((p) => p.id === id);
  if (!item) throw new Error(`prompt ${id} not in the results for ${title}`);
  return item;
}

async function storedColumns(id: number) {
  const result = await ctx.handle.db.execute(sql`select preview, format, content_length from prompts where id = ${id}`);
  const row = result.rows[0] as {
    preview: string | null;
    format: string | null;
    content_length: number | string | null;
  };
  return {
    preview: row.preview,
    format: row.format,
    contentLength: row.content_length === null ? null : Number(row.content_length),
  };
}

describe('stored previews', () => {
  it('a JSON prompt submitted through the API: its first readable values and a json format', async () => {
    const content = sample('Story Generator');
    const res = await ctx.api('POST', '/api/prompts', {
      formToken: formToken(),
      title: 'Story Generator JSON',
      content,
      category: 'creative',
      tags: ['story'],
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as Prompt;
    const expected =
      'Story Generator · Generate a creative story based on the provided parameters. Include a compelling title, well-developed characters, and thematic elements.';
    expect(await storedColumns(id)).toEqual({ preview: expected, format: 'json', contentLength: content.length });
    const item = await summaryOf(id, 'Story Generator JSON');
    expect(item).toMatchObject({ contentPreview: expected, format: 'json', contentLength: content.length });
  });

  it('XML-like and Markdown prompts read as text; plain text is its own preview', async () => {
    const xml = await makePrompt(ctx.handle.db, {
      title: 'Cinematic grid xml',
      content: sample('Cinematic 3x3 Focal Lengths Grid'),
    });
    const md = await makePrompt(ctx.handle.db, { title: 'Ultrathinker markdown', content: sample('Ultrathinker') });
    const plain = await makePrompt(ctx.handle.db, { title: 'Plain haiku', content: 'Write a haiku about the sea.' });
    const xmlItem = await summaryOf(xml.id, 'Cinematic grid xml');
    expect(xmlItem.format).toBe('xml');
    expect(xmlItem.contentPreview).toMatch(/^Analyze the entire composition of the input image\./);
    const mdItem = await summaryOf(md.id, 'Ultrathinker markdown');
    expect(mdItem.format).toBe('markdown');
    expect(mdItem.contentPreview).toMatch(/^Ultrathinker\. You are an expert software developer/);
    expect(mdItem.contentPreview).not.toMatch(/[#*]/);
    expect(await summaryOf(plain.id, 'Plain haiku')).toMatchObject({
      contentPreview: 'Write a haiku about the sea.',
      format: 'text',
      contentLength: 28,
    });
  });

  it('an edit rewrites the preview and format with the other derived columns', async () => {
    const p = await makePrompt(ctx.handle.db, { title: 'Yaml later', content: 'Describe a city at night.' });
    const next = { title: p.title, content: sample('The Missing Woman'), category: p.category, tags: p.tags };
    await ctx.handle.db
      .update(prompts)
      .set({ content: next.content, ...indexedColumns(next) })
      .where(eq(prompts.id, p.id));
    const stored = await storedColumns(p.id);
    expect(stored.format).toBe('yaml');
    expect(stored.preview).toMatch(/^An 1980s-style woman walking with a cat beside her/);
  });

  it('bulk inserts (the CSV import) store them too, and the length counts code points', async () => {
    const content = '# Emoji guide 😀\n\n**Use** one emoji per line.';
    const fields = { title: 'Bulk emoji guide', content, category: 'writing', tags: ['emoji'] };
    await insertPromptRows(ctx.handle.db, [{ ...fields, ...indexedValues(fields) }]);
    const row = (await ctx.handle.db.execute(sql`select id from prompts where title = 'Bulk emoji guide'`)).rows[0] as {
      id: number;
    };
    expect(await storedColumns(Number(row.id))).toEqual({
      preview: 'Emoji guide 😀. Use one emoji per line.',
      format: 'markdown',
      contentLength: Array.from(content).length,
    });
  });

  it('a 250,000-character prompt: a 200-character preview, the whole length', async () => {
    const content = `<role>\n${'Explain each step. '.repeat(13_200)}`.slice(0, 250_000);
    const p = await makePrompt(ctx.handle.db, { title: 'Huge xml prompt', content });
    const item = await summaryOf(p.id, 'Huge xml prompt');
    expect(item.contentLength).toBe(250_000);
    expect(Array.from(item.contentPreview)).toHaveLength(200);
    expect(item.contentPreview.startsWith('Explain each step.')).toBe(true);
  });
});

describe('backfill of rows written before migration 0013', () => {
  it('fills preview, format and length from the start of each text, then has nothing left to do', async () => {
    const a = await makePrompt(ctx.handle.db, { title: 'Old json row', content: sample('Data Transformer') });
    const b = await makePrompt(ctx.handle.db, {
      title: 'Old markdown row',
      content: sample('Web Application Testing Skill'),
    });
    await ctx.handle.db.execute(
      sql`update prompts set preview = null, format = null, content_length = null where id in (${a.id}, ${b.id})`,
    );

    // Until then, a summary still shows the text's start, never nothing.
    const before = await summaryOf(a.id, 'Old json row');
    expect(before.contentPreview).toBe(sample('Data Transformer').slice(0, 200));
    expect(before.contentLength).toBe(sample('Data Transformer').length);

    expect(await backfillPreviews(ctx.handle.db)).toBe(2);
    expect(await storedColumns(a.id)).toEqual({
      preview: 'Data Transformer · Transform the input data according to the output schema',
      format: 'json',
      contentLength: sample('Data Transformer').length,
    });
    expect((await storedColumns(b.id)).preview).toMatch(
      /^A toolkit for interacting with and testing local web applications/,
    );
    expect(await backfillPreviews(ctx.handle.db)).toBe(0);
  });

  it('the OpenAPI document describes the new summary field', async () => {
    const doc = (await (await ctx.api('GET', '/api/openapi.json')).json()) as {
      components: { schemas: { PromptSummary: { properties: Record<string, { enum?: string[] }> } } };
    };
    expect(doc.components.schemas.PromptSummary.properties.format?.enum).toEqual([
      'text',
      'markdown',
      'xml',
      'json',
      'yaml',
    ]);
  });
});
