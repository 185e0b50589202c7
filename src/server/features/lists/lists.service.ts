/**
 * Saved-prompt lists. A list and what it holds are visible and changeable only by its owner:
 * every query filters by the owner, so another user's list answers 404, never revealing it.
 */
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { promptLists, prompts, savedPrompts, users } from '../../db/schema';
import { numberSql } from '../../db/typed-sql';
import { AppError } from '../../errors';
import type { Viewer } from '../../auth/session';
import { DEFAULT_LIST_ID, DEFAULT_LIST_NAME, type PromptList, type SavedPromptItem } from '../../../shared/schemas';
import { intArray, toSummary } from '../prompts/prompt-rows';
import { p, pf, u, summaryFields } from '../prompts/prompts.queries';

export type ListRef = number | typeof DEFAULT_LIST_ID;
type Executor = Pick<Database, 'select'>;

const listNotFound = (id: ListRef) => new AppError('not_found', `List ${id} was not found`);

type ListRow = Pick<typeof promptLists.$inferSelect, 'id' | 'name' | 'createdAt'> & { promptCount: number };

function toList(row: ListRow): PromptList {
  return { id: row.id, name: row.name, createdAt: row.createdAt.toISOString(), promptCount: row.promptCount };
}

const listFields = { id: promptLists.id, name: promptLists.name, createdAt: promptLists.createdAt };

/** The id of the viewer's list `ref`, or null; `default` is their (oldest) list named Favorites. */
async function findOwnListId(db: Executor, viewer: Viewer, ref: ListRef): Promise<number | null> {
  const [row] =
    ref === DEFAULT_LIST_ID
      ? await db
          .select({ id: promptLists.id })
          .from(promptLists)
          .where(and(eq(promptLists.userId, viewer.id), eq(promptLists.name, DEFAULT_LIST_NAME)))
          .orderBy(asc(promptLists.createdAt), asc(promptLists.id))
          .limit(1)
      : await db
          .select({ id: promptLists.id })
          .from(promptLists)
          .where(and(eq(promptLists.id, ref), eq(promptLists.userId, viewer.id)));
  return row ? row.id : null;
}

async function readList(db: Executor, viewer: Viewer, id: number): Promise<PromptList> {
  const [row] = await db
    .select({
      ...listFields,
      promptCount: numberSql(
        sql`(select count(*)::int from ${savedPrompts} where ${savedPrompts.listId} = ${promptLists.id})`,
      ),
    })
    .from(promptLists)
    .where(and(eq(promptLists.id, id), eq(promptLists.userId, viewer.id)));
  if (!row) throw listNotFound(id);
  return toList(row);
}

export async function listLists(db: Database, viewer: Viewer): Promise<PromptList[]> {
  const rows = await db
    .select({ ...listFields, promptCount: numberSql(sql`count(${savedPrompts.promptId})::int`) })
    .from(promptLists)
    .leftJoin(savedPrompts, eq(savedPrompts.listId, promptLists.id))
    .where(eq(promptLists.userId, viewer.id))
    .groupBy(promptLists.id)
    .orderBy(asc(promptLists.createdAt), asc(promptLists.id));
  return rows.map(toList);
}

export async function createList(db: Database, viewer: Viewer, name: string): Promise<PromptList> {
  const [row] = await db.insert(promptLists).values({ name, userId: viewer.id }).returning(listFields);
  return toList({ ...row!, promptCount: 0 });
}

export async function renameList(db: Database, viewer: Viewer, id: number, name: string): Promise<PromptList> {
  const updated = await db
    .update(promptLists)
    .set({ name })
    .where(and(eq(promptLists.id, id), eq(promptLists.userId, viewer.id)))
    .returning({ id: promptLists.id });
  if (updated.length === 0) throw listNotFound(id);
  return readList(db, viewer, id);
}

