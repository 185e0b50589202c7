import { OpenAPIHono, createRoute, type z } from '@hono/zod-openapi';
import {
  PromptListsSchema,
  RemovedCountSchema,
  SavedPromptIdsSchema,
  SavedPromptItemsSchema,
  SavedPromptRefSchema,
} from '../../../shared/api/community';
import type { AppEnv } from '../../app-context';
import {
  ListIdParamSchema,
  ListNameSchema,
  ListRefParamSchema,
  RemoveSavedPromptsSchema,
  SavedPromptParamSchema,
  SavePromptSchema,
} from '../../../shared/schemas';
import { authResponses, errorResponses, json, PromptListSchema } from '../../openapi-schemas';
import { validationHook } from '../../validation';
import { requireViewer } from '../../auth/session';
import { requireSignIn } from '../../auth/require-sign-in';
import {
  createList,
  deleteList,
  listLists,
  listSavedPromptIds,
  listSavedPrompts,
  removeSavedPrompts,
  renameList,
  savePrompt,
} from './lists.service';

const signedIn = { middleware: requireSignIn, tags: ['Lists'] };
const bodyOf = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });

const listListsRoute = createRoute({
  ...signedIn,
  method: 'get',
  path: '/lists',
  summary: 'My saved-prompt lists, oldest first',
  responses: { 200: json(PromptListsSchema, 'The lists'), 401: authResponses[401] },
});

const createListRoute = createRoute({
  ...signedIn,
  method: 'post',
  path: '/lists',
  summary: 'Create a list',
  request: { body: bodyOf(ListNameSchema) },
  responses: { 201: json(PromptListSchema, 'The new list'), 400: errorResponses[400], 401: authResponses[401] },
});

const renameListRoute = createRoute({
  ...signedIn,
  method: 'patch',
  path: '/lists/{id}',
  summary: 'Rename a list',
  request: { params: ListIdParamSchema, body: bodyOf(ListNameSchema) },
  responses: {
    200: json(PromptListSchema, 'The list'),
    400: errorResponses[400],
    401: authResponses[401],
    404: errorResponses[404],
  },
});

const deleteListRoute = createRoute({
  ...signedIn,
  method: 'delete',
  path: '/lists/{id}',
  summary: 'Delete a list and its saved prompts',
  request: { params: ListIdParamSchema },
  responses: {
    204: { description: 'Deleted' },
    400: errorResponses[400],
    401: authResponses[401],
    404: errorResponses[404],
  },
});

const listSavedRoute = createRoute({
  ...signedIn,
  method: 'get',
  path: '/lists/{id}/prompts',
  summary: 'The prompts saved in a list, most recently saved first',
  description:
    "`id` may be `default` (the Favorites list; empty when it does not exist yet). Another user's list answers 404.",
  request: { params: ListRefParamSchema },
  responses: {
    200: json(SavedPromptItemsSchema, 'The saved prompts'),
    400: errorResponses[400],
    401: authResponses[401],
    404: errorResponses[404],
  },
});

const saveRoute = createRoute({
  ...signedIn,
  method: 'post',
  path: '/lists/{id}/prompts',
  summary: 'Save a prompt in a list',
  description:
    '`id` may be `default`: the Favorites list, created when needed. Saving twice answers 200 and changes nothing.',
  request: { params: ListRefParamSchema, body: bodyOf(SavePromptSchema) },
  responses: {
    201: json(SavedPromptRefSchema, 'Saved'),
    200: json(SavedPromptRefSchema, 'Already saved'),
    400: errorResponses[400],
    401: authResponses[401],
    404: errorResponses[404],
  },
});

const unsaveRoute = createRoute({
  ...signedIn,
  method: 'delete',
  path: '/lists/{id}/prompts/{promptId}',
  summary: 'Remove a prompt from a list',
  request: { params: SavedPromptParamSchema },
  responses: {
    204: { description: 'Removed (or was not in the list)' },
    400: errorResponses[400],
    401: authResponses[401],
    404: errorResponses[404],
  },
});

const removeManyRoute = createRoute({
  ...signedIn,
  method: 'post',
  path: '/lists/{id}/prompts/remove',
  summary: 'Remove several prompts from a list (Delete Selected)',
  request: { params: ListRefParamSchema, body: bodyOf(RemoveSavedPromptsSchema) },
  responses: {
    200: json(RemovedCountSchema, 'How many were removed'),
    400: errorResponses[400],
    401: authResponses[401],
    404: errorResponses[404],
  },
});

const savedIdsRoute = createRoute({
  ...signedIn,
  tags: ['Account'],
  method: 'get',
  path: '/me/saved',
  summary: 'Every prompt id I saved in any list',
  responses: {
    200: json(SavedPromptIdsSchema, 'Saved prompt ids'),
    401: authResponses[401],
  },
});

export const listsRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(listListsRoute, async (c) => {
    const viewer = await requireViewer(c);
    return c.json({ lists: await listLists(c.var.deps.db, viewer) }, 200);
  })
  .openapi(createListRoute, async (c) => {
    const viewer = await requireViewer(c);
    const { name } = c.req.valid('json');
    return c.json(await createList(c.var.deps.db, viewer, name), 201);
  })
  .openapi(renameListRoute, async (c) => {
    const viewer = await requireViewer(c);
    const { id } = c.req.valid('param');
    const { name } = c.req.valid('json');
    return c.json(await renameList(c.var.deps.db, viewer, id, name), 200);
  })
  .openapi(deleteListRoute, async (c) => {
    const viewer = await requireViewer(c);
    const { id } = c.req.valid('param');
    await deleteList(c.var.deps.db, viewer, id);
    return c.body(null, 204);
  })
  .openapi(listSavedRoute, async (c) => {
    const viewer = await requireViewer(c);
    const { id } = c.req.valid('param');
    return c.json({ items: await listSavedPrompts(c.var.deps.db, viewer, id) }, 200);
  })
  .openapi(saveRoute, async (c) => {
    const viewer = await requireViewer(c);
    const { id } = c.req.valid('param');
    const { promptId } = c.req.valid('json');
    const saved = await savePrompt(c.var.deps.db, viewer, id, promptId);
    const body = { listId: saved.listId, promptId: saved.promptId };
    return saved.created ? c.json(body, 201) : c.json(body, 200);
  })
  .openapi(unsaveRoute, async (c) => {
    const viewer = await requireViewer(c);
    const { id, promptId } = c.req.valid('param');
    await removeSavedPrompts(c.var.deps.db, viewer, id, [promptId]);
    return c.body(null, 204);
  })
  .openapi(removeManyRoute, async (c) => {
    const viewer = await requireViewer(c);
    const { id } = c.req.valid('param');
    const { promptIds } = c.req.valid('json');
    return c.json({ removed: await removeSavedPrompts(c.var.deps.db, viewer, id, promptIds) }, 200);
  })
  .openapi(savedIdsRoute, async (c) => {
    const viewer = await requireViewer(c);
    return c.json({ promptIds: await listSavedPromptIds(c.var.deps.db, viewer) }, 200);
  });
