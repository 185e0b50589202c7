import { getTableName, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { prompts, titleWords } from '../../db/schema';
import { decode, firstRowOf } from '../../db/typed-sql';
import type { QueryTerm } from '../../lib/search-query';

/**
 * What the search knows about how many prompts hold its words before it reads an index
 * (docs/decisions/022-search-at-a-million.md, 032-search-estimates.md): ANALYZE's statistics of
 * the search text, and the exact title word counts that title_words keeps.
 */

/** How long the statistics read by wordShares are kept. */
const WORD_SHARES_TTL_MS = 10 * 60 * 1000;

export type WordShares = {
  readAt: number;
  /** The number of prompts (pg_class.reltuples). */
  prompts: number;
  /** The most common words of the search text, sorted, each with the share of prompts holding it. */
  words: { word: string; share: number }[];
};
const wordSharesCache = new WeakMap<Database, WordShares>();

/**
 * The share of prompts whose text holds each of the most common words, from the statistics
 * ANALYZE keeps for the search vector (pg_stats: the most common elements of a sample of
 * 300 x 1,000 rows, migration 0007), and the number of prompts. Read at most every ten
 * minutes per database; empty before the first ANALYZE.
 */
export async function wordShares(db: Database): Promise<WordShares> {
  const cached = wordSharesCache.get(db);
  if (cached && Date.now() - cached.readAt < WORD_SHARES_TTL_MS) return cached;
  // pg_stats and pg_class are system views, outside the schema: a typed raw statement.
  const row = await firstRowOf(
    db,
    sql`select s.most_common_elems::text::text[] as words, s.most_common_elem_freqs::float8[] as shares,
        greatest(c.reltuples, 0)::float8 as prompts
      from pg_class c left join pg_stats s
        on s.schemaname = current_schema() and s.tablename = c.relname and s.attname = ${prompts.searchVector.name}
      where c.oid = to_regclass(${getTableName(prompts)})`,
    { words: decode.strings, shares: (v: unknown) => (Array.isArray(v) ? v.map(Number) : []), prompts: decode.number },
  );
  const words = (row?.words ?? []).map((word, i) => ({ word, share: row?.shares[i] ?? 0 }));
  words.sort((a, b) => (a.word < b.word ? -1 : a.word > b.word ? 1 : 0));
  const result = { readAt: Date.now(), prompts: row?.prompts ?? 0, words };
  wordSharesCache.set(db, result);
  return result;
}

/** The words a term's prefixes start (its stem, or the word being typed), without the tsquery quoting. */
const prefixesOf = (t: QueryTerm) => [
  ...new Set([t.prefix, t.stem].filter((s): s is string => s !== null).map((s) => s.replace(/^'(.*)':\*$/, '$1'))),
];

/** The first index of `words` whose word is `word` or sorts after it. */
function lowerBound(words: WordShares['words'], word: string): number {
  let lo = 0;
  let hi = words.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (words[mid]!.word < word) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * About how many prompts' texts hold every query word (the word, or a word its prefixes start),
 * from the statistics alone: the share of a term is that of holding any of its common forms
 * (1 - the product of 1 - share), and the terms are taken as independent. 0 when a word is not
 * among the common ones. Words asked for together are mostly found together, so this rarely
 * overestimates by much; it is used only with a wide margin (COMMON_WORD_MATCHES).
 */
export function estimatedTextMatches(stats: WordShares, terms: QueryTerm[]): number {
  if (!terms.length) return 0;
  let share = 1;
  for (const t of terms) {
    const forms = new Map<string, number>();
    const starts = [{ start: t.token, whole: true }, ...prefixesOf(t).map((start) => ({ start, whole: false }))];
    for (const { start, whole } of starts) {
      for (let i = lowerBound(stats.words, start); i < stats.words.length; i++) {
        const w = stats.words[i]!;
        if (whole ? w.word !== start : !w.word.startsWith(start)) break;
        forms.set(w.word, w.share);
      }
    }
    let none = 1;
    for (const s of forms.values()) none *= 1 - Math.min(1, Math.max(0, s));
    share *= 1 - none;
  }
  return share * stats.prompts;
}

/** A search whose words the statistics show in this many prompts or more is not counted. */
export const COMMON_WORD_MATCHES = 20_000;

/**
 * Whether a search without filters certainly matches more prompts than it would count: by the
 * statistics, COMMON_WORD_MATCHES or more prompts hold its words (twenty times the count's
 * limit). Such a search is neither counted (counting 400,000 matches of "code" at 1,000,000
 * prompts reads them all from the index; "react comp" gathers every word starting with "comp")
 * nor read from the GIN index: its newest matches are found by walking the date index.
 */
export async function holdsCommonWords(db: Database, terms: QueryTerm[], filters: unknown[]): Promise<boolean> {
  if (!terms.length || filters.length > 0) return false;
  return estimatedTextMatches(await wordShares(db), terms) >= COMMON_WORD_MATCHES;
}

/**
 * For each query word, the most titles holding one of its forms: the word, a word its prefixes
 * start, or one of `similar` (typos of it, numbered from 1 as the terms). Exact counts
 * (title_words, kept by triggers), read through its trigram index: so the titles and tags
 * matching the word are at least that many.
 */
export async function titleCounts(
  db: Database,
  terms: QueryTerm[],
  similar: { token: number; word: string }[],
): Promise<number[]> {
  if (!terms.length) return [];
  const word = titleWords.word;
  const columns = terms.map((t, i) => {
    const words = [t.token, ...similar.filter((w) => w.token === i + 1).map((w) => w.word)];
    const prefixes = prefixesOf(t).map((prefix) => sql`${word} like ${prefix.replace(/[\\%_]/g, '\\$&') + '%'}`);
    return sql`(select coalesce(max(${titleWords.prompts}), 0)::int from ${titleWords}
      where ${word} = any(${sql.param(words)}::text[]) ${prefixes.length ? sql`or ${sql.join(prefixes, sql` or `)}` : sql``}) as ${sql.identifier(`t${i}`)}`;
  });
  const row = await firstRowOf(
    db,
    sql`select ${sql.join(columns, sql`, `)}`,
    Object.fromEntries(terms.map((_, i) => [`t${i}`, decode.number])),
  );
  return terms.map((_, i) => (row?.[`t${i}`] as number | undefined) ?? 0);
}
