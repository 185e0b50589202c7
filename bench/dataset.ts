/**
 * Benchmark data sets built from the real seed collections (all ~3,200 prompts, not curated).
 *
 * - n <= number of real prompts: a deterministic sample of the real prompts.
 * - n  > number of real prompts: every real prompt once, plus variants derived from them
 *   (title of one prompt with another's paragraphs, sentence splices of 2-3 prompts,
 *   interleaved paragraphs), tags drawn from the real tag vocabulary, random category,
 *   created_at over two years, popularity 0-5000, rating 0-5 with rating_count.
 *
 * Everything is driven by one seeded PRNG, so the same n always yields the same rows.
 * Rows are written exactly as the app writes them: `db.insert(prompts).values(rows)` with
 * `...indexedColumns(fields)`, in batched multi-row inserts inside transactions, so the
 * tag_counts trigger and every index do their real work.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../src/server/db/client';
import { prompts, users } from '../src/server/db/schema';
import { readPromptsCsv, SEED_FILES, type SeedPrompt } from '../src/server/db/seed-data';
import { indexedColumns, intArray } from '../src/server/features/prompts/prompt-rows';
import { CATEGORY_IDS } from '../src/shared/constants';
import { VACUUM_COUNTERS } from '../src/server/db/maintenance';
import { createRng, type Rng } from './prng';

/** Bump when the generator changes: it is part of the cache key. */
export const DATA_VERSION = 4;

/** Generated variants are capped at this length (real prompts are kept as they are). */
export const MAX_GENERATED_CHARS = 20_000;
const SEED = 0x9e11_2024;
const USER_COUNT = 500;
const DAY_MS = 86_400_000;
/** Fixed "now", so the data set does not depend on the day it was built. */
export const DATA_NOW = Date.UTC(2025, 10, 1);
const SPAN_MS = 2 * 365 * DAY_MS;

/** Small data sets always contain the prompts with these (rare) words: bench/suite.ts searches for them. */
const MUST_INCLUDE = ['sommelier', '翻译', '项目', 'поиск', 'dönüştürücü', 'etymology', 'haiku'];

const INSERT_BATCH = 200;
const TX_ROWS = 5_000;

export type RealPrompt = SeedPrompt & {
  paragraphs: string[];
  sentences: string[];
};

let realCache: RealPrompt[] | null = null;

export async function loadRealPrompts(): Promise<RealPrompt[]> {
  if (realCache) return realCache;
  const out: RealPrompt[] = [];
  for (const file of SEED_FILES) {
    for await (const p of readPromptsCsv(file)) {
      const paragraphs = p.content
        .split(/\n\s*\n/u)
        .map((s) => s.trim())
        .filter(Boolean);
      const sentences = paragraphs.flatMap((para) =>
        para
          .split(/(?<=[.!?。！？])\s+/u)
          .map((s) => s.trim())
          .filter(Boolean),
      );
      out.push({ ...p, paragraphs, sentences });
    }
  }
  realCache = out;
  return out;
}

type Vocabulary = {
  tagOccurrences: string[];
  distinctTags: string[];
  lengths: number[];
};

function vocabulary(real: RealPrompt[]): Vocabulary {
  const tagOccurrences = real.flatMap((p) => p.tags);
  return {
    tagOccurrences,
    distinctTags: [...new Set(tagOccurrences)].sort(),
    lengths: real.map((p) => p.content.length),
  };
}

export type GeneratedPrompt = {
  title: string;
  content: string;
  instructions: string | null;
  category: string;
  tags: string[];
  userId: string | null;
  createdAt: Date;
  popularity: number;
  rating: number;
  ratingCount: number;
  commentCount: number;
};

function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.lastIndexOf(' ', max);
  return text.slice(0, cut > max * 0.8 ? cut : max).trimEnd();
}

