import { desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { prompts } from '../../db/schema';
import { AppError } from '../../errors';
import { BATCH_SIZE, DEFAULT_SORT, DUPLICATE_SIMILARITY, type SortId } from '../../../shared/constants';
import type { Prompt, PromptPage, SimilarPrompt } from '../../../shared/schemas';
import { normalizeText } from '../../lib/search-text';
import { alternativesOf, anyOf, queryTerms, transpositions, type QueryTerm } from '../../lib/search-query';
import { estimateSimilarity, lshBands, minhashSignature, similarityText } from '../../lib/minhash';
import { decodeCursor, encodeCursor, int4CursorValue, invalidCursor, type CursorValue } from './cursor';
import { intArray, textArray, toPrompt, toSummary } from './prompt-rows';
import { deriveIndexedValues, derivedColumns } from './indexing';
import {
  PROMPTS_P,
  PROMPT_FEEDBACK_PF,
  PROMPT_STATS_PS,
  RATING,
  TITLE_WORDS,
  p,
  pageNumber,
  pf,
  preparedStatements,
  ps,
  summariesOf,
  type SummaryRow,
} from './prompts.queries';
import { decode, firstRowOf, rowsOf } from '../../db/typed-sql';
import { holdsCommonWords, titleCounts } from './search-stats';
import { promptStats, titleWords } from '../../db/schema';

export type SearchPromptsInput = {
  query?: string;
  category?: string;
  sort?: SortId;
  minRating?: number;
  tags?: string[];
  cursor?: string;
  limit?: number;
  /** Only this author's prompts (My Prompts). */
  userId?: string;
};

/** A page's row: a summary, and the relevance score when the page is Best Match's. */
type PageRow = SummaryRow & { score?: number };

type SortSpec = {
  column: SQL;
  direction: 'asc' | 'desc';
  toCursor: (row: PageRow) => number;
  fromCursor: (v: number) => SQL;
  /** A table the sort key comes from, joined to `prompts p`. */
  join?: SQL;
  /** The prompt id as the sort's index holds it (the tie-break and the cursor's second key). */
  id?: SQL;
};

const SORTS: Record<Exclude<SortId, 'relevance'>, SortSpec> = {
  newest: {
    column: sql`${p.createdAt}`,
    direction: 'desc',
    toCursor: (r) => r.createdAt.getTime(),
    fromCursor: (v) => sql`${new Date(v).toISOString()}::timestamptz`,
  },
  oldest: {
    column: sql`${p.createdAt}`,
    direction: 'asc',
    toCursor: (r) => r.createdAt.getTime(),
    fromCursor: (v) => sql`${new Date(v).toISOString()}::timestamptz`,
  },
  // Walks prompt_stats' index and joins each prompt (popularity has its own table: decision 012).
  'most-popular': {
    column: sql`${ps.popularity}`,
    join: sql`join ${PROMPT_STATS_PS} on ${ps.promptId} = ${p.id}`,
    id: sql`${ps.promptId}`,
    direction: 'desc',
    toCursor: (r) => r.popularity,
    fromCursor: (v) => sql`${int4CursorValue(v)}::int`,
  },
  // Walks prompt_feedback's index and joins each prompt (decision 035).
  'highest-rated': {
    column: sql`${pf.rating}`,
    join: sql`join ${PROMPT_FEEDBACK_PF} on ${pf.promptId} = ${p.id}`,
    id: sql`${pf.promptId}`,
    direction: 'desc',
    toCursor: (r) => r.rating,
    fromCursor: (v) => sql`${v}::float8`,
  },
};

/** Up to this many matches are counted exactly; beyond it the page says "1,000+". */
export const COUNT_LIMIT = 1000;

/**
 * One page of prompts for the browse screen: search, every filter and every sort combine,
 * and pages follow each other by keyset cursor (stable when new prompts arrive). The first
 * page (no cursor) also carries how many prompts match, counted up to COUNT_LIMIT.
 */
export async function searchPrompts(db: Database, input: SearchPromptsInput): Promise<PromptPage> {
  const limit = input.limit ?? BATCH_SIZE;
  const where: SQL[] = [];
  if (input.userId) where.push(sql`${p.userId} = ${input.userId}`);
  if (input.category) where.push(sql`${p.category} = ${input.category}`);
  if (input.minRating && input.minRating > 0) where.push(sql`${RATING} >= ${input.minRating}`);
  if (input.tags?.length) where.push(sql`${p.tags} @> ${textArray(input.tags)}`);

  const rawQuery = input.query?.trim() ?? '';
  const terms = rawQuery ? queryTerms(rawQuery) : [];
  const filters = [...where];
  let sort: SortId = input.sort ?? DEFAULT_SORT;
  if (sort === 'relevance' && terms.length === 0) sort = DEFAULT_SORT;
  let plan: SearchPlan | null = null;
  /** What the count counts (Best Match: title/tag matches and text matches). */
  let matching: SQL | null = null;
  /** How many prompts the search matches, when it was counted before the page. */
  let counted: { count: number; exact: boolean } | null = null;
  /** Best Match: how many prompts' texts hold the words. */
  let textCount: { count: number; exact: boolean } | null = null;
  if (rawQuery) {
    if (terms.length) {
      const body = bodyQuery(terms);
      const exact = sql`${p.searchVector} @@ to_tsquery('simple', ${body})`;
      if (sort === 'relevance') {
        plan = await searchPlan(db, terms);
        matching = sql`(${p.headVector} @@ to_tsquery('simple', ${plan.relaxed}) or ${exact})`;
        textCount = await countText(db, where, terms, exact);
        if (!textCount.exact || manyTitleMatches(plan, where)) counted = { count: COUNT_LIMIT, exact: false };
      } else {
        // Typo tolerance applies when no prompt holds the words: OR-ing the title match into
        // every search would make PostgreSQL recheck both conditions on every matching row,
        // reading each long document (seconds for a common word at 100,000 prompts).
        // Counted first (through the GIN index, at most COUNT_LIMIT + 1 rows): a `limit 1`
        // probe let PostgreSQL scan every prompt when nothing matched (a typo), and the count
        // tells the page below how to read a rare word's few matches.
        counted = await countText(db, where, terms, exact);
        if (counted.count > 0) where.push(exact);
        else {
          plan = await searchPlan(db, terms);
          const typo = sql`${p.headVector} @@ to_tsquery('simple', ${plan.head})`;
          counted = manyTitleMatches(plan, where)
            ? { count: COUNT_LIMIT, exact: false }
            : await countSearchMatches(db, [...where, typo]);
          where.push(typo);
        }
      }
    } else {
      // Only punctuation or symbols: match them literally in the title.
      const text = normalizeText(rawQuery);
      where.push(sql`lower(${p.title}) like ${'%' + text.replace(/[\\%_]/g, '\\$&') + '%'}`);
    }
  }

  const cursor = input.cursor ? decodeCursor(input.cursor) : null;

  let rows: PageRow[];
  if (sort === 'relevance') {
    rows = await relevancePage(db, filters, terms, plan!, textCount!.exact, cursor, limit);
  } else if (sort === 'newest' && !cursor && where.length === 0) {
    // The home page's request: a prepared statement (prompts.queries.ts).
    rows = await preparedStatements(db).newestFirstPage.execute({ limit: limit + 1 });
  } else {
    const spec = SORTS[sort];
    const id = spec.id ?? sql`${p.id}`;
    const conditions = [...where];
    if (cursor) {
      const op = spec.direction === 'desc' ? sql`<` : sql`>`;
      // Both keys from one index, so the cursor is an index condition, not a filter.
      conditions.push(sql`(${spec.column}, ${id}) ${op} (${spec.fromCursor(cursor[0])}, ${cursor[1]})`);
    }
    const dir = spec.direction === 'desc' ? sql`desc` : sql`asc`;
    // A search with few matches (counted above: at most COUNT_LIMIT) reads them from the GIN
    // index and sorts them; walking the sort's index and testing each prompt would read most of
    // the table for a rare word (PostgreSQL misjudges how rare a prefix query is).
    const fromMatches = counted?.exact === true;
    const pageConditions = fromMatches ? conditions.slice(where.length) : conditions;
    const from = fromMatches
      ? sql`(with matches as materialized (
              select ${p.id} as id from ${PROMPTS_P} where ${sql.join(where, sql` and `)}
            ) select p.* from matches m join ${PROMPTS_P} on ${p.id} = m.id) p`
      : PROMPTS_P;
    // Pick the page's ids first, then read the columns of those rows only (summariesOf).
    rows = await summariesOf(
      db,
      sql`select ${p.id}, ${spec.column} as sort_key from ${from} ${spec.join ?? sql``}
        ${pageConditions.length ? sql`where ${sql.join(pageConditions, sql` and `)}` : sql``}
        order by ${spec.column} ${dir}, ${id} ${dir}
        limit ${limit + 1}`,
    ).orderBy(sql`page.sort_key ${dir}`, sql`${p.id} ${dir}`);
  }

  const hasMore = rows.length > limit;
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  let nextCursor: string | null = null;
  if (hasMore && last) {
    const key = sort === 'relevance' ? last.score! : SORTS[sort].toCursor(last);
    nextCursor = encodeCursor([key, last.id]);
  }
  const result: PromptPage = { items: page.map(toSummary), nextCursor };
  if (!cursor) {
    // Small result sets need no count query: the page holds them all.
    result.total = !hasMore
      ? { count: page.length, exact: true }
      : (counted ?? (matching ? await countSearchMatches(db, [...filters, matching]) : await countMatches(db, where)));
  }
  return result;
}

/**
 * Runs `read` with sequential scans of prompts ruled out: for statements that must read a search
 * index (docs/decisions/022-search-at-a-million.md). With many estimated matches PostgreSQL
 * reads the table instead and stops once enough rows match: a text search then decompresses
 * the stored search vector of every prompt it passes (30,000 of them, over a second, for a
 * two-word query at 1,000,000 prompts), and all of them when the estimate was wrong (a rare
 * prefix query is estimated at 0.5 % of the rows). The index's bitmap needs no vector at all,
 * and the work memory keeps it exact (a lossy bitmap rechecks every row of its pages).
 */
function fromSearchIndex<T>(db: Database, read: (tx: Database) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    // Both as `set local` (is_local = true), in one statement: one round trip less per search.
    await tx.execute(sql`select set_config('enable_seqscan', 'off', true), set_config('work_mem', '32MB', true)`);
    return read(tx as unknown as Database);
  });
}

