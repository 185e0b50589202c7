import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import type { AppEnv } from '../../app-context';
import {
  CommentIdParamSchema,
  CommentSchema,
  IdParamSchema,
  PageQuerySchema,
  VoteSchema,
} from '../../../shared/schemas';
import {
  authResponses,
  CommentOutSchema,
  CommentPageSchema,
  errorResponses,
  json,
  VoteResultSchema,
} from '../../openapi-schemas';
import { validationHook } from '../../validation';
import { getViewer, requireViewer } from '../../auth/session';
import { requireSignIn } from '../../auth/require-sign-in';
import { createComment, deleteComment, listComments, voteOnComment } from './comments.service';

const listRoute = createRoute({
  method: 'get',
  path: '/prompts/{id}/comments',
  tags: ['Comments'],
  summary: "A prompt's comments, newest first",
  request: { params: IdParamSchema, query: PageQuerySchema },
  responses: { 200: json(CommentPageSchema, 'A page of comments'), 400: errorResponses[400], 404: errorResponses[404] },
});

const createCommentRoute = createRoute({
  method: 'post',
  path: '/prompts/{id}/comments',
  tags: ['Comments'],
  summary: 'Comment on a prompt',
  middleware: requireSignIn,
  request: {
    params: IdParamSchema,
    body: { content: { 'application/json': { schema: CommentSchema } }, required: true },
  },
  responses: {
    201: json(CommentOutSchema, 'The new comment'),
    400: errorResponses[400],
    401: authResponses[401],
    404: errorResponses[404],
    413: errorResponses[413],
  },
});

const deleteRoute = createRoute({
  method: 'delete',
  path: '/comments/{id}',
  tags: ['Comments'],
  summary: 'Delete a comment (its author or an admin)',
  middleware: requireSignIn,
  request: { params: CommentIdParamSchema },
  responses: { 204: { description: 'Deleted' }, 400: errorResponses[400], ...authResponses, 404: errorResponses[404] },
});

const voteRoute = createRoute({
  method: 'put',
  path: '/comments/{id}/vote',
  tags: ['Comments'],
  summary: 'Vote on a comment: up, down or none',
  description: "One vote per user per comment; 'none' removes it and switching moves the count.",
  middleware: requireSignIn,
  request: {
    params: CommentIdParamSchema,
    body: { content: { 'application/json': { schema: VoteSchema } }, required: true },
  },
  responses: {
    200: json(VoteResultSchema, 'The counts and your vote'),
    400: errorResponses[400],
    401: authResponses[401],
    404: errorResponses[404],
  },
});

export const commentsRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(listRoute, async (c) => {
    const { id } = c.req.valid('param');
    const page = c.req.valid('query');
    return c.json(await listComments(c.var.deps.db, id, await getViewer(c), page), 200);
  })
  .openapi(createCommentRoute, async (c) => {
    const viewer = await requireViewer(c);
    const { id } = c.req.valid('param');
    const { content } = c.req.valid('json');
    return c.json(await createComment(c.var.deps.db, viewer, id, content), 201);
  })
  .openapi(deleteRoute, async (c) => {
    const viewer = await requireViewer(c);
    const { id } = c.req.valid('param');
    await deleteComment(c.var.deps.db, viewer, id);
    return c.body(null, 204);
  })
  .openapi(voteRoute, async (c) => {
    const viewer = await requireViewer(c);
    const { id } = c.req.valid('param');
    const { vote } = c.req.valid('json');
    return c.json(await voteOnComment(c.var.deps.db, viewer, id, vote), 200);
  });