function variantTitle(rng: Rng, a: RealPrompt, b: RealPrompt, c: RealPrompt): string {
  const r = rng.next();
  let title: string;
  if (r < 0.45) title = a.title;
  else if (r < 0.75) title = `${a.title}: ${b.title}`;
  else if (r < 0.9) {
    const words = c.title.split(/\s+/u);
    title = `${b.title} for ${words.slice(Math.max(0, words.length - 2)).join(' ')}`;
  } else title = `${a.title} (v${rng.int(2, 9)})`;
  return clip(title || b.title || 'Untitled prompt', 140);
}

/** Content of a variant: about `target` characters spliced from real prompts. */
function variantContent(rng: Rng, real: RealPrompt[], sources: RealPrompt[], target: number): string {
  const parts: string[] = [];
  let length = 0;
  const push = (s: string, sep: string) => {
    parts.push(parts.length ? sep + s : s);
    length += s.length + sep.length;
  };
  const strategy = rng.next();
  if (strategy < 0.3) {
    // Another prompt's paragraphs, some dropped, a couple swapped.
    const paras = sources[1]!.paragraphs.filter(() => rng.chance(0.8));
    for (let k = 0; k < 2 && paras.length > 1; k++) {
      const i = rng.int(0, paras.length - 1);
      const j = rng.int(0, paras.length - 1);
      [paras[i], paras[j]] = [paras[j]!, paras[i]!];
    }
    for (const p of paras) {
      if (length >= target) break;
      push(p, '\n\n');
    }
  } else if (strategy < 0.8) {
    // Runs of 1-4 sentences taken in turn from 2-3 prompts.
    const from = sources.slice(0, rng.chance(0.5) ? 2 : 3).filter((s) => s.sentences.length);
    const pos = from.map((s) => rng.int(0, Math.max(0, s.sentences.length - 1)));
    let guard = 0;
    while (length < target && from.length && guard++ < 10_000) {
      const k = rng.int(0, from.length - 1);
      const src = from[k]!;
      const run = rng.int(1, 4);
      for (let r = 0; r < run && length < target; r++) {
        push(src.sentences[pos[k]! % src.sentences.length]!, rng.chance(0.2) ? '\n\n' : ' ');
        pos[k]!++;
      }
      if (pos[k]! > src.sentences.length * 2) break;
    }
  } else {
    // Paragraphs of two prompts interleaved.
    const a = sources[0]!.paragraphs;
    const b = sources[2]!.paragraphs;
    for (let i = 0; i < Math.max(a.length, b.length) && length < target; i++) {
      if (a[i]) push(a[i]!, '\n\n');
      if (b[i] && length < target) push(b[i]!, '\n\n');
    }
  }
  // Too short (short sources): top up with sentences of further random prompts.
  let guard = 0;
  while (length < target * 0.8 && guard++ < 50) {
    const extra = rng.pick(real);
    const start = rng.int(0, Math.max(0, extra.sentences.length - 1));
    for (let i = start; i < extra.sentences.length && length < target; i++) push(extra.sentences[i]!, ' ');
  }
  return clip(parts.join(''), MAX_GENERATED_CHARS);
}

function variantTags(rng: Rng, vocab: Vocabulary, sources: RealPrompt[]): string[] {
  const tags = new Set<string>();
  for (const t of [...sources[0]!.tags, ...sources[1]!.tags]) if (rng.chance(0.6)) tags.add(t);
  if (rng.chance(0.5)) tags.add(rng.pick(vocab.tagOccurrences)); // frequency-weighted
  if (rng.chance(0.2)) tags.add(rng.pick(vocab.distinctTags)); // long tail
  return [...tags].slice(0, 6);
}

/** The metadata every row gets (real prompts included). */
function metadata(rng: Rng) {
  const rated = rng.chance(0.7);
  const ratingCount = rated ? 1 + Math.floor(rng.next() ** 3 * 300) : 0;
  const rating = rated ? Math.round((1 + 4 * Math.sqrt(rng.next())) * 100) / 100 : 0;
  return {
    popularity: Math.floor(rng.next() ** 3 * 5001),
    rating,
    ratingCount,
    commentCount: Math.floor(rng.next() ** 4 * 60),
    userId: rng.chance(0.4) ? `bench-user-${rng.int(1, USER_COUNT)}` : null,
  };
}

