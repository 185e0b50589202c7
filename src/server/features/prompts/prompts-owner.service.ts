/**
 * What an author (or an admin) does to an existing prompt: edit it with version history,
 * delete it, list their own prompts; and the public version history.
 */
import { desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { promptVersions, prompts, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { Viewer } from '../../auth/session';
import { isAdmin } from '../../auth/session';
import type { Prompt, PromptPage, PromptVersion } from '../../../shared/schemas';
import { getPromptById, searchPrompts } from './prompts.service';
import { deriveIndexedValues, derivedColumns } from './indexing';
import { columnName } from '../../db/typed-sql';
import { recordAudit } from '../admin/audit.service';

export const MY_PROMPTS_PAGE = 20;

export type PromptChanges = {
  title?: string;
  content?: string;
  instructions?: string | null;
  category?: string;
  tags?: string[];
};

const notFound = (id: number) => new AppError('not_found', `Prompt ${id} was not found`);
const usernameOf = (name: string | null) => (name ?? '').trim() || 'Anonymous';

function canManage(viewer: Viewer, ownerId: string | null): boolean {
  return (ownerId !== null && ownerId === viewer.id) || isAdmin(viewer);
}

/** An admin acting on a prompt that is not theirs is moderation: it goes to the audit log. */
const isModeration = (viewer: Viewer, ownerId: string | null) => ownerId !== viewer.id && isAdmin(viewer);

/**
 * Edits a prompt: the state it replaces goes to prompt_versions (edited_by = the editor who
 * replaced it), version + 1, updated_at = now, and the search vector and duplicate signature
 * are rebuilt. The row is locked first, so two concurrent edits get consecutive versions.
 * An edit that changes nothing is not a new version.
 *
 * The derived columns of the new text are computed before the transaction, off the event loop
 * for a long text (indexing.ts): a transaction holds PGlite's one connection, so nothing slow
 * may run inside it. Should the prompt change between that read and the lock, they are derived
 * again from what the lock read. The replaced state is copied to the history inside the
 * database (insert … select), never read out and sent back.
 */
export async function updatePrompt(db: Database, viewer: Viewer, id: number, changes: PromptChanges): Promise<Prompt> {
  const editable = {
    title: prompts.title,
    content: prompts.content,
    instructions: prompts.instructions,
    category: prompts.category,
    tags: prompts.tags,
    userId: prompts.userId,
    version: prompts.version,
  };
  type Current = { [K in keyof typeof editable]: (typeof prompts.$inferSelect)[K] };
  const nextOf = (current: Current) => ({
    title: changes.title ?? current.title,
    content: changes.content ?? current.content,
    instructions:
      changes.instructions === undefined
        ? current.instructions
        : changes.instructions?.trim()
          ? changes.instructions
          : null,
    category: changes.category ?? current.category,
    tags: changes.tags ?? current.tags,
  });
  const indexedKey = (n: ReturnType<typeof nextOf>) => JSON.stringify([n.title, n.content, n.category, n.tags]);

  const [before] = await db.select(editable).from(prompts).where(eq(prompts.id, id));
  if (!before) throw notFound(id);
  if (!canManage(viewer, before.userId)) throw new AppError('forbidden', 'You can only edit your own prompts');
  let derivedFor = nextOf(before);
  let derived = await deriveIndexedValues(derivedFor);

  for (;;) {
    const stale = await db.transaction(async (tx) => {
      const [current] = await tx.select(editable).from(prompts).where(eq(prompts.id, id)).for('update');
      if (!current) throw notFound(id);
      if (!canManage(viewer, current.userId)) throw new AppError('forbidden', 'You can only edit your own prompts');

      const next = nextOf(current);
      // The fields whose value changes (an edit form sends them all; the audit log names only these).
      const changed = (Object.keys(next) as (keyof typeof next)[]).filter((k) =>
        k === 'tags' ? JSON.stringify(next.tags) !== JSON.stringify(current.tags) : next[k] !== current[k],
      );
      if (changed.length === 0) return false;
      // Another edit came between the first read and the lock: derive again, outside the transaction.
      if (indexedKey(next) !== indexedKey(derivedFor)) return next;

      const v = promptVersions;
      const into = [v.promptId, v.version, v.title, v.content, v.instructions, v.category, v.tags, v.editedBy];
      await tx.execute(sql`insert into ${v} (${sql.join(into.map(columnName), sql`, `)})
        select ${prompts.id}, ${prompts.version}, ${prompts.title}, ${prompts.content}, ${prompts.instructions}, ${prompts.category}, ${prompts.tags}, ${viewer.id}
        from ${prompts} where ${prompts.id} = ${id}`);
      await tx
        .update(prompts)
        .set({
          ...next,
          version: sql`${prompts.version} + 1`,
          updatedAt: sql`now()`,
          ...derivedColumns(derived),
        })
        .where(eq(prompts.id, id));
      if (isModeration(viewer, current.userId)) {
        await recordAudit(tx, {
          actorId: viewer.id,
          action: 'prompt.update',
          targetType: 'prompt',
          targetId: id,
          details: { fields: changed, version: current.version + 1, ownerId: current.userId },
        });
      }
      return false;
    });
    if (!stale) break;
    derivedFor = stale;
    derived = await deriveIndexedValues(derivedFor);
  }
  return getPromptById(db, id);
}

export async function deletePrompt(db: Database, viewer: Viewer, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ userId: prompts.userId, title: prompts.title })
      .from(prompts)
      .where(eq(prompts.id, id))
      .for('update');
    if (!current) throw notFound(id);
    if (!canManage(viewer, current.userId)) throw new AppError('forbidden', 'You can only delete your own prompts');
    // Comments, ratings, votes, saved entries and versions go with it (foreign keys cascade).
    await tx.delete(prompts).where(eq(prompts.id, id));
    if (isModeration(viewer, current.userId)) {
      await recordAudit(tx, {
        actorId: viewer.id,
        action: 'prompt.delete',
        targetType: 'prompt',
        targetId: id,
        details: { title: current.title, ownerId: current.userId },
      });
    }
  });
}

