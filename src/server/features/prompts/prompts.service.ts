import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { prompts } from '../../db/schema';
import { AppError } from '../../errors';
import { BATCH_SIZE, DEFAULT_SORT, DUPLICATE_SIMILARITY, type SortId } from '../../../shared/constants';
import type { Prompt, PromptPage, SimilarPrompt } from '../../../shared/schemas';
import { searchQuery, normalizeText, tokenize } from '../../lib/search-text';
import { estimateSimilarity, lshBands, minhashSignature, similarityText } from '../../lib/minhash';
import { decodeCursor, encodeCursor, int4CursorValue, invalidCursor, type CursorValue } from './cursor';
import {
  DETAIL_COLUMNS,
  SUMMARY_COLUMNS,
  indexedColumns,
  intArray,
  textArray,
  toPrompt,
  toSummary,
  type Row,
} from './prompt-rows';

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

type SortSpec = {
  column: SQL;
  direction: 'asc' | 'desc';
  toCursor: (row: Row) => number;
  fromCursor: (v: number) => SQL;
  /** A table the sort key comes from, joined to `prompts p`. */
  join?: SQL;
  /** The prompt id as the sort's index holds it (the tie-break and the cursor's second key). */
  id?: SQL;
};

const ms = (v: unknown) => (v instanceof Date ? v : new Date(String(v))).getTime();

const SORTS: Record<Exclude<SortId, 'relevance'>, SortSpec> = {
  newest: { column: sql`p.created_at`, direction: 'desc', toCursor: (r) => ms(r.created_at), fromCursor: (v) => sql`${new Date(v).toISOString()}::timestamptz` },
  oldest: { column: sql`p.created_at`, direction: 'asc', toCursor: (r) => ms(r.created_at), fromCursor: (v) => sql`${new Date(v).toISOString()}::timestamptz` },
  // Walks prompt_stats' index and joins each prompt (popularity has its own table: decision 012).
  'most-popular': { column: sql`ps.popularity`, join: sql`join prompt_stats ps on ps.prompt_id = p.id`, id: sql`ps.prompt_id`, direction: 'desc', toCursor: (r) => Number(r.popularity), fromCursor: (v) => sql`${int4CursorValue(v)}::int` },
  'highest-rated': { column: sql`p.rating`, direction: 'desc', toCursor: (r) => Number(r.rating), fromCursor: (v) => sql`${v}::float8` },
};

/**
 * One page of prompts for the browse screen: search, every filter and every sort combine,
 * and pages follow each other by keyset cursor (stable when new prompts arrive).
 */
export async function searchPrompts(db: Database, input: SearchPromptsInput): Promise<PromptPage> {
  const limit = input.limit ?? BATCH_SIZE;
  const where: SQL[] = [];
  if (input.userId) where.push(sql`p.user_id = ${input.userId}`);
  if (input.category) where.push(sql`p.category = ${input.category}`);
  if (input.minRating && input.minRating > 0) where.push(sql`p.rating >= ${input.minRating}`);
  if (input.tags?.length) where.push(sql`p.tags @> ${textArray(input.tags)}`);

  const rawQuery = input.query?.trim() ?? '';
  const tsquery = rawQuery ? searchQuery(rawQuery) : null;
  const fuzzyText = normalizeText(rawQuery);
  const filters = [...where];
  let mode: 'exact' | 'fuzzy' | null = null;
  let similar: SimilarWord[] = [];
  if (rawQuery) {
    if (tsquery) {
      const exact = sql`p.search_vector @@ to_tsquery('simple', ${tsquery})`;
      // Typo tolerance applies when no prompt holds the words: OR-ing the trigram match into
      // every search would make PostgreSQL recheck both conditions on every matching row,
      // reading each long document (seconds for a common word at 100,000 prompts).
      const found = await db.execute(sql`select 1 from prompts p where ${sql.join([...where, exact], sql` and `)} limit 1`);
      mode = found.rows.length > 0 ? 'exact' : 'fuzzy';
      if (mode === 'exact') where.push(exact);
      else {
        const tokens = queryTokens(rawQuery);
        similar = await similarTitleWords(db, tokens);
        // Every query word must be close to a word of the title.
        const perToken = tokens.map((_, i) => similar.filter((w) => w.token === i + 1).map((w) => w.word));
        if (perToken.some((words) => words.length === 0)) return { items: [], nextCursor: null };
        for (const words of perToken) where.push(sql`${TITLE_WORDS} && ${sql.param(words)}::text[]`);
      }
    } else {
      // Only punctuation or symbols: match them literally in the title.
      where.push(sql`lower(p.title) like ${'%' + fuzzyText.replace(/[\\%_]/g, '\\$&') + '%'}`);
    }
  }

  let sort: SortId = input.sort ?? DEFAULT_SORT;
  if (sort === 'relevance' && !tsquery) sort = DEFAULT_SORT;
  const cursor = input.cursor ? decodeCursor(input.cursor) : null;

  let rows: Row[];
  if (sort === 'relevance') {
    rows =
      mode === 'exact'
        ? await relevancePage(db, filters, tsquery!, fuzzyText, cursor, limit)
        : await fuzzyRelevancePage(db, where, similar, cursor, limit);
  } else {
    const spec = SORTS[sort];
    const id = spec.id ?? sql`p.id`;
    if (cursor) {
      const op = spec.direction === 'desc' ? sql`<` : sql`>`;
      // Both keys from one index, so the cursor is an index condition, not a filter.
      where.push(sql`(${spec.column}, ${id}) ${op} (${spec.fromCursor(cursor[0])}, ${cursor[1]})`);
    }
    const dir = spec.direction === 'desc' ? sql`desc` : sql`asc`;
    // Pick the page's ids first, then read the columns of those rows only: otherwise a plan
    // that sorts would compute previews (and detoast long contents) for every matching row.
    const result = await db.execute(sql`
      with page as (
        select p.id, ${spec.column} as sort_key from prompts p ${spec.join ?? sql``}
        ${where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``}
        order by ${spec.column} ${dir}, ${id} ${dir}
        limit ${limit + 1}
      )
      select ${SUMMARY_COLUMNS}
      from page join prompts p on p.id = page.id left join users u on u.id = p.user_id
      order by page.sort_key ${dir}, p.id ${dir}`);
    rows = result.rows as Row[];
  }

  const hasMore = rows.length > limit;
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  let nextCursor: string | null = null;
  if (hasMore && last) {
    const key = sort === 'relevance' ? Number(last.score) : SORTS[sort].toCursor(last);
    nextCursor = encodeCursor([key, Number(last.id)]);
  }
  return { items: page.map(toSummary), nextCursor };
}

