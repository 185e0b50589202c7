/** Dashboard figures for admins. Moderation itself reuses the prompt and comment services. */
import { desc, eq, sql } from 'drizzle-orm';
import { sourceOf } from '../../../shared/seed-sources';
import type { Database } from '../../db/client';
import { comments, prompts, ratings, users } from '../../db/schema';
import { firstRowOf, decode } from '../../db/typed-sql';
import { DASHBOARD_RECENT_PROMPTS } from '../../../shared/constants';
import type { AdminStats } from '../../../shared/admin-schemas';

export async function getAdminStats(db: Database): Promise<AdminStats> {
  const c = await firstRowOf(
    db,
    sql`select (select count(*) from ${prompts})::int as prompts, (select count(*) from ${users})::int as users,
      (select count(*) from ${comments})::int as comments, (select count(*) from ${ratings})::int as ratings`,
    { prompts: decode.number, users: decode.number, comments: decode.number, ratings: decode.number },
  );
  const recent = await db
    .select({
      id: prompts.id,
      title: prompts.title,
      createdAt: prompts.createdAt,
      category: prompts.category,
      tags: prompts.tags,
      source: prompts.source,
      username: users.username,
    })
    .from(prompts)
    .leftJoin(users, eq(users.id, prompts.userId))
    .orderBy(desc(prompts.createdAt), desc(prompts.id))
    .limit(DASHBOARD_RECENT_PROMPTS);
  return {
    prompts: c!.prompts,
    users: c!.users,
    comments: c!.comments,
    ratings: c!.ratings,
    recentPrompts: recent.map((r) => ({
      id: r.id,
      title: r.title,
      createdAt: r.createdAt.toISOString(),
      category: r.category,
      tags: r.tags ?? [],
      author: r.username ? { username: r.username } : null,
      source: sourceOf(r.source),
    })),
  };
}
