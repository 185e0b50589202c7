/**
 * The measured operations: the service functions the API calls, in process, timed with
 * performance.now().
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../src/server/db/client';
import {
  findSimilarPrompt,
  getPromptById,
  recordPromptView,
  searchPrompts,
  type SearchPromptsInput,
} from '../src/server/features/prompts/prompts.service';
import { listPopularTags } from '../src/server/features/tags/tags.service';
import { listRelatedPrompts } from '../src/server/features/prompts/related-prompts.service';
import { CATEGORY_IDS } from '../src/shared/constants';
import { loadRealPrompts } from './dataset';
import { measure, summarize, type MeasureOptions, type Timing } from './measure';
import { createRng } from './prng';

export type Target = { stat: 'median' | 'p95'; limitMs: number };

export type OpResult = Timing & {
  name: string;
  target?: Target;
  note?: string;
};

export type QueryDetail = {
  label: string;
  query: string;
  sort: string;
  median: number;
  max: number;
  runs: number;
  hits: number;
  more: boolean;
};

export type SuiteResult = {
  ops: OpResult[];
  queries: QueryDetail[];
  checks: string[];
};

/** Realistic search queries that occur in the seed data (and so in every data set). */
export const SEARCH_QUERIES: { label: string; q: string }[] = [
  { label: 'common word', q: 'code' },
  { label: 'common word', q: 'write' },
  { label: 'common word', q: 'python' },
  { label: 'common word', q: 'email' },
  { label: 'common word', q: 'story' },
  { label: 'two words', q: 'marketing plan' },
  { label: 'two words', q: 'data analysis' },
  { label: 'two words', q: 'interview questions' },
  { label: 'two words', q: 'unit test' },
  { label: 'phrase', q: 'act as a' },
  { label: 'two-word prefix (typing)', q: 'linux term' },
  { label: 'two-word prefix (typing)', q: 'react comp' },
  { label: 'two letters (typing)', q: 're' },
  { label: 'rare word', q: 'sommelier' },
  { label: 'rare word', q: 'etymology' },
  { label: 'rare word', q: 'haiku' },
  { label: 'typo', q: 'javscript' },
  { label: 'typo', q: 'markting' },
  { label: 'Chinese', q: '翻译' },
  { label: 'Chinese', q: '项目' },
  { label: 'Russian', q: 'поиск' },
  { label: 'Turkish', q: 'dönüştürücü' },
];

/** A prompt's content with a few words replaced: a near-duplicate of it. */
function editWords(text: string, rng: ReturnType<typeof createRng>, edits: number): string {
  const words = text.split(' ');
  const fillers = ['really', 'carefully', 'always', 'clearly', 'simple', 'detailed', 'useful'];
  for (let k = 0; k < edits && words.length > 3; k++) words[rng.int(0, words.length - 1)] = rng.pick(fillers);
  return words.join(' ');
}

export async function dupInputs(db: Database, seed: number) {
  const rng = createRng(seed);
  const real = await loadRealPrompts();
  const near: { title: string; content: string; id: number }[] = [];
  const rows = (
    await db.execute(sql`
      select id, title, content from prompts
      where char_length(content) between 900 and 1100
      order by id limit 400`)
  ).rows as { id: number; title: string; content: string }[];
  rng.shuffle(rows);
  for (const r of rows.slice(0, 40))
    near.push({
      id: Number(r.id),
      title: r.title,
      content: editWords(r.content, rng, rng.int(1, 4)),
    });

  const novel: { title: string; content: string }[] = [];
  const words = real.flatMap((p) => p.content.split(/\s+/u).slice(0, 50)).filter((w) => /^\p{L}{3,}$/u.test(w));
  for (let i = 0; i < 40; i++) {
    let content = '';
    if (i % 2 === 0) {
      // A new prompt written from sentences of several real prompts.
      while (content.length < 1000) {
        const p = rng.pick(real);
        if (p.sentences.length) content += rng.pick(p.sentences) + ' ';
      }
    } else {
      // Text unlike anything stored: words in random order.
      while (content.length < 1000) content += rng.pick(words) + ' ';
    }
    novel.push({ title: `New prompt ${i}`, content: content.slice(0, 1000) });
  }
  return { near, novel };
}

