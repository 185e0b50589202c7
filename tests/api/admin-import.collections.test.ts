/**
 * The CSV import on the four real collections (seed/): every row, the longest field, and the
 * derived columns as the create path makes them. Slow (a minute), and engine-independent in
 * what it adds to admin-import.test.ts, so it runs in the PGlite project only (vitest.config.ts).
 */
/** CSV import (docs/product.md#screens-and-routes): the four real files in seed/, malformed files, skipped rows. */
import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { createTestContext, type TestContext } from '../setup/test-app';
import type { Session } from '../auth-helpers';
import { readJson, signUpWithRole } from '../community-helpers';
import { importCsv } from '../admin-helpers';
import { SEED_FILES } from '../../src/server/db/seed-data';
import { indexedColumns } from '../../src/server/features/prompts/prompt-rows';

let ctx: TestContext;
let admin: Session;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signUpWithRole(ctx, 'admin');
});
afterAll(() => ctx.close());

const count = async (where = sql`true`) =>
  Number(
    ((await ctx.handle.db.execute(sql`select count(*)::int as n from prompts where ${where}`)).rows[0] as { n: number })
      .n,
  );

describe('the four real files', () => {
  const EXPECTED_ROWS: Record<string, number> = {
    'prompts-awesome-chatgpt-prompts.csv': 1529,
    'prompts-fabric.csv': 225,
    'prompts-useful-ai-prompts.csv': 679,
    'prompts-awesome-copilot.csv': 809,
  };

  it(
    'imports every row of every file (3,242), the longest field (231,371 characters) intact',
    { timeout: 240_000 },
    async () => {
      const before = await count();
      let longest = { length: 0, title: '', content: '' };
      let total = 0;
      for (const file of SEED_FILES) {
        const name = file.split('/').pop()!;
        const bytes = fs.readFileSync(file);
        const rows = parse(bytes, { bom: true, columns: true }) as Record<string, string>[];
        for (const r of rows) {
          for (const field of Object.values(r)) {
            if (field.length > longest.length)
              longest = { length: field.length, title: r.title!.trim(), content: r.content! };
          }
        }
        const status = await importCsv(ctx, admin, name, bytes);
        expect(status, name).toMatchObject({
          status: 'done',
          processedRows: EXPECTED_ROWS[name],
          importedRows: EXPECTED_ROWS[name],
          skippedRows: 0,
          totalBytes: bytes.length,
          processedBytes: bytes.length,
          error: null,
        });
        total += status.importedRows;
      }
      expect(total).toBe(3242);
      // Each imported prompt has its popularity row (made per statement by a trigger).
      const withoutStats = await ctx.handle.db.execute(
        sql`select count(*)::int as n from prompts p where not exists (select 1 from prompt_stats s where s.prompt_id = p.id)`,
      );
      expect((withoutStats.rows[0] as { n: number }).n).toBe(0);
      expect((await count()) - before).toBe(3242);
      expect(longest.length).toBe(231_371);
      const found = await ctx.handle.db.execute(sql`
      select content, char_length(content) as n from prompts where title = ${longest.title} order by id desc limit 1`);
      const row = found.rows[0] as { content: string; n: number };
      expect(Number(row.n)).toBe(231_371);
      expect(row.content).toBe(longest.content);
      // Imported prompts are searchable and anonymous.
      const page = await readJson<{ items: { author: unknown }[] }>(
        await ctx.api('GET', '/api/prompts?q=linux%20terminal'),
      );
      expect(page.items.length).toBeGreaterThan(0);
      expect(page.items[0]!.author).toBeNull();
    },
  );
});

/**
 * Every imported row has the derived columns the create path (`indexedColumns`, computed by
 * the database) gives the same fields: the import builds most search vectors in JavaScript.
 */
async function expectColumnsOfCreatePath(where = sql`true`) {
  const rows = (
    await ctx.handle.db.execute(sql`select id, title, content, category, tags from prompts where ${where} order by id`)
  ).rows as { id: number; title: string; content: string; category: string; tags: string[] }[];
  const wrong: string[] = [];
  for (const row of rows) {
    const expected = indexedColumns(row);
    const result = await ctx.handle.db.execute(sql`
      select search_vector = ${expected.searchVector} as search, search_vector = strip(search_vector) as stripped,
        head_vector = ${expected.headVector} as head,
        minhash = ${sql.param(expected.minhash)}::int4[] as minhash, lsh_bands = ${sql.param(expected.lshBands)}::int4[] as bands
      from prompts where id = ${row.id}`);
    const same = result.rows[0] as Record<string, boolean>;
    if (!Object.values(same).every(Boolean)) wrong.push(`${row.id} ${row.title.slice(0, 40)}: ${JSON.stringify(same)}`);
  }
  expect(wrong).toEqual([]);
  return rows.length;
}

describe('derived columns', () => {
  it(
    'the real files: search vectors, signature and bands as the create path makes them',
    { timeout: 240_000 },
    async () => {
      expect(await expectColumnsOfCreatePath()).toBeGreaterThanOrEqual(3242);
    },
  );
});
