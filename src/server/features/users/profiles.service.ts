/** Public profiles (/u/{username}): who a member is and the prompts they shared. */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { PromptPage, UserProfile } from '../../../shared/schemas';
import { searchPrompts } from '../prompts/prompts.service';
import type { Row } from '../prompts/prompt-rows';

const iso = (v: unknown): string => (v instanceof Date ? v : new Date(String(v))).toISOString();

const unknownUser = (username: string) => new AppError('not_found', `No user is called ${username}`);

/**
 * A member's profile, found regardless of case. The counts are index reads: prompts and the
 * ratings they received (prompts_user_idx), comments (comments_user_idx, migration 0012).
 */
export async function getUserProfile(db: Database, username: string): Promise<UserProfile> {
  const result = await db.execute(sql`
    select u.id, u.username, u.image, u.created_at,
      (select count(*) from prompts p where p.user_id = u.id)::int as prompts,
      (select coalesce(sum(p.rating_count), 0) from prompts p where p.user_id = u.id)::int as ratings_received,
      (select count(*) from comments c where c.user_id = u.id)::int as comments
    from users u where lower(u.username) = lower(${username})`);
  const row = result.rows[0] as Row | undefined;
  if (!row) throw unknownUser(username);
  return {
    id: String(row.id),
    username: String(row.username),
    avatarUrl: (row.image as string | null) ?? null,
    createdAt: iso(row.created_at),
    counts: {
      prompts: Number(row.prompts),
      comments: Number(row.comments),
      ratingsReceived: Number(row.ratings_received),
    },
  };
}

/** Their prompts, newest first, in the feed's keyset pages (every prompt on the site is public). */
export async function listUserPrompts(
  db: Database,
  username: string,
  page: { cursor?: string; limit?: number },
): Promise<PromptPage> {
  const found = await db.execute(sql`select id from users where lower(username) = lower(${username})`);
  const row = found.rows[0] as Row | undefined;
  if (!row) throw unknownUser(username);
  return searchPrompts(db, { userId: String(row.id), sort: 'newest', cursor: page.cursor, limit: page.limit });
}
