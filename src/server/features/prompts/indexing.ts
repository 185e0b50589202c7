/**
 * What a write of a prompt stores besides its fields (search vectors, near-duplicate signature,
 * card preview, format and length), derived off the event loop for long texts (decision 021):
 * tokenising and min-hashing a 1 MB prompt takes 100-300 ms of JavaScript, which on the
 * server's one thread would hold every other request. Short texts are derived in place (a
 * message to the worker costs more than they do).
 *
 * The statement that stores the values then does no tokenising of its own: the content's
 * search vector travels in PostgreSQL's binary form, as in the CSV import (prompt-rows.ts), so
 * PGlite (which runs statements on the same thread) is held for the write only.
 */
import { Worker } from 'node:worker_threads';
import { sql } from 'drizzle-orm';
import { binaryTsvector, indexedValues, type IndexedFields, type IndexedValues } from './prompt-rows';
import { workerUrl } from '../../lib/project-files';
import type { IndexingReply, IndexingRequest } from './indexing.worker';
import { logger } from '../../lib/logger';

/** Texts from this many characters (title + content) are derived in the worker. */
export const WORKER_MIN_CHARS = 32 * 1024;

const WORKER_URL = workerUrl(import.meta.url, './indexing-worker.mjs', './indexing.worker.js');

let worker: Worker | null = null;
let nextId = 1;
const waiting = new Map<number, { resolve: (v: IndexedValues) => void; reject: (e: Error) => void }>();

function failAll(err: Error) {
  for (const { reject } of waiting.values()) reject(err);
  waiting.clear();
  worker = null;
}

/** One long-lived worker, started on first use; it does not keep the process alive. */
function indexingWorker(): Worker {
  if (worker) return worker;
  const w = new Worker(WORKER_URL, { execArgv: [] });
  w.unref();
  w.on('message', (reply: IndexingReply) => {
    const pending = waiting.get(reply.id);
    if (!pending) return;
    waiting.delete(reply.id);
    if ('error' in reply) pending.reject(new Error(reply.error));
    else pending.resolve(reply.values);
  });
  w.on('error', (err) => failAll(err));
  w.on('exit', (code) => failAll(new Error(`The indexing worker stopped (exit code ${code})`)));
  worker = w;
  return w;
}

/** indexedValues(fields), in the worker for a long text (in place should the worker fail). */
export async function deriveIndexedValues(fields: IndexedFields): Promise<IndexedValues> {
  if (fields.title.length + fields.content.length < WORKER_MIN_CHARS) return indexedValues(fields);
  try {
    const id = nextId++;
    return await new Promise<IndexedValues>((resolve, reject) => {
      waiting.set(id, { resolve, reject });
      indexingWorker().postMessage({ id, fields } satisfies IndexingRequest);
    });
  } catch (err) {
    logger().warn(`[indexing] worker failed (${err instanceof Error ? err.message : String(err)}); deriving in place`);
    return indexedValues(fields);
  }
}

/**
 * The derived columns of a prompt (the same values `indexedColumns` gives) from values already
 * derived: the search vector is the title, labels and content vectors joined and stripped.
 */
export function derivedColumns(values: IndexedValues) {
  const head = sql`setweight(to_tsvector('simple', ${values.headDoc}), 'A') || setweight(to_tsvector('simple', ${values.labelsDoc}), 'B')`;
  const body = values.bodyVector
    ? binaryTsvector(values.bodyVector)
    : sql`to_tsvector('simple', ${values.bodyDoc ?? ''})`;
  return {
    searchVector: sql`strip(${head} || ${body})`,
    headVector: head,
    minhash: values.minhash,
    lshBands: values.lshBands,
    preview: values.preview,
    format: values.format,
    contentLength: values.contentLength,
  };
}
