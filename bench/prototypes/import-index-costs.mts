/**
 * `npx tsx bench/prototypes/import-index-costs.mts`: what each group of prompts' indexes costs
 * the two phases of an import (decision 023) on in-memory PGlite, 4,000 rows of the bench file:
 * all indexes, then without the other GIN indexes, without the search index, without the B-trees.
 * Run it on an idle machine: on 2026-11-24 the load average was 14-19 and the figures unusable.
 */
import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';
import { readImportBatches, type ImportBatch } from '../../src/server/features/admin/import-reader';
import { insertPromptRows } from '../../src/server/features/prompts/prompt-rows';
import { indexSearchBatch } from '../../src/server/features/admin/search-indexer';
import { importTempDir, writeImportCsv } from '../import-bench';
const { dir, cleanup } = importTempDir();
await writeImportCsv(`${dir}/p.csv`, 4000);
const batches: ImportBatch[] = [];
for await (const b of readImportBatches(`${dir}/p.csv`, ['title', 'content', 'category', 'tags'])) batches.push(b);
const variants: Record<string, string[]> = {
  'as is': [],
  'no other GIN': ['prompts_tags_idx', 'prompts_head_idx', 'prompts_lsh_idx', 'prompts_title_words_idx'],
  'no search GIN': ['prompts_search_idx'],
  'no btree': ['prompts_created_idx', 'prompts_rating_idx', 'prompts_category_created_idx', 'prompts_user_idx'],
};
for (const [name, drop] of Object.entries(variants)) {
  const h = await openDatabase({ kind: 'pglite' });
  await migrateDatabase(h);
  for (const i of drop) await h.db.execute(sql.raw(`drop index ${i}`));
  let t = performance.now();
  for (const b of batches) await insertPromptRows(h.db, b.rows, { deferContentWords: true });
  const insert = performance.now() - t;
  t = performance.now();
  let n = 0;
  while ((n = await indexSearchBatch(h.db, 50)) > 0);
  const index = performance.now() - t;
  console.log(`${name}: phase 1 ${(insert / 4000).toFixed(3)} ms/row, phase 2 ${(index / 4000).toFixed(3)} ms/row`);
  await h.close();
}
cleanup();
