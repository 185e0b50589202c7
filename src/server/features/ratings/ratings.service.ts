/** Star ratings: one per user per prompt, 1 to 5; prompts.rating / rating_count follow them. */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { Viewer } from '../../auth/session';
import type { RatingSummary } from '../../../shared/schemas';

const notFound = (id: number) => new AppError('not_found', `Prompt ${id} was not found`);

type Executor = Pick<Database, 'execute'>;

async function readSummary(db: Executor, promptId: number, viewerId: string | null): Promise<RatingSummary | null> {
  const result = await db.execute(sql`
    select p.rating::float8 as average, p.rating_count::int as count,
      ${viewerId ? sql`(select r.value::int from ratings r where r.prompt_id = p.id and r.user_id = ${viewerId})` : sql`null::int`} as mine
    from prompts p where p.id = ${promptId}`);
  const row = result.rows[0] as { average: unknown; count: unknown; mine: unknown } | undefined;
  if (!row) return null;
  return { average: Number(row.average), count: Number(row.count), mine: row.mine === null ? null : Number(row.mine) };
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
export async function recomputePromptRating(db: Executor, promptId: number): Promise<void> {
  await db.execute(sql`
    update prompts p set rating = coalesce(s.average, 0), rating_count = s.count
    from (select avg(value)::float8 as average, count(*)::int as count from ratings where prompt_id = ${promptId}) s
    where p.id = ${promptId}`);
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
    const locked = await tx.execute(sql`select id from prompts where id = ${promptId} for update`);
    if (locked.rows.length === 0) throw notFound(promptId);
    await tx.execute(sql`
      insert into ratings (prompt_id, user_id, value) values (${promptId}, ${viewer.id}, ${value})
      on conflict (prompt_id, user_id) do update set value = excluded.value, updated_at = now()`);
    await recomputePromptRating(tx, promptId);
    return (await readSummary(tx, promptId, viewer.id))!;
  });
}