/**
 * The rows of a data set of n prompts, in insertion order (created_at ascending, so ids
 * follow creation time as in a live site), generated lazily in chunks.
 */
export async function* generatePrompts(n: number): AsyncGenerator<GeneratedPrompt[]> {
  const real = await loadRealPrompts();
  const vocab = vocabulary(real);
  const rng = createRng(SEED);
  // Which slot holds which kind of prompt: real index >= 0, variant -1.
  let slots: number[];
  if (n <= real.length) {
    // A random sample, plus the few prompts the benchmark's rare-word queries look for.
    const must = real.flatMap((p, i) =>
      MUST_INCLUDE.some((w) => `${p.title}\n${p.content}`.toLowerCase().includes(w)) ? [i] : [],
    );
    const rest = rng.shuffle(real.map((_, i) => i).filter((i) => !must.includes(i)));
    slots = rng.shuffle([...must.slice(0, n), ...rest].slice(0, n));
  } else {
    slots = real.map((_, i) => i);
    for (let i = real.length; i < n; i++) slots.push(-1);
    rng.shuffle(slots);
  }
  const times = Array.from({ length: n }, () => DATA_NOW - Math.floor(rng.next() * SPAN_MS)).sort((a, b) => a - b);

  const chunk = 1_000;
  for (let start = 0; start < n; start += chunk) {
    const out: GeneratedPrompt[] = [];
    for (let i = start; i < Math.min(n, start + chunk); i++) {
      const slot = slots[i]!;
      const meta = metadata(rng);
      const createdAt = new Date(times[i]!);
      if (slot >= 0) {
        const p = real[slot]!;
        out.push({
          title: p.title,
          content: p.content,
          instructions: null,
          category: p.category,
          tags: p.tags,
          createdAt,
          ...meta,
        });
        continue;
      }
      const sources = [rng.pick(real), rng.pick(real), rng.pick(real)];
      const target = Math.min(MAX_GENERATED_CHARS, Math.max(80, rng.pick(vocab.lengths)));
      const category = rng.chance(0.5) ? rng.pick(sources).category : rng.pick(CATEGORY_IDS);
      out.push({
        title: variantTitle(rng, sources[0]!, sources[1]!, sources[2]!),
        content: variantContent(rng, real, sources, target),
        instructions: rng.chance(0.1) ? clip(rng.pick(real).sentences[0] ?? '', 300) || null : null,
        category,
        tags: variantTags(rng, vocab, sources),
        createdAt,
        ...meta,
      });
    }
    yield out;
  }
}

export type BuildStats = {
  prompts: number;
  insertMs: number;
  totalMs: number;
  promptsPerSec: number;
};

