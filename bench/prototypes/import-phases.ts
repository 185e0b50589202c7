/**
 * `npx tsx bench/prototypes/import-phases.ts [rows]`: what each step of a two-phase import costs
 * on PGlite in a data folder (decision 023): insert with the full search vector (as shipped), insert
 * with the title-only vector, then the content words added by UPDATE in batches.
 */
import fs from 'node:fs';
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';
import { readImportBatches, type ImportBatch } from '../../src/server/features/admin/import-reader';
import { insertPromptRows, tsvectorArray } from '../../src/server/features/prompts/prompt-rows';
import { importTempDir, writeImportCsv } from '../import-bench';

const rows = Number(process.argv[2] ?? 10_000);
const { dir, cleanup } = importTempDir();
try {
  const file = `${dir}/p.csv`;
  await writeImportCsv(file, rows);
  const header = ['title', 'content', 'category', 'tags'];
  let t = performance.now();
  const batches: ImportBatch[] = [];
  for await (const b of readImportBatches(file, header)) batches.push(b);
  console.log(`prepare (readImportBatches) ${((performance.now() - t) / 1000).toFixed(1)} s`);
  for (const mode of ['full', 'phased']) {
    const h = await openDatabase({ kind: 'pglite', dataDir: `${dir}/data-${mode}` });
    await migrateDatabase(h);
    t = performance.now();
    for (const b of batches) {
      await insertPromptRows(
        h.db,
        mode === 'full' ? b.rows : b.rows.map((r) => ({ ...r, bodyVector: new Uint8Array(4), bodyDoc: null })),
      );
    }
    console.log(`${mode}: insert ${((performance.now() - t) / 1000).toFixed(1)} s`);
    if (mode === 'phased') {
      t = performance.now();
      let id = 0;
      for (const b of batches) {
        const ids = b.rows.map(() => ++id);
        const vectors = b.rows.map((r) => r.bodyVector);
        await h.db
          .execute(sql`update prompts p set search_vector = strip(p.head_vector || coalesce(u.v, to_tsvector('simple', u.d)))
          from unnest(${sql.param(ids)}::int[], ${tsvectorArray(vectors)}, ${sql.param(b.rows.map((r) => r.bodyDoc))}::text[]) as u(id, v, d)
          where p.id = u.id`);
      }
      console.log(`phased: update ${((performance.now() - t) / 1000).toFixed(1)} s`);
    }
    await h.close();
  }
} finally {
  cleanup();
}
