/**
 * Related prompts: the prompts whose titles share the prompt's most telling words, from the
 * search index the typo-tolerant search already keeps (docs/decisions/016-prompt-page.md).
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { PromptSummary } from '../../../shared/schemas';
import { SUMMARY_COLUMNS, toSummary, type Row } from './prompt-rows';

/** How many related prompts a prompt shows. */
export const RELATED_PROMPTS = 5;
/** At most this many of the title's rarest words look for candidates. */
const RELATED_WORDS = 4;
/** At most this many of the prompt's rarest tags look for candidates too. */
const RELATED_TAGS = 2;
/** Each of those words and tags brings at most this many candidates (bounded work whatever the words). */
const CANDIDATES_PER_WORD = 250;

/** The words of a prompt's title: weight A of its head vector (indexed: prompts_title_words_idx). */
const TITLE_WORDS = sql`tsvector_to_array(ts_filter(p.head_vector, '{a}'))`;

/**
 * Up to five prompts related to prompt `id`, never itself. Candidates are the prompts whose
 * titles hold one of its rarest title words (title_words counts, the GIN index on title words)
 * or that carry one of its two rarest tags (tag_counts, the GIN index on tags); each scores the
 * rarity (log inverse frequency) of the title words it shares, +2 per shared tag, +1 for the
 * same category. When fewer than five are found, the newest prompts of the same category fill in.
 * Throws not_found for an unknown prompt.
 */
export async function listRelatedPrompts(db: Database, id: number): Promise<PromptSummary[]> {
  const source = await db.execute(sql`
    select p.id, p.category, p.tags, ${TITLE_WORDS} as words from prompts p where p.id = ${id}`);
  const prompt = source.rows[0] as Row | undefined;
  if (!prompt) throw new AppError('not_found', `Prompt ${id} was not found`);
  const words = (prompt.words as string[] | null) ?? [];
  const tags = (prompt.tags as string[] | null) ?? [];
  const category = String(prompt.category);

  // The title's rarest words, and its rarest tags, that at least one other prompt holds.
  const rare = words.length
    ? (
        (
          await db.execute(sql`
          select word, prompts from title_words
          where word = any(${sql.param(words)}::text[]) and prompts >= 2
          order by prompts, word limit ${RELATED_WORDS}`)
        ).rows as Row[]
      ).map((r) => ({ word: String(r.word), titles: Number(r.prompts) }))
    : [];
  const rareTags = tags.length
    ? (
        (
          await db.execute(sql`
          select tag from tag_counts
          where tag = any(${sql.param(tags)}::text[]) and count >= 2
          order by count, tag limit ${RELATED_TAGS}`)
        ).rows as Row[]
      ).map((r) => String(r.tag))
    : [];

  let rows: Row[] = [];
  if (rare.length > 0 || rareTags.length > 0) {
    const weights = rare.map(
      (w) => sql`case when ${w.word}::text = any(c.words) then ln(1e6 / ${w.titles}::float8) else 0 end`,
    );
    // One branch per word or tag, each a plain parameter so the planner uses its GIN index.
    const branches = [
      ...rare.map(
        (w) => sql`(select p.id from prompts p
          where ${TITLE_WORDS} @> array[${w.word}::text] and p.id <> ${id} limit ${CANDIDATES_PER_WORD})`,
      ),
      ...rareTags.map(
        (tag) => sql`(select p.id from prompts p
          where p.tags @> array[${tag}::text] and p.id <> ${id} limit ${CANDIDATES_PER_WORD})`,
      ),
    ];
    const result = await db.execute(sql`
      with candidates as materialized (
        select p.id, p.category, p.tags, ${TITLE_WORDS} as words
        from (select distinct id from (${sql.join(branches, sql` union all `)}) b) ids join prompts p on p.id = ids.id
      ), scored as (
        select c.id, ${weights.length ? sql`(${sql.join(weights, sql` + `)})` : sql`0`}
          + 2 * cardinality(array(select unnest(c.tags) intersect select unnest(${sql.param(tags)}::text[])))
          + case when c.category = ${category} then 1 else 0 end as score
        from candidates c
        order by score desc, c.id desc limit ${RELATED_PROMPTS}
      )
      select ${SUMMARY_COLUMNS}, s.score
      from scored s join prompts p on p.id = s.id left join users u on u.id = p.user_id
      order by s.score desc, p.id desc`);
    rows = result.rows as Row[];
  }
  if (rows.length < RELATED_PROMPTS) {
    const exclude = [id, ...rows.map((r) => Number(r.id))];
    const fill = await db.execute(sql`
      select ${SUMMARY_COLUMNS}
      from (select p.id from prompts p
            where p.category = ${category} and p.id <> all(${sql.param(exclude)}::int[])
            order by p.created_at desc, p.id desc limit ${RELATED_PROMPTS - rows.length}) page
      join prompts p on p.id = page.id left join users u on u.id = p.user_id
      order by p.created_at desc, p.id desc`);
    rows = [...rows, ...(fill.rows as Row[])];
  }
  return rows.map(toSummary);
}
