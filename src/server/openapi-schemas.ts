/**
 * The routes' response declarations. The shapes themselves are written once in src/shared/api
 * (docs/decisions/019-typed-api-client.md), named there for the OpenAPI document; this module
 * re-exports them with the error responses every route shares.
 */
import type { z } from '@hono/zod-openapi';
import { ErrorSchema } from '../shared/api/errors';

export { ErrorSchema };
export {
  AdSchema,
  AuthorSchema,
  PromptPageSchema,
  PromptSchema,
  PromptSummarySchema,
  SimilarPromptSchema,
  TagCountSchema,
} from '../shared/api/prompts';
export {
  CommentOutSchema,
  CommentPageSchema,
  MeSchema,
  PromptListSchema,
  PromptVersionSchema,
  RatingSummarySchema,
  SavedPromptItemSchema,
  VoteResultSchema,
} from '../shared/api/community';
export { UserProfileSchema } from '../shared/api/users';

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

export const authResponses = {
  401: { description: 'Not signed in', content: { 'application/json': { schema: ErrorSchema } } },
  403: { description: 'Not allowed', content: { 'application/json': { schema: ErrorSchema } } },
} as const;