/**
 * How many prompts match, reading at most COUNT_LIMIT + 1 of them: exact up to the limit,
 * "more than COUNT_LIMIT" beyond (never a count of a million rows per keystroke).
 */
async function countMatches(db: Database, conditions: SQL[]): Promise<{ count: number; exact: boolean }> {
  const row = await firstRowOf(
    db,
    sql`select count(*)::int as n from (
      select 1 from ${PROMPTS_P} ${conditions.length ? sql`where ${sql.join(conditions, sql` and `)}` : sql``}
      limit ${COUNT_LIMIT + 1}
    ) matches`,
    { n: decode.number },
  );
  const n = row?.n ?? 0;
  return n > COUNT_LIMIT ? { count: COUNT_LIMIT, exact: false } : { count: n, exact: true };
}

/** countMatches of a text search, counted from the search indexes (fromSearchIndex). */
const countSearchMatches = (db: Database, conditions: SQL[]) =>
  fromSearchIndex(db, (tx) => countMatches(tx, conditions));

/**
 * How many prompts' texts hold the query's words (`match`: each word or another form of it),
 * counted up to COUNT_LIMIT as cheaply as the statistics and the index allow:
 * - words the statistics show in many prompts (holdsCommonWords) are not counted: "1,000+";
 * - for several words, the prompts holding them all as typed are counted first: a GIN lookup of
 *   exact words skips through their posting lists, while a prefix (the other forms, the word
 *   being typed) first gathers every prompt holding any word it starts ("plan" gives plans,
 *   planning, planet…). When more than COUNT_LIMIT hold the typed words, more than that match;
 * - otherwise the matches themselves are counted.
 */