/** Inserts n prompts (and the users they point at) into a migrated, empty database. */
export async function buildDataset(
  db: Database,
  n: number,
  log: (line: string) => void,
  options: { checkpoint?: boolean } = {},
): Promise<BuildStats> {
  const t0 = performance.now();
  const created = new Date(DATA_NOW - SPAN_MS - 30 * DAY_MS);
  await db.insert(users).values(
    Array.from({ length: USER_COUNT }, (_, i) => ({
      id: `bench-user-${i + 1}`,
      name: `bench_user_${i + 1}`,
      username: `bench_user_${i + 1}`,
      email: `bench${i + 1}@example.test`,
      emailVerified: true,
      createdAt: created,
      updatedAt: created,
    })),
  );

  let inserted = 0;
  let insertMs = 0;
  let lastLog = performance.now();
  let pending: GeneratedPrompt[] = [];

  const flush = async (rows: GeneratedPrompt[]) => {
    const t = performance.now();
    await db.transaction(async (tx) => {
      for (let i = 0; i < rows.length; i += INSERT_BATCH) {
        const batch = rows.slice(i, i + INSERT_BATCH);
        const values = batch.map((p) => ({
          title: p.title,
          content: p.content,
          instructions: p.instructions,
          category: p.category,
          tags: p.tags,
          userId: p.userId,
          createdAt: p.createdAt,
          updatedAt: p.createdAt,
          ...indexedColumns(p),
        }));
        const ids = (await tx.insert(prompts).values(values).returning({ id: prompts.id })).map((r) => r.id);
        // Popularity lives in prompt_stats, the rating and counts in prompt_feedback (triggers
        // made each prompt's rows).
        await tx.execute(sql`update prompt_stats ps set popularity = v.popularity
          from unnest(${intArray(ids)}, ${intArray(batch.map((p) => p.popularity))}) v(id, popularity)
          where ps.prompt_id = v.id`);
        await tx.execute(sql`update prompt_feedback pf
          set rating = v.rating, rating_count = v.rating_count, comment_count = v.comment_count
          from unnest(${intArray(ids)}, ${`{${batch.map((p) => p.rating).join(',')}}`}::float8[],
            ${intArray(batch.map((p) => p.ratingCount))}, ${intArray(batch.map((p) => p.commentCount))})
            v(id, rating, rating_count, comment_count)
          where pf.prompt_id = v.id`);
      }
    });
    insertMs += performance.now() - t;
    inserted += rows.length;
    // Keeps PGlite's WAL (and so its memory) bounded; not part of the timed insert work.
    if (options.checkpoint) await db.execute(sql`checkpoint`);
    const now = performance.now();
    if (now - lastLog > 5_000 || inserted === n) {
      lastLog = now;
      const rate = inserted / (insertMs / 1000);
      const eta = (n - inserted) / rate;
      log(
        `  inserted ${inserted.toLocaleString('en')} / ${n.toLocaleString('en')} (${rate.toFixed(0)} prompts/s, ETA ${eta.toFixed(0)} s)`,
      );
    }
  };

  for await (const chunk of generatePrompts(n)) {
    pending.push(...chunk);
    if (pending.length >= TX_ROWS) {
      await flush(pending);
      pending = [];
    }
  }
  if (pending.length) await flush(pending);

  log('  analyze...');
  // As autovacuum (PostgreSQL) or the app's maintenance (PGlite) would soon do.
  await db.execute(VACUUM_COUNTERS);
  await db.execute(sql`analyze`);
  const totalMs = performance.now() - t0;
  return {
    prompts: inserted,
    insertMs,
    totalMs,
    promptsPerSec: inserted / (insertMs / 1000),
  };
}

/** The data set a large one (PostgreSQL only) is multiplied from: built as above. */
export const MULTIPLY_BASE = 100_000;

/**
 * Grows a database holding the MULTIPLY_BASE data set to n prompts inside PostgreSQL (no row
 * travels through JavaScript): every base prompt stays as it is, and n - MULTIPLY_BASE variants
 * are derived in SQL from pairs of base prompts `a` and `b`:
 *
 * - title: a's (50 %), "a: b" (35 %) or "a (vK)" (15 %); the head vector's title words (weight
 *   A) are a's, a's and b's, or a's and `vK`, exactly what searchDocument would give;
 * - tags and category: a's (60 %) or b's (40 %), with that prompt's label words (weight B);
 * - content, instructions, preview, format and length: a's, and so a's MinHash signature and
 *   LSH bands (the title changes them by a few hashes at most: the signature is of title and
 *   text, and the text dominates). Each text is thus stored about n / MULTIPLY_BASE times, as
 *   each LSH bucket holds about that many times more prompts at n: the duplicate check's
 *   candidate counts grow as they would on a site of n distinct prompts;
 * - search vector: a's (title, labels and text) with the new title and label words added;
 * - author (40 % one of the 500 bench users), created_at over the same two years, popularity,
 *   rating, rating count and comments drawn as metadata() draws them (seeded: setseed).
 *
 * The table is rebuilt in created_at order (ids follow creation time, as on a live site, so
 * the planner sees the same correlation as at 100,000), with the secondary indexes dropped
 * meanwhile and rebuilt after, triggers off (session_replication_role = replica) and the
 * tables they keep (prompt_stats, tag_counts, title_words) recomputed in one statement each.
 */
