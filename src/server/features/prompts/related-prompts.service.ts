/**
 * Related prompts: the prompts whose titles share the prompt's most telling words, from the
 * search index the typo-tolerant search already keeps (docs/decisions/016-prompt-page.md).
 */
import { desc, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { tagCounts, titleWords } from '../../db/schema';
import { decode, firstRowOf } from '../../db/typed-sql';
import { AppError } from '../../errors';
import type { PromptSummary } from '../../../shared/schemas';
import { toSummary } from './prompt-rows';
import { PROMPTS_P, TITLE_WORDS, p, summariesOf, type SummaryRow } from './prompts.queries';

/** How many related prompts a prompt shows. */
export const RELATED_PROMPTS = 5;
/** At most this many of the title's rarest words look for candidates. */
const RELATED_WORDS = 4;
/** At most this many of the prompt's rarest tags look for candidates too. */
const RELATED_TAGS = 2;
/** Each of those words and tags brings at most this many candidates (bounded work whatever the words). */
const CANDIDATES_PER_WORD = 50;
/**
 * Words and tags held by more prompts than this bring no candidates: a GIN lookup reads the
 * whole posting list of its key before any limit applies (a word of 30,000 titles costs as much
 * as reading them), and so common a word says little about what a prompt is about anyway
 * (docs/decisions/022-search-at-a-million.md).
 */
export const MAX_RELATED_KEY_PROMPTS = 1000;

/**
 * Up to five prompts related to prompt `id`, never itself. Candidates are the prompts whose
 * titles hold one of its rarest title words (held by at most MAX_RELATED_KEY_PROMPTS titles) (title_words counts, the GIN index on title words)
 * or that carry one of its two rarest tags (tag_counts, the GIN index on tags); each scores the
 * rarity (log inverse frequency) of the title words it shares, +2 per shared tag, +1 for the
 * same category. When fewer than five are found, the newest prompts of the same category fill in.
 * Throws not_found for an unknown prompt.
 */
export async function listRelatedPrompts(db: Database, id: number): Promise<PromptSummary[]> {
  const prompt = await firstRowOf(
    db,
    sql`select ${p.id}, ${p.category}, ${p.tags}, ${TITLE_WORDS} as words from ${PROMPTS_P} where ${p.id} = ${id}`,
    { category: p.category, tags: p.tags, words: decode.strings },
  );
  if (!prompt) throw new AppError('not_found', `Prompt ${id} was not found`);
  const words = prompt.words;
  const tags = prompt.tags ?? [];
  const category = prompt.category;

  // The title's rarest words, and its rarest tags, that at least one other prompt holds.
  const rare = words.length
    ? await db
        .select({ word: titleWords.word, titles: titleWords.prompts })
        .from(titleWords)
        .where(
          sql`${titleWords.word} = any(${sql.param(words)}::text[]) and ${titleWords.prompts} between 2 and ${MAX_RELATED_KEY_PROMPTS}`,
        )
        .orderBy(titleWords.prompts, titleWords.word)
        .limit(RELATED_WORDS)
    : [];
  const rareTags = tags.length
    ? (
        await db
          .select({ tag: tagCounts.tag })
          .from(tagCounts)
          .where(
            sql`${tagCounts.tag} = any(${sql.param(tags)}::text[]) and ${tagCounts.count} between 2 and ${MAX_RELATED_KEY_PROMPTS}`,
          )
          .orderBy(tagCounts.count, tagCounts.tag)
          .limit(RELATED_TAGS)
      ).map((r) => r.tag)
    : [];

  let rows: SummaryRow[] = [];
  if (rare.length > 0 || rareTags.length > 0) {
    const weights = rare.map(
      (w) => sql`case when ${w.word}::text = any(c.words) then ln(1e6 / ${w.titles}::float8) else 0 end`,
    );
    // One branch per word or tag, each a plain parameter so the planner uses its GIN index.
    const branches = [
      ...rare.map(
        (w) => sql`(select ${p.id} from ${PROMPTS_P}
          where ${TITLE_WORDS} @> array[${w.word}::text] and ${p.id} <> ${id} limit ${CANDIDATES_PER_WORD})`,
      ),
      ...rareTags.map(
        (tag) => sql`(select ${p.id} from ${PROMPTS_P}
          where ${p.tags} @> array[${tag}::text] and ${p.id} <> ${id} limit ${CANDIDATES_PER_WORD})`,
      ),
    ];
    rows = await summariesOf(
      db,
      sql`with candidates as materialized (
          select ${p.id}, ${p.category}, ${p.tags}, ${TITLE_WORDS} as words
          from (select distinct id from (${sql.join(branches, sql` union all `)}) b) ids join ${PROMPTS_P} on ${p.id} = ids.id
        )
        select c.id, ${weights.length ? sql`(${sql.join(weights, sql` + `)})` : sql`0`}
          + 2 * cardinality(array(select unnest(c.tags) intersect select unnest(${sql.param(tags)}::text[])))
          + case when c.category = ${category} then 1 else 0 end as score
        from candidates c
        order by score desc, c.id desc limit ${RELATED_PROMPTS}`,
    ).orderBy(sql`page.score desc`, desc(p.id));
  }
  if (rows.length < RELATED_PROMPTS) {
    const exclude = [id, ...rows.map((r) => r.id)];
    const fill = await summariesOf(
      db,
      sql`select ${p.id} from ${PROMPTS_P}
          where ${p.category} = ${category} and ${p.id} <> all(${sql.param(exclude)}::int[])
          order by ${p.createdAt} desc, ${p.id} desc limit ${RELATED_PROMPTS - rows.length}`,
    ).orderBy(desc(p.createdAt), desc(p.id));
    rows = [...rows, ...fill];
  }
  return rows.map(toSummary);
}