const pageOf = (ids: SQL, order: SQL) => sql`
  select ${SUMMARY_COLUMNS}, page.score
  from (${ids}) page join prompts p on p.id = page.id left join users u on u.id = p.user_id
  order by ${order}`;

/**
 * Best Match, in two tiers so that ranking never reads every matching document:
 * 1. the 300 newest prompts whose title, tags or category hold the words (the small
 *    `head_vector`, its own GIN index), ranked by full-text rank plus title similarity:
 *    score 1 + rank;
 * 2. every other match, newest first: score = creation time scaled into (0, 1).
 * One number orders both tiers, so a single keyset cursor pages through them.
 */
/** How many title/tag matches Best Match ranks (docs/decisions/003-search.md). */
export const RANKED_CANDIDATES = 300;

async function relevancePage(
  db: Database,
  filters: SQL[],
  tsquery: string,
  fuzzyText: string,
  cursor: CursorValue | null,
  limit: number,
): Promise<Row[]> {
  // Scores are positive (a time after 1970 scaled into (0, 1), or a rank from 1 up).
  if (cursor && cursor[0] <= 0) throw invalidCursor();
  const q = sql`to_tsquery('simple', ${tsquery})`;
  const and = (conditions: SQL[]) => sql.join(conditions, sql` and `);
  const after = cursor ? sql`(score, id) < (${cursor[0]}::float8, ${cursor[1]})` : sql`true`;
  const rows: Row[] = [];
  // The newest title/tag matches are ranked; a very common word's older title matches
  // follow with the text-only matches, newest first (bounded work per page).
  // Title/tag matches come from the head vector's GIN index first (a CTE the planner must
  // evaluate on its own): PostgreSQL misjudges prefix queries and would otherwise walk the
  // date index testing every prompt when the word is rare.
  const candidates = sql`select id from (
      with head_matches as materialized (
        select p.id, p.created_at from prompts p where ${and([...filters, sql`p.head_vector @@ ${q}`])}
      )
      select id from head_matches order by created_at desc, id desc limit ${RANKED_CANDIDATES}
    ) candidates`;

  if (!cursor || cursor[0] >= 1) {
    const headScore = sql`(1 + round((ts_rank(p.head_vector, ${q}) + word_similarity(${fuzzyText}, lower(p.title)))::numeric, 6))::float8`;
    const head = await db.execute(
      pageOf(
        sql`select id, score from (
              select p.id, ${headScore} as score from prompts p where p.id in (${candidates})
            ) ranked where ${after} order by score desc, id desc limit ${limit + 1}`,
        sql`page.score desc, p.id desc`,
      ),
    );
    rows.push(...(head.rows as Row[]));
  }
  if (rows.length <= limit) {
    // Creation time in ms over 1e13 is below 1 until the year 2286.
    const timeScore = sql`(extract(epoch from p.created_at) * 1000 / 1e13)::float8`;
    const bodyCursor = cursor && cursor[0] < 1 ? sql`(p.created_at, p.id) < (${new Date(Math.round(cursor[0] * 1e13)).toISOString()}::timestamptz, ${cursor[1]})` : sql`true`;
    const body = await db.execute(
      pageOf(
        sql`select p.id, ${timeScore} as score from prompts p
            where ${and([...filters, sql`p.search_vector @@ ${q}`, sql`p.id not in (${candidates})`, bodyCursor])}
            order by p.created_at desc, p.id desc limit ${limit + 1 - rows.length}`,
        sql`page.score desc, p.id desc`,
      ),
    );
    rows.push(...(body.rows as Row[]));
  }
  return rows;
}