export async function multiplyDataset(
  db: Database,
  n: number,
  log: (line: string) => void,
): Promise<{ ms: number; steps: { step: string; ms: number }[] }> {
  const t0 = performance.now();
  const steps: { step: string; ms: number }[] = [];
  const step = async (name: string, statement: SQL | SQL[]) => {
    const t = performance.now();
    for (const s of Array.isArray(statement) ? statement : [statement]) await db.execute(s);
    const ms = performance.now() - t;
    steps.push({ step: name, ms });
    log(`  ${name}: ${(ms / 1000).toFixed(1)} s`);
  };
  const base = Number(
    ((await db.execute(sql`select count(*)::int as n from prompts`)).rows[0] as { n: number | string }).n,
  );
  if (base !== MULTIPLY_BASE)
    throw new Error(`multiplyDataset needs the ${MULTIPLY_BASE}-prompt data set, found ${base}`);
  const variants = n - base;
  const copies = Math.ceil(variants / base);
  const indexes = (
    await db.execute(
      sql`select indexname, indexdef from pg_indexes where tablename = 'prompts' and indexname <> 'prompts_pkey'`,
    )
  ).rows as { indexname: string; indexdef: string }[];

  // One session for all of it: settings and the seed must hold for every statement.
  await db.transaction(async (tx) => {
    const run = async (name: string, statement: SQL | SQL[]) => {
      const t = performance.now();
      for (const s of Array.isArray(statement) ? statement : [statement]) await tx.execute(s);
      const ms = performance.now() - t;
      steps.push({ step: name, ms });
      log(`  ${name}: ${(ms / 1000).toFixed(1)} s`);
    };
    await tx.execute(sql`set local session_replication_role = replica`);
    await tx.execute(sql`set local maintenance_work_mem = '1GB'`);
    await tx.execute(sql`set local work_mem = '256MB'`);
    await tx.execute(sql`set local synchronous_commit = off`);
    await run('copy the base prompts aside', [
      sql`create temp table bench_base on commit drop as
          select p.*, coalesce(s.popularity, 0) as popularity, coalesce(f.rating, 0) as rating,
            coalesce(f.rating_count, 0) as rating_count, coalesce(f.comment_count, 0) as comment_count,
            ts_filter(p.head_vector, '{a}') as title_words, ts_filter(p.head_vector, '{b}') as label_words,
            row_number() over (order by p.id) - 1 as i
          from prompts p left join prompt_stats s on s.prompt_id = p.id left join prompt_feedback f on f.prompt_id = p.id`,
      sql`create unique index on bench_base (id)`,
      sql`create unique index on bench_base (i)`,
      sql`analyze bench_base`,
    ]);
    await run('plan the rows (seeded)', [
      sql`select setseed(0.2024)`,
      // Narrow rows only: which base prompts each row is made of, and its metadata.
      sql`create temp table bench_plan on commit drop as
          select row_number() over (order by created_at, k, a_id) as seq, *
          from (
            select 0 as k, id as a_id, id as b_id, 0::float8 as title_kind, 0::float8 as label_kind,
              created_at, user_id, rating, rating_count, comment_count, popularity
            from bench_base
            union all
            select k, a.id, b.id, r.title_kind, r.label_kind,
              ${new Date(DATA_NOW).toISOString()}::timestamptz - r.age * interval '1 millisecond' * ${SPAN_MS},
              case when r.authored < 0.4 then 'bench-user-' || (1 + floor(r.who * ${USER_COUNT})::int) end,
              case when r.rated < 0.7 then round((1 + 4 * sqrt(r.stars))::numeric * 100) / 100 else 0 end,
              case when r.rated < 0.7 then 1 + floor(r.votes ^ 3 * 300)::int else 0 end,
              floor(r.talk ^ 4 * 60)::int,
              floor(r.views ^ 3 * 5001)::int
            from generate_series(1, ${copies}) k
              cross join bench_base a
              join bench_base b on b.i = (a.i * 7919 + k * 104729) % ${base}
              cross join lateral (select random() as title_kind, random() as label_kind, random() as age,
                random() as authored, random() as who, random() as rated, random() as stars, random() as votes,
                random() as talk, random() as views, a.id + k * 0 as same_row) r
            where (k - 1) * ${base} + a.i < ${variants}
          ) rows`,
      sql`create unique index on bench_plan (seq)`,
      sql`analyze bench_plan`,
    ]);
    await run(`drop ${indexes.length} secondary indexes, empty prompts`, [
      ...indexes.map((ix) => sql.raw(`drop index ${ix.indexname}`)),
      sql`truncate prompts restart identity cascade`,
      sql`truncate tag_counts, title_words`,
    ]);
    // A nested loop over the plan in seq order, so the rows are written in created_at order.
    await tx.execute(sql`set local enable_hashjoin = off`);
    await tx.execute(sql`set local enable_mergejoin = off`);
    await tx.execute(sql`set local enable_sort = off`);
    await run(
      `insert ${n.toLocaleString('en')} prompts`,
      sql`
      insert into prompts (id, title, content, instructions, category, tags, user_id, created_at, updated_at,
        version, search_vector, head_vector, minhash, lsh_bands,
        preview, format, content_length, source)
      select v.seq, v.title, a.content, a.instructions, l.category, l.tags, v.user_id, v.created_at, v.created_at,
        1,
        case when v.k = 0 then a.search_vector else strip(a.search_vector || v.words || l.label_words) end,
        case when v.k = 0 then a.head_vector else v.words || l.label_words end,
        a.minhash, a.lsh_bands, a.preview, a.format, a.content_length,
        case when v.k = 0 then a.source end
      from (
        select pl.*,
          case when pl.k = 0 or pl.title_kind < 0.5 then a.title
            when pl.title_kind < 0.85 then left(a.title || ': ' || b.title, 200)
            else a.title || ' (v' || (1 + pl.k % 9) || ')' end as title,
          case when pl.k = 0 or pl.title_kind < 0.5 then a.title_words
            when pl.title_kind < 0.85 then a.title_words || b.title_words
            else a.title_words || setweight(to_tsvector('simple', 'v' || (1 + pl.k % 9)), 'A') end as words
        from bench_plan pl join bench_base a on a.id = pl.a_id join bench_base b on b.id = pl.b_id
      ) v
      join bench_base a on a.id = v.a_id
      join bench_base l on l.id = case when v.k > 0 and v.label_kind < 0.4 then v.b_id else v.a_id end
      order by v.seq`,
    );
    await tx.execute(sql`reset enable_hashjoin`);
    await tx.execute(sql`reset enable_mergejoin`);
    await tx.execute(sql`reset enable_sort`);
    await run('sequence, prompt_stats, prompt_feedback, tag_counts, title_words', [
      sql`select setval(pg_get_serial_sequence('prompts', 'id'), (select max(id) from prompts))`,
      sql`insert into prompt_stats (prompt_id, popularity) select seq, popularity from bench_plan`,
      sql`insert into prompt_feedback (prompt_id, rating, rating_count, comment_count)
          select seq, rating, rating_count, comment_count from bench_plan`,
      sql`insert into tag_counts (tag, count)
          select t, count(*) from prompts p cross join lateral (select distinct unnest(p.tags) as t) x group by t`,
      sql`insert into title_words (word, prompts)
          select w, count(*) from prompts p, unnest(tsvector_to_array(ts_filter(p.head_vector, '{a}'))) w group by w`,
    ]);
    for (const ix of indexes) await run(`index ${ix.indexname}`, sql.raw(ix.indexdef));
  });
  await step('vacuum analyze', [sql`vacuum analyze prompts`, VACUUM_COUNTERS]);
  return { ms: performance.now() - t0, steps };
}
