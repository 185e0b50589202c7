/**
 * Response shapes of the prompt, tag and ad endpoints, written once: the routes declare them
 * (and so /api/openapi.json), the server's services return them, the client's calls are typed
 * by them (docs/decisions/019-typed-api-client.md). `.meta({ id })` names a schema in the
 * OpenAPI document.
 */
import { z } from 'zod';
import { AD_POSITIONS, AD_TYPES } from '../constants';
import { PROMPT_FORMATS } from '../prompt-format';

const AuthorObjectSchema = z.object({
  id: z.string(),
  username: z.string(),
  avatarUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type Author = z.infer<typeof AuthorObjectSchema>;
/** Named as the document always named it: the nullable author of a prompt. */
export const AuthorSchema = AuthorObjectSchema.nullable().meta({
  id: 'Author',
  description: 'null for prompts submitted anonymously',
});

const PromptSourceSchema = z.object({ id: z.string(), name: z.string(), url: z.string() });

const promptBase = {
  id: z.number().int(),
  title: z.string(),
  category: z.string(),
  tags: z.array(z.string()),
  rating: z.number().meta({ description: 'Average of the ratings, 0 when there are none' }),
  ratingCount: z.number().int(),
  popularity: z.number().int().meta({ description: 'How many times the prompt was opened' }),
  commentCount: z.number().int(),
  author: AuthorSchema,
  createdAt: z.string(),
  updatedAt: z.string(),
  source: PromptSourceSchema.nullable()
    .optional()
    .meta({ description: 'Seeded prompts: the public collection they come from, credited instead of Anonymous' }),
};

export const PromptSummarySchema = z
  .object({
    ...promptBase,
    contentPreview: z.string().meta({
      description:
        'Readable plain-text preview, up to 200 characters: Markdown, XML-like tags and code fences removed; for JSON and YAML, their first values',
    }),
    contentLength: z.number().int().meta({ description: 'Length of the whole content in characters (code points)' }),
    format: z.enum(PROMPT_FORMATS).meta({ description: 'What the content is written in; cards badge json and yaml' }),
  })
  .meta({ id: 'PromptSummary' });
export type PromptSummary = z.infer<typeof PromptSummarySchema>;

export const PromptSchema = z
  .object({
    ...promptBase,
    content: z.string(),
    instructions: z.string().nullable(),
    userId: z.string().nullable(),
    version: z.number().int(),
  })
  .meta({ id: 'Prompt' });
export type Prompt = z.infer<typeof PromptSchema>;

export const PromptPageSchema = z
  .object({
    items: z.array(PromptSummarySchema),
    nextCursor: z
      .string()
      .nullable()
      .meta({ description: 'Pass as `cursor` for the next page; null on the last page' }),
    total: z.object({ count: z.number().int(), exact: z.boolean() }).optional().meta({
      description: 'First page only: how many prompts match; `exact: false` means more than `count` (1,000)',
    }),
  })
  .meta({ id: 'PromptPage' });
export type PromptPage = z.infer<typeof PromptPageSchema>;

/** GET /api/prompts/{id}/related. */
export const RelatedPromptsSchema = z.object({ items: z.array(PromptSummarySchema) });
export type RelatedPrompts = z.infer<typeof RelatedPromptsSchema>;

export const FormTokenSchema = z.object({ token: z.string(), issuedAt: z.number() });
export type FormToken = z.infer<typeof FormTokenSchema>;

export const SimilarPromptSchema = z
  .object({ id: z.number().int(), title: z.string(), similarity: z.number() })
  .meta({ id: 'SimilarPrompt' });
export type SimilarPrompt = z.infer<typeof SimilarPromptSchema>;
export const SimilarMatchSchema = z.object({ match: SimilarPromptSchema.nullable() });

export const TagCountSchema = z.object({ tag: z.string(), count: z.number().int() }).meta({ id: 'TagCount' });
export type TagCount = z.infer<typeof TagCountSchema>;
export const PopularTagsSchema = z.object({ tags: z.array(TagCountSchema) });

export const AdSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    content: z.string().meta({ description: 'Sanitized HTML or plain text' }),
    type: z.enum(AD_TYPES),
    position: z.enum(AD_POSITIONS),
  })
  .meta({ id: 'Ad' });
export type Ad = z.infer<typeof AdSchema>;
export const AdsSchema = z.object({ ads: z.array(AdSchema) });
