import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import { PromptVersionsSchema } from '../../../shared/api/community';
import type { AppEnv } from '../../app-context';
import { AppError } from '../../errors';
import { IdParamSchema, PageQuerySchema, UpdatePromptSchema } from '../../../shared/schemas';
import { authResponses, errorResponses, json, PromptPageSchema, PromptSchema } from '../../openapi-schemas';
import { validationHook } from '../../validation';
import { requireViewer } from '../../auth/session';
import { requireSignIn } from '../../auth/require-sign-in';
import { hitRateLimit } from '../../lib/rate-limit';
import { deletePrompt, listMyPrompts, listPromptVersions, updatePrompt } from './prompts-owner.service';

const updateRoute = createRoute({
  method: 'patch',
  path: '/prompts/{id}',
  middleware: requireSignIn,
  tags: ['Prompts'],
  summary: 'Edit a prompt (author or admin)',
  description:
    'Same validation as submitting; only the fields sent change. The previous state is kept in the version history, `version` goes up by 1 and `updatedAt` is set. An edit that changes nothing makes no new version. Edits are rate-limited per user like submissions (429).',
  request: {
    params: IdParamSchema,
    body: { content: { 'application/json': { schema: UpdatePromptSchema } }, required: true },
  },
  responses: {
    200: json(PromptSchema, 'The edited prompt'),
    400: errorResponses[400],
    ...authResponses,
    404: errorResponses[404],
    413: errorResponses[413],
    429: errorResponses[429],
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/prompts/{id}',
  middleware: requireSignIn,
  tags: ['Prompts'],
  summary: 'Delete a prompt (author or admin)',
  request: { params: IdParamSchema },
  responses: { 204: { description: 'Deleted' }, 400: errorResponses[400], ...authResponses, 404: errorResponses[404] },
});

const versionsRoute = createRoute({
  method: 'get',
  path: '/prompts/{id}/versions',
  tags: ['Prompts'],
  summary: "A prompt's version history",
  description: 'Every version, newest first; the current version comes first.',
  request: { params: IdParamSchema },
  responses: {
    200: json(PromptVersionsSchema, 'The versions'),
    400: errorResponses[400],
    404: errorResponses[404],
  },
});

const myPromptsRoute = createRoute({
  method: 'get',
  path: '/me/prompts',
  middleware: requireSignIn,
  tags: ['Account'],
  summary: 'My prompts, newest first',
  request: { query: PageQuerySchema },
  responses: { 200: json(PromptPageSchema, 'A page of my prompts'), 400: errorResponses[400], 401: authResponses[401] },
});

export const promptsOwnerRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(updateRoute, async (c) => {
    const viewer = await requireViewer(c);
    const { id } = c.req.valid('param');
    const changes = c.req.valid('json');
    if (Object.keys(changes).length === 0) {
      throw new AppError(
        'validation_error',
        'Send at least one field to change: title, content, instructions, category or tags',
      );
    }
    // Like submissions (per user: an edit needs a session), so a script cannot re-index megabytes in a loop.
    if (!(await hitRateLimit(c.var.deps.db, `edit:${viewer.id}`, c.var.deps.rateLimits.editPrompt))) {
      throw new AppError('rate_limited', 'Too many edits. Please wait a while and try again.');
    }
    return c.json(await updatePrompt(c.var.deps.db, viewer, id, changes), 200);
  })
  .openapi(deleteRoute, async (c) => {
    const viewer = await requireViewer(c);
    const { id } = c.req.valid('param');
    await deletePrompt(c.var.deps.db, viewer, id);
    return c.body(null, 204);
  })
  .openapi(versionsRoute, async (c) => {
    const { id } = c.req.valid('param');
    return c.json({ versions: await listPromptVersions(c.var.deps.db, id) }, 200);
  })
  .openapi(myPromptsRoute, async (c) => {
    const viewer = await requireViewer(c);
    const query = c.req.valid('query');
    return c.json(await listMyPrompts(c.var.deps.db, viewer, query), 200);
  });