async function countText(
  db: Database,
  filters: SQL[],
  terms: QueryTerm[],
  match: SQL,
): Promise<{ count: number; exact: boolean }> {
  if (await holdsCommonWords(db, terms, filters)) return { count: COUNT_LIMIT, exact: false };
  if (terms.length > 1 && terms.some((t) => t.prefix || t.stem)) {
    const typed = sql`${p.searchVector} @@ to_tsquery('simple', ${terms.map((t) => t.exact).join(' & ')})`;
    const atLeast = await countSearchMatches(db, [...filters, typed]);
    if (!atLeast.exact) return atLeast;
  }
  return countSearchMatches(db, [...filters, match]);
}

/** The summaries of a Best Match page (`ids` selects id and score), best first. */
const scoredPage = (db: Database, ids: SQL) =>
  summariesOf(db, ids, { score: pageNumber('score') }).orderBy(sql`page.score desc`, desc(p.id));

/** A prompt's text must hold every query word: the word, or another form of it (its stem as a prefix). */
function bodyQuery(terms: QueryTerm[]): string {
  return terms.map((t) => anyOf(alternativesOf(t))).join(' & ');
}

type SearchPlan = {
  /** Title/tag query: every word, or a form of it, or a title word close to it (typos). */
  head: string;
  /** The same with one word allowed to be missing (two or more words): the ranked candidates. */
  relaxed: string;
  similar: SimilarWord[];
  /** For each word, the most titles holding one of its forms or typos (titleCounts). */
  titles: number[];
};

