/**
 * Prototype: duplicate-check candidates ranked by shared LSH bands (top 20) vs the current
 * `limit 500` without order. Usage: tsx bench/prototypes/dup-check.ts [size]
 * (loads the PGlite cache in bench/.cache/, run `npm run bench` first).
 */
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../src/server/db/client';
import type { SimilarPrompt } from '../../src/shared/schemas';
import { migrateDatabase } from '../../src/server/db/migrate';
import { findSimilarPrompt } from '../../src/server/features/prompts/prompts.service';
import { intArray } from '../../src/server/features/prompts/prompt-rows';
import { estimateSimilarity, lshBands, minhashSignature, similarityText } from '../../src/server/lib/minhash';
import { DUPLICATE_SIMILARITY } from '../../src/shared/constants';
import { dupInputs } from '../suite';
import { summarize } from '../measure';
const size = Number(process.argv[2] ?? 100000);
const dir = new URL('../.cache/', import.meta.url).pathname;
const file = fs.readdirSync(dir).find((x) => x.startsWith(`pglite-${size}-`) && x.endsWith('.tar.gz'));
if (!file) throw new Error(`no cached PGlite database of ${size} prompts in ${dir}`);
const h = await openDatabase({
  kind: 'pglite',
  loadDataDir: new Blob([fs.readFileSync(dir + file)]),
});
await migrateDatabase(h);
const { near, novel } = await dupInputs(h.db, 7);

// The current query's plan, with the build's statistics and without any (PGlite never
// analyzes on its own: no autovacuum in single-user mode, and the app runs no ANALYZE).
const probe = intArray(lshBands(minhashSignature(similarityText(near[0]!.title, near[0]!.content))));
const plan = async () =>
  (
    (
      await h.db.execute(
        sql`explain (analyze, costs off, timing off) select id, title, minhash from prompts where lsh_bands && ${probe} limit 500`,
      )
    ).rows as Record<string, string>[]
  )
    .map((r) => Object.values(r)[0])
    .filter((l) => !/^\s*(Index|Recheck) Cond/.test(l!))
    .join('\n');
console.log('--- with statistics\n' + (await plan()));
await h.db.execute(sql`begin`);
await h.db.execute(sql`delete from pg_statistic where starelid = 'prompts'::regclass`);
await h.db.execute(sql`update pg_class set reltuples = -1, relpages = 0 where oid = 'prompts'::regclass`);
console.log('--- without statistics\n' + (await plan()));
await h.db.execute(sql`rollback`);

async function proposed(db: Database, input: { title?: string; content: string }): Promise<SimilarPrompt | null> {
  const signature = minhashSignature(similarityText(input.title ?? '', input.content));
  const bands = lshBands(signature);
  // Candidates ranked by how many bands they share; a >= 0.8 match shares ~13 of 32 on average.
  const result = await db.execute(sql`
    select id, title, minhash from prompts
    where lsh_bands && ${intArray(bands)}
    order by (select count(*) from unnest(lsh_bands) b where b = any(${intArray(bands)})) desc, id
    limit 20`);
  let best: SimilarPrompt | null = null;
  for (const row of result.rows as Record<string, unknown>[]) {
    const similarity = estimateSimilarity(signature, row.minhash as number[]);
    if (similarity >= DUPLICATE_SIMILARITY && (!best || similarity > best.similarity))
      best = { id: Number(row.id), title: String(row.title), similarity };
  }
  return best;
}
for (const [label, inputs] of [
  ['near', near],
  ['novel', novel],
] as const) {
  const cur: number[] = [],
    prop: number[] = [],
    counts: number[] = [];
  let agree = 0;
  for (let rep = 0; rep < 3; rep++)
    for (const inp of inputs) {
      const sig = minhashSignature(similarityText(inp.title ?? '', inp.content));
      if (rep === 0)
        counts.push(
          Number(
            (
              (
                await h.db.execute(
                  sql`select count(*)::int n from prompts where lsh_bands && ${intArray(lshBands(sig))}`,
                )
              ).rows[0] as { n: number }
            ).n,
          ),
        );
      let t = performance.now();
      const a = await findSimilarPrompt(h.db, inp);
      cur.push(performance.now() - t);
      t = performance.now();
      const b = await proposed(h.db, inp);
      prop.push(performance.now() - t);
      if ((a?.id ?? null) === (b?.id ?? null) || (a && b && a.similarity === b.similarity)) agree++;
    }
  counts.sort((x, y) => x - y);
  const c = summarize(cur),
    p = summarize(prop);
  console.log(
    label,
    'candidates median',
    counts[counts.length >> 1],
    'max',
    counts[counts.length - 1],
    '| current median',
    c.median.toFixed(1),
    'p95',
    c.p95.toFixed(1),
    '| proposed median',
    p.median.toFixed(1),
    'p95',
    p.p95.toFixed(1),
    '| same answer',
    agree,
    '/',
    cur.length,
  );
}
await h.close();
