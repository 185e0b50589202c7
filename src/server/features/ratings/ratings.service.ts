/**
 * Star ratings: one per user per prompt, 1 to 5; the prompt's average and count follow them in
 * prompt_feedback (decision 035), so a rating never rewrites the prompt's own row.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { promptFeedback, ratings } from '../../db/schema';
import { nullableNumberSql } from '../../db/typed-sql';
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
export async function recomputePromptRating(db: Pick<Database, 'update'>, promptId: number): Promise<void> {
  // The FROM is an aggregate of the prompt's ratings, so both columns come from one scan.
  await db
    .update(promptFeedback)
    .set({ rating: sql`coalesce(s.average, 0)`, ratingCount: sql`s.count` })
    .from(
      sql`(select avg(${ratings.value})::float8 as average, count(*)::int as count from ${ratings}
      where ${ratings.promptId} = ${promptId}) s`,
    )
    .where(eq(promptFeedback.promptId, promptId));
}

/** Rates a prompt (rating again replaces the earlier rating) and returns the new summary. */
export async function ratePrompt(
  db: Database,
  viewer: Viewer,
  promptId: number,
  value: number,
): Promise<RatingSummary> {
  return db.transaction(async (tx) => {
    // Lock the prompt's feedback row first (every prompt has one): concurrent ratings of one
    // prompt then recompute one after another, and the prompt's own row is not written.
    const locked = await tx
      .select({ id: promptFeedback.promptId })
      .from(promptFeedback)
      .where(eq(promptFeedback.promptId, promptId))
      .for('update');
    if (locked.length === 0) throw notFound(promptId);
    await tx
      .insert(ratings)
      .values({ promptId, userId: viewer.id, value })
      .onConflictDoUpdate({
        target: [ratings.promptId, ratings.userId],
        set: { value: sql`excluded.${sql.identifier(ratings.value.name)}`, updatedAt: sql`now()` },
      });
    await recomputePromptRating(tx, promptId);
    return (await readSummary(tx, promptId, viewer.id))!;
  });
}
