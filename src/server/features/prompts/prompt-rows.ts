/** Mapping database rows to the API's shapes, shared by every prompt query. */
import { sql, type SQL } from 'drizzle-orm';
import type { Author, Prompt, PromptSummary } from '../../../shared/schemas';
import { categoryName } from '../../../shared/constants';
import { describeContent, type PromptFormat } from '../../../shared/prompt-format';
import { sourceOf } from '../../../shared/seed-sources';
import type { Database } from '../../db/client';
import { columnName } from '../../db/typed-sql';
import { prompts, searchIndexQueue } from '../../db/schema';
import type { DetailRow, SummaryRow } from './prompts.queries';
import { normalizeText, searchDocument, tokensOfNormalized } from '../../lib/search-text';
import { simpleLexemes } from '../../lib/tsvector';
import {
  LSH_BANDS,
  MINHASH_SIZE,
  lshBands,
  minhashOfNormalized,
  minhashSignature,
  similarityText,
} from '../../lib/minhash';

export { PREVIEW_LENGTH } from './prompts.queries';

function authorOf(row: SummaryRow | DetailRow): Author | null {
  if (!row.userId || !row.authorCreatedAt) return null;
  return {
    id: row.userId,
    username: (row.authorName ?? '').trim() || 'Anonymous',
    avatarUrl: row.authorImage,
    createdAt: row.authorCreatedAt.toISOString(),
  };
}

export function toSummary(row: SummaryRow): PromptSummary {
  return {
    id: row.id,
    title: row.title,
    contentPreview: row.contentPreview,
    contentLength: row.contentLength,
    format: row.format ?? 'text',
    category: row.category,
    tags: row.tags ?? [],
    rating: row.rating,
    ratingCount: row.ratingCount,
    popularity: row.popularity,
    commentCount: row.commentCount,
    author: authorOf(row),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    source: sourceOf(row.source),
  };
}

export function toPrompt(row: DetailRow): Prompt {
  return {
    id: row.id,
    title: row.title,
    content: row.content,
    instructions: row.instructions,
    category: row.category,
    tags: row.tags ?? [],
    rating: row.rating,
    ratingCount: row.ratingCount,
    popularity: row.popularity,
    commentCount: row.commentCount,
    author: authorOf(row),
    userId: row.userId,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    source: sourceOf(row.source),
  };
}

export type IndexedFields = { title: string; content: string; category: string; tags: string[] };

/**
 * The derived columns every write of a prompt must refresh: the search vector (every word of
 * the title, tags, category and content, without positions or weights: searches only ask
 * whether a prompt holds the words, and ranking reads the head vector), the weighted head
 * vector (title A, tags and category B) and the near-duplicate signature.
 */
export function indexedColumns(p: IndexedFields) {
  const head = searchDocument(p.title);
  const labels = searchDocument(`${p.tags.join(' ')} ${p.category} ${categoryName(p.category)}`);
  const body = searchDocument(p.content);
  const minhash = minhashSignature(similarityText(p.title, p.content));
  return {
    ...describeContent(p.content),
    searchVector: sql`strip(to_tsvector('simple', ${`${head} ${labels} ${body}`}))`,
    headVector: sql`setweight(to_tsvector('simple', ${head}), 'A') || setweight(to_tsvector('simple', ${labels}), 'B')`,
    minhash,
    lshBands: lshBands(minhash),
  };
}

/**
 * What `indexedColumns` derives, as plain values (no SQL), for bulk inserts: the CSV import
 * computes them off the main thread and `insertPromptRows` turns them into the same columns.
 * The text is normalised once for both the search documents and the signature.
 */
export type IndexedValues = {
  /** Search documents (space-separated tokens) of the title and of tags + category. */
  headDoc: string;
  labelsDoc: string;
  /** `strip(to_tsvector('simple', <content document>))` in binary format when JavaScript can build it… */
  bodyVector: Uint8Array | null;
  /** …otherwise the content document, for `to_tsvector` in the database. */
  bodyDoc: string | null;
  minhash: number[];
  lshBands: number[];
  /** Card preview, format and length (describeContent). */
  preview: string;
  format: PromptFormat;
  contentLength: number;
};