/**
 * Every version of a prompt, newest (the current one) first. A history row holds the state
 * an edit replaced and who made that edit, so version k was made by the editor recorded on
 * row k - 1 (version 1: the author, when the prompt was created).
 */
export async function listPromptVersions(db: Database, id: number): Promise<PromptVersion[]> {
  const [prompt] = await db
    .select({
      title: prompts.title,
      content: prompts.content,
      instructions: prompts.instructions,
      category: prompts.category,
      tags: prompts.tags,
      version: prompts.version,
      createdAt: prompts.createdAt,
      updatedAt: prompts.updatedAt,
      userId: prompts.userId,
      authorName: users.username,
    })
    .from(prompts)
    .leftJoin(users, eq(users.id, prompts.userId))
    .where(eq(prompts.id, id));
  if (!prompt) throw notFound(id);
  const rows = await db
    .select({
      version: promptVersions.version,
      title: promptVersions.title,
      content: promptVersions.content,
      instructions: promptVersions.instructions,
      category: promptVersions.category,
      tags: promptVersions.tags,
      createdAt: promptVersions.createdAt,
      editedBy: promptVersions.editedBy,
      editorName: users.username,
    })
    .from(promptVersions)
    .leftJoin(users, eq(users.id, promptVersions.editedBy))
    .where(eq(promptVersions.promptId, id))
    .orderBy(desc(promptVersions.version));
  const byVersion = new Map(rows.map((r) => [r.version, r]));
  const currentVersion = prompt.version;

  const madeBy = (version: number): Pick<PromptVersion, 'createdAt' | 'editedBy'> => {
    if (version === 1) {
      return {
        createdAt: prompt.createdAt.toISOString(),
        editedBy: prompt.userId ? { id: prompt.userId, username: usernameOf(prompt.authorName) } : null,
      };
    }
    const edit = byVersion.get(version - 1);
    if (!edit)
      return {
        createdAt: (version === currentVersion ? prompt.updatedAt : prompt.createdAt).toISOString(),
        editedBy: null,
      };
    return {
      createdAt: edit.createdAt.toISOString(),
      editedBy: edit.editedBy ? { id: edit.editedBy, username: usernameOf(edit.editorName) } : null,
    };
  };
  type VersionFields = Pick<typeof prompt, 'title' | 'content' | 'instructions' | 'category' | 'tags'>;
  const toVersion = (r: VersionFields, version: number): PromptVersion => ({
    version,
    title: r.title,
    content: r.content,
    instructions: r.instructions ?? null,
    category: r.category,
    tags: r.tags ?? [],
    ...madeBy(version),
  });
  return [
    toVersion(prompt, currentVersion),
    ...rows.filter((r) => r.version < currentVersion).map((r) => toVersion(r, r.version)),
  ];
}

/** The viewer's own prompts, newest first (My Prompts). */
export function listMyPrompts(
  db: Database,
  viewer: Viewer,
  page: { cursor?: string; limit?: number },
): Promise<PromptPage> {
  return searchPrompts(db, {
    userId: viewer.id,
    sort: 'newest',
    cursor: page.cursor,
    limit: page.limit ?? MY_PROMPTS_PAGE,
  });
}
