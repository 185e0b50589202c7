/** The signed-in user's own account: profile, data export and deletion. */
import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  commentVotes,
  comments as commentsTable,
  promptFeedback,
  promptLists,
  prompts as promptsTable,
  ratings as ratingsTable,
  savedPrompts,
  users,
} from '../../db/schema';
import type { Queryable } from '../../db/typed-sql';
import { AppError } from '../../errors';
import type { Viewer } from '../../auth/session';
import type { AccountExport, Me } from '../../../shared/schemas';
import { getPromptById } from '../prompts/prompts.service';
import { listPromptVersions } from '../prompts/prompts-owner.service';
import { recomputePromptRating } from '../ratings/ratings.service';
import { recomputeCommentVotes } from '../comments/comments.service';
import { intArray } from '../prompts/prompt-rows';
import { isUsernameTaken } from '../users/usernames.service';
import { USERNAME_TAKEN_MESSAGE } from '../../../shared/usernames';

const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: unknown; cause?: { code?: unknown } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

export async function getMe(db: Database, viewer: Viewer): Promise<Me> {
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      username: users.username,
      image: users.image,
      role: users.role,
      createdAt: users.createdAt,
      twoFactorEnabled: users.twoFactorEnabled,
    })
    .from(users)
    .where(eq(users.id, viewer.id));
  if (!row) throw new AppError('unauthorized', 'Authentication required');
  return {
    id: row.id,
    email: row.email,
    username: row.username ?? '',
    avatarUrl: row.image ?? null,
    role: row.role ?? 'user',
    createdAt: row.createdAt.toISOString(),
    twoFactorEnabled: row.twoFactorEnabled === true,
  };
}

