/**
 * The background search indexer of imported prompts (docs/decisions/023-import-indexing.md).
 * The CSV import stores each row at once with a search vector of its title, tags and category
 * (browsable, found by title, in the duplicate check) and queues the words of its content in
 * search_index_queue. This indexer adds them to the rows' search vectors in id order, a short
 * batch per statement, letting the event loop turn between batches, and deletes the entries it
 * applied. The queue is in the database: after a restart, `resumeSearchIndexing` (start-up)
 * carries on where the indexer stopped.
 *
 * On PGlite (one connection, in this thread) the indexer waits while an import of this process
 * runs, so the rows become browsable first; on a PostgreSQL server it runs beside the import, on
 * another connection.
 */
import { setImmediate as nextTurnOfTheEventLoop } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { prompts, searchIndexQueue } from '../../db/schema';
import { countSql, firstRowOf, decode, perDatabase } from '../../db/typed-sql';
import { databaseError } from '../../errors';
import type { SearchIndexStatus } from '../../../shared/admin-schemas';
import { logger } from '../../lib/logger';

/**
 * Rows a statement indexes. One statement holds PGlite (and so the event loop) for its whole
 * duration: on the benchmark machine a 4 KB prompt costs about 0.9 ms (its new row version and
 * index entries, the content's ~240 words in the search index), so 50 rows take ~45 ms, plus
 * now and then a merge of the search index's pending list.
 */
export const SEARCH_INDEX_BATCH = 50;

type IndexerState = {
  /** The running loop, or null when idle. */
  loop: Promise<void> | null;
  /** Imports of this process that hold the indexer (PGlite only). */
  holds: number;
  /** Rows indexed since the queue was last found empty (the dashboard's "X of Y"). */
  indexed: number;
  /** Set when a kick arrives while the loop runs, so it looks again before it stops. */
  again: boolean;
  /** The server is shutting down: no further batch starts. */
  stopped: boolean;
};

const stateOf = perDatabase<IndexerState>(() => ({
  loop: null,
  holds: 0,
  indexed: 0,
  again: false,
  stopped: false,
}));

/** True when the database is the embedded PGlite, whose one connection lives in this thread. */
export function isEmbedded(db: Database): boolean {
  return (db as unknown as { $client?: unknown }).$client instanceof PGlite;
}

const queue = searchIndexQueue;
const q = {
  promptId: sql.identifier(queue.promptId.name),
  bodyVector: sql.identifier(queue.bodyVector.name),
  bodyDoc: sql.identifier(queue.bodyDoc.name),
};

/**
 * Applies up to `limit` queue entries (the lowest prompt ids) in one statement, so one
 * transaction: the search vector becomes title, tags, category and content words, exactly what
 * the create path stores (`indexedColumns`), and the entries are deleted. A prompt edited
 * since the import (version above 1) already has its full vector from the edit: its entry is
 * only deleted. Returns the number of entries taken (0: the queue is empty).
 */
export async function indexSearchBatch(db: Database, limit = SEARCH_INDEX_BATCH): Promise<number> {
  // Hand-written (docs/architecture.md, Data access): a DELETE … RETURNING feeding an UPDATE
  // … FROM has no builder form; tables and columns are schema references. SKIP LOCKED lets
  // several app processes on one PostgreSQL server share the queue.
  const row = await firstRowOf(
    db,
    sql`
    with taken as (
      delete from ${queue} where ${q.promptId} in (
        select ${q.promptId} from ${queue} order by ${q.promptId} limit ${limit} for update skip locked)
      returning ${q.promptId} as prompt_id, ${q.bodyVector} as body_vector, ${q.bodyDoc} as body_doc
    ), applied as (
      update ${prompts} set ${sql.identifier(prompts.searchVector.name)} =
        strip(${prompts.headVector} || coalesce(taken.body_vector, to_tsvector('simple', taken.body_doc)))
      from taken where ${prompts.id} = taken.prompt_id and ${prompts.version} = 1
      returning ${prompts.id}
    )
    select (select count(*) from taken)::int as taken`,
    { taken: decode.number },
  );
  return row?.taken ?? 0;
}

