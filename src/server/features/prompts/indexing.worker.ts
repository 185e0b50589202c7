/**
 * Worker thread of indexing.ts: derives a long prompt's search documents, signature and card
 * fields (indexedValues), so tokenising and hashing a megabyte never holds the event loop
 * that serves requests.
 */
import { parentPort } from 'node:worker_threads';
import { indexedValues, type IndexedFields, type IndexedValues } from './prompt-rows';

export type IndexingRequest = { id: number; fields: IndexedFields };
export type IndexingReply = { id: number; values: IndexedValues } | { id: number; error: string };

const port = parentPort!;
port.on('message', ({ id, fields }: IndexingRequest) => {
  try {
    const values = indexedValues(fields);
    port.postMessage({ id, values } satisfies IndexingReply);
  } catch (err) {
    port.postMessage({ id, error: err instanceof Error ? err.message : String(err) } satisfies IndexingReply);
  }
});
