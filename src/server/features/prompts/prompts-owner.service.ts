/**
 * What an author (or an admin) does to an existing prompt: edit it with version history,
 * delete it, list their own prompts; and the public version history.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { promptVersions, prompts } from '../../db/schema';
import { AppError } from '../../errors';
import type { Viewer } from '../../auth/session';
import { isAdmin } from '../../auth/session';
import type { Prompt, PromptPage, PromptVersion } from '../../../shared/schemas';
import { getPromptById, searchPrompts } from './prompts.service';
import { indexedColumns, type Row } from './prompt-rows';
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
const iso = (v: unknown): string => (v instanceof Date ? v : new Date(String(v))).toISOString();
const usernameOf = (name: unknown) => String(name ?? '').trim() || 'Anonymous';

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
 */
export async function updatePrompt(db: Database, viewer: Viewer, id: number, changes: PromptChanges): Promise<Prompt> {
  await db.transaction(async (tx) => {
    const [current] = await tx.select().from(prompts).where(eq(prompts.id, id)).for('update');
    if (!current) throw notFound(id);
    if (!canManage(viewer, current.userId)) throw new AppError('forbidden', 'You can only edit your own prompts');

    const next = {
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
    };
    // The fields whose value changes (an edit form sends them all; the audit log names only these).
    const changed = (Object.keys(next) as (keyof typeof next)[]).filter((k) =>
      k === 'tags' ? JSON.stringify(next.tags) !== JSON.stringify(current.tags) : next[k] !== current[k],
    );
    const unchanged = changed.length === 0;
    if (unchanged) return;

    await tx.insert(promptVersions).values({
      promptId: id,
      version: current.version,
      title: current.title,
      content: current.content,
      instructions: current.instructions,
      category: current.category,
      tags: current.tags,
      editedBy: viewer.id,
    });
    await tx
      .update(prompts)
      .set({
        ...next,
        version: sql`${prompts.version} + 1`,
        updatedAt: sql`now()`,
        ...indexedColumns(next),
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
  });
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
  const head = await db.execute(sql`
    select p.id, p.title, p.content, p.instructions, p.category, p.tags, p.version, p.created_at,
      p.updated_at, p.user_id, u.username as author_name
    from prompts p left join users u on u.id = p.user_id where p.id = ${id}`);
  const prompt = head.rows[0] as Row | undefined;
  if (!prompt) throw notFound(id);
  const history = await db.execute(sql`
    select v.version, v.title, v.content, v.instructions, v.category, v.tags, v.created_at,
      v.edited_by, u.username as editor_name
    from prompt_versions v left join users u on u.id = v.edited_by
    where v.prompt_id = ${id} order by v.version desc`);
  const rows = history.rows as Row[];
  const byVersion = new Map(rows.map((r) => [Number(r.version), r]));
  const currentVersion = Number(prompt.version);

  const madeBy = (version: number): Pick<PromptVersion, 'createdAt' | 'editedBy'> => {
    if (version === 1) {
      return {
        createdAt: iso(prompt.created_at),
        editedBy: prompt.user_id ? { id: String(prompt.user_id), username: usernameOf(prompt.author_name) } : null,
      };
    }
    const edit = byVersion.get(version - 1);
    if (!edit)
      return { createdAt: iso(version === currentVersion ? prompt.updated_at : prompt.created_at), editedBy: null };
    return {
      createdAt: iso(edit.created_at),
      editedBy: edit.edited_by ? { id: String(edit.edited_by), username: usernameOf(edit.editor_name) } : null,
    };
  };
  const toVersion = (r: Row, version: number): PromptVersion => ({
    version,
    title: String(r.title),
    content: String(r.content),
    instructions: (r.instructions as string | null) ?? null,
    category: String(r.category),
    tags: (r.tags as string[]) ?? [],
    ...madeBy(version),
  });
  return [
    toVersion(prompt, currentVersion),
    ...rows.filter((r) => Number(r.version) < currentVersion).map((r) => toVersion(r, Number(r.version))),
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
