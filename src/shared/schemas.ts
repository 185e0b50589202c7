/**
 * One schema for the form and the request (STYLE.md example 1): the React forms
 * and the Hono routes validate with the same definitions.
 */
import { z } from 'zod';
import { AD_POSITIONS, AD_TYPES, CATEGORY_IDS, RATING_MAX, RATING_MIN, SORT_IDS } from './constants';

export const MAX_TAGS = 30;
export const MAX_TAG_LENGTH = 100;

export const CategorySchema = z.enum(CATEGORY_IDS, {
  error: () => `Unknown category. Use one of: ${CATEGORY_IDS.join(', ')}`,
});

/**
 * Tags are trimmed, lowercased and unique (SPEC section 5). A comma separates tags (as in the
 * tag input), so a tag never contains one and the `tags=a,b` filter stays unambiguous.
 */
export const TagsSchema = z
  .array(z.string({ error: 'Each tag must be text' }), {
    error: (issue) => (issue.input === undefined ? 'Add at least one tag' : 'tags must be a list of text'),
  })
  .transform((tags) => [
    ...new Set(tags.flatMap((t) => t.split(',')).map((t) => t.trim().toLowerCase()).filter(Boolean)),
  ])
  .pipe(
    z
      .array(z.string().max(MAX_TAG_LENGTH, `A tag can be at most ${MAX_TAG_LENGTH} characters`))
      .min(1, 'Add at least one tag')
      .max(MAX_TAGS, `A prompt can have at most ${MAX_TAGS} tags`),
  );

const requiredText = (field: string) =>
  z
    .string({ error: (issue) => (issue.input === undefined || issue.input === null ? `${field} is required` : `${field} must be text`) })
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
  /** Issued by GET /api/prompts/form-token when the form opened; must be at least 5 s old. */
  formToken: z.string({ error: 'formToken is required' }).min(1, 'formToken is required'),
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
    s ? [...new Set(s.split(',').map((t) => t.trim().toLowerCase()).filter(Boolean))] : [],
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

// ---------- response shapes (shared by the server and the typed client) ----------

export type Author = {
  id: string;
  username: string;
  avatarUrl: string | null;
  createdAt: string;
};

export type PromptSummary = {
  id: number;
  title: string;
  /** The start of the content (enough for the card's 150-character cut). */
  contentPreview: string;
  contentLength: number;
  category: string;
  tags: string[];
  rating: number;
  ratingCount: number;
  popularity: number;
  commentCount: number;
  author: Author | null;
  createdAt: string;
  updatedAt: string;
};

export type Prompt = Omit<PromptSummary, 'contentPreview' | 'contentLength'> & {
  content: string;
  instructions: string | null;
  userId: string | null;
  version: number;
};

export type PromptPage = { items: PromptSummary[]; nextCursor: string | null };
export type TagCount = { tag: string; count: number };
export type SimilarPrompt = { id: number; title: string; similarity: number };
export type Ad = {
  id: number;
  title: string;
  content: string;
  type: 'text' | 'display';
  position: 'top' | 'bottom' | 'sidebar' | 'inline';
};
export type ApiErrorBody = {
  error: { code: string; message: string; fieldErrors?: Record<string, string[]> };
};
