/**
 * Where the import's batches come from: a worker thread running import-reader.ts for files
 * worth it, the main thread otherwise (small files, or if the worker cannot start).
 */
import { Worker } from 'node:worker_threads';
import { readImportBatches, type ImportBatch } from './import-reader';
import { workerUrl } from '../../lib/project-files';
import type { WorkerInput, WorkerMessage } from './import.worker';
import { logger } from '../../lib/logger';

/** Smaller files are read in the main thread: starting a worker costs more than it saves. */
export const IMPORT_WORKER_MIN_BYTES = 1024 * 1024;

/** Batches the worker prepares ahead of the one being inserted. */
const READ_AHEAD = 4;

/** From the sources, a plain JavaScript entry that loads import.worker.ts through tsx (see the file). */
const WORKER_URL = workerUrl(import.meta.url, './import-worker.mjs', './import.worker.js');

async function* workerBatches(input: WorkerInput): AsyncGenerator<ImportBatch> {
  const worker = new Worker(WORKER_URL, { workerData: input, execArgv: [] });
  const queue: WorkerMessage[] = [];
  let failure: Error | null = null;
  let exited = false;
  let notify: (() => void) | null = null;
  const wake = () => {
    notify?.();
    notify = null;
  };
  worker.on('message', (message: WorkerMessage) => {
    queue.push(message);
    wake();
  });
  worker.on('error', (err) => {
    failure ??= err;
    wake();
  });
  worker.on('exit', (code) => {
    exited = true;
    if (code !== 0) failure ??= new Error(`The import worker stopped (exit code ${code})`);
    wake();
  });
  try {
    // The worker keeps a few batches ready: its time per batch varies with the rows' length.
    for (let i = 0; i < READ_AHEAD; i++) worker.postMessage('next');
    for (;;) {
      while (queue.length === 0 && !failure && !exited) await new Promise<void>((resolve) => (notify = resolve));
      const message = queue.shift();
      if (!message) throw failure ?? new Error('The import worker stopped');
      if (message.type === 'done') return;
      if (message.type === 'error') throw new Error(message.message);
      // Ask for the next batch now: the worker prepares it while this one is inserted.
      worker.postMessage('next');
      yield message.batch;
    }
  } finally {
    await worker.terminate();
  }
}

/** The batches of an uploaded file (its header already checked), in file order. */
export async function* importBatches(
  csvPath: string,
  header: string[],
  fileBytes: number,
): AsyncGenerator<ImportBatch> {
  if (fileBytes >= IMPORT_WORKER_MIN_BYTES) {
    let received = false;
    try {
      for await (const batch of workerBatches({ csvPath, header })) {
        received = true;
        yield batch;
      }
      return;
    } catch (err) {
      if (received) throw err;
      logger().warn(
        `[import] no worker thread (${err instanceof Error ? err.message : String(err)}); reading in the main thread`,
      );
    }
  }
  yield* readImportBatches(csvPath, header);
}
