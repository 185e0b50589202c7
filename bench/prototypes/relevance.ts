/**
 * Prototype: "relevance" ranked over a bounded candidate set vs the current relevancePage,
 * which ranks every matching row (detoasting each full search_vector).
 *
 * Usage: tsx bench/prototypes/relevance.ts [size]
 * Loads the PGlite cache in bench/.cache/ (run `npm run bench` first), applies
 * bench/proposals.sql, then measures, per query of bench/suite.ts:
 *   1. candidates = the 150 newest matches;
 *   2. the same plus the 30 titles nearest to the query (GiST trigram KNN, a new index).
 * Quality: how many of the prototype's top 6, scored with the current formula, reach the
 * exact top-6 score at the same rank (many generated prompts share a title, so comparing
 * ids would undercount).
 */
import fs from 'node:fs';
import { sql, type SQL } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';
import { searchPrompts } from '../../src/server/features/prompts/prompts.service';
import { FEEDBACK_JOIN, SUMMARY_COLUMNS } from '../../src/server/features/prompts/prompts.queries';
import { normalizeText, searchQuery } from '../../src/server/lib/search-text';
import { SEARCH_QUERIES } from '../suite';
import { summarize } from '../measure';

const size = Number(process.argv[2] ?? 100000);
const dir = new URL('../.cache/', import.meta.url).pathname;
const file = fs.readdirSync(dir).find((x) => x.startsWith(`pglite-${size}-`) && x.endsWith('.tar.gz'));
if (!file) throw new Error(`no cached PGlite database of ${size} prompts in ${dir}`);
let t = performance.now();
const h = await openDatabase({
  kind: 'pglite',
  loadDataDir: new Blob([fs.readFileSync(dir + file)]),
});
await migrateDatabase(h);
console.log('loaded', file, ((performance.now() - t) / 1000).toFixed(1), 's');
const proposals = fs.readFileSync(new URL('../proposals.sql', import.meta.url), 'utf8').replace(/^\s*--.*$/gm, '');
for (const s of proposals
  .split(/;\s*$/m)
  .map((x) => x.trim())
  .filter(Boolean))
  await h.db.execute(sql.raw(s));

const exactScore = (tsquery: string, fuzzy: string) =>
  sql`round((ts_rank(p.search_vector, to_tsquery('simple', ${tsquery}), 1)
      + word_similarity(${fuzzy}, lower(p.title)))::numeric, 6)::float8`;

async function bounded(query: string, gist: boolean, limit = 6) {
  const tsquery = searchQuery(query)!;
  const fuzzy = normalizeText(query);
  const match = sql`(p.search_vector @@ to_tsquery('simple', ${tsquery}) or ${fuzzy} <% lower(p.title))`;
  const titleBranch: SQL = gist
    ? sql`union (select p.id from prompts p order by lower(p.title) <->> ${fuzzy} limit 30)`
    : sql``;
  const result = await h.db.execute(sql`
    with cand as (
      (select p.id from prompts p where ${match} order by p.created_at desc, p.id desc limit 150)
      ${titleBranch}
    ), page as (
      select p.id, ${exactScore(tsquery, fuzzy)} as score from cand join prompts p on p.id = cand.id
      where ${match}
      order by score desc, p.id desc limit ${limit + 1}
    )
    select ${SUMMARY_COLUMNS}, page.score
    from page join prompts p on p.id = page.id left join users u on u.id = p.user_id ${FEEDBACK_JOIN}
    order by page.score desc, p.id desc`);
  return result.rows as { id: number; score: number }[];
}

for (const gist of [false, true]) {
  if (gist) {
    t = performance.now();
    await h.db.execute(sql`create index prompts_title_trgm_gist on prompts using gist (lower(title) gist_trgm_ops)`);
    console.log('GiST index built in', ((performance.now() - t) / 1000).toFixed(1), 's');
  }
  const rows: string[] = [];
  const all = { cur: [] as number[], prop: [] as number[] };
  for (const q of SEARCH_QUERIES) {
    const cur: number[] = [];
    const prop: number[] = [];
    let a: Awaited<ReturnType<typeof searchPrompts>> | undefined;
    let b: { id: number; score: number }[] = [];
    for (let i = 0; i < 4; i++) {
      let t0 = performance.now();
      a = await searchPrompts(h.db, {
        query: q.q,
        sort: 'relevance',
        limit: 6,
      });
      cur.push(performance.now() - t0);
      t0 = performance.now();
      b = await bounded(q.q, gist);
      prop.push(performance.now() - t0);
    }
    cur.shift(); // first run: warm-up
    prop.shift();
    all.cur.push(...cur);
    all.prop.push(...prop);
    const exact = (
      await h.db.execute(sql`select ${exactScore(searchQuery(q.q)!, normalizeText(q.q))} as score from prompts p
        where p.id = any(${`{${a!.items.map((x) => x.id).join(',')}}`}::int[]) order by score desc`)
    ).rows.map((r) => Number((r as { score: number }).score));
    const good = b.slice(0, 6).filter((x, i) => Number(x.score) >= (exact[i] ?? 0) - 1e-6).length;
    rows.push(
      `| \`${q.q}\` | ${summarize(cur).median.toFixed(1)} | ${summarize(prop).median.toFixed(1)} | ${good}/${exact.length} |`,
    );
  }
  console.log(
    `\n| query | current relevance ms | 150 newest${gist ? ' + 30 GiST title KNN' : ''} ms | top-6 scores as good as exact |\n| --- | ---: | ---: | ---: |\n` +
      rows.join('\n'),
  );
  const c = summarize(all.cur);
  const p = summarize(all.prop);
  console.log(
    `all: current median ${c.median.toFixed(1)} p95 ${c.p95.toFixed(1)} | prototype median ${p.median.toFixed(1)} p95 ${p.p95.toFixed(1)}`,
  );
}
await h.close();
