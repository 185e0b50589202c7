/**
 * CSV import of prompts (docs/product.md#screens-and-routes, docs/decisions/009-csv-import.md). The upload is
 * streamed to a temporary file (never held in memory), checked (file name, binary data,
 * required headers) while the request waits, then imported in the background: a worker thread
 * parses the file and computes each row's derived columns (import-reader.ts), the main thread
 * inserts each batch with one short statement and then pauses, so other requests get the
 * database between batches. Progress is kept in memory per process. Rows go in with the words
 * of their title, tags and category; the words of their content are queued for the background
 * search indexer (search-indexer.ts, docs/decisions/023-import-indexing.md).
 */
import { randomUUID } from 'node:crypto';
import { createWriteStream, type WriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { setImmediate as nextTurnOfTheEventLoop } from 'node:timers/promises';
import path from 'node:path';
import { parse } from 'csv-parse';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { Viewer } from '../../auth/session';
import { insertPromptRows } from '../prompts/prompt-rows';
import { VACUUM_COUNTERS } from '../../db/maintenance';
import {
  IMPORT_MAX_BYTES,
  IMPORT_REQUIRED_HEADERS,
  INVALID_FILE_TYPE_MESSAGE,
  NO_FILE_SELECTED_MESSAGE,
  type ImportStatus,
} from '../../../shared/admin-schemas';
import { recordAudit } from './audit.service';
import { holdSearchIndexer, isEmbedded, kickSearchIndexer } from './search-indexer';
import { importBatches } from './import-source';
import type { ImportBatch, SkippedRow } from './import-reader';
import { databaseError } from '../../errors';
import { logger } from '../../lib/logger';

export { importCategory } from './import-reader';

/** Finished jobs (and their skipped-rows files) are forgotten after an hour. */
const JOB_TTL_MS = 60 * 60 * 1000;
const SNIFF_BYTES = 64 * 1024;

export const BINARY_FILE_MESSAGE =
  'The file is not a CSV text file (it contains binary data). Save it as CSV (UTF-8) and try again.';
export const missingHeadersMessage = (names: string[]) => `CSV is missing required headers: ${names.join(', ')}`;

type Job = ImportStatus & { dir: string; skippedPath: string; done: Promise<void> };
const jobs = new Map<string, Job>();

/** Import jobs this process knows, by status (running, done, failed), for /metrics. */
export function importJobCounts(): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const job of jobs.values()) counts[job.status] = (counts[job.status] ?? 0) + 1;
  return counts;
}

export function getImportJob(id: string): ImportStatus | null {
  const job = jobs.get(id);
  if (!job) return null;
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { dir, skippedPath, done, ...status } = job;
  return status;
}

/** The finished job's skipped rows file, or null while the job runs or when there is no such job. */
export function skippedRowsFile(id: string): { path: string; status: ImportStatus } | null {
  const job = jobs.get(id);
  if (!job || job.status === 'running') return null;
  return { path: job.skippedPath, status: getImportJob(id)! };
}

/** For tests: wait until a job has finished. */
export function waitForImport(id: string): Promise<void> {
  return jobs.get(id)?.done ?? Promise.resolve();
}

function forgetOldJobs(now = Date.now()) {
  for (const [id, job] of jobs) {
    if (job.finishedAt && now - Date.parse(job.finishedAt) > JOB_TTL_MS) {
      jobs.delete(id);
      void rm(job.dir, { recursive: true, force: true });
    }
  }
}

