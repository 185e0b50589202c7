/** Prompts and everything people attach to them (docs/product.md#screens-and-routes, docs/product.md). */
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './auth';
import { PROMPT_FORMATS } from '../../../shared/prompt-format';
import { AD_POSITIONS, AD_TYPES } from '../../../shared/constants';

/** Millisecond precision, so keyset cursors round-trip exactly through JavaScript dates. */
const ts = (name: string) => timestamp(name, { precision: 3, withTimezone: true });

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const prompts = pgTable(
  'prompts',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    instructions: text('instructions'),
    category: text('category').notNull(),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(1),
    /** Full-text document built by the app (src/server/lib/search-text.ts) from title, tags, category, content. */
    searchVector: tsvector('search_vector').notNull(),
    /** Title, tags and category only: small enough to rank quickly (docs/decisions/003-search.md). */
    headVector: tsvector('head_vector'),
    /** MinHash signature of the normalized text, for the duplicate check (src/server/lib/minhash.ts). */
    minhash: integer('minhash').array().notNull(),
    /** Locality-sensitive hash bands of the signature: candidates share at least one. */
    lshBands: integer('lsh_bands').array().notNull(),
    /** Plain-text preview for cards (src/shared/prompt-format.ts); null until backfilled. */
    preview: text('preview'),
    /** text, markdown, xml, json or yaml (json and yaml get a badge on cards). */
    format: text('format', { enum: PROMPT_FORMATS }),
    /** The content's length in code points (char_length). */
    contentLength: integer('content_length'),
    /** Seeded prompts: the collection they come from (src/shared/seed-sources.ts); else null. */
    source: text('source'),
  },
  (t) => [
    index('prompts_created_idx').on(t.createdAt, t.id),
    index('prompts_category_created_idx').on(t.category, t.createdAt, t.id),
    index('prompts_user_idx').on(t.userId, t.createdAt),
    index('prompts_tags_idx').using('gin', t.tags),
    index('prompts_search_idx').using('gin', t.searchVector),
    index('prompts_head_idx').using('gin', t.headVector),
    index('prompts_lsh_idx').using('gin', t.lshBands),
    /** The title's words (weight A of the head vector), for typo-tolerant search (title_words). */
    index('prompts_title_words_idx').using('gin', sql`tsvector_to_array(ts_filter(${t.headVector}, '{a}'))`),
    /** Rows whose preview the start-up backfill has still to compute (empty once it ran). */
    index('prompts_preview_missing_idx')
      .on(t.id)
      .where(sql`${t.preview} is null`),
    check('prompts_format_check', sql`${t.format} in ('text','markdown','xml','json','yaml')`),
    check(
      'prompts_category_check',
      sql`${t.category} in ('programming','writing','data-science','marketing','education','academic','creative','business','personal','other')`,
    ),
  ],
);

/**
 * The content words of imported prompts still to be added to their search vector (migration
 * 0015, docs/decisions/023-import-indexing.md): the background indexer
 * (features/admin/search-indexer.ts) takes them in id order and deletes each entry it applies.
 */
export const searchIndexQueue = pgTable('search_index_queue', {
  promptId: integer('prompt_id')
    .primaryKey()
    .references(() => prompts.id, { onDelete: 'cascade' }),
  /** The content's stripped tsvector, built by the import (src/server/lib/tsvector.ts)… */
  bodyVector: tsvector('body_vector'),
  /** …or, when JavaScript could not build it, the content's search document for to_tsvector. */
  bodyDoc: text('body_doc'),
});

/**
 * How often each prompt was opened, beside the prompt rather than in its row: a view then
 * rewrites this narrow row and its two small indexes, where an indexed column of prompts made
 * every view write a new prompt row and new entries in all of its indexes, the GIN search index
 * included (docs/decisions/012-popularity-table.md). A trigger adds the row on insert.
 */
export const promptStats = pgTable(
  'prompt_stats',
  {
    promptId: integer('prompt_id')
      .primaryKey()
      .references(() => prompts.id, { onDelete: 'cascade' }),
    popularity: integer('popularity').notNull().default(0),
  },
  (t) => [index('prompt_stats_popularity_idx').on(t.popularity, t.promptId)],
);

/**
 * What the community says of each prompt, beside the prompt as its popularity is: the average
 * rating, how many rated it, how many comments it has. A rating or a comment then rewrites this
 * narrow row and its small B-trees, where columns of prompts made it write a new prompt row and
 * new entries in every index of prompts, the GIN search indexes included
 * (docs/decisions/035-prompt-feedback-table.md). Unlike prompt_stats, the public reads show
 * these: its writes age the read cache. A trigger adds the row on insert.
 */
export const promptFeedback = pgTable(
  'prompt_feedback',
  {
    promptId: integer('prompt_id')
      .primaryKey()
      .references(() => prompts.id, { onDelete: 'cascade' }),
    rating: doublePrecision('rating').notNull().default(0),
    ratingCount: integer('rating_count').notNull().default(0),
    commentCount: integer('comment_count').notNull().default(0),
  },
  (t) => [index('prompt_feedback_rating_idx').on(t.rating, t.promptId)],
);