async function searchPlan(db: Database, terms: QueryTerm[]): Promise<SearchPlan> {
  const similar = await similarTitleWords(db, terms);
  const titles = await titleCounts(db, terms, similar);
  const alternatives = terms.map((t, i) =>
    anyOf([...alternativesOf(t), ...similar.filter((w) => w.token === i + 1).map((w) => `'${w.word}'`)]),
  );
  const head = alternatives.join(' & ');
  let relaxed = head;
  if (alternatives.length >= 2 && alternatives.length <= MAX_RELAXED_TERMS) {
    relaxed = alternatives.map((_, skip) => `(${alternatives.filter((__, i) => i !== skip).join(' & ')})`).join(' | ');
  }
  return { head, relaxed, similar, titles };
}

/**
 * Whether a one-word search without filters certainly has more than COUNT_LIMIT title/tag
 * matches: a title word among its forms or typos is held by more titles than that.
 */
const manyTitleMatches = (plan: SearchPlan, filters: SQL[]) =>
  filters.length === 0 && plan.titles.length === 1 && plan.titles[0]! > COUNT_LIMIT;

/** Queries of more words require them all in a title (the relaxed form grows as words squared). */
const MAX_RELAXED_TERMS = 5;

/** How many title/tag matches Best Match ranks (docs/decisions/003-search.md, 017). */
export const RANKED_CANDIDATES = 300;

/**
 * Best Match, in two tiers so that ranking never reads every matching document:
 * 1. the prompts whose title or tags hold the words (the small `head_vector`, its own GIN
 *    index; one word may be missing when the query has several; a word may be another form of
 *    the query's or a typo of it), the 300 newest of those holding every word first, ranked
 *    by how well the title matches: score 1 + quality (docs/decisions/017-search-relevance.md);
 * 2. every other prompt whose text holds the words, newest first: score = creation time
 *    scaled into (0, 1).
 * One number orders both tiers, so a single keyset cursor pages through them.
 */
