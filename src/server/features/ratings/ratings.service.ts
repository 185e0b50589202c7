/**
 * Star ratings: one per user per prompt, 1 to 5; the prompt's average and count follow them in
 * prompt_feedback (decision 035), so a rating never rewrites the prompt's own row.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { promptFeedback, ratings } from '../../db/schema';
import { columnName, decode, firstRowOf, nullableNumberSql } from '../../db/typed-sql';
import { AppError } from '../../errors';
import type { Viewer } from '../../auth/session';
import type { RatingSummary } from '../../../shared/schemas';

const notFound = (id: number) => new AppError('not_found', `Prompt ${id} was not found`);

type Executor = Pick<Database, 'execute' | 'select'>;

async function readSummary(db: Executor, promptId: number, viewerId: string | null): Promise<RatingSummary | null> {
  const [row] = await db
    .select({
      average: promptFeedback.rating,
      count: promptFeedback.ratingCount,
      mine: nullableNumberSql(
        viewerId
          ? sql`(select ${ratings.value}::int from ${ratings} where ${ratings.promptId} = ${promptFeedback.promptId} and ${ratings.userId} = ${viewerId})`
          : sql`null::int`,
      ),
    })
    .from(promptFeedback)
    .where(eq(promptFeedback.promptId, promptId));
  return row ?? null;
}

export async function getRatingSummary(db: Database, promptId: number, viewer: Viewer | null): Promise<RatingSummary> {
  const summary = await readSummary(db, promptId, viewer?.id ?? null);
  if (!summary) throw notFound(promptId);
  return summary;
}

/**
 * Recomputes a prompt's average and count from the ratings table. Callers hold the lock of the
 * prompt's prompt_feedback row, so the statement sees every committed rating (each statement of
 * a read-committed transaction takes a fresh snapshot after the lock was granted).
 */
export async function recomputePromptRating(
  db: Pick<Database, 'update'>,
  promptId: number,
): Promise<{ average: number; count: number } | undefined> {
  // The FROM is an aggregate of the prompt's ratings, so both columns come from one scan.
  const [row] = await db
    .update(promptFeedback)
    .set({ rating: sql`coalesce(s.average, 0)`, ratingCount: sql`s.count` })
    .from(
      sql`(select avg(${ratings.value})::float8 as average, count(*)::int as count from ${ratings}
      where ${ratings.promptId} = ${promptId}) s`,
    )
    .where(eq(promptFeedback.promptId, promptId))
    .returning({ average: promptFeedback.rating, count: promptFeedback.ratingCount });
  return row;
}

/** Rates a prompt (rating again replaces the earlier rating) and returns the new summary. */
export async function ratePrompt(
  db: Database,
  viewer: Viewer,
  promptId: number,
  value: number,
): Promise<RatingSummary> {
  return db.transaction(async (tx) => {
    // One statement locks the prompt's feedback row (every prompt has one) and writes the
    // rating from it: concurrent ratings of one prompt then recompute one after another, the
    // prompt's own row is not written, and a prompt that does not exist gets no rating. The
    // recompute is a statement of its own: its snapshot, taken once the lock was granted, sees
    // every committed rating, which the locking statement's own snapshot may not. Two round
    // trips in the transaction instead of four: on PostgreSQL a transaction holds a pool
    // connection while the app's thread is busy elsewhere (bench/results-http.md).
    // Hand-written (docs/architecture.md, Data access): a locking CTE feeding an INSERT … SELECT
    // … ON CONFLICT has no builder form; tables and columns are schema references.
    const fb = promptFeedback;
    const written = await firstRowOf(
      tx,
      sql`
      with locked as (select ${fb.promptId} as prompt_id from ${fb} where ${fb.promptId} = ${promptId} for update)
      insert into ${ratings} (${columnName(ratings.promptId)}, ${columnName(ratings.userId)}, ${columnName(ratings.value)})
      select prompt_id, ${viewer.id}, ${value} from locked
      on conflict (${columnName(ratings.promptId)}, ${columnName(ratings.userId)})
        do update set ${columnName(ratings.value)} = excluded.${columnName(ratings.value)}, ${columnName(ratings.updatedAt)} = now()
      returning ${ratings.promptId} as prompt_id`,
      { prompt_id: decode.number },
    );
    if (!written) throw notFound(promptId);
    const summary = await recomputePromptRating(tx, promptId);
    return { average: summary!.average, count: summary!.count, mine: value };
  });
}