export async function runSuite(
  db: Database,
  options: MeasureOptions,
  log: (line: string) => void,
): Promise<SuiteResult> {
  const ops: OpResult[] = [];
  const checks: string[] = [];
  const rng = createRng(42);

  const run = async (
    name: string,
    fn: (i: number) => Promise<unknown>,
    target?: Target,
    onSample?: (i: number, ms: number) => void,
    multipleOf?: number,
  ) => {
    const t = await measure(fn, { ...options, multipleOf }, onSample);
    ops.push({ name, ...t, target });
    log(
      `  ${name.padEnd(44)} median ${t.median.toFixed(2).padStart(8)} ms   p95 ${t.p95.toFixed(2).padStart(8)} ms   (${t.iterations}x)`,
    );
  };

  const page = (input: SearchPromptsInput) => searchPrompts(db, { limit: 6, ...input });

  // Browsing.
  await run('browse: first page (newest)', () => page({ sort: 'newest' }), {
    stat: 'p95',
    limitMs: 15,
  });
  const first = await page({ sort: 'newest' });
  if (!first.nextCursor) checks.push('browse: first page has no next cursor');
  await run('browse: page 2 (cursor)', () => page({ sort: 'newest', cursor: first.nextCursor ?? undefined }));
  await run('sort: oldest', () => page({ sort: 'oldest' }));
  await run('sort: most-popular', () => page({ sort: 'most-popular' }));
  await run('sort: highest-rated', () => page({ sort: 'highest-rated' }));

  // Filters.
  await run('filter: category (each of 10)', (i) => page({ category: CATEGORY_IDS[i % CATEGORY_IDS.length] }));
  const byCount = (
    await db.execute(sql`select tag, count from tag_counts where count > 0 order by count desc, tag asc`)
  ).rows as { tag: string; count: number }[];
  const commonTags = [0, 2, 5, 10, 30, 100].map((r) => byCount[Math.min(r, byCount.length - 1)]!.tag);
  const rareTags = byCount.slice(-4).map((r) => r.tag);
  await run('filter: tag (common)', (i) => page({ tags: [commonTags[i % commonTags.length]!] }));
  await run('filter: tag (rare: 4 least used)', (i) => page({ tags: [rareTags[i % rareTags.length]!] }));
  await run('filter: min rating (3 / 4 / 4.5)', (i) => page({ minRating: [3, 4, 4.5][i % 3] }));
  await run('filter: category + min rating 4, most-popular', (i) =>
    page({
      category: CATEGORY_IDS[i % CATEGORY_IDS.length],
      minRating: 4,
      sort: 'most-popular',
    }),
  );

  // Search.
  const queries: QueryDetail[] = [];
  for (const sort of ['newest', 'relevance'] as const) {
    const perQuery = SEARCH_QUERIES.map(() => [] as number[]);
    await run(
      `search (${SEARCH_QUERIES.length} queries), sort ${sort}`,
      (i) => page({ query: SEARCH_QUERIES[i % SEARCH_QUERIES.length]!.q, sort }),
      { stat: 'p95', limitMs: 30 },
      (i, ms) => perQuery[i % SEARCH_QUERIES.length]!.push(ms),
      SEARCH_QUERIES.length,
    );
    for (const [k, q] of SEARCH_QUERIES.entries()) {
      const result = await page({ query: q.q, sort });
      const s = summarize(perQuery[k]!);
      queries.push({
        label: q.label,
        query: q.q,
        sort,
        median: s.median,
        max: s.max,
        runs: s.iterations,
        hits: result.items.length,
        more: !!result.nextCursor,
      });
      if (result.items.length === 0) checks.push(`search "${q.q}" (${sort}) finds nothing`);
    }
  }

  // Popular tags.
  await run('popular tags (20)', () => listPopularTags(db, 20), {
    stat: 'p95',
    limitMs: 10,
  });

  // Duplicate check of ~1,000-character prompts.
  const { near, novel } = await dupInputs(db, 7);
  let hits = 0;
  for (const n of near) if ((await findSimilarPrompt(db, n))?.id !== undefined) hits++;
  if (near.length)
    checks.push(`duplicate check: ${hits}/${near.length} near-duplicates of stored prompts were recognised`);
  let falseHits = 0;
  for (const n of novel) if (await findSimilarPrompt(db, n)) falseHits++;
  checks.push(`duplicate check: ${falseHits}/${novel.length} novel texts were reported as duplicates`);
  if (near.length) {
    await run('duplicate check, near-duplicate (1,000 chars)', (i) => findSimilarPrompt(db, near[i % near.length]!), {
      stat: 'p95',
      limitMs: 50,
    });
  }
  await run('duplicate check, novel text (1,000 chars)', (i) => findSimilarPrompt(db, novel[i % novel.length]!), {
    stat: 'p95',
    limitMs: 50,
  });

  // Related prompts of random prompts (the prompt page's "Related prompts").
  const idRange = (await db.execute(sql`select min(id) as lo, max(id) as hi from prompts`)).rows[0] as {
    lo: number;
    hi: number;
  };
  const relatedRng = createRng(11);
  await run(
    'related prompts (5, random prompt)',
    () => listRelatedPrompts(db, relatedRng.int(Number(idRange.lo), Number(idRange.hi))).catch(() => []),
    { stat: 'p95', limitMs: 15 },
  );

  // Opening a prompt (last: it changes popularity).
  const bounds = (await db.execute(sql`select min(id) as lo, max(id) as hi from prompts`)).rows[0] as {
    lo: number;
    hi: number;
  };
  const lo = Number(bounds.lo);
  const hi = Number(bounds.hi);
  await run(
    'open prompt (getPromptById + recordPromptView)',
    async () => {
      const id = rng.int(lo, hi);
      await getPromptById(db, id);
      await recordPromptView(db, id);
    },
    { stat: 'p95', limitMs: 5 },
  );

  return { ops, queries, checks };
}
