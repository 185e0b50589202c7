/**
 * The prompt aggregate's reads (docs/architecture.md, "Data access"): the columns a summary and
 * a detail carry, typed from the Drizzle schema, and the statements every page load runs,
 * prepared once per database.
 *
 * Hand-written statements refer to prompts as `p` and users as `u` (the aliases below), so
 * `${p.createdAt}` renders `"p"."created_at"`: a renamed column fails to compile.
 */
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import type { Database } from '../../db/client';
import { promptFeedback, promptStats, prompts, users } from '../../db/schema';
import { numberSql, perDatabase } from '../../db/typed-sql';
import { preparePgliteStatement } from '../../db/pglite-prepared';

/** `prompts p`, `users u`, `prompt_stats ps`, `prompt_feedback pf` in hand-written statements. */
export const p = alias(prompts, 'p');
export const u = alias(users, 'u');
export const ps = alias(promptStats, 'ps');
export const pf = alias(promptFeedback, 'pf');

/** `prompts p` (a FROM item: `${PROMPTS_P}` renders `"prompts" "p"`). */
export const PROMPTS_P = sql`${prompts} ${p}`;
/** `prompt_stats ps`. */
export const PROMPT_STATS_PS = sql`${promptStats} ${ps}`;
/** `prompt_feedback pf`. */
export const PROMPT_FEEDBACK_PF = sql`${promptFeedback} ${pf}`;

/** How much of the content a list item carries: enough for the card's 150-character cut. */
export const PREVIEW_LENGTH = 200;

/** The stored preview (decision 014), or the text's start for a row the backfill has not reached. */
const PREVIEW = sql<string>`coalesce(${p.preview}, left(${p.content}, ${PREVIEW_LENGTH}))`;

/** A prompt's popularity: its row of prompt_stats (one primary-key lookup per prompt read). */
export const POPULARITY = numberSql(
  sql`coalesce((select ${ps.popularity} from ${PROMPT_STATS_PS} where ${ps.promptId} = ${p.id}), 0)`,
);

/**
 * A prompt's rating, rating count and comment count: its row of prompt_feedback (decision 035),
 * left-joined as `pf` by every statement that reads summaries or a detail (`FEEDBACK_JOIN` in a
 * hand-written one), so that the three come from one primary-key lookup.
 */
export const FEEDBACK_JOIN = sql`left join ${PROMPT_FEEDBACK_PF} on ${pf.promptId} = ${p.id}`;
const feedbackOf = (column: typeof pf.rating | typeof pf.ratingCount | typeof pf.commentCount) =>
  numberSql(sql`coalesce(${column}, 0)`);
/** The rating alone, for a condition on `prompts p` where `pf` is not joined (the minimum rating). */
export const RATING = numberSql(
  sql`coalesce((select ${pf.rating} from ${PROMPT_FEEDBACK_PF} where ${pf.promptId} = ${p.id}), 0)`,
);

/** The words of a prompt's title: weight A of its head vector (indexed: prompts_title_words_idx). */
export const TITLE_WORDS = sql<string[]>`tsvector_to_array(ts_filter(${p.headVector}, '{a}'))`;

/** The author's columns (users u, left-joined: null for an anonymous prompt). */
const authorFields = {
  authorName: u.username,
  authorImage: u.image,
  authorCreatedAt: u.createdAt,
};
type AuthorRow = {
  [K in keyof SelectResultFields<typeof authorFields>]: SelectResultFields<typeof authorFields>[K] | null;
};

/** What a card shows (PromptSummary). */
export const summaryFields = {
  id: p.id,
  title: p.title,
  contentPreview: PREVIEW,
  contentLength: numberSql(sql`coalesce(${p.contentLength}, char_length(${p.content}))`),
  format: p.format,
  category: p.category,
  tags: p.tags,
  rating: feedbackOf(pf.rating),
  ratingCount: feedbackOf(pf.ratingCount),
  popularity: POPULARITY,
  commentCount: feedbackOf(pf.commentCount),
  createdAt: p.createdAt,
  updatedAt: p.updatedAt,
  userId: p.userId,
  ...authorFields,
  source: p.source,
};
export type SummaryRow = SelectResultFields<Omit<typeof summaryFields, keyof typeof authorFields>> & AuthorRow;

