/** Mapping database rows to the API's shapes, shared by every prompt query. */
import { sql } from 'drizzle-orm';
import type { Author, Prompt, PromptSummary } from '../../../shared/schemas';
import { categoryName } from '../../../shared/constants';
import { searchDocument } from '../../lib/search-text';
import { lshBands, minhashSignature, similarityText } from '../../lib/minhash';

/** How much of the content a list item carries: enough for the card's 150-character cut. */
export const PREVIEW_LENGTH = 200;

export type Row = Record<string, unknown>;

const iso = (v: unknown): string => (v instanceof Date ? v : new Date(String(v))).toISOString();
const num = (v: unknown): number => (typeof v === 'number' ? v : Number(v));

function authorOf(row: Row): Author | null {
  if (!row.user_id || !row.author_created_at) return null;
  return {
    id: String(row.user_id),
    username: String(row.author_name ?? '').trim() || 'Anonymous',
    avatarUrl: (row.author_image as string | null) ?? null,
    createdAt: iso(row.author_created_at),
  };
}

export const SUMMARY_COLUMNS = sql`p.id, p.title, left(p.content, ${PREVIEW_LENGTH}) as content_preview,
  char_length(p.content) as content_length, p.category, p.tags, p.rating, p.rating_count,
  p.popularity, p.comment_count, p.created_at, p.updated_at, p.user_id,
  u.name as author_name, u.image as author_image, u.created_at as author_created_at`;

export const DETAIL_COLUMNS = sql`p.id, p.title, p.content, p.instructions, p.category, p.tags,
  p.rating, p.rating_count, p.popularity, p.comment_count, p.created_at, p.updated_at,
  p.user_id, p.version, u.name as author_name, u.image as author_image,
  u.created_at as author_created_at`;

export function toSummary(row: Row): PromptSummary {
  return {
    id: num(row.id),
    title: String(row.title),
    contentPreview: String(row.content_preview),
    contentLength: num(row.content_length),
    category: String(row.category),
    tags: (row.tags as string[]) ?? [],
    rating: num(row.rating),
    ratingCount: num(row.rating_count),
    popularity: num(row.popularity),
    commentCount: num(row.comment_count),
    author: authorOf(row),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export function toPrompt(row: Row): Prompt {
  return {
    id: num(row.id),
    title: String(row.title),
    content: String(row.content),
    instructions: (row.instructions as string | null) ?? null,
    category: String(row.category),
    tags: (row.tags as string[]) ?? [],
    rating: num(row.rating),
    ratingCount: num(row.rating_count),
    popularity: num(row.popularity),
    commentCount: num(row.comment_count),
    author: authorOf(row),
    userId: (row.user_id as string | null) ?? null,
    version: num(row.version),
    createdAt: iso(row.created_at),
    updatedAt: iso(row.updated_at),
  };
}

export type IndexedFields = { title: string; content: string; category: string; tags: string[] };

/**
 * The derived columns every write of a prompt must refresh: the weighted full-text vector
 * (title A, tags and category B, content D) and the near-duplicate signature.
 */
export function indexedColumns(p: IndexedFields) {
  const head = searchDocument(p.title);
  const labels = searchDocument(`${p.tags.join(' ')} ${p.category} ${categoryName(p.category)}`);
  const body = searchDocument(p.content);
  const minhash = minhashSignature(similarityText(p.title, p.content));
  return {
    searchVector: sql`setweight(to_tsvector('simple', ${head}), 'A') || setweight(to_tsvector('simple', ${labels}), 'B') || to_tsvector('simple', ${body})`,
    headVector: sql`setweight(to_tsvector('simple', ${head}), 'A') || setweight(to_tsvector('simple', ${labels}), 'B')`,
    minhash,
    lshBands: lshBands(minhash),
  };
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
