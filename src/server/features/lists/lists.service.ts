/**
 * Saved-prompt lists. A list and what it holds are visible and changeable only by its owner:
 * every query filters by the owner, so another user's list answers 404, never revealing it.
 */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { Viewer } from '../../auth/session';
import { DEFAULT_LIST_ID, DEFAULT_LIST_NAME, type PromptList, type SavedPromptItem } from '../../../shared/schemas';
import { SUMMARY_COLUMNS, intArray, toSummary, type Row } from '../prompts/prompt-rows';

export type ListRef = number | typeof DEFAULT_LIST_ID;
type Executor = Pick<Database, 'execute'>;

const listNotFound = (id: ListRef) => new AppError('not_found', `List ${id} was not found`);
const iso = (v: unknown): string => (v instanceof Date ? v : new Date(String(v))).toISOString();

function toList(row: Row): PromptList {
  return {
    id: Number(row.id),
    name: String(row.name),
    createdAt: iso(row.created_at),
    promptCount: Number(row.prompt_count ?? 0),
  };
}

/** The id of the viewer's list `ref`, or null; `default` is their (oldest) list named Favorites. */
async function findOwnListId(db: Executor, viewer: Viewer, ref: ListRef): Promise<number | null> {
  const result =
    ref === DEFAULT_LIST_ID
      ? await db.execute(sql`
          select id from prompt_lists where user_id = ${viewer.id} and name = ${DEFAULT_LIST_NAME}
          order by created_at, id limit 1`)
      : await db.execute(sql`select id from prompt_lists where id = ${ref} and user_id = ${viewer.id}`);
  const row = result.rows[0] as Row | undefined;
  return row ? Number(row.id) : null;
}

async function readList(db: Executor, viewer: Viewer, id: number): Promise<PromptList> {
  const result = await db.execute(sql`
    select l.id, l.name, l.created_at, (select count(*)::int from saved_prompts s where s.list_id = l.id) as prompt_count
    from prompt_lists l where l.id = ${id} and l.user_id = ${viewer.id}`);
  const row = result.rows[0] as Row | undefined;
  if (!row) throw listNotFound(id);
  return toList(row);
}

export async function listLists(db: Database, viewer: Viewer): Promise<PromptList[]> {
  const result = await db.execute(sql`
    select l.id, l.name, l.created_at, count(s.prompt_id)::int as prompt_count
    from prompt_lists l left join saved_prompts s on s.list_id = l.id
    where l.user_id = ${viewer.id}
    group by l.id order by l.created_at, l.id`);
  return (result.rows as Row[]).map(toList);
}

export async function createList(db: Database, viewer: Viewer, name: string): Promise<PromptList> {
  const result = await db.execute(sql`
    insert into prompt_lists (name, user_id) values (${name}, ${viewer.id}) returning id, name, created_at`);
  return toList(result.rows[0] as Row);
}

export async function renameList(db: Database, viewer: Viewer, id: number, name: string): Promise<PromptList> {
  const result = await db.execute(sql`
    update prompt_lists set name = ${name} where id = ${id} and user_id = ${viewer.id} returning id`);
  if (result.rows.length === 0) throw listNotFound(id);
  return readList(db, viewer, id);
}

/** Deletes a list; its saved prompts go with it (foreign key cascade). */
export async function deleteList(db: Database, viewer: Viewer, id: number): Promise<void> {
  const result = await db.execute(
    sql`delete from prompt_lists where id = ${id} and user_id = ${viewer.id} returning id`,
  );
  if (result.rows.length === 0) throw listNotFound(id);
}

/** The prompts saved in one of the viewer's lists, most recently saved first. */
export async function listSavedPrompts(db: Database, viewer: Viewer, ref: ListRef): Promise<SavedPromptItem[]> {
  const listId = await findOwnListId(db, viewer, ref);
  if (listId === null) {
    if (ref === DEFAULT_LIST_ID) return [];
    throw listNotFound(ref);
  }
  const result = await db.execute(sql`
    select ${SUMMARY_COLUMNS}, s.created_at as saved_at
    from saved_prompts s join prompts p on p.id = s.prompt_id left join users u on u.id = p.user_id
    where s.list_id = ${listId} and s.user_id = ${viewer.id}
    order by s.created_at desc, p.id desc`);
  return (result.rows as Row[]).map((row) => ({ savedAt: iso(row.saved_at), prompt: toSummary(row) }));
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
      await tx.execute(sql`select id from users where id = ${viewer.id} for update`);
    }
    let listId = await findOwnListId(tx, viewer, ref);
    if (listId === null) {
      if (ref !== DEFAULT_LIST_ID) throw listNotFound(ref);
      const created = await tx.execute(sql`
        insert into prompt_lists (name, user_id) values (${DEFAULT_LIST_NAME}, ${viewer.id}) returning id`);
      listId = Number((created.rows[0] as Row).id);
    }
    const prompt = await tx.execute(sql`select id from prompts where id = ${promptId}`);
    if (prompt.rows.length === 0) throw new AppError('not_found', `Prompt ${promptId} was not found`);
    const inserted = await tx.execute(sql`
      insert into saved_prompts (user_id, list_id, prompt_id) values (${viewer.id}, ${listId}, ${promptId})
      on conflict (list_id, prompt_id) do nothing returning prompt_id`);
    return { listId, promptId, created: inserted.rows.length > 0 };
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
  const result = await db.execute(sql`
    delete from saved_prompts where list_id = ${listId} and user_id = ${viewer.id}
      and prompt_id = any(${intArray([...new Set(promptIds)])}) returning prompt_id`);
  return result.rows.length;
}

/** Every prompt id the viewer saved in any list (for the bookmark state of cards). */
export async function listSavedPromptIds(db: Database, viewer: Viewer): Promise<number[]> {
  const result = await db.execute(sql`
    select distinct prompt_id from saved_prompts where user_id = ${viewer.id} order by prompt_id`);
  return (result.rows as Row[]).map((r) => Number(r.prompt_id));
}