async function relevancePage(
  db: Database,
  filters: SQL[],
  terms: QueryTerm[],
  plan: SearchPlan,
  fewTextMatches: boolean,
  cursor: CursorValue | null,
  limit: number,
): Promise<PageRow[]> {
  // Scores are positive (a time after 1970 scaled into (0, 1), or 1 + quality).
  if (cursor && cursor[0] <= 0) throw invalidCursor();
  const and = (conditions: SQL[]) => sql.join(conditions, sql` and `);
  const after = cursor ? sql`(score, id) < (${cursor[0]}::float8, ${cursor[1]})` : sql`true`;
  const rows: PageRow[] = [];
  // The ranked candidates: the newest title/tag matches holding every word, then (one word
  // missing) the newest of the others.
  const headQuery = sql`${p.headVector} @@ to_tsquery('simple', ${plan.head})`;
  // When every word has a form that more than SORTED_MATCHES titles hold (title_words), there
  // are likely more title/tag matches than that: the candidates come from the newest prompts
  // straight away (and from all matches when too few of those are among them).
  const common = plan.titles.every((n) => n > SORTED_MATCHES);
  const ids = await newestMatches(db, filters, headQuery, RANKED_CANDIDATES, common);
  if (plan.relaxed !== plan.head && ids.length < RANKED_CANDIDATES) {
    const relaxedOnly = sql`${p.headVector} @@ to_tsquery('simple', ${plan.relaxed}) and not ${headQuery}`;
    ids.push(...(await newestMatches(db, filters, relaxedOnly, RANKED_CANDIDATES - ids.length)));
  }
  const candidates = intArray(ids);

  if (ids.length > 0 && (!cursor || cursor[0] >= 1)) {
    const head = await scoredPage(
      db,
      sql`select id, score from (
            select ${p.id}, ${titleQuality(terms, plan.similar)} as score from ${PROMPTS_P} where ${p.id} = any(${candidates})
          ) ranked where ${after} order by score desc, id desc limit ${limit + 1}`,
    );
    rows.push(...head);
  }
  if (rows.length <= limit) {
    // Creation time in ms over 1e13 is below 1 until the year 2286.
    const timeScore = sql`(extract(epoch from ${p.createdAt}) * 1000 / 1e13)::float8`;
    const bodyCursor =
      cursor && cursor[0] < 1
        ? sql`(${p.createdAt}, ${p.id}) < (${new Date(Math.round(cursor[0] * 1e13)).toISOString()}::timestamptz, ${cursor[1]})`
        : sql`true`;
    const bodyMatch = sql`${p.searchVector} @@ to_tsquery('simple', ${bodyQuery(terms)})`;
    // As the newest-first search does: a text query with few matches (countText) reads them
    // from the GIN index and sorts them, instead of walking the date index and
    // testing prompts until enough match (all of them, for a word no text holds).
    const few = fewTextMatches;
    const from = few
      ? sql`(with matches as materialized (
              select ${p.id} as id from ${PROMPTS_P} where ${and([...filters, bodyMatch])}
            ) select p.* from matches m join ${PROMPTS_P} on ${p.id} = m.id) p`
      : PROMPTS_P;
    const conditions = few ? [] : [...filters, bodyMatch];
    const body = await scoredPage(
      db,
      sql`select ${p.id}, ${timeScore} as score from ${from}
          where ${and([...conditions, sql`${p.id} <> all(${candidates})`, bodyCursor])}
          order by ${p.createdAt} desc, ${p.id} desc limit ${limit + 1 - rows.length}`,
    );
    rows.push(...body);
  }
  return rows;
}

/** Up to this many matches of a title/tag query are read from its GIN index and sorted by date. */
export const SORTED_MATCHES = 2000;
/** A more common query is looked for among this many newest prompts (walking the date index). */
export const RECENT_WINDOW = 40_000;

/**
 * The ids of the `limit` newest prompts that pass `filters` and hold `match` (a title/tag
 * query), newest first, reading a bounded number of rows whatever the number of prompts
 * (docs/decisions/022-search-at-a-million.md):
 * 1. up to SORTED_MATCHES matches from the GIN index (a materialized CTE, so the limit stops
 *    the index scan; the rows come in table order), sorted by date: all of them for a rare query;
 * 2. a query with more matches is common: its newest matches are among the RECENT_WINDOW
 *    newest prompts that pass the filters, read from a date index (the inner query has no match
 *    condition, so the planner walks that index instead of reading every match and sorting them);
 * 3. a query between the two (fewer than `limit` matches in the window) reads every match
 *    from the GIN index and sorts them, as step 1 without the limit.
 * Every step orders by (created_at, id) descending: the same ids as sorting every match.
 */
async function newestMatches(
  db: Database,
  filters: SQL[],
  match: SQL,
  limit: number,
  /** Known to have more than SORTED_MATCHES matches: step 1 is skipped. */
  common = false,
): Promise<number[]> {
  const where = sql.join([...filters, match], sql` and `);
  const sorted = (bounded: boolean) =>
    fromSearchIndex(db, (tx) =>
      rowsOf(
        tx,
        sql`with matches as materialized (
          select ${p.id}, ${p.createdAt} from ${PROMPTS_P} where ${where}
        ), bounded as (
          select id, created_at from matches ${bounded ? sql`limit ${SORTED_MATCHES + 1}` : sql``}
        )
        select id, (select count(*) from bounded) as n from bounded order by created_at desc, id desc limit ${limit}`,
        { id: decode.number, n: decode.number },
      ),
    );
  if (!common) {
    const first = await sorted(true);
    if (first.length === 0 || first[0]!.n <= SORTED_MATCHES) return first.map((r) => r.id);
  }
  const recent = await rowsOf(
    db,
    sql`select id from (
        select ${p.id}, ${p.createdAt}, ${p.headVector} from ${PROMPTS_P}
        ${filters.length ? sql`where ${sql.join(filters, sql` and `)}` : sql``}
        order by ${p.createdAt} desc, ${p.id} desc limit ${RECENT_WINDOW}
      ) p where ${match} order by created_at desc, id desc limit ${limit}`,
    { id: decode.number },
  );
  if (recent.length === limit) return recent.map((r) => r.id);
  return (await sorted(false)).map((r) => r.id);
}