/** The words of a prompt's title: weight A of its head vector (indexed: prompts_title_words_idx). */
const TITLE_WORDS = sql`tsvector_to_array(ts_filter(p.head_vector, '{a}'))`;

/** A query word stands for at most this many title words (the closest ones). */
export const SIMILAR_WORDS = 20;

type SimilarWord = { token: number; word: string; similarity: number };

/** The query's distinct words, as searchQuery takes them. */
const queryTokens = (query: string) => [...new Set(tokenize(query))].slice(0, 12);

/**
 * For each query word (numbered from 1), the title words at trigram word similarity 0.5 or more
 * (`<%`, pg_trgm.word_similarity_threshold: src/server/db/client.ts), closest first: a lookup in
 * the small title_words table (a few thousand words) instead of a trigram match on every title.
 */
async function similarTitleWords(db: Database, tokens: string[]): Promise<SimilarWord[]> {
  // One branch per query word, each word a plain parameter: the planner sees its value and
  // picks the trigram index (through a lateral join over the words it estimated blind).
  const branches = tokens.map(
    (token, i) => sql`(select ${i + 1}::int as token, word, word_similarity(${token}, word) as similarity from title_words
      where ${token} <% word order by similarity desc, word limit ${SIMILAR_WORDS})`,
  );
  const result = await db.execute(sql.join(branches, sql` union all `));
  return (result.rows as Row[]).map((r) => ({ token: Number(r.token), word: String(r.word), similarity: Number(r.similarity) }));
}

/**
 * Best Match for a typo'd query: for each query word, the closest word of the title counts; the
 * score is their average (titles with the same words tie and come newest first).
 */
async function fuzzyRelevancePage(db: Database, where: SQL[], similar: SimilarWord[], cursor: CursorValue | null, limit: number) {
  const tokens = [...new Set(similar.map((w) => w.token))];
  // Per query word: the similarity of the closest of its words that the title holds.
  const best = tokens.map((token) => {
    const cases = similar
      .filter((w) => w.token === token)
      .map((w) => sql`case when ${w.word}::text = any(c.words) then ${w.similarity}::float8 end`);
    return sql`coalesce(greatest(${sql.join(cases, sql`, `)}), 0)`;
  });
  const score = sql`round(((${sql.join(best, sql` + `)}) / ${tokens.length})::numeric, 6)::float8`;
  const result = await db.execute(
    pageOf(
      sql`select id, score from (
            select c.id, ${score} as score
            from (select p.id, ${TITLE_WORDS} as words from prompts p where ${sql.join(where, sql` and `)}) c
          ) ranked
          ${cursor ? sql`where (score, id) < (${cursor[0]}::float8, ${cursor[1]})` : sql``}
          order by score desc, id desc limit ${limit + 1}`,
      sql`page.score desc, p.id desc`,
    ),
  );
  return result.rows as Row[];
}

export async function getPromptById(db: Database, id: number): Promise<Prompt> {
  const result = await db.execute(sql`
    select ${DETAIL_COLUMNS} from prompts p left join users u on u.id = p.user_id where p.id = ${id}`);
  const row = result.rows[0] as Row | undefined;
  if (!row) throw new AppError('not_found', `Prompt ${id} was not found`);
  return toPrompt(row);
}

/** Opening a prompt raises its popularity by 1. Returns false when there is no such prompt. */
export async function recordPromptView(db: Database, id: number): Promise<boolean> {
  const result = await db.execute(
    sql`update prompt_stats set popularity = popularity + 1 where prompt_id = ${id} returning prompt_id`,
  );
  return result.rows.length > 0;
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
      ...indexedColumns(input),
    })
    .returning({ id: prompts.id });
  return getPromptById(db, row!.id);
}

/**
 * The most similar existing prompt at or above the 0.8 threshold, or null. Candidates come
 * from the LSH band index; only their signatures are compared, never every prompt.
 */
export async function findSimilarPrompt(
  db: Database,
  input: { title?: string; content: string },
): Promise<SimilarPrompt | null> {
  const signature = minhashSignature(similarityText(input.title ?? '', input.content));
  const bands = lshBands(signature);
  // The candidates sharing the most bands first: a true near-duplicate shares most of its 32
  // bands, while a common boilerplate paragraph can make thousands share one or two.
  const bandArray = intArray(bands);
  const result = await db.execute(sql`
    select id, title, minhash from prompts where lsh_bands && ${bandArray}
    order by (select count(*) from unnest(lsh_bands) b where b = any(${bandArray})) desc, id
    limit 50`);
  let best: SimilarPrompt | null = null;
  for (const row of result.rows as Row[]) {
    const similarity = estimateSimilarity(signature, row.minhash as number[]);
    if (similarity >= DUPLICATE_SIMILARITY && (!best || similarity > best.similarity)) {
      best = { id: Number(row.id), title: String(row.title), similarity };
    }
  }
  return best;
}
