/** Star ratings: one per user per prompt, 1 to 5; prompts.rating / rating_count follow them. */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { prompts, ratings } from '../../db/schema';
import { nullableNumberSql } from '../../db/typed-sql';
import { AppError } from '../../errors';
import type { Viewer } from '../../auth/session';
import type { RatingSummary } from '../../../shared/schemas';

const notFound = (id: number) => new AppError('not_found', `Prompt ${id} was not found`);

type Executor = Pick<Database, 'execute' | 'select'>;

async function readSummary(db: Executor, promptId: number, viewerId: string | null): Promise<RatingSummary | null> {
  const [row] = await db
    .select({
      average: prompts.rating,
      count: prompts.ratingCount,
      mine: nullableNumberSql(
        viewerId
          ? sql`(select ${ratings.value}::int from ${ratings} where ${ratings.promptId} = ${prompts.id} and ${ratings.userId} = ${viewerId})`
          : sql`null::int`,
      ),
    })
    .from(prompts)
    .where(eq(prompts.id, promptId));
  return row ?? null;
}

export async function getRatingSummary(db: Database, promptId: number, viewer: Viewer | null): Promise<RatingSummary> {
  const summary = await readSummary(db, promptId, viewer?.id ?? null);
  if (!summary) throw notFound(promptId);
  return summary;
}

/**
 * Recomputes a prompt's average and count from the ratings table. Callers hold the prompt's
 * row lock, so the statement sees every committed rating (each statement of a read-committed
 * transaction takes a fresh snapshot after the lock was granted).
 */
export async function recomputePromptRating(db: Pick<Database, 'update'>, promptId: number): Promise<void> {
  // The FROM is an aggregate of the prompt's ratings, so both columns come from one scan.
  await db
    .update(prompts)
    .set({ rating: sql`coalesce(s.average, 0)`, ratingCount: sql`s.count` })
    .from(
      sql`(select avg(${ratings.value})::float8 as average, count(*)::int as count from ${ratings}
      where ${ratings.promptId} = ${promptId}) s`,
    )
    .where(eq(prompts.id, promptId));
}

/** Rates a prompt (rating again replaces the earlier rating) and returns the new summary. */
export async function ratePrompt(
  db: Database,
  viewer: Viewer,
  promptId: number,
  value: number,
): Promise<RatingSummary> {
  return db.transaction(async (tx) => {
    // Lock the prompt first: concurrent ratings of one prompt then recompute one after another.
    const locked = await tx.select({ id: prompts.id }).from(prompts).where(eq(prompts.id, promptId)).for('update');
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