/**
 * Best Match's score of a title/tag match: 1 + the average over query words of how the title
 * holds the word (1 as typed, 0.95 as the start of a word being typed, 0.9 another form, up to 0.85 a typo by similarity, 0.5 only in
 * tags or category, 0 missing) + up to 0.25 for a title made of little else than the query's
 * words ("Etymologist" before "Etymology of Names in Ancient Texts"). Rounded so that equal
 * scores tie exactly (and come newest first).
 */
function titleQuality(terms: QueryTerm[], similar: SimilarWord[]): SQL {
  const title = sql`ts_filter(${p.headVector}, '{a}')`;
  const perTerm = terms.map((t, i) => {
    const words = similar.filter((w) => w.token === i + 1);
    const fuzzy = words.length
      ? sql`when ${TITLE_WORDS} && ${sql.param(words.map((w) => w.word))}::text[] then greatest(${sql.join(
          words.map(
            (w) =>
              sql`case when ${w.word}::text = any(${TITLE_WORDS}) then ${Math.min(0.85, w.similarity * 0.85)}::float8 end`,
          ),
          sql`, `,
        )})`
      : sql``;
    const all = anyOf([...alternativesOf(t), ...words.map((w) => `'${w.word}'`)]);
    return sql`(case when ${title} @@ to_tsquery('simple', ${t.exact}) then 1
      ${t.prefix ? sql`when ${title} @@ to_tsquery('simple', ${t.prefix}) then 0.95` : sql``}
      ${t.stem ? sql`when ${title} @@ to_tsquery('simple', ${t.stem}) then 0.9` : sql``}
      ${fuzzy}
      when ${p.headVector} @@ to_tsquery('simple', ${all}) then 0.5 else 0 end)`;
  });
  const coverage = sql`(${sql.join(perTerm, sql` + `)}) / ${terms.length}`;
  const brevity = sql`0.25 * least(1, ${terms.length}::float8 / greatest(1, length(${title})))`;
  return sql`(1 + round((${coverage} + ${brevity})::numeric, 6))::float8`;
}

/** A query word stands for at most this many title words (the closest ones). */
export const SIMILAR_WORDS = 20;

type SimilarWord = { token: number; word: string; similarity: number };

/**
 * For each query word (numbered from 1) that can be mistyped, the title words at trigram word
 * similarity 0.5 or more (`<%`, pg_trgm.word_similarity_threshold: src/server/db/client.ts),
 * closest first, and those one swap of adjacent letters away ("pyhton": similarity 0.43 to
 * "python", counted as 0.95): a lookup in the small title_words table (a few thousand words)
 * instead of a trigram match on every title. None for a word that some title holds as typed.
 */
async function similarTitleWords(db: Database, terms: QueryTerm[]): Promise<SimilarWord[]> {
  // One branch per query word, each word a plain parameter: the planner sees its value and
  // picks the trigram index (through a lateral join over the words it estimated blind).
  const word = titleWords.word;
  const branches = terms.flatMap((t, i) => {
    if (!t.fuzzy) return [];
    const swaps = transpositions(t.token);
    return [
      sql`(select ${i + 1}::int as token, ${word}, word_similarity(${t.token}, ${word}) as similarity from ${titleWords}
        where ${t.token} <% ${word} and ${word} <> ${t.token} order by similarity desc, ${word} limit ${SIMILAR_WORDS})`,
      ...(swaps.length
        ? [
            sql`(select ${i + 1}::int as token, ${word}, 0.95::float8 as similarity from ${titleWords} where ${word} = any(${sql.param(swaps)}::text[]))`,
          ]
        : []),
      sql`(select ${i + 1}::int as token, ${word}, 1::float8 as similarity from ${titleWords} where ${word} = ${t.token})`,
    ];
  });
  if (!branches.length) return [];
  const rows: SimilarWord[] = await rowsOf(db, sql.join(branches, sql` union all `), {
    token: decode.number,
    word: titleWords.word,
    similarity: decode.number,
  });
  // A word some title holds as typed is no typo: its neighbours ("journey" for "midjourney")
  // would only push text matches of the word itself down.
  const titleWordsAsTyped = new Set(rows.filter((w) => w.word === terms[w.token - 1]!.token).map((w) => w.token));
  const best = new Map<string, SimilarWord>();
  for (const w of rows) {
    if (titleWordsAsTyped.has(w.token)) continue;
    const key = `${w.token} ${w.word}`;
    if ((best.get(key)?.similarity ?? -1) < w.similarity) best.set(key, w);
  }
  return [...best.values()];
}

