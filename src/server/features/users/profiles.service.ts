/** Public profiles (/u/{username}): who a member is and the prompts they shared. */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { comments, promptFeedback, prompts, users } from '../../db/schema';
import { numberSql } from '../../db/typed-sql';
import { AppError } from '../../errors';
import type { PromptPage, UserProfile } from '../../../shared/schemas';
import { searchPrompts } from '../prompts/prompts.service';

const unknownUser = (username: string) => new AppError('not_found', `No user is called ${username}`);

/** A username compared regardless of case (users_username_lower_idx). */
const sameUsername = (username: string) => sql`lower(${users.username}) = lower(${username})`;

/**
 * A member's profile, found regardless of case. The counts are index reads: prompts and the
 * ratings they received (prompts_user_idx), comments (comments_user_idx, migration 0012).
 */
export async function getUserProfile(db: Database, username: string): Promise<UserProfile> {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      image: users.image,
      createdAt: users.createdAt,
      prompts: numberSql(sql`(select count(*) from ${prompts} where ${prompts.userId} = ${users.id})::int`),
      ratingsReceived: numberSql(
        sql`(select coalesce(sum(${promptFeedback.ratingCount}), 0) from ${prompts}
          join ${promptFeedback} on ${promptFeedback.promptId} = ${prompts.id} where ${prompts.userId} = ${users.id})::int`,
      ),
      comments: numberSql(sql`(select count(*) from ${comments} where ${comments.userId} = ${users.id})::int`),
    })
    .from(users)
    .where(sameUsername(username));
  if (!row) throw unknownUser(username);
  return {
    id: row.id,
    username: row.username,
    avatarUrl: row.image ?? null,
    createdAt: row.createdAt.toISOString(),
    counts: { prompts: row.prompts, comments: row.comments, ratingsReceived: row.ratingsReceived },
  };
}

/** Their prompts, newest first, in the feed's keyset pages (every prompt on the site is public). */
export async function listUserPrompts(
  db: Database,
  username: string,
  page: { cursor?: string; limit?: number },
): Promise<PromptPage> {
  const [row] = await db.select({ id: users.id }).from(users).where(sameUsername(username));
  if (!row) throw unknownUser(username);
  return searchPrompts(db, { userId: row.id, sort: 'newest', cursor: page.cursor, limit: page.limit });
}