/** Deletes a list; its saved prompts go with it (foreign key cascade). */
export async function deleteList(db: Database, viewer: Viewer, id: number): Promise<void> {
  const deleted = await db
    .delete(promptLists)
    .where(and(eq(promptLists.id, id), eq(promptLists.userId, viewer.id)))
    .returning({ id: promptLists.id });
  if (deleted.length === 0) throw listNotFound(id);
}

/** The prompts saved in one of the viewer's lists, most recently saved first. */
export async function listSavedPrompts(db: Database, viewer: Viewer, ref: ListRef): Promise<SavedPromptItem[]> {
  const listId = await findOwnListId(db, viewer, ref);
  if (listId === null) {
    if (ref === DEFAULT_LIST_ID) return [];
    throw listNotFound(ref);
  }
  const rows = await db
    .select({ ...summaryFields, savedAt: savedPrompts.createdAt })
    .from(savedPrompts)
    .innerJoin(p, eq(p.id, savedPrompts.promptId))
    .leftJoin(u, eq(u.id, p.userId))
    .leftJoin(pf, eq(pf.promptId, p.id))
    .where(and(eq(savedPrompts.listId, listId), eq(savedPrompts.userId, viewer.id)))
    .orderBy(desc(savedPrompts.createdAt), desc(p.id));
  return rows.map(({ savedAt, ...row }) => ({ savedAt: savedAt.toISOString(), prompt: toSummary(row) }));
}

/**
 * Saves a prompt in a list; `default` uses (and if needed creates) the Favorites list.
 * Returns whether it was newly saved (saving twice is idempotent).
 */
export async function savePrompt(
  db: Database,
  viewer: Viewer,
  ref: ListRef,
  promptId: number,
): Promise<{ listId: number; promptId: number; created: boolean }> {
  return db.transaction(async (tx) => {
    if (ref === DEFAULT_LIST_ID) {
      // Serialize this user's saves so two concurrent first saves create one Favorites list.
      await tx.select({ id: users.id }).from(users).where(eq(users.id, viewer.id)).for('update');
    }
    let listId = await findOwnListId(tx, viewer, ref);
    if (listId === null) {
      if (ref !== DEFAULT_LIST_ID) throw listNotFound(ref);
      const [created] = await tx
        .insert(promptLists)
        .values({ name: DEFAULT_LIST_NAME, userId: viewer.id })
        .returning({ id: promptLists.id });
      listId = created!.id;
    }
    const prompt = await tx.select({ id: prompts.id }).from(prompts).where(eq(prompts.id, promptId));
    if (prompt.length === 0) throw new AppError('not_found', `Prompt ${promptId} was not found`);
    const inserted = await tx
      .insert(savedPrompts)
      .values({ userId: viewer.id, listId, promptId })
      .onConflictDoNothing({ target: [savedPrompts.listId, savedPrompts.promptId] })
      .returning({ promptId: savedPrompts.promptId });
    return { listId, promptId, created: inserted.length > 0 };
  });
}

/** Removes prompts from one of the viewer's lists; returns how many were in it. */
export async function removeSavedPrompts(
  db: Database,
  viewer: Viewer,
  ref: ListRef,
  promptIds: number[],
): Promise<number> {
  const listId = await findOwnListId(db, viewer, ref);
  if (listId === null) {
    if (ref === DEFAULT_LIST_ID) return 0;
    throw listNotFound(ref);
  }
  const deleted = await db
    .delete(savedPrompts)
    .where(
      and(
        eq(savedPrompts.listId, listId),
        eq(savedPrompts.userId, viewer.id),
        sql`${savedPrompts.promptId} = any(${intArray([...new Set(promptIds)])})`,
      ),
    )
    .returning({ promptId: savedPrompts.promptId });
  return deleted.length;
}

/** Every prompt id the viewer saved in any list (for the bookmark state of cards). */
export async function listSavedPromptIds(db: Database, viewer: Viewer): Promise<number[]> {
  const rows = await db
    .selectDistinct({ promptId: savedPrompts.promptId })
    .from(savedPrompts)
    .where(eq(savedPrompts.userId, viewer.id))
    .orderBy(savedPrompts.promptId);
  return rows.map((r) => r.promptId);
}
