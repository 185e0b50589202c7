/**
 * Response shapes of the community API (docs/community-api.md): account, ratings, comments,
 * votes, lists and versions, written once for the routes, the OpenAPI document and the client.
 */
import { z } from 'zod';
import { ROLES } from '../constants';
import { type PromptSchema, PromptSummarySchema } from './prompts';

export const MeSchema = z
  .object({
    id: z.string(),
    email: z.string(),
    username: z.string().meta({ description: '3 to 30 letters, digits, - and _; unique regardless of case' }),
    avatarUrl: z.string().nullable(),
    role: z.enum(ROLES),
    createdAt: z.string(),
    twoFactorEnabled: z.boolean(),
  })
  .meta({ id: 'Me' });
export type Me = z.infer<typeof MeSchema>;

export const RatingSummarySchema = z
  .object({
    average: z.number(),
    count: z.number().int(),
    mine: z.number().int().nullable().meta({ description: "The viewer's rating; null for visitors and non-raters" }),
  })
  .meta({ id: 'RatingSummary' });
export type RatingSummary = z.infer<typeof RatingSummarySchema>;

const VoteValueSchema = z.enum(['up', 'down']).nullable();
export type Vote = NonNullable<z.infer<typeof VoteValueSchema>>;

const CommentUserSchema = z.object({ id: z.string(), username: z.string(), avatarUrl: z.string().nullable() });
export type CommentUser = z.infer<typeof CommentUserSchema>;

export const CommentOutSchema = z
  .object({
    id: z.number().int(),
    promptId: z.number().int(),
    content: z.string(),
    createdAt: z.string(),
    upvotes: z.number().int(),
    downvotes: z.number().int(),
    myVote: VoteValueSchema,
    user: CommentUserSchema.nullable(),
  })
  .meta({ id: 'Comment' });
export type Comment = z.infer<typeof CommentOutSchema>;

export const CommentPageSchema = z
  .object({ items: z.array(CommentOutSchema), nextCursor: z.string().nullable() })
  .meta({ id: 'CommentPage' });
export type CommentPage = z.infer<typeof CommentPageSchema>;

export const VoteResultSchema = z
  .object({ upvotes: z.number().int(), downvotes: z.number().int(), myVote: VoteValueSchema })
  .meta({ id: 'VoteResult' });
export type VoteResult = z.infer<typeof VoteResultSchema>;

export const PromptListSchema = z
  .object({ id: z.number().int(), name: z.string(), createdAt: z.string(), promptCount: z.number().int() })
  .meta({ id: 'PromptList' });
export type PromptList = z.infer<typeof PromptListSchema>;
export const PromptListsSchema = z.object({ lists: z.array(PromptListSchema) });

export const SavedPromptItemSchema = z
  .object({ savedAt: z.string(), prompt: PromptSummarySchema })
  .meta({ id: 'SavedPromptItem' });
export type SavedPromptItem = z.infer<typeof SavedPromptItemSchema>;
export const SavedPromptItemsSchema = z.object({ items: z.array(SavedPromptItemSchema) });

export const SavedPromptRefSchema = z
  .object({ listId: z.number().int(), promptId: z.number().int() })
  .meta({ id: 'SavedPromptRef' });
export type SavedPromptRef = z.infer<typeof SavedPromptRefSchema>;

export const SavedPromptIdsSchema = z.object({ promptIds: z.array(z.number().int()) });
export type SavedPromptIds = z.infer<typeof SavedPromptIdsSchema>;

export const RemovedCountSchema = z.object({ removed: z.number().int() });

export const PromptVersionSchema = z
  .object({
    version: z.number().int(),
    title: z.string(),
    content: z.string(),
    instructions: z.string().nullable(),
    category: z.string(),
    tags: z.array(z.string()),
    createdAt: z.string().meta({ description: 'When this version was made' }),
    editedBy: z.object({ id: z.string(), username: z.string() }).nullable(),
  })
  .meta({ id: 'PromptVersion' });
export type PromptVersion = z.infer<typeof PromptVersionSchema>;
export const PromptVersionsSchema = z.object({ versions: z.array(PromptVersionSchema) });

/**
 * GET /api/me/export. The document declares the collections loosely (`any[]`), as it always
 * has; the type below is what the server writes into them.
 */
export const AccountExportSchema = z.object({
  exportedAt: z.string(),
  profile: MeSchema,
  prompts: z.array(z.any()),
  comments: z.array(z.any()),
  ratings: z.array(z.any()),
  commentVotes: z.array(z.any()),
  lists: z.array(z.any()),
});
export type AccountExport = {
  exportedAt: string;
  profile: Me;
  prompts: (z.infer<typeof PromptSchema> & { versions: PromptVersion[] })[];
  comments: {
    id: number;
    promptId: number;
    /** null when the prompt was deleted since */
    promptTitle: string | null;
    content: string;
    createdAt: string;
    upvotes: number;
    downvotes: number;
  }[];
  ratings: { promptId: number; promptTitle: string | null; value: number; createdAt: string; updatedAt: string }[];
  commentVotes: { commentId: number; vote: Vote; createdAt: string }[];
  lists: {
    id: number;
    name: string;
    createdAt: string;
    promptIds: number[];
    /** The same prompts with their titles, in the order they were saved. */
    prompts: { id: number; title: string; savedAt: string }[];
  }[];
};