export function indexedValues(p: IndexedFields): IndexedValues {
  const title = normalizeText(p.title);
  const content = normalizeText(p.content);
  const bodyTokens = tokensOfNormalized(content);
  const bodyVector = simpleLexemes(bodyTokens);
  // normalizeText(title + '\n' + content) === title + '\n' + content (see minhashOfNormalized).
  const minhash = minhashOfNormalized(`${title}\n${content}`);
  return {
    headDoc: tokensOfNormalized(title).join(' '),
    labelsDoc: searchDocument(`${p.tags.join(' ')} ${p.category} ${categoryName(p.category)}`),
    bodyVector,
    bodyDoc: bodyVector === null ? bodyTokens.join(' ') : null,
    minhash,
    lshBands: lshBands(minhash),
    ...describeContent(p.content),
  };
}

export type BulkPromptRow = IndexedFields & IndexedValues;

/** A PostgreSQL array literal of strings (every element quoted, so any text is safe). */
function arrayLiteral(values: string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`;
}

const TEXT_OID = 25;
const INT4_OID = 23;
const TSVECTOR_OID = 3614;

/**
 * A one-dimensional array parameter in PostgreSQL's binary format (array_recv), from its
 * elements' binary forms (null for NULL). Both drivers send a Buffer as is: megabytes of
 * prompts then cost a copy, where the text format costs PGlite's JavaScript a character loop
 * to quote and measure them and the database one to unquote them.
 */
function binaryArray(elementOid: number, elements: (Uint8Array | null)[]): Buffer {
  const size = 20 + elements.reduce((sum, e) => sum + 4 + (e?.length ?? 0), 0);
  const out = Buffer.allocUnsafe(size);
  out.writeInt32BE(1, 0); // dimensions
  out.writeInt32BE(elements.includes(null) ? 1 : 0, 4); // has nulls
  out.writeInt32BE(elementOid, 8);
  out.writeInt32BE(elements.length, 12);
  out.writeInt32BE(1, 16); // lower bound
  let at = 20;
  for (const element of elements) {
    out.writeInt32BE(element === null ? -1 : element.length, at);
    at += 4;
    if (element) {
      out.set(element, at);
      at += element.length;
    }
  }
  return out;
}

/** An `int4[]` in binary format: fixed-width elements, written directly. */
function binaryIntArray(values: number[]): Buffer {
  const out = Buffer.allocUnsafe(20 + values.length * 8);
  out.writeInt32BE(1, 0);
  out.writeInt32BE(0, 4);
  out.writeInt32BE(INT4_OID, 8);
  out.writeInt32BE(values.length, 12);
  out.writeInt32BE(1, 16);
  let at = 20;
  for (const v of values) {
    out.writeInt32BE(4, at);
    out.writeInt32BE(v | 0, at + 4);
    at += 8;
  }
  return out;
}

/** A `tsvector[]` parameter from binary tsvectors (null elements stay NULL). */
export function tsvectorArray(vectors: (Uint8Array | null)[]) {
  return sql`${sql.param(binaryArray(TSVECTOR_OID, vectors))}::tsvector[]`;
}

/** One tsvector in binary form (simpleLexemes), as a statement's value: a one-element array, as the import sends them. */
export function binaryTsvector(vector: Uint8Array) {
  return sql`(${sql.param(binaryArray(TSVECTOR_OID, [vector]))}::tsvector[])[1]`;
}

const binaryTextArray = (values: (string | null)[]) =>
  binaryArray(
    TEXT_OID,
    values.map((v) => (v === null ? null : Buffer.from(v, 'utf8'))),
  );

/**
 * Inserts anonymous prompts in one statement, in the given order, with the columns
 * `indexedColumns` would give them (same search vectors, signature and bands; the tag_counts
 * trigger runs as for any insert). Each column travels as one array parameter (`unnest`), so
 * the statement has thirteen parameters whatever the number of rows (PostgreSQL allows 65,535).
 * Rows are numbered in order (`with ordinality`) so their ids follow the given order.
 *
 * `deferContentWords` (the CSV import, docs/decisions/023-import-indexing.md): the rows get a
 * search vector of their title, tags and category only, and the words of their content go to
 * search_index_queue (same statement, so same transaction) for the background indexer. Every
 * other column, the duplicate check's signature and bands included, is final.
 */
export async function insertPromptRows(
  db: Database,
  rows: BulkPromptRow[],
  options: { deferContentWords?: boolean } = {},
): Promise<void> {
  if (rows.length === 0) return;
  const column = (values: (string | null)[]) => sql`${sql.param(binaryTextArray(values))}::text[]`;
  const vectors = tsvectorArray(rows.map((r) => r.bodyVector));
  // Signatures and bands have a fixed length: each row's are a slice of one flat array.
  const flat = (values: number[][]) => sql`${sql.param(binaryIntArray(values.flat()))}::int4[]`;
  const columns = [
    prompts.title,
    prompts.content,
    prompts.category,
    prompts.tags,
    prompts.searchVector,
    prompts.headVector,
    prompts.minhash,
    prompts.lshBands,
    prompts.preview,
    prompts.format,
    prompts.contentLength,
  ].map(columnName);
  // Hand-written on purpose (docs/architecture.md, Data access): unnest … with ordinality and
  // the per-row slices of the flat arrays have no builder form; the tables and their columns
  // are schema references.
  const batch = sql`
    select u.*, setweight(to_tsvector('simple', head_doc), 'A') || setweight(to_tsvector('simple', labels_doc), 'B') as head
    from unnest(
      ${column(rows.map((r) => r.title))}, ${column(rows.map((r) => r.content))}, ${column(rows.map((r) => r.category))},
      ${column(rows.map((r) => arrayLiteral(r.tags)))}, ${column(rows.map((r) => r.headDoc))}, ${column(rows.map((r) => r.labelsDoc))},
      ${vectors}, ${column(rows.map((r) => r.bodyDoc))}, ${column(rows.map((r) => r.preview))},
      ${column(rows.map((r) => r.format))}, ${column(rows.map((r) => String(r.contentLength)))}
    ) with ordinality as u(title, content, category, tags, head_doc, labels_doc, body_vector, body_doc, preview, format, content_length, n)`;
  const insert = (searchVector: SQL, source: SQL) => sql`
    insert into ${prompts} (${sql.join(columns, sql`, `)})
    select title, content, category, tags::text[], ${searchVector}, head,
      minhashes[(n - 1) * ${sql.raw(String(MINHASH_SIZE))} + 1 : n * ${sql.raw(String(MINHASH_SIZE))}],
      bands[(n - 1) * ${sql.raw(String(LSH_BANDS))} + 1 : n * ${sql.raw(String(LSH_BANDS))}],
      preview, format, content_length::int
    from ${source} batch, (select ${flat(rows.map((r) => r.minhash))} as minhashes, ${flat(rows.map((r) => r.lshBands))} as bands) signatures
    order by n`;
  if (!options.deferContentWords) {
    await db.execute(
      insert(sql`strip(head || coalesce(body_vector, to_tsvector('simple', body_doc)))`, sql`(${batch})`),
    );
    return;
  }
  // The new ids follow n (the insert numbers the rows in that order), so the k-th smallest new
  // id is row k's.
  await db.execute(sql`
    with batch as (${batch}),
    inserted as (${insert(sql`strip(head)`, sql`batch`)} returning ${prompts.id} as id),
    numbered as (select id, row_number() over (order by id) as n from inserted)
    insert into ${searchIndexQueue} (${columnName(searchIndexQueue.promptId)}, ${columnName(searchIndexQueue.bodyVector)}, ${columnName(searchIndexQueue.bodyDoc)})
    select numbered.id, batch.body_vector, batch.body_doc from numbered join batch using (n)`);
}

export function textArray(values: string[]) {
  if (values.length === 0) return sql`'{}'::text[]`;
  return sql`ARRAY[${sql.join(
    values.map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
}

export function intArray(values: number[]) {
  // Integers only, so the literal needs no escaping.
  return sql`${`{${values.map((v) => Math.trunc(v)).join(',')}}`}::int4[]`;
}