export async function getPromptById(db: Database, id: number): Promise<Prompt> {
  const [row] = await preparedStatements(db).promptById.execute({ id });
  if (!row) throw new AppError('not_found', `Prompt ${id} was not found`);
  return toPrompt(row);
}

/** Opening a prompt raises its popularity by 1. Returns false when there is no such prompt. */
export async function recordPromptView(db: Database, id: number): Promise<boolean> {
  const updated = await db
    .update(promptStats)
    .set({ popularity: sql`${promptStats.popularity} + 1` })
    .where(eq(promptStats.promptId, id))
    .returning({ promptId: promptStats.promptId });
  return updated.length > 0;
}

export type NewPrompt = {
  title: string;
  content: string;
  instructions?: string | null;
  category: string;
  tags: string[];
  userId?: string | null;
  createdAt?: Date;
};

export async function createPrompt(db: Database, input: NewPrompt): Promise<Prompt> {
  // Derived off the event loop for a long text (indexing.ts), before the statement.
  const derived = derivedColumns(await deriveIndexedValues(input));
  const [row] = await db
    .insert(prompts)
    .values({
      title: input.title,
      content: input.content,
      instructions: input.instructions?.trim() ? input.instructions : null,
      category: input.category,
      tags: input.tags,
      userId: input.userId ?? null,
      ...(input.createdAt ? { createdAt: input.createdAt, updatedAt: input.createdAt } : {}),
      ...derived,
    })
    .returning({ id: prompts.id });
  return getPromptById(db, row!.id);
}

/** The duplicate check reads at most this many prompts of each LSH bucket (band value). */
export const BUCKET_CANDIDATES = 50;
/** The duplicate check compares the signatures of at most this many candidates. */
export const SCORED_CANDIDATES = 50;

/**
 * The most similar existing prompt at or above the 0.8 threshold, or null. Candidates come
 * from the LSH band index; only their signatures are compared, never every prompt.
 *
 * Each of the 32 bands brings at most BUCKET_CANDIDATES prompts of its bucket (the oldest, in
 * table order), and the candidates sharing the most bands are scored: a true near-duplicate
 * shares about 13 of the 32 bands (0.8^4 each), while a common boilerplate paragraph puts
 * thousands of prompts in one or two buckets, which were all read and ranked before
 * (docs/decisions/022-search-at-a-million.md). A text stored many times fills its buckets
 * with its own copies, which then share every band and still rank first.
 */
export async function findSimilarPrompt(
  db: Database,
  input: { title?: string; content: string },
): Promise<SimilarPrompt | null> {
  const signature = minhashSignature(similarityText(input.title ?? '', input.content));
  const bands = [...new Set(lshBands(signature))];
  // One branch per band, each a plain parameter: the planner sees the value and reads the GIN
  // index (a band from a lateral join would be estimated blind).
  const perBand = bands.map(
    (band) =>
      sql`(select ${p.id} from ${PROMPTS_P} where ${p.lshBands} && array[${band}::int4] limit ${BUCKET_CANDIDATES})`,
  );
  const candidates = await rowsOf(
    db,
    sql`select ${p.id}, ${p.title}, ${p.minhash} from (
        select id, count(*) as shared from (${sql.join(perBand, sql` union all `)}) bucket
        group by id order by shared desc, id limit ${SCORED_CANDIDATES}
      ) best join ${PROMPTS_P} on ${p.id} = best.id
      order by best.shared desc, ${p.id}`,
    { id: p.id, title: p.title, minhash: p.minhash },
  );
  let best: SimilarPrompt | null = null;
  for (const row of candidates) {
    const similarity = estimateSimilarity(signature, row.minhash);
    if (similarity >= DUPLICATE_SIMILARITY && (!best || similarity > best.similarity)) {
      best = { id: row.id, title: row.title, similarity };
    }
  }
  return best;
}
