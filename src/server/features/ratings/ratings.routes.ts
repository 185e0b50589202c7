import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import type { AppEnv } from '../../app-context';
import { IdParamSchema, RatingSchema } from '../../../shared/schemas';
import { authResponses, errorResponses, json, RatingSummarySchema } from '../../openapi-schemas';
import { validationHook } from '../../validation';
import { getViewer, requireViewer } from '../../auth/session';
import { requireSignIn } from '../../auth/require-sign-in';
import { getRatingSummary, ratePrompt } from './ratings.service';

const getRatingRoute = createRoute({
  method: 'get',
  path: '/prompts/{id}/rating',
  tags: ['Ratings'],
  summary: "A prompt's rating: average, count and the viewer's own",
  request: { params: IdParamSchema },
  responses: { 200: json(RatingSummarySchema, 'The rating'), 400: errorResponses[400], 404: errorResponses[404] },
});

const rateRoute = createRoute({
  method: 'put',
  path: '/prompts/{id}/rating',
  tags: ['Ratings'],
  summary: 'Rate a prompt 1 to 5 (again replaces the earlier rating)',
  middleware: requireSignIn,
  request: {
    params: IdParamSchema,
    body: { content: { 'application/json': { schema: RatingSchema } }, required: true },
  },
  responses: {
    200: json(RatingSummarySchema, 'The new rating'),
    400: errorResponses[400],
    401: authResponses[401],
    404: errorResponses[404],
  },
});

export const ratingsRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(getRatingRoute, async (c) => {
    const { id } = c.req.valid('param');
    return c.json(await getRatingSummary(c.var.deps.db, id, await getViewer(c)), 200);
  })
  .openapi(rateRoute, async (c) => {
    const viewer = await requireViewer(c);
    const { id } = c.req.valid('param');
    const { value } = c.req.valid('json');
    return c.json(await ratePrompt(c.var.deps.db, viewer, id, value), 200);
  });
