/**
 * The CPU side of the CSV import: reads the uploaded file record by record (csv-parse), applies
 * the row rules of docs/decisions/009-csv-import.md and computes every row's derived columns
 * (search documents, MinHash signature, LSH bands: `indexedValues`). No database access, so it
 * runs in a worker thread (import.worker.ts) while the main thread only inserts.
 */
import { createReadStream } from 'node:fs';
import { parse } from 'csv-parse';
import { normalizeTags } from '../../db/seed-data';
import { indexedValues, type BulkPromptRow } from '../prompts/prompt-rows';
import { CATEGORIES } from '../../../shared/constants';
import { IMPORT_REQUIRED_HEADERS } from '../../../shared/admin-schemas';

/**
 * A batch ends at this many rows or characters (title + content), whichever first. One batch is
 * one INSERT statement, which holds PGlite (and so the event loop) for its whole duration:
 * 50-70 ms on the benchmark machine, plus now and then a GIN index merging its pending list.
 * On 20,000 real rows (PGlite in a data folder, other requests every 50 ms): 128,000 characters
 * took 25.6 s (requests' median wait 21-24 ms), 256,000 20-22 s (28-38 ms), 512,000 21 s (59 ms).
 */
export const IMPORT_BATCH_ROWS = 200;
export const IMPORT_BATCH_CHARS = 256_000;
/** PostgreSQL text cannot hold U+0000; such a row is skipped (the rest of the file imports). */
export const NUL_ROW_REASON = 'Contains the NUL character (\\u0000), which text cannot hold';

/** A batch also ends after this many records, skipped ones included (a file of bad rows). */
const BATCH_RECORDS = 2_000;

export type SkippedRow = { line: number; reason: string; fields: string[] };

export type ImportBatch = {
  rows: BulkPromptRow[];
  /** The file line each row starts on (same order as rows). */
  lines: number[];
  /** Skipped records of this batch, in file order. */
  skipped: SkippedRow[];
  /** Records read in this batch (imported and skipped). */
  records: number;
  remappedCategories: number;
  /** Bytes of the file read so far. */
  bytesRead: number;
};

export type ImportColumns = Record<(typeof IMPORT_REQUIRED_HEADERS)[number], number>;

const CATEGORY_BY_KEY = new Map<string, string>(
  CATEGORIES.flatMap((c) => [
    [c.id, c.id],
    [c.name.toLowerCase(), c.id],
  ]),
);

/** A category id or name (any case); anything else is imported as `other` and counted. */
export function importCategory(raw: string): { category: string; remapped: boolean } {
  const key = raw.trim().toLowerCase();
  const found = CATEGORY_BY_KEY.get(key);
  return found ? { category: found, remapped: false } : { category: 'other', remapped: true };
}

/** The position of each required column in a header (names already trimmed and lowercased). */
export function importColumns(header: string[]): ImportColumns {
  return Object.fromEntries(IMPORT_REQUIRED_HEADERS.map((h) => [h, header.indexOf(h)])) as ImportColumns;
}

/** The file's rows after the header, in batches ready for `insertPromptRows`. */
export async function* readImportBatches(csvPath: string, header: string[]): AsyncGenerator<ImportBatch> {
  const col = importColumns(header);
  const input = createReadStream(csvPath);
  const parser = parse({
    bom: true,
    info: true,
    relax_column_count: true,
    skip_empty_lines: true,
    // A record the parser cannot read (an unclosed quote, say) is skipped with its reason.
    skip_records_with_error: true,
  });
  let batch: ImportBatch;
  let chars = 0;
  const start = () => {
    batch = { rows: [], lines: [], skipped: [], records: 0, remappedCategories: 0, bytesRead: 0 };
    chars = 0;
  };
  start();
  const end = () => {
    const done = { ...batch, bytesRead: input.bytesRead };
    start();
    return done;
  };
  const skip = (line: number, reason: string, fields: string[]) => batch.skipped.push({ line, reason, fields });
  parser.on('skip', (err: Error & { lines?: number }) => {
    batch.records++;
    skip(err.lines ?? 0, `Unreadable CSV: ${err.message}`, []);
  });
  input.on('error', (err) => parser.destroy(err));
  input.pipe(parser);

  const mappedColumns = new Set(Object.values(col));
  let first = true;
  try {
    for await (const { record, info } of parser as AsyncIterable<{ record: string[]; info: { lines: number } }>) {
      if (first) {
        first = false; // the header, checked before the job started
        continue;
      }
      batch!.records++;
      const fields = IMPORT_REQUIRED_HEADERS.map((h) => record[col[h]] ?? '');
      if (record.length !== header.length) {
        // The row's other fields follow the four, so the skipped-rows file keeps all of it.
        const others = record.filter((_, i) => !mappedColumns.has(i));
        skip(info.lines, `Expected ${header.length} columns, found ${record.length}`, [...fields, ...others]);
      } else if (fields.some((f) => f.includes('\u0000'))) {
        skip(info.lines, NUL_ROW_REASON, fields);
      } else {
        const title = record[col.title]!.trim();
        const content = record[col.content]!;
        if (!title) skip(info.lines, 'Missing title', fields);
        else if (!content.trim()) skip(info.lines, 'Missing content', fields);
        else {
          const { category, remapped } = importCategory(record[col.category]!);
          if (remapped) batch!.remappedCategories++;
          const row = { title, content, category, tags: normalizeTags(record[col.tags]!) };
          batch!.rows.push({ ...row, ...indexedValues(row) });
          batch!.lines.push(info.lines);
          chars += title.length + content.length;
        }
      }
      if (batch!.rows.length >= IMPORT_BATCH_ROWS || chars >= IMPORT_BATCH_CHARS || batch!.records >= BATCH_RECORDS) {
        yield end();
      }
    }
    if (batch!.records > 0) yield end();
  } finally {
    input.destroy();
  }
}
