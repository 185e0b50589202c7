/** Comments on prompts and votes on comments; prompt_feedback.comment_count and vote counts follow them. */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { commentVotes, comments, promptFeedback, prompts, users } from '../../db/schema';
import { columnName, decode, firstRowOf, nullableNumberSql } from '../../db/typed-sql';
import { recordAudit } from '../admin/audit.service';
import { AppError } from '../../errors';
import { isAdmin, type Viewer } from '../../auth/session';
import type { Comment, CommentPage, VoteResult } from '../../../shared/schemas';
import { decodeCursor, encodeCursor } from '../prompts/cursor';

export const COMMENTS_PAGE = 20;

type VoteChoice = 'up' | 'down' | 'none';
const VOTE_VALUE: Record<VoteChoice, number> = { up: 1, down: -1, none: 0 };
const voteName = (v: number | null) => (v === null ? null : v > 0 ? 'up' : 'down');

const promptNotFound = (id: number) => new AppError('not_found', `Prompt ${id} was not found`);
const commentNotFound = (id: number) => new AppError('not_found', `Comment ${id} was not found`);

/** A comment's columns, its author's, and the viewer's vote on it (comments left join users). */
function commentFields(viewerId: string | null) {
  return {
    id: comments.id,
    promptId: comments.promptId,
    content: comments.content,
    createdAt: comments.createdAt,
    upvotes: comments.upvotes,
    downvotes: comments.downvotes,
    userId: comments.userId,
    userName: users.username,
    userImage: users.image,
    myVote: nullableNumberSql(
      viewerId
        ? sql`(select ${commentVotes.vote}::int from ${commentVotes} where ${commentVotes.commentId} = ${comments.id} and ${commentVotes.userId} = ${viewerId})`
        : sql`null::int`,
    ),
  };
}

/** The comments (with authors) a condition picks. */
function selectComments(db: Pick<Database, 'select'>, viewerId: string | null) {
  return db.select(commentFields(viewerId)).from(comments).leftJoin(users, eq(users.id, comments.userId));
}

type CommentRow = Awaited<ReturnType<ReturnType<typeof selectComments>['execute']>>[number];

function toComment(row: CommentRow): Comment {
  return {
    id: row.id,
    promptId: row.promptId,
    content: row.content,
    createdAt: row.createdAt.toISOString(),
    upvotes: row.upvotes,
    downvotes: row.downvotes,
    myVote: voteName(row.myVote),
    user: row.userId
      ? {
          id: row.userId,
          username: (row.userName ?? '').trim() || 'Anonymous',
          avatarUrl: row.userImage ?? null,
        }
      : null,
  };
}

/** A prompt's comments, newest first, by keyset cursor on (created_at, id). */
export async function listComments(
  db: Database,
  promptId: number,
  viewer: Viewer | null,
  page: { cursor?: string; limit?: number },
): Promise<CommentPage> {
  const limit = page.limit ?? COMMENTS_PAGE;
  const exists = await db.select({ id: prompts.id }).from(prompts).where(eq(prompts.id, promptId));
  if (exists.length === 0) throw promptNotFound(promptId);
  const cursor = page.cursor ? decodeCursor(page.cursor) : null;
  const rows = await selectComments(db, viewer?.id ?? null)
    .where(
      and(
        eq(comments.promptId, promptId),
        cursor
          ? sql`(${comments.createdAt}, ${comments.id}) < (${new Date(cursor[0]).toISOString()}::timestamptz, ${cursor[1]})`
          : undefined,
      ),
    )
    .orderBy(desc(comments.createdAt), desc(comments.id))
    .limit(limit + 1);
  const items = rows.slice(0, limit).map(toComment);
  const last = items[items.length - 1];
  const nextCursor = rows.length > limit && last ? encodeCursor([Date.parse(last.createdAt), last.id]) : null;
  return { items, nextCursor };
}

async function readComment(db: Pick<Database, 'select'>, id: number, viewerId: string | null): Promise<Comment | null> {
  const [row] = await selectComments(db, viewerId).where(eq(comments.id, id));
  return row ? toComment(row) : null;
}