/**
 * The summary's columns as a select list (`… as "contentPreview"`), for a statement that cannot
 * go through the query builder (bench prototypes); it joins `users u` and FEEDBACK_JOIN.
 */
export const SUMMARY_COLUMNS = sql.join(
  Object.entries(summaryFields).map(([key, field]) => sql`${field} as ${sql.identifier(key)}`),
  sql`, `,
);

/** What the prompt page shows (Prompt). */
export const detailFields = {
  id: p.id,
  title: p.title,
  content: p.content,
  instructions: p.instructions,
  category: p.category,
  tags: p.tags,
  rating: feedbackOf(pf.rating),
  ratingCount: feedbackOf(pf.ratingCount),
  popularity: POPULARITY,
  commentCount: feedbackOf(pf.commentCount),
  createdAt: p.createdAt,
  updatedAt: p.updatedAt,
  userId: p.userId,
  version: p.version,
  ...authorFields,
  source: p.source,
};
export type DetailRow = SelectResultFields<Omit<typeof detailFields, keyof typeof authorFields>> & AuthorRow;

/**
 * The summaries of the prompts a hand-written statement picks: `page` selects their `id` (and
 * whatever the order needs, read as `page.<column>`), and only those rows' columns are read.
 * Picking the ids first keeps a plan that sorts from computing previews (and detoasting long
 * contents) for every matching row.
 */
export function summariesOf<E extends Record<string, SQL>>(db: Database, page: SQL, extra: E = {} as E) {
  return db
    .select({ ...summaryFields, ...extra })
    .from(sql`(${page}) page`)
    .innerJoin(p, eq(p.id, sql`page.id`))
    .leftJoin(u, eq(u.id, p.userId))
    .leftJoin(pf, eq(pf.promptId, p.id));
}

/** A column of the `page` a statement picked (summariesOf), as a number. */
export const pageNumber = (column: 'score' | 'sort_key') => numberSql(sql`page.${sql.identifier(column)}`);

/** The detail of one prompt, with its author. */
function promptByIdQuery(db: Database) {
  return db
    .select(detailFields)
    .from(p)
    .leftJoin(u, eq(u.id, p.userId))
    .leftJoin(pf, eq(pf.promptId, p.id))
    .where(eq(p.id, sql.placeholder('id')));
}

/**
 * The browse screen's first page in its default order (newest first, no filter): what the home
 * page asks on every visit. The ids come from the (created_at, id) index; `limit` is the page
 * size + 1 (the extra row says whether a next page exists).
 */
function newestFirstPageQuery(db: Database) {
  return summariesOf(
    db,
    sql`select ${p.id}, ${p.createdAt} as sort_key from ${PROMPTS_P}
      order by ${p.createdAt} desc, ${p.id} desc limit ${sql.placeholder('limit')}`,
  ).orderBy(sql`page.sort_key desc`, desc(p.id));
}

/**
 * A statement prepared under `name` on both engines: on PostgreSQL drizzle's named server-side
 * statement, parsed and planned once per connection; on PGlite db/pglite-prepared.ts's.
 */
function prepared<P>(db: Database, query: { prepare(name: string): P; toSQL(): { sql: string } }, name: string): P {
  preparePgliteStatement((db as { $client?: unknown }).$client, query.toSQL().sql, name);
  return query.prepare(name);
}

/**
 * Statements prepared once per database (or transaction: a statement runs on the session that
 * prepared it). The hot reads: the prompt by id (every prompt opened) and the first page.
 */
export const preparedStatements = perDatabase((db) => ({
  promptById: prepared(db, promptByIdQuery(db), 'prompt_by_id'),
  newestFirstPage: prepared(db, newestFirstPageQuery(db), 'prompts_newest_first_page'),
}));

/** The hand-written statements of this module, for the SQL snapshots (tests). */
export const snapshotQueries = (db: Database) => ({
  'prompt-by-id': promptByIdQuery(db),
  'prompts-newest-first-page': newestFirstPageQuery(db),
});
