/**
 * Worker thread of the CSV import (import-source.ts starts it): reads and prepares the batches
 * (import-reader.ts) and posts each one when the main thread asks for it, staying one batch
 * ahead, so parsing and hashing never hold the event loop that serves requests.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { readImportBatches, type ImportBatch } from './import-reader';

export type WorkerInput = { csvPath: string; header: string[] };
export type WorkerMessage =
  { type: 'batch'; batch: ImportBatch } | { type: 'done' } | { type: 'error'; message: string };

const port = parentPort!;
const { csvPath, header } = workerData as WorkerInput;

let wanted = 0;
let wake: (() => void) | null = null;
port.on('message', (message: 'next') => {
  if (message !== 'next') return;
  wanted++;
  wake?.();
});
const demand = async () => {
  while (wanted === 0) await new Promise<void>((resolve) => (wake = resolve));
  wake = null;
};

try {
  for await (const batch of readImportBatches(csvPath, header)) {
    await demand();
    wanted--;
    port.postMessage({ type: 'batch', batch } satisfies WorkerMessage);
  }
  port.postMessage({ type: 'done' } satisfies WorkerMessage);
} catch (err) {
  port.postMessage({
    type: 'error',
    message: err instanceof Error ? err.message : String(err),
  } satisfies WorkerMessage);
}
