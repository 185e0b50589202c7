/**
 * THE COMMUNITY API CONTRACT (issue 3: accounts, ratings, comments, votes, lists, edits) IS IN
 * docs/community-api.md — implement and consume exactly that.
 *
 * One schema for the form and the request (docs/architecture.md#tests): the React forms
 * and the Hono routes validate with the same definitions.
 */
import { z } from 'zod';
import { AD_POSITIONS, AD_TYPES, CATEGORY_IDS, RATING_MAX, RATING_MIN, SORT_IDS } from './constants';
import { UsernameSchema } from './usernames';

export const MAX_TAGS = 30;
export const MAX_TAG_LENGTH = 100;

export const CategorySchema = z.enum(CATEGORY_IDS, {
  error: () => `Unknown category. Use one of: ${CATEGORY_IDS.join(', ')}`,
});

/**
 * Tags are trimmed, lowercased and unique (docs/product.md#screens-and-routes). A comma separates tags (as in the
 * tag input), so a tag never contains one and the `tags=a,b` filter stays unambiguous.
 */
export const TagsSchema = z
  .array(z.string({ error: 'Each tag must be text' }), {
    error: (issue) => (issue.input === undefined ? 'Add at least one tag' : 'tags must be a list of text'),
  })
  .transform((tags) => [
    ...new Set(
      tags
        .flatMap((t) => t.split(','))
        .map((t) => t.trim().toLowerCase())
        .filter(Boolean),
    ),
  ])
  .pipe(
    z
      .array(z.string().max(MAX_TAG_LENGTH, `A tag can be at most ${MAX_TAG_LENGTH} characters`))
      .min(1, 'Add at least one tag')
      .max(MAX_TAGS, `A prompt can have at most ${MAX_TAGS} tags`),
  );

const requiredText = (field: string) =>
  z
    .string({
      error: (issue) =>
        issue.input === undefined || issue.input === null ? `${field} is required` : `${field} must be text`,
    })
    .refine((s) => s.trim().length > 0, `${field} is required`);

export const PromptFieldsSchema = z.object({
  title: requiredText('Title').transform((s) => s.trim()),
  content: requiredText('Content'),
  instructions: z.string({ error: 'Instructions must be text' }).optional().nullable(),
  category: CategorySchema,
  tags: TagsSchema,
});
export type PromptFields = z.input<typeof PromptFieldsSchema>;

/** Body of POST /api/prompts: the fields plus the server-side anti-bot inputs. */
export const CreatePromptSchema = PromptFieldsSchema.extend({
  /**
   * Issued by GET /api/prompts/form-token when the form opened; must be at least 5 s old.
   * Required unless the request carries an API key (the server checks, decision 027).
   */
  formToken: z.string({ error: 'formToken must be text' }).min(1, 'formToken is required').optional(),
  /** Honeypot: a field people never see. Anything in it marks the request as automated. */
  website: z.string().optional(),
}).strict();
export type CreatePromptInput = z.input<typeof CreatePromptSchema>;

export const UpdatePromptSchema = PromptFieldsSchema.partial().strict();

export const SimilarPromptQuerySchema = z
  .object({
    title: z.string().optional().default(''),
    content: requiredText('Content'),
  })
  .strict();

const commaList = z
  .string()
  .optional()
  .transform((s) =>
    s
      ? [
          ...new Set(
            s
              .split(',')
              .map((t) => t.trim().toLowerCase())
              .filter(Boolean),
          ),
        ]
      : [],
  );

export const ListPromptsQuerySchema = z.object({
  q: z.string().max(200, 'Search text can be at most 200 characters').optional(),
  category: CategorySchema.optional(),
  sort: z.enum(SORT_IDS, { error: () => `sort must be one of: ${SORT_IDS.join(', ')}` }).optional(),
  minRating: z.coerce
    .number({ error: 'minRating must be a number' })
    .min(RATING_MIN, 'minRating must be between 0 and 5')
    .max(RATING_MAX, 'minRating must be between 0 and 5')
    .optional(),
  tags: commaList,
  cursor: z.string().max(200).optional(),
  limit: z.coerce.number().int().min(1).max(50).optional(),
});
export type ListPromptsQuery = z.input<typeof ListPromptsQuerySchema>;

export const IdParamSchema = z.object({
  id: z.coerce
    .number({ error: 'Prompt id must be a number' })
    .int('Prompt id must be a whole number')
    .positive('Prompt id must be positive')
    .max(2_147_483_647, 'Prompt id is out of range'),
});

export const AdPositionSchema = z.enum(AD_POSITIONS);
export const AdTypeSchema = z.enum(AD_TYPES);

// ---------- response shapes: written once in src/shared/api, re-exported for old imports ----------

export type { ApiErrorBody } from './api/errors';
export type {
  Ad,
  Author,
  Prompt,
  PromptPage,
  PromptSummary,
  RelatedPrompts,
  SimilarPrompt,
  TagCount,
} from './api/prompts';

// ---------- community API (docs/community-api.md): request schemas ----------

/** A numeric path id (`{id}`, `{promptId}`) whose messages name what it identifies. */
export const idOf = (label: string) =>
  z.coerce
    .number({ error: `${label} id must be a number` })
    .int(`${label} id must be a whole number`)
    .positive(`${label} id must be positive`)
    .max(2_147_483_647, `${label} id is out of range`);

/** A numeric id in a JSON body: a number, never a string or boolean coerced into one. */
export const bodyIdOf = (label: string) =>
  z
    .number({ error: `${label} id must be a number` })
    .int(`${label} id must be a whole number`)
    .positive(`${label} id must be positive`)
    .max(2_147_483_647, `${label} id is out of range`);

