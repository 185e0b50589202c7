import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../setup/test-app';
import { makePrompt } from '../factories';
import type { RelatedPrompts } from '../../src/shared/schemas';
import { indexedValues, insertPromptRows } from '../../src/server/features/prompts/prompt-rows';
import { MAX_RELATED_KEY_PROMPTS } from '../../src/server/features/prompts/related-prompts.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const related = async (id: number | string) => {
  const res = await ctx.api('GET', `/api/prompts/${id}/related`);
  expect(res.status).toBe(200);
  return ((await res.json()) as RelatedPrompts).items;
};

describe('GET /api/prompts/{id}/related', () => {
  it('lists at most five prompts on the same topic, most related first, never the prompt itself', async () => {
    const source = await makePrompt(ctx.handle.db, {
      title: 'Sommelier Wine Pairing Guide',
      category: 'personal',
      tags: ['wine', 'food'],
    });
    const best = await makePrompt(ctx.handle.db, {
      title: 'Wine pairing for a dinner party',
      category: 'personal',
      tags: ['wine'],
    });
    const sommeliers = [];
    for (let i = 0; i < 6; i++) {
      sommeliers.push(
        await makePrompt(ctx.handle.db, { title: `Sommelier helper ${i}`, category: 'business', tags: [`s${i}`] }),
      );
    }
    const unrelated = await makePrompt(ctx.handle.db, {
      title: 'Python unit tests',
      category: 'programming',
      tags: ['python'],
    });

    const items = await related(source.id);
    expect(items).toHaveLength(5);
    const ids = items.map((p) => p.id);
    expect(ids).not.toContain(source.id);
    expect(ids).not.toContain(unrelated.id);
    // Shares two title words, a tag and the category: ranked first.
    expect(ids[0]).toBe(best.id);
    for (const id of ids.slice(1)) expect(sommeliers.map((p) => p.id)).toContain(id);
    // Summaries, as the cards need them.
    expect(items[0]).toMatchObject({ title: 'Wine pairing for a dinner party', category: 'personal', tags: ['wine'] });
    expect(items[0]).toHaveProperty('contentPreview');
  });

  it('fills in with the newest prompts of the same category when few titles match', async () => {
    const lonely = await makePrompt(ctx.handle.db, { title: 'Xylophonist zzqx', category: 'academic', tags: [] });
    const others = [];
    for (let i = 0; i < 3; i++)
      others.push(await makePrompt(ctx.handle.db, { title: `Academic note ${i}`, category: 'academic' }));
    const items = await related(lonely.id);
    const ids = items.map((p) => p.id);
    expect(ids).not.toContain(lonely.id);
    expect(ids.length).toBeGreaterThanOrEqual(3);
    expect(ids.length).toBeLessThanOrEqual(5);
    for (const p of others) expect(ids).toContain(p.id);
    expect(items.every((p) => p.category === 'academic')).toBe(true);
  });

  it(`finds nothing through a title word of more than ${MAX_RELATED_KEY_PROMPTS} titles`, async () => {
    const prompt = await makePrompt(ctx.handle.db, { title: 'Everyday qqvw', category: 'personal', tags: [] });
    const rows = Array.from({ length: MAX_RELATED_KEY_PROMPTS + 1 }, (_, i) => {
      const p = { title: `Everyday item ${i}`, content: 'A list.', category: 'business', tags: [] };
      return { ...p, ...indexedValues(p) };
    });
    await insertPromptRows(ctx.handle.db, rows);
    const items = await related(prompt.id);
    expect(items.length).toBeGreaterThan(0);
    // "everyday" is too common to say what the prompt is about: the same category fills in.
    expect(items.every((p) => p.category === 'personal')).toBe(true);
  });

  it('finds prompts that share a rare tag when no title word is shared', async () => {
    const source = await makePrompt(ctx.handle.db, {
      title: 'Qwzx alpha',
      category: 'business',
      tags: ['kombucha-brewing'],
    });
    const sibling = await makePrompt(ctx.handle.db, {
      title: 'Fermentation notes',
      category: 'personal',
      tags: ['kombucha-brewing'],
    });
    const ids = (await related(source.id)).map((p) => p.id);
    expect(ids[0]).toBe(sibling.id);
    expect(ids).not.toContain(source.id);
  });

  it('shows deleted prompts nowhere', async () => {
    const source = await makePrompt(ctx.handle.db, { title: 'Origami folding coach', category: 'creative' });
    const gone = await makePrompt(ctx.handle.db, { title: 'Origami crane steps', category: 'creative' });
    expect((await related(source.id)).map((p) => p.id)).toContain(gone.id);
    await ctx.handle.db.execute(sql`delete from prompts where id = ${gone.id}`);
    expect((await related(source.id)).map((p) => p.id)).not.toContain(gone.id);
  });

  it('answers 404 for an unknown prompt and 400 for a bad id, in the error envelope', async () => {
    const missing = await ctx.api('GET', '/api/prompts/2147483000/related');
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({
      error: { code: 'not_found', message: 'Prompt 2147483000 was not found' },
    });
    const bad = await ctx.api('GET', '/api/prompts/abc/related');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { code: expect.any(String), message: expect.any(String) } });
  });
});
