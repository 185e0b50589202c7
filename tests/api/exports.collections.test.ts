/**
 * The export → import round trip on the real collections (seed/): the seeded site's
 * /api/exports/prompts.csv, imported by the admin CSV import into an empty site, gives back every
 * prompt with the same title, text, category and tags. Slow (it seeds and imports ~3,100
 * prompts), so it runs in the slow tier, on PGlite (vitest.config.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../setup/test-app';
import { signUpWithRole } from '../community-helpers';
import { importCsv } from '../admin-helpers';
import { seedDatabase } from '../../src/server/db/seed';

type Row = { title: string; content: string; category: string; tags: string[] };

let source: TestContext;
let target: TestContext;
beforeAll(async () => {
  source = await createTestContext();
  target = await createTestContext();
  await seedDatabase(source.handle.db);
}, 240_000);
afterAll(async () => {
  await source?.close();
  await target?.close();
});

async function rows(c: TestContext): Promise<Row[]> {
  const result = await c.handle.db.execute(sql`select title, content, category, tags from prompts order by id`);
  return (result.rows as Row[]).map((r) => ({ ...r, tags: [...r.tags] }));
}

describe('export → import on the real collections', () => {
  it('imports the CSV export of the seeded site back into the same prompts', { timeout: 300_000 }, async () => {
    const seeded = await rows(source);
    expect(seeded.length).toBeGreaterThan(3000);
    const res = await source.api('GET', '/api/exports/prompts.csv');
    expect(res.status).toBe(200);
    const csv = await res.text();
    const admin = await signUpWithRole(target, 'admin');
    const status = await importCsv(target, admin, 'prompts.csv', csv);
    expect(status).toMatchObject({
      status: 'done',
      importedRows: seeded.length,
      skippedRows: 0,
      remappedCategories: 0,
      error: null,
    });
    const imported = await rows(target);
    // Compared one by one first, so a difference names its prompt.
    const different = seeded.flatMap((row, i) =>
      JSON.stringify(row) === JSON.stringify(imported[i]) ? [] : [`${i}: ${row.title.slice(0, 60)}`],
    );
    expect(different).toEqual([]);
    expect(imported).toEqual(seeded);
  });
});
