/** Comments on prompts and votes on comments; prompts.comment_count and vote counts follow them. */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { recordAudit } from '../admin/audit.service';
import { AppError } from '../../errors';
import { isAdmin, type Viewer } from '../../auth/session';
import type { Comment, CommentPage, VoteResult } from '../../../shared/schemas';
import { decodeCursor, encodeCursor } from '../prompts/cursor';
import type { Row } from '../prompts/prompt-rows';

export const COMMENTS_PAGE = 20;

type VoteChoice = 'up' | 'down' | 'none';
const VOTE_VALUE: Record<VoteChoice, number> = { up: 1, down: -1, none: 0 };
const voteName = (v: unknown) => (v === null || v === undefined ? null : Number(v) > 0 ? 'up' : 'down');
const iso = (v: unknown): string => (v instanceof Date ? v : new Date(String(v))).toISOString();

const promptNotFound = (id: number) => new AppError('not_found', `Prompt ${id} was not found`);
const commentNotFound = (id: number) => new AppError('not_found', `Comment ${id} was not found`);

function commentColumns(viewerId: string | null) {
  return sql`c.id, c.prompt_id, c.content, c.created_at, c.upvotes::int as upvotes, c.downvotes::int as downvotes,
    c.user_id, u.username as user_name, u.image as user_image,
    ${viewerId ? sql`(select v.vote::int from comment_votes v where v.comment_id = c.id and v.user_id = ${viewerId})` : sql`null::int`} as my_vote`;
}

function toComment(row: Row): Comment {
  return {
    id: Number(row.id),
    promptId: Number(row.prompt_id),
    content: String(row.content),
    createdAt: iso(row.created_at),
    upvotes: Number(row.upvotes),
    downvotes: Number(row.downvotes),
    myVote: voteName(row.my_vote),
    user: row.user_id
      ? {
          id: String(row.user_id),
          username: String(row.user_name ?? '').trim() || 'Anonymous',
          avatarUrl: (row.user_image as string | null) ?? null,
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
  const exists = await db.execute(sql`select 1 from prompts where id = ${promptId}`);
  if (exists.rows.length === 0) throw promptNotFound(promptId);
  const cursor = page.cursor ? decodeCursor(page.cursor) : null;
  const result = await db.execute(sql`
    select ${commentColumns(viewer?.id ?? null)}
    from comments c left join users u on u.id = c.user_id
    where c.prompt_id = ${promptId}
    ${cursor ? sql`and (c.created_at, c.id) < (${new Date(cursor[0]).toISOString()}::timestamptz, ${cursor[1]})` : sql``}
    order by c.created_at desc, c.id desc
    limit ${limit + 1}`);
  const rows = result.rows as Row[];
  const items = rows.slice(0, limit).map(toComment);
  const last = items[items.length - 1];
  const nextCursor = rows.length > limit && last ? encodeCursor([Date.parse(last.createdAt), last.id]) : null;
  return { items, nextCursor };
}

async function readComment(
  db: Pick<Database, 'execute'>,
  id: number,
  viewerId: string | null,
): Promise<Comment | null> {
  const result = await db.execute(sql`
    select ${commentColumns(viewerId)} from comments c left join users u on u.id = c.user_id where c.id = ${id}`);
  const row = result.rows[0] as Row | undefined;
  return row ? toComment(row) : null;
}

/** Adds a comment and raises the prompt's comment_count in the same transaction. */
export async function createComment(db: Database, viewer: Viewer, promptId: number, content: string): Promise<Comment> {
  return db.transaction(async (tx) => {
    const counted = await tx.execute(
      sql`update prompts set comment_count = comment_count + 1 where id = ${promptId} returning id`,
    );
    if (counted.rows.length === 0) throw promptNotFound(promptId);
    const inserted = await tx.execute(sql`
      insert into comments (prompt_id, user_id, content) values (${promptId}, ${viewer.id}, ${content}) returning id`);
    const id = Number((inserted.rows[0] as Row).id);
    return (await readComment(tx, id, viewer.id))!;
  });
}

/** The author or an admin deletes a comment; the prompt's comment_count goes down with it. */
export async function deleteComment(db: Database, viewer: Viewer, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const found = await tx.execute(sql`select user_id, prompt_id from comments where id = ${id} for update`);
    const row = found.rows[0] as { user_id: string | null; prompt_id: unknown } | undefined;
    if (!row) throw commentNotFound(id);
    const isAuthor = row.user_id !== null && row.user_id === viewer.id;
    if (!isAuthor && !isAdmin(viewer)) throw new AppError('forbidden', 'You can only delete your own comments');
    await tx.execute(sql`delete from comments where id = ${id}`);
    await tx.execute(sql`
      update prompts set comment_count = greatest(comment_count - 1, 0) where id = ${Number(row.prompt_id)}`);
    if (!isAuthor) {
      await recordAudit(tx, {
        actorId: viewer.id,
        action: 'comment.delete',
        targetType: 'comment',
        targetId: id,
        details: { promptId: Number(row.prompt_id), authorId: row.user_id },
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
    const locked = await tx.execute(sql`select id from comments where id = ${id} for update`);
    if (locked.rows.length === 0) throw commentNotFound(id);
    const earlier = await tx.execute(
      sql`select vote::int as vote from comment_votes where comment_id = ${id} and user_id = ${viewer.id}`,
    );
    const before = earlier.rows[0] ? Number((earlier.rows[0] as Row).vote) : 0;
    const after = VOTE_VALUE[choice];
    if (after === 0) {
      await tx.execute(sql`delete from comment_votes where comment_id = ${id} and user_id = ${viewer.id}`);
    } else {
      await tx.execute(sql`
        insert into comment_votes (comment_id, user_id, vote) values (${id}, ${viewer.id}, ${after})
        on conflict (comment_id, user_id) do update set vote = excluded.vote`);
    }
    const upDelta = (after === 1 ? 1 : 0) - (before === 1 ? 1 : 0);
    const downDelta = (after === -1 ? 1 : 0) - (before === -1 ? 1 : 0);
    const updated = await tx.execute(sql`
      update comments set upvotes = upvotes + ${upDelta}::int, downvotes = downvotes + ${downDelta}::int
      where id = ${id} returning upvotes::int as upvotes, downvotes::int as downvotes`);
    const counts = updated.rows[0] as Row;
    return {
      upvotes: Number(counts.upvotes),
      downvotes: Number(counts.downvotes),
      myVote: voteName(after === 0 ? null : after),
    };
  });
}

/**
 * Recomputes vote counts of the given comments from comment_votes (used when votes are
 * removed in bulk, e.g. when an account is deleted).
 */
export async function recomputeCommentVotes(db: Pick<Database, 'execute'>, commentIds: number[]): Promise<void> {
  for (const id of commentIds) {
    await db.execute(sql`
      update comments c set
        upvotes = (select count(*)::int from comment_votes v where v.comment_id = c.id and v.vote = 1),
        downvotes = (select count(*)::int from comment_votes v where v.comment_id = c.id and v.vote = -1)
      where c.id = ${id}`);
  }
}
