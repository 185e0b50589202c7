/** The signed-in user's own account: profile, data export and deletion. */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { Viewer } from '../../auth/session';
import type { AccountExport, Me } from '../../../shared/schemas';
import type { Role } from '../../../shared/constants';
import { getPromptById } from '../prompts/prompts.service';
import { listPromptVersions } from '../prompts/prompts-owner.service';
import { recomputePromptRating } from '../ratings/ratings.service';
import { recomputeCommentVotes } from '../comments/comments.service';
import { intArray, type Row } from '../prompts/prompt-rows';
import { isUsernameTaken } from '../users/usernames.service';
import { USERNAME_TAKEN_MESSAGE } from '../../../shared/usernames';

const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

const iso = (v: unknown): string => (v instanceof Date ? v : new Date(String(v))).toISOString();

export async function getMe(db: Database, viewer: Viewer): Promise<Me> {
  const result = await db.execute(sql`
    select id, email, username, image, role, created_at, two_factor_enabled from users where id = ${viewer.id}`);
  const row = result.rows[0] as Row | undefined;
  if (!row) throw new AppError('unauthorized', 'Authentication required');
  return {
    id: String(row.id),
    email: String(row.email),
    username: String(row.username ?? ''),
    avatarUrl: (row.image as string | null) ?? null,
    role: ((row.role as Role | null) ?? 'user') as Role,
    createdAt: iso(row.created_at),
    twoFactorEnabled: row.two_factor_enabled === true,
  };
}

export async function updateMe(
  db: Database,
  viewer: Viewer,
  changes: { username?: string; avatarUrl?: string | null },
): Promise<Me> {
  const sets = [];
  if (changes.username !== undefined) {
    if (await isUsernameTaken(db, changes.username, viewer.id)) throw new AppError('conflict', USERNAME_TAKEN_MESSAGE);
    sets.push(sql`username = ${changes.username}`);
  }
  if (changes.avatarUrl !== undefined) sets.push(sql`image = ${changes.avatarUrl}`);
  if (sets.length) {
    try {
      await db.execute(sql`update users set ${sql.join(sets, sql`, `)}, updated_at = now() where id = ${viewer.id}`);
    } catch (err) {
      // Two people taking the same name at once: the unique index on lower(username) answers.
      if (isUniqueViolation(err)) throw new AppError('conflict', USERNAME_TAKEN_MESSAGE);
      throw err;
    }
  }
  return getMe(db, viewer);
}

/** Everything the user put on the site, as one JSON document (their copy of their data). */
export async function exportMyData(db: Database, viewer: Viewer): Promise<AccountExport> {
  const profile = await getMe(db, viewer);
  const own = await db.execute(sql`select id from prompts where user_id = ${viewer.id} order by created_at, id`);
  const prompts: AccountExport['prompts'] = [];
  for (const row of own.rows as Row[]) {
    const id = Number(row.id);
    prompts.push({ ...(await getPromptById(db, id)), versions: await listPromptVersions(db, id) });
  }
  const comments = await db.execute(sql`
    select id, prompt_id, content, created_at, upvotes::int as upvotes, downvotes::int as downvotes
    from comments where user_id = ${viewer.id} order by created_at, id`);
  const ratings = await db.execute(sql`
    select prompt_id, value::int as value, created_at, updated_at from ratings where user_id = ${viewer.id} order by created_at`);
  const votes = await db.execute(sql`
    select comment_id, vote::int as vote, created_at from comment_votes where user_id = ${viewer.id} order by created_at`);
  const lists = await db.execute(sql`
    select l.id, l.name, l.created_at,
      coalesce((select array_agg(s.prompt_id order by s.created_at) from saved_prompts s where s.list_id = l.id), '{}') as prompt_ids
    from prompt_lists l where l.user_id = ${viewer.id} order by l.created_at, l.id`);
  return {
    exportedAt: new Date().toISOString(),
    profile,
    prompts,
    comments: (comments.rows as Row[]).map((r) => ({
      id: Number(r.id),
      promptId: Number(r.prompt_id),
      content: String(r.content),
      createdAt: iso(r.created_at),
      upvotes: Number(r.upvotes),
      downvotes: Number(r.downvotes),
    })),
    ratings: (ratings.rows as Row[]).map((r) => ({
      promptId: Number(r.prompt_id),
      value: Number(r.value),
      createdAt: iso(r.created_at),
      updatedAt: iso(r.updated_at),
    })),
    commentVotes: (votes.rows as Row[]).map((r) => ({
      commentId: Number(r.comment_id),
      vote: Number(r.vote) > 0 ? ('up' as const) : ('down' as const),
      createdAt: iso(r.created_at),
    })),
    lists: (lists.rows as Row[]).map((r) => ({
      id: Number(r.id),
      name: String(r.name),
      createdAt: iso(r.created_at),
      promptIds: ((r.prompt_ids as unknown[]) ?? []).map(Number),
    })),
  };
}

/**
 * Deletes the account. Other people's data stays: the user's comments remain as Anonymous,
 * their prompts too unless they chose 'delete'; their ratings and votes are removed and the
 * prompts' and comments' aggregates recomputed (rows locked first, in id order, as the rating
 * and vote writers lock them). Sessions, lists and saved prompts go with the user row.
 */
export async function deleteMe(db: Database, viewer: Viewer, prompts: 'keep' | 'delete'): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await tx.execute(sql`select role from users where id = ${viewer.id} for update`);
    const user = found.rows[0] as Row | undefined;
    if (!user) throw new AppError('unauthorized', 'Authentication required');
    if (user.role === 'super_admin') {
      throw new AppError(
        'forbidden',
        'A super admin cannot delete their own account. Another super admin must first change your role.',
      );
    }
    await deleteUserData(tx, viewer.id, prompts);
  });
}

/**
 * Removes a user inside the caller's transaction (the user row already locked): also used by
 * the admin's "remove user", which keeps the prompts as Anonymous.
 */
export async function deleteUserData(
  tx: Pick<Database, 'execute'>,
  userId: string,
  prompts: 'keep' | 'delete',
): Promise<void> {
  if (prompts === 'delete') await tx.execute(sql`delete from prompts where user_id = ${userId}`);
  else await tx.execute(sql`update prompts set user_id = null where user_id = ${userId}`);

  const rated = await tx.execute(sql`select prompt_id from ratings where user_id = ${userId} order by prompt_id`);
  const promptIds = (rated.rows as Row[]).map((r) => Number(r.prompt_id));
  if (promptIds.length) {
    await tx.execute(sql`select id from prompts where id = any(${intArray(promptIds)}) order by id for update`);
    await tx.execute(sql`delete from ratings where user_id = ${userId}`);
    for (const id of promptIds) await recomputePromptRating(tx, id);
  }

  const voted = await tx.execute(
    sql`select comment_id from comment_votes where user_id = ${userId} order by comment_id`,
  );
  const commentIds = (voted.rows as Row[]).map((r) => Number(r.comment_id));
  if (commentIds.length) {
    await tx.execute(sql`select id from comments where id = any(${intArray(commentIds)}) order by id for update`);
    await tx.execute(sql`delete from comment_votes where user_id = ${userId}`);
    await recomputeCommentVotes(tx, commentIds);
  }

  await tx.execute(sql`update comments set user_id = null where user_id = ${userId}`);
  await tx.execute(sql`delete from users where id = ${userId}`);
}
