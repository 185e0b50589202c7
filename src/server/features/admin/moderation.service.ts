/** Dashboard figures for admins. Moderation itself reuses the prompt and comment services. */
import { sql } from 'drizzle-orm';
import { sourceOf } from '../../../shared/seed-sources';
import type { Database } from '../../db/client';
import { DASHBOARD_RECENT_PROMPTS } from '../../../shared/constants';
import type { AdminStats } from '../../../shared/admin-schemas';
import type { Row } from '../prompts/prompt-rows';

const iso = (v: unknown): string => (v instanceof Date ? v : new Date(String(v))).toISOString();

export async function getAdminStats(db: Database): Promise<AdminStats> {
  const counts = await db.execute(sql`
    select (select count(*) from prompts)::int as prompts, (select count(*) from users)::int as users,
      (select count(*) from comments)::int as comments, (select count(*) from ratings)::int as ratings`);
  const c = counts.rows[0] as Row;
  const recent = await db.execute(sql`
    select p.id, p.title, p.created_at, p.category, p.tags, p.source, u.username
    from prompts p left join users u on u.id = p.user_id
    order by p.created_at desc, p.id desc limit ${DASHBOARD_RECENT_PROMPTS}`);
  return {
    prompts: Number(c.prompts),
    users: Number(c.users),
    comments: Number(c.comments),
    ratings: Number(c.ratings),
    recentPrompts: (recent.rows as Row[]).map((r) => ({
      id: Number(r.id),
      title: String(r.title),
      createdAt: iso(r.created_at),
      category: String(r.category),
      tags: (r.tags as string[]) ?? [],
      author: r.username ? { username: String(r.username) } : null,
      source: sourceOf(r.source as string | null),
    })),
  };
}