/** Adds a comment and raises the prompt's comment count, in one statement. */
export async function createComment(db: Database, viewer: Viewer, promptId: number, content: string): Promise<Comment> {
  // One statement, so one transaction with a single round trip: the count goes up on the
  // prompt's row of prompt_feedback (decision 035: every prompt has one) and the comment is
  // written from that row, so a prompt that does not exist (or is being deleted) gets neither.
  // A transaction of separate statements held a connection of PostgreSQL's pool across the
  // app's busy turns (bench/results-http.md). Hand-written (docs/architecture.md, Data
  // access): an UPDATE … RETURNING feeding an INSERT … SELECT has no builder form; tables and
  // columns are schema references.
  const fb = promptFeedback;
  const inserted = await firstRowOf(
    db,
    sql`
    with counted as (
      update ${fb} set ${columnName(fb.commentCount)} = ${fb.commentCount} + 1
      where ${fb.promptId} = ${promptId}
      returning ${fb.promptId} as prompt_id
    )
    insert into ${comments} (${columnName(comments.promptId)}, ${columnName(comments.userId)}, ${columnName(comments.content)})
    select prompt_id, ${viewer.id}, ${content} from counted
    returning ${comments.id} as id`,
    { id: decode.number },
  );
  if (!inserted) throw promptNotFound(promptId);
  return (await readComment(db, inserted.id, viewer.id))!;
}

/** The author or an admin deletes a comment; the prompt's comment count goes down with it. */
export async function deleteComment(db: Database, viewer: Viewer, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ userId: comments.userId, promptId: comments.promptId })
      .from(comments)
      .where(eq(comments.id, id))
      .for('update');
    if (!row) throw commentNotFound(id);
    const isAuthor = row.userId !== null && row.userId === viewer.id;
    if (!isAuthor && !isAdmin(viewer)) throw new AppError('forbidden', 'You can only delete your own comments');
    await tx.delete(comments).where(eq(comments.id, id));
    await tx
      .update(promptFeedback)
      .set({ commentCount: sql`greatest(${promptFeedback.commentCount} - 1, 0)` })
      .where(eq(promptFeedback.promptId, row.promptId));
    if (!isAuthor) {
      await recordAudit(tx, {
        actorId: viewer.id,
        action: 'comment.delete',
        targetType: 'comment',
        targetId: id,
        details: { promptId: row.promptId, authorId: row.userId },
      });
    }
  });
}

/**
 * Sets the viewer's vote on a comment: 'none' removes it, switching moves the count from one
 * side to the other. The comment row is locked first, so the earlier vote read here is the
 * one the counts include, and the counts change by increments, never by a value from JS.
 */
export async function voteOnComment(db: Database, viewer: Viewer, id: number, choice: VoteChoice): Promise<VoteResult> {
  return db.transaction(async (tx) => {
    const locked = await tx.select({ id: comments.id }).from(comments).where(eq(comments.id, id)).for('update');
    if (locked.length === 0) throw commentNotFound(id);
    const mine = and(eq(commentVotes.commentId, id), eq(commentVotes.userId, viewer.id));
    const [earlier] = await tx.select({ vote: commentVotes.vote }).from(commentVotes).where(mine);
    const before = earlier?.vote ?? 0;
    const after = VOTE_VALUE[choice];
    if (after === 0) {
      await tx.delete(commentVotes).where(mine);
    } else {
      await tx
        .insert(commentVotes)
        .values({ commentId: id, userId: viewer.id, vote: after })
        .onConflictDoUpdate({
          target: [commentVotes.commentId, commentVotes.userId],
          set: { vote: sql`excluded.${sql.identifier(commentVotes.vote.name)}` },
        });
    }
    const upDelta = (after === 1 ? 1 : 0) - (before === 1 ? 1 : 0);
    const downDelta = (after === -1 ? 1 : 0) - (before === -1 ? 1 : 0);
    const [counts] = await tx
      .update(comments)
      .set({
        upvotes: sql`${comments.upvotes} + ${upDelta}::int`,
        downvotes: sql`${comments.downvotes} + ${downDelta}::int`,
      })
      .where(eq(comments.id, id))
      .returning({ upvotes: comments.upvotes, downvotes: comments.downvotes });
    return {
      upvotes: counts!.upvotes,
      downvotes: counts!.downvotes,
      myVote: voteName(after === 0 ? null : after),
    };
  });
}

/**
 * Recomputes vote counts of the given comments from comment_votes (used when votes are
 * removed in bulk, e.g. when an account is deleted).
 */
export async function recomputeCommentVotes(db: Pick<Database, 'update'>, commentIds: number[]): Promise<void> {
  for (const id of commentIds) {
    const votes = (value: 1 | -1) =>
      sql<number>`(select count(*)::int from ${commentVotes} where ${commentVotes.commentId} = ${comments.id} and ${commentVotes.vote} = ${sql.raw(String(value))})`;
    await db
      .update(comments)
      .set({ upvotes: votes(1), downvotes: votes(-1) })
      .where(eq(comments.id, id));
  }
}