export async function updateMe(
  db: Database,
  viewer: Viewer,
  changes: { username?: string; avatarUrl?: string | null },
): Promise<Me> {
  const sets: Partial<typeof users.$inferInsert> = {};
  if (changes.username !== undefined) {
    if (await isUsernameTaken(db, changes.username, viewer.id)) throw new AppError('conflict', USERNAME_TAKEN_MESSAGE);
    sets.username = changes.username;
  }
  if (changes.avatarUrl !== undefined) sets.image = changes.avatarUrl;
  if (Object.keys(sets).length) {
    try {
      await db
        .update(users)
        .set({ ...sets, updatedAt: sql`now()` })
        .where(eq(users.id, viewer.id));
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
  const own = await db
    .select({ id: promptsTable.id })
    .from(promptsTable)
    .where(eq(promptsTable.userId, viewer.id))
    .orderBy(asc(promptsTable.createdAt), asc(promptsTable.id));
  const prompts: AccountExport['prompts'] = [];
  for (const { id } of own) {
    prompts.push({ ...(await getPromptById(db, id)), versions: await listPromptVersions(db, id) });
  }
  const comments = await db
    .select({
      id: commentsTable.id,
      promptId: commentsTable.promptId,
      promptTitle: promptsTable.title,
      content: commentsTable.content,
      createdAt: commentsTable.createdAt,
      upvotes: commentsTable.upvotes,
      downvotes: commentsTable.downvotes,
    })
    .from(commentsTable)
    .leftJoin(promptsTable, eq(promptsTable.id, commentsTable.promptId))
    .where(eq(commentsTable.userId, viewer.id))
    .orderBy(asc(commentsTable.createdAt), asc(commentsTable.id));
  const ratings = await db
    .select({
      promptId: ratingsTable.promptId,
      promptTitle: promptsTable.title,
      value: ratingsTable.value,
      createdAt: ratingsTable.createdAt,
      updatedAt: ratingsTable.updatedAt,
    })
    .from(ratingsTable)
    .leftJoin(promptsTable, eq(promptsTable.id, ratingsTable.promptId))
    .where(eq(ratingsTable.userId, viewer.id))
    .orderBy(asc(ratingsTable.createdAt));
  const votes = await db
    .select({ commentId: commentVotes.commentId, vote: commentVotes.vote, createdAt: commentVotes.createdAt })
    .from(commentVotes)
    .where(eq(commentVotes.userId, viewer.id))
    .orderBy(asc(commentVotes.createdAt));
  const lists = await db
    .select({
      id: promptLists.id,
      name: promptLists.name,
      createdAt: promptLists.createdAt,
      promptIds: sql<
        number[]
      >`coalesce((select array_agg(${savedPrompts.promptId} order by ${savedPrompts.createdAt}) from ${savedPrompts} where ${savedPrompts.listId} = ${promptLists.id}), '{}')`,
    })
    .from(promptLists)
    .where(eq(promptLists.userId, viewer.id))
    .orderBy(asc(promptLists.createdAt), asc(promptLists.id));
  // Each list's prompts with their titles, so the file is readable without the site.
  const saved = await db
    .select({
      listId: savedPrompts.listId,
      id: savedPrompts.promptId,
      title: promptsTable.title,
      savedAt: savedPrompts.createdAt,
    })
    .from(savedPrompts)
    .innerJoin(promptLists, eq(promptLists.id, savedPrompts.listId))
    .innerJoin(promptsTable, eq(promptsTable.id, savedPrompts.promptId))
    .where(eq(promptLists.userId, viewer.id))
    .orderBy(asc(savedPrompts.createdAt), asc(savedPrompts.promptId));
  return {
    exportedAt: new Date().toISOString(),
    profile,
    prompts,
    comments: comments.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
    ratings: ratings.map((r) => ({
      promptId: r.promptId,
      promptTitle: r.promptTitle,
      value: r.value,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    })),
    commentVotes: votes.map((r) => ({
      commentId: r.commentId,
      vote: r.vote > 0 ? ('up' as const) : ('down' as const),
      createdAt: r.createdAt.toISOString(),
    })),
    lists: lists.map((r) => ({
      id: r.id,
      name: r.name,
      createdAt: r.createdAt.toISOString(),
      promptIds: (r.promptIds ?? []).map(Number),
      prompts: saved
        .filter((p) => p.listId === r.id)
        .map((p) => ({ id: p.id, title: p.title, savedAt: p.savedAt.toISOString() })),
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
    const [user] = await tx.select({ role: users.role }).from(users).where(eq(users.id, viewer.id)).for('update');
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
export async function deleteUserData(tx: Queryable, userId: string, prompts: 'keep' | 'delete'): Promise<void> {
  if (prompts === 'delete') await tx.delete(promptsTable).where(eq(promptsTable.userId, userId));
  else await tx.update(promptsTable).set({ userId: null }).where(eq(promptsTable.userId, userId));

  const rated = await tx
    .select({ promptId: ratingsTable.promptId })
    .from(ratingsTable)
    .where(eq(ratingsTable.userId, userId))
    .orderBy(asc(ratingsTable.promptId));
  const promptIds = rated.map((r) => r.promptId);
  if (promptIds.length) {
    // The rows ratePrompt locks (prompt_feedback's), in id order, before the recompute.
    await tx
      .select({ id: promptFeedback.promptId })
      .from(promptFeedback)
      .where(sql`${promptFeedback.promptId} = any(${intArray(promptIds)})`)
      .orderBy(asc(promptFeedback.promptId))
      .for('update');
    await tx.delete(ratingsTable).where(eq(ratingsTable.userId, userId));
    for (const id of promptIds) await recomputePromptRating(tx, id);
  }

  const voted = await tx
    .select({ commentId: commentVotes.commentId })
    .from(commentVotes)
    .where(eq(commentVotes.userId, userId))
    .orderBy(asc(commentVotes.commentId));
  const commentIds = voted.map((r) => r.commentId);
  if (commentIds.length) {
    await tx
      .select({ id: commentsTable.id })
      .from(commentsTable)
      .where(sql`${commentsTable.id} = any(${intArray(commentIds)})`)
      .orderBy(asc(commentsTable.id))
      .for('update');
    await tx.delete(commentVotes).where(eq(commentVotes.userId, userId));
    await recomputeCommentVotes(tx, commentIds);
  }

  await tx.update(commentsTable).set({ userId: null }).where(eq(commentsTable.userId, userId));
  await tx.delete(users).where(eq(users.id, userId));
}
