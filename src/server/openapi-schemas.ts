/** Response shapes for the OpenAPI document; they mirror the types in src/shared/schemas.ts. */
import { z } from '@hono/zod-openapi';
import { PROMPT_FORMATS } from '../shared/prompt-format';

export const ErrorSchema = z
  .object({
    error: z.object({
      code: z.string().openapi({ example: 'validation_error' }),
      message: z.string().openapi({ example: 'title: Title is required' }),
      fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
    }),
  })
  .openapi('Error');

export const AuthorSchema = z
  .object({ id: z.string(), username: z.string(), avatarUrl: z.string().nullable(), createdAt: z.string() })
  .openapi('Author');

const promptBase = {
  id: z.number().int(),
  title: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  rating: z.number().openapi({ description: 'Average of the ratings, 0 when there are none' }),
  ratingCount: z.number().int(),
  popularity: z.number().int().openapi({ description: 'How many times the prompt was opened' }),
  commentCount: z.number().int(),
  author: AuthorSchema.nullable().openapi({ description: 'null for prompts submitted anonymously' }),
  createdAt: z.string(),
  updatedAt: z.string(),
  source: z
    .object({ id: z.string(), name: z.string(), url: z.string() })
    .nullable()
    .optional()
    .openapi({ description: 'Seeded prompts: the public collection they come from, credited instead of Anonymous' }),
};

export const PromptSummarySchema = z
  .object({
    ...promptBase,
    contentPreview: z.string().openapi({
      description:
        'Readable plain-text preview, up to 200 characters: Markdown, XML-like tags and code fences removed; for JSON and YAML, their first values',
    }),
    contentLength: z.number().int().openapi({ description: 'Length of the whole content in characters (code points)' }),
    format: z
      .enum(PROMPT_FORMATS)
      .openapi({ description: 'What the content is written in; cards badge json and yaml' }),
  })
  .openapi('PromptSummary');

export const PromptSchema = z
  .object({
    ...promptBase,
    content: z.string(),
    instructions: z.string().nullable(),
    userId: z.string().nullable(),
    version: z.number().int(),
  })
  .openapi('Prompt');

export const PromptPageSchema = z
  .object({
    items: z.array(PromptSummarySchema),
    nextCursor: z
      .string()
      .nullable()
      .openapi({ description: 'Pass as `cursor` for the next page; null on the last page' }),
    total: z.object({ count: z.number().int(), exact: z.boolean() }).optional().openapi({
      description: 'First page only: how many prompts match; `exact: false` means more than `count` (1,000)',
    }),
  })
  .openapi('PromptPage');

export const TagCountSchema = z.object({ tag: z.string(), count: z.number().int() }).openapi('TagCount');

export const SimilarPromptSchema = z
  .object({ id: z.number().int(), title: z.string(), similarity: z.number() })
  .openapi('SimilarPrompt');

export const AdSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    content: z.string().openapi({ description: 'Sanitized HTML or plain text' }),
    type: z.enum(['text', 'display']),
    position: z.enum(['top', 'bottom', 'sidebar', 'inline']),
  })
  .openapi('Ad');

export const errorResponses = {
  400: { description: 'Invalid input', content: { 'application/json': { schema: ErrorSchema } } },
  413: { description: 'Request body larger than 1 MB', content: { 'application/json': { schema: ErrorSchema } } },
  429: { description: 'Too many requests', content: { 'application/json': { schema: ErrorSchema } } },
  404: { description: 'Not found', content: { 'application/json': { schema: ErrorSchema } } },
} as const;

export const json = <T extends z.ZodType>(schema: T, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

// ---------- community API (docs/community-api.md) ----------

export const MeSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    username: z.string().openapi({ description: '3 to 30 letters, digits, - and _; unique regardless of case' }),
    avatarUrl: z.string().nullable(),
    role: z.enum(['user', 'admin', 'super_admin']),
    createdAt: z.string(),
    twoFactorEnabled: z.boolean(),
  })
  .openapi('Me');

export const RatingSummarySchema = z
  .object({
    average: z.number(),
    count: z.number().int(),
    mine: z.number().int().nullable().openapi({ description: "The viewer's rating; null for visitors and non-raters" }),
  })
  .openapi('RatingSummary');

const VoteValueSchema = z.enum(['up', 'down']).nullable();

export const CommentOutSchema = z
  .object({
    id: z.number().int(),
    promptId: z.number().int(),
    content: z.string(),
    createdAt: z.string(),
    upvotes: z.number().int(),
    downvotes: z.number().int(),
    myVote: VoteValueSchema,
    user: z.object({ id: z.string(), username: z.string(), avatarUrl: z.string().nullable() }).nullable(),
  })
  .openapi('Comment');

export const CommentPageSchema = z
  .object({ items: z.array(CommentOutSchema), nextCursor: z.string().nullable() })
  .openapi('CommentPage');

export const VoteResultSchema = z
  .object({ upvotes: z.number().int(), downvotes: z.number().int(), myVote: VoteValueSchema })
  .openapi('VoteResult');

export const PromptListSchema = z
  .object({ id: z.number().int(), name: z.string(), createdAt: z.string(), promptCount: z.number().int() })
  .openapi('PromptList');

export const SavedPromptItemSchema = z
  .object({ savedAt: z.string(), prompt: PromptSummarySchema })
  .openapi('SavedPromptItem');

export const PromptVersionSchema = z
  .object({
    version: z.number().int(),
    title: z.string(),
    content: z.string(),
    instructions: z.string().nullable(),
    category: z.string(),
    tags: z.array(z.string()),
    createdAt: z.string().openapi({ description: 'When this version was made' }),
    editedBy: z.object({ id: z.string(), username: z.string() }).nullable(),
  })
  .openapi('PromptVersion');

export const authResponses = {
  401: { description: 'Not signed in', content: { 'application/json': { schema: ErrorSchema } } },
  403: { description: 'Not allowed', content: { 'application/json': { schema: ErrorSchema } } },
} as const;

// ---------- profiles ----------

export const UserProfileSchema = z
  .object({
    id: z.string(),
    username: z.string(),
    avatarUrl: z.string().nullable(),
    createdAt: z.string().openapi({ description: 'When the account was made (the join date)' }),
    counts: z.object({
      prompts: z.number().int(),
      comments: z.number().int(),
      ratingsReceived: z.number().int().openapi({ description: 'Ratings given to their prompts' }),
    }),
  })
  .openapi('UserProfile');