/** A cell for the skipped-rows file: quoted, and defused if a spreadsheet would run it as a formula. */
export function csvCell(value: string): string {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replace(/"/g, '""')}"`;
}

function headerColumns(head: Buffer): string[] {
  let text = head.toString('utf8');
  if (text.charCodeAt(0) === 0xfeff) text = text.slice(1);
  const end = text.search(/\r?\n/);
  const line = end === -1 ? text : text.slice(0, end);
  if (!line.trim()) return [];
  // The header line alone, through the real parser (quoted names work too).
  let fields: string[] = [];
  const parser = parse({ relax_quotes: true, relax_column_count: true });
  parser.on('data', (r: string[]) => {
    if (!fields.length) fields = r;
  });
  parser.write(line);
  parser.end();
  return fields.map((f) => f.trim().toLowerCase());
}

function looksBinary(head: Buffer): boolean {
  if (head.includes(0)) return true;
  try {
    // `stream: true`: a character cut at the end of the sniffed part is not an error.
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return false;
  } catch {
    return true;
  }
}

async function saveUpload(body: ReadableStream<Uint8Array>, file: string): Promise<{ bytes: number; head: Buffer }> {
  const out = createWriteStream(file);
  const reader = body.getReader();
  const headParts: Buffer[] = [];
  let headBytes = 0;
  let bytes = 0;
  const write = (chunk: Uint8Array) =>
    new Promise<void>((resolve, reject) => out.write(chunk, (err) => (err ? reject(err) : resolve())));
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.length;
      if (bytes > IMPORT_MAX_BYTES) {
        await reader.cancel();
        throw new AppError(
          'payload_too_large',
          `The file is larger than the ${IMPORT_MAX_BYTES / 1024 / 1024} MB import limit`,
        );
      }
      if (headBytes < SNIFF_BYTES) {
        const part = Buffer.from(value.subarray(0, SNIFF_BYTES - headBytes));
        headParts.push(part);
        headBytes += part.length;
      }
      await write(value);
    }
  } finally {
    await new Promise<void>((resolve) => out.end(resolve));
  }
  return { bytes, head: Buffer.concat(headParts) };
}

export type StartImportInput = { fileName?: string; body: ReadableStream<Uint8Array> | null; contentLength?: number };

/**
 * Checks the upload and starts the import. Throws 400 for no file, a name not ending in .csv,
 * binary data or missing headers; 413 beyond 512 MB. Returns the running job's status.
 */
export async function startImport(db: Database, viewer: Viewer, input: StartImportInput): Promise<ImportStatus> {
  const fileName = input.fileName?.trim() ?? '';
  if (!fileName) throw new AppError('bad_request', NO_FILE_SELECTED_MESSAGE);
  if (!fileName.toLowerCase().endsWith('.csv')) throw new AppError('bad_request', INVALID_FILE_TYPE_MESSAGE);
  if (!input.body) throw new AppError('bad_request', NO_FILE_SELECTED_MESSAGE);
  if (input.contentLength !== undefined && input.contentLength > IMPORT_MAX_BYTES) {
    throw new AppError(
      'payload_too_large',
      `The file is larger than the ${IMPORT_MAX_BYTES / 1024 / 1024} MB import limit`,
    );
  }
  forgetOldJobs();

  const dir = await mkdtemp(path.join(tmpdir(), 'pc-import-'));
  const csvPath = path.join(dir, 'upload.csv');
  let header: string[];
  let totalBytes: number;
  try {
    const { bytes, head } = await saveUpload(input.body, csvPath);
    totalBytes = bytes;
    if (bytes > 0 && looksBinary(head)) throw new AppError('bad_request', BINARY_FILE_MESSAGE);
    header = headerColumns(head);
    const missing = IMPORT_REQUIRED_HEADERS.filter((h) => !header.includes(h));
    if (missing.length) throw new AppError('bad_request', missingHeadersMessage(missing));
  } catch (err) {
    await rm(dir, { recursive: true, force: true });
    throw err;
  }

  const id = randomUUID();
  const job: Job = {
    id,
    fileName,
    status: 'running',
    totalBytes,
    processedBytes: 0,
    processedRows: 0,
    importedRows: 0,
    skippedRows: 0,
    remappedCategories: 0,
    startedAt: new Date().toISOString(),
    finishedAt: null,
    error: null,
    dir,
    skippedPath: path.join(dir, 'skipped.csv'),
    done: Promise.resolve(),
  };
  jobs.set(id, job);
  job.done = runImport(db, viewer, job, csvPath, header).catch((err: unknown) => {
    job.status = 'failed';
    job.error = err instanceof Error ? err.message : String(err);
    job.finishedAt = new Date().toISOString();
    logger().error({ err }, `[import] ${fileName} failed`);
  });
  return getImportJob(id)!;
}

/** What the admin reads when an import stops: the database's message, not Drizzle's "Failed query: <statement>". */
function importErrorMessage(err: unknown): string {
  const db = databaseError(err);
  if (db) return `The database refused the rows: ${db.message}`;
  return err instanceof Error ? err.message : String(err);
}

/**
 * SQLSTATE classes that blame the data, not the database: 22 (a value it cannot store, such as
 * a tsvector over 1 MB), 23 (a constraint), 54 (a limit exceeded by a value).
 */
const ROW_ERROR_CLASSES = new Set(['22', '23', '54']);
const blamesTheRow = (err: unknown) => ROW_ERROR_CLASSES.has(databaseError(err)?.code.slice(0, 2) ?? '');

/**
 * Inserts a batch in one statement, so one transaction: it goes in whole or not at all. Should
 * the database refuse a value in it, the rows go in one by one, so a row it cannot store costs
 * that row only: refused rows come back as skipped, with the database's reason. Any other
 * failure (the database is gone, the disk is full) stops the import.
 */
/** Content words go to the background indexer (decision 023): the rows are browsable first. */
const DEFERRED = { deferContentWords: true };

async function insertBatch(db: Database, batch: ImportBatch): Promise<SkippedRow[]> {
  try {
    await insertPromptRows(db, batch.rows, DEFERRED);
    return [];
  } catch (batchError) {
    if (!blamesTheRow(batchError)) throw batchError;
    const refused: SkippedRow[] = [];
    for (const [i, row] of batch.rows.entries()) {
      try {
        await insertPromptRows(db, [row], DEFERRED);
      } catch (rowError) {
        if (!blamesTheRow(rowError)) throw rowError;
        refused.push({
          line: batch.lines[i] ?? 0,
          reason: `Not stored: ${databaseError(rowError)!.message}`,
          fields: [row.title, row.content, row.category, row.tags.join(';')],
        });
      }
    }
    return refused;
  }
}

/** The skipped-rows file's columns: where the row was, why, its four fields, and any others. */
export const SKIPPED_HEADER = ['line', 'reason', ...IMPORT_REQUIRED_HEADERS, 'other fields'] as const;

/** A field as CSV writes it (quoted when it holds a comma, quote or line break). */
const csvField = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

async function runImport(db: Database, viewer: Viewer, job: Job, csvPath: string, header: string[]): Promise<void> {
  const skipped: WriteStream = createWriteStream(job.skippedPath);
  skipped.write(`${SKIPPED_HEADER.map(csvCell).join(',')}\r\n`);
  // On PGlite the search indexer waits until the rows are in; on a server it runs alongside.
  const release = holdSearchIndexer(db);
  const embedded = isEmbedded(db);
  try {
    for await (const batch of importBatches(csvPath, header, job.totalBytes)) {
      const refused = await insertBatch(db, batch);
      if (!embedded) kickSearchIndexer(db);
      for (const row of [...batch.skipped, ...refused].sort((a, b) => a.line - b.line)) {
        // Every field of the row: the four columns, then any others in one last column (as a
        // CSV line), so every line has the header's columns; a NUL would make the file binary,
        // so it is shown as U+FFFD.
        const cells = [
          String(row.line),
          row.reason,
          ...IMPORT_REQUIRED_HEADERS.map((_, i) => row.fields[i] ?? ''),
          row.fields.slice(4).map(csvField).join(','),
        ];
        skipped.write(`${cells.map((cell) => csvCell(cell.replaceAll('\u0000', '\ufffd'))).join(',')}\r\n`);
      }
      job.processedRows += batch.records;
      job.importedRows += batch.rows.length - refused.length;
      job.skippedRows += batch.skipped.length + refused.length;
      job.remappedCategories += batch.remappedCategories;
      job.processedBytes = Math.min(batch.bytesRead, job.totalBytes);
      // Let other requests run between batches. On PGlite a statement holds the event loop:
      // requests that arrived meanwhile are read in this turn and take the database before the
      // next batch (their further queries follow at once, as microtasks). A timer here would
      // only add idle time: 2 ms a batch was 5 % of a 100,000-row import.
      await nextTurnOfTheEventLoop();
    }
    job.processedBytes = job.totalBytes;
    job.status = 'done';
  } catch (err) {
    // Rows inserted before the failure stay (each batch commits on its own). The admin sees the
    // database's own message (never the statement and its parameters); the log has it all.
    job.status = 'failed';
    job.error = importErrorMessage(err);
    logger().error({ err }, `[import] ${job.fileName} failed`);
  } finally {
    await new Promise<void>((resolve) => skipped.end(resolve));
    job.finishedAt = new Date().toISOString();
    release();
    await rm(csvPath, { force: true });
    // Each batch rewrote the tag and title-word counters: clear their dead rows now (PGlite has
    // no autovacuum; on a server this only runs sooner than autovacuum would). VACUUM has no
    // builder form: a sql template (src/server/db/maintenance.ts).
    await db.execute(VACUUM_COUNTERS).catch((err: unknown) => logger().error({ err }, '[import] vacuum failed'));
    await recordAudit(db, {
      actorId: viewer.id,
      action: 'prompts.import',
      targetType: 'import',
      targetId: job.id,
      details: {
        fileName: job.fileName,
        status: job.status,
        importedRows: job.importedRows,
        skippedRows: job.skippedRows,
        remappedCategories: job.remappedCategories,
        ...(job.error ? { error: job.error } : {}),
      },
    }).catch((err: unknown) => logger().error({ err }, '[import] audit failed'));
  }
}