export const CommentIdParamSchema = z.object({ id: idOf('Comment') });
export const ListIdParamSchema = z.object({ id: idOf('List') });

/** The id of the virtual Favorites list (docs/product.md: a Favorites list with id default). */
export const DEFAULT_LIST_ID = 'default';
export const DEFAULT_LIST_NAME = 'Favorites';
/** `{id}` of /api/lists/{id}/prompts: a list id, or `default` for the user's Favorites list. */
export const ListRefSchema = z.union([z.literal(DEFAULT_LIST_ID), idOf('List')], {
  error: () => `List id must be a number or ${DEFAULT_LIST_ID}`,
});
export const ListRefParamSchema = z.object({ id: ListRefSchema });
export const SavedPromptParamSchema = z.object({ id: ListRefSchema, promptId: idOf('Prompt') });

export const PageQuerySchema = z.object({
  cursor: z.string().max(200, 'Invalid cursor').optional(),
  limit: z.coerce
    .number({ error: 'limit must be a number' })
    .int('limit must be a whole number')
    .min(1, 'limit must be between 1 and 50')
    .max(50, 'limit must be between 1 and 50')
    .optional(),
});

export const AVATAR_URL_MAX = 2000;
export const COMMENT_MAX = 10_000;
export const LIST_NAME_MAX = 100;
export const REMOVE_SAVED_MAX = 500;
export const INVALID_LIST_NAME_MESSAGE = 'Invalid list name – Please enter a valid name for your list.';

export const UpdateMeSchema = z
  .object({
    username: UsernameSchema.optional(),
    avatarUrl: z
      .string({ error: 'Avatar URL must be text or null' })
      .trim()
      .max(AVATAR_URL_MAX, `Avatar URL can be at most ${AVATAR_URL_MAX} characters`)
      .refine((s) => {
        try {
          const url = new URL(s);
          return url.protocol === 'https:' || url.protocol === 'http:';
        } catch {
          return false;
        }
      }, 'Avatar URL must be an http(s) address')
      .nullable()
      .optional(),
  })
  .strict();
export type UpdateMeInput = z.input<typeof UpdateMeSchema>;

export const DeleteMeSchema = z
  .object({
    confirm: z.literal(true, { error: 'Set confirm to true to delete your account' }),
    prompts: z.enum(['keep', 'delete'], { error: () => "prompts must be 'keep' or 'delete'" }),
  })
  .strict();
export type DeleteMeInput = z.input<typeof DeleteMeSchema>;

export const RatingSchema = z
  .object({
    value: z
      .number({ error: 'Rating must be a whole number from 1 to 5' })
      .int('Rating must be a whole number from 1 to 5')
      .min(1, 'Rating must be a whole number from 1 to 5')
      .max(5, 'Rating must be a whole number from 1 to 5'),
  })
  .strict();
export type RatingInput = z.input<typeof RatingSchema>;

export const CommentSchema = z
  .object({
    content: z
      .string({ error: (issue) => (issue.input === undefined ? 'Comment is required' : 'Comment must be text') })
      .transform((s) => s.trim())
      .pipe(
        z
          .string()
          .min(1, 'Comment cannot be empty')
          .max(COMMENT_MAX, `A comment can be at most ${COMMENT_MAX.toLocaleString('en-US')} characters`),
      ),
  })
  .strict();
export type CommentInput = z.input<typeof CommentSchema>;

export const VOTES = ['up', 'down', 'none'] as const;
export const VoteSchema = z
  .object({ vote: z.enum(VOTES, { error: () => "vote must be 'up', 'down' or 'none'" }) })
  .strict();
export type VoteInput = z.input<typeof VoteSchema>;

export const ListNameSchema = z
  .object({
    name: z
      .string({ error: INVALID_LIST_NAME_MESSAGE })
      .transform((s) => s.trim())
      .pipe(
        z
          .string()
          .min(1, INVALID_LIST_NAME_MESSAGE)
          .max(LIST_NAME_MAX, `A list name can be at most ${LIST_NAME_MAX} characters`),
      ),
  })
  .strict();
export type ListNameInput = z.input<typeof ListNameSchema>;

export const SavePromptSchema = z.object({ promptId: bodyIdOf('Prompt') }).strict();
export type SavePromptInput = z.input<typeof SavePromptSchema>;

export const RemoveSavedPromptsSchema = z
  .object({
    promptIds: z
      .array(bodyIdOf('Prompt'), { error: 'promptIds must be a list of prompt ids' })
      .min(1, 'No prompts selected')
      .max(REMOVE_SAVED_MAX, `At most ${REMOVE_SAVED_MAX} prompts can be removed at once`),
  })
  .strict();
export type RemoveSavedPromptsInput = z.input<typeof RemoveSavedPromptsSchema>;

// ---------- community API: response types (src/shared/api/community.ts) ----------

export type {
  AccountExport,
  Comment,
  CommentPage,
  CommentUser,
  Me,
  PromptList,
  PromptVersion,
  RatingSummary,
  SavedPromptIds,
  SavedPromptItem,
  SavedPromptRef,
  Vote,
  VoteResult,
} from './api/community';

// ---------- profiles (/u/{username}) ----------

export { UsernameSchema };
export const UsernameParamSchema = z.object({
  username: z.string().min(1).max(100, 'Unknown user'),
});
export type { UserProfile } from './api/users';