/** SQLSTATE classes that blame a value (e.g. a search vector over 1 MB), not the database. */
const ROW_ERROR_CLASSES = new Set(['22', '23', '54']);

/**
 * A batch the database refused for a value in it: its entries one by one, and one it still
 * refuses is dropped (the prompt keeps its title, tags and category words; the log says so),
 * so one bad row never stops the queue.
 */
async function indexOneByOne(db: Database, limit: number): Promise<number> {
  let taken = 0;
  for (let i = 0; i < limit; i++) {
    try {
      const n = await indexSearchBatch(db, 1);
      if (n === 0) break;
      taken += n;
    } catch (err) {
      if (!ROW_ERROR_CLASSES.has(databaseError(err)?.code.slice(0, 2) ?? '')) throw err;
      const first = await firstRowOf(
        db,
        sql`delete from ${queue} where ${q.promptId} = (select min(${q.promptId}) from ${queue}) returning ${q.promptId} as id`,
        { id: decode.number },
      );
      logger().error(
        `[search-index] prompt ${first?.id} keeps only its title, tags and category words: ${databaseError(err)!.message}`,
      );
      taken++;
    }
  }
  return taken;
}

async function runIndexer(db: Database, state: IndexerState): Promise<void> {
  for (;;) {
    state.again = false;
    if (state.holds > 0 || state.stopped) return; // the import's end kicks the indexer again
    let taken: number;
    try {
      taken = await indexSearchBatch(db);
    } catch (err) {
      if (!ROW_ERROR_CLASSES.has(databaseError(err)?.code.slice(0, 2) ?? '')) throw err;
      taken = await indexOneByOne(db, SEARCH_INDEX_BATCH);
    }
    if (taken === 0 && !state.again) {
      state.indexed = 0;
      return;
    }
    state.indexed += taken;
    // Requests that arrived during the statement get the database before the next batch.
    await nextTurnOfTheEventLoop();
  }
}

/** Starts the indexer if it is idle and not held (imports call this; so does start-up). */
export function kickSearchIndexer(db: Database): void {
  const state = stateOf(db);
  if (state.loop) {
    state.again = true;
    return;
  }
  if (state.holds > 0 || state.stopped) return;
  state.loop = runIndexer(db, state)
    .catch((err: unknown) => {
      // The queue stays in the database: the next import or start-up resumes it.
      logger().error({ err }, '[search-index] stopped');
    })
    .finally(() => {
      state.loop = null;
    });
}

/**
 * An import about to insert rows: on PGlite the indexer pauses until every such import ended
 * (the returned function), so the rows are browsable as early as possible; on a server it runs
 * beside the import.
 */
export function holdSearchIndexer(db: Database): () => void {
  if (!isEmbedded(db)) return () => kickSearchIndexer(db);
  const state = stateOf(db);
  state.holds++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    state.holds--;
    kickSearchIndexer(db);
  };
}

/** Start-up: resumes indexing what a previous run left in the queue. */
export function resumeSearchIndexing(db: Database): void {
  stateOf(db).stopped = false;
  kickSearchIndexer(db);
}

/** Shutdown: no new batch starts; resolves when the one in progress (if any) has committed. */
export async function stopSearchIndexer(db: Database): Promise<void> {
  stateOf(db).stopped = true;
  await waitForSearchIndex(db);
}

/** Resolves once the indexer is idle (for tests and the bench). */
export async function waitForSearchIndex(db: Database): Promise<void> {
  const state = stateOf(db);
  while (state.loop) await state.loop;
}

/** GET /api/admin/search-index: how many imported prompts still wait for their content words. */
export async function searchIndexStatus(db: Database): Promise<SearchIndexStatus> {
  const state = stateOf(db);
  const row = await firstRowOf(db, sql`select ${countSql()} as pending from ${queue}`, { pending: decode.number });
  const pending = row?.pending ?? 0;
  return {
    pendingPrompts: pending,
    indexedPrompts: pending === 0 ? 0 : state.indexed,
    running: state.loop !== null && state.holds === 0,
  };
}