/** Every earlier state of a prompt: an edit stores the version it replaces. */
export const promptVersions = pgTable(
  'prompt_versions',
  {
    id: serial('id').primaryKey(),
    promptId: integer('prompt_id')
      .notNull()
      .references(() => prompts.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    instructions: text('instructions'),
    category: text('category').notNull(),
    tags: text('tags').array().notNull(),
    editedBy: text('edited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('prompt_versions_prompt_version_idx').on(t.promptId, t.version)],
);

/** Tag frequencies, kept by a trigger on prompts so popular tags never scan every prompt. */
export const tagCounts = pgTable(
  'tag_counts',
  {
    tag: text('tag').primaryKey(),
    count: integer('count').notNull(),
  },
  (t) => [index('tag_counts_count_idx').on(t.count.desc().nullsFirst(), t.tag)],
);

/**
 * Every word of a title (the search text's tokens, weight A of `head_vector`) with the number of
 * prompts whose title holds it, kept by triggers on prompts. Typo-tolerant search looks up the
 * words close to a query word here (trigram index), then the titles holding them.
 */
export const titleWords = pgTable(
  'title_words',
  {
    word: text('word').primaryKey(),
    prompts: integer('prompts').notNull(),
  },
  // GiST, not GIN: on a table this small the planner scans every row rather than use a GIN
  // index, while a GiST index also gives the closest words first.
  (t) => [index('title_words_trgm_idx').using('gist', sql`${t.word} gist_trgm_ops`)],
);

export const comments = pgTable(
  'comments',
  {
    id: serial('id').primaryKey(),
    promptId: integer('prompt_id')
      .notNull()
      .references(() => prompts.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'set null' }),
    content: text('content').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    upvotes: integer('upvotes').notNull().default(0),
    downvotes: integer('downvotes').notNull().default(0),
  },
  (t) => [index('comments_prompt_idx').on(t.promptId, t.createdAt, t.id), index('comments_user_idx').on(t.userId)],
);

export const commentVotes = pgTable(
  'comment_votes',
  {
    commentId: integer('comment_id')
      .notNull()
      .references(() => comments.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    vote: smallint('vote').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.commentId, t.userId] }),
    index('comment_votes_user_idx').on(t.userId),
    check('comment_votes_vote_check', sql`${t.vote} in (-1, 1)`),
  ],
);

export const ratings = pgTable(
  'ratings',
  {
    promptId: integer('prompt_id')
      .notNull()
      .references(() => prompts.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    value: smallint('value').notNull(),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.promptId, t.userId] }),
    index('ratings_user_idx').on(t.userId),
    check('ratings_value_check', sql`${t.value} between 1 and 5`),
  ],
);

export const promptLists = pgTable(
  'prompt_lists',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('prompt_lists_user_idx').on(t.userId, t.createdAt)],
);

export const savedPrompts = pgTable(
  'saved_prompts',
  {
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    listId: integer('list_id')
      .notNull()
      .references(() => promptLists.id, { onDelete: 'cascade' }),
    promptId: integer('prompt_id')
      .notNull()
      .references(() => prompts.id, { onDelete: 'cascade' }),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.listId, t.promptId] }),
    index('saved_prompts_user_idx').on(t.userId, t.promptId),
    index('saved_prompts_prompt_idx').on(t.promptId),
  ],
);

export const ads = pgTable(
  'ads',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    content: text('content').notNull(),
    type: text('type', { enum: AD_TYPES }).notNull().default('text'),
    position: text('position', { enum: AD_POSITIONS }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    /** docs/product.md keeps `active` and `is_active` equal: one is generated from the other. */
    active: boolean('active')
      .notNull()
      .generatedAlwaysAs(sql`is_active`),
    startDate: ts('start_date').notNull().defaultNow(),
    endDate: ts('end_date'),
    clickCount: integer('click_count').notNull().default(0),
    viewCount: integer('view_count').notNull().default(0),
    createdBy: text('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('ads_position_idx').on(t.position, t.isActive),
    check('ads_type_check', sql`${t.type} in ('text','display')`),
    check('ads_position_check', sql`${t.position} in ('top','bottom','sidebar','inline')`),
  ],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: text('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    targetType: text('target_type').notNull(),
    targetId: text('target_id'),
    details: jsonb('details'),
    createdAt: ts('created_at').notNull().defaultNow(),
  },
  (t) => [index('audit_log_created_idx').on(t.createdAt, t.id)],
);

/** Site settings editable by admins (name, tagline, sign-up, verification), and app secrets. */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: ts('updated_at').notNull().defaultNow(),
});

/** Invitations sent by admins: an invited address may sign up even while sign-up is closed. */
export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    invitedBy: text('invited_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ts('created_at').notNull().defaultNow(),
    /** When the invitation mail was last sent (Resend updates it). */
    sentAt: ts('sent_at').notNull().defaultNow(),
    /** Sign-up while closed is allowed until then: 14 days after the last send. */
    expiresAt: ts('expires_at')
      .notNull()
      .default(sql`(now() + interval '14 days')`),
  },
  (t) => [index('invitations_email_idx').on(sql`lower(${t.email})`)],
);
