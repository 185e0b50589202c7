import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { AdsSchema } from '../../../shared/api/prompts';
import type { AppEnv } from '../../app-context';
import { AppError } from '../../errors';
import { AdPositionSchema, IdParamSchema } from '../../../shared/schemas';
import { errorResponses, json } from '../../openapi-schemas';
import { validationHook } from '../../validation';
import { countAdEvent, listActiveAds } from './ads.service';

const listRoute = createRoute({
  method: 'get',
  path: '/ads',
  tags: ['Ads'],
  summary: 'Active ads for a slot, or for every slot',
  description:
    'With `position`, the ads of that slot; without it, those of every slot (each ad names its position), so a page fills all its slots with one request.',
  request: { query: z.object({ position: AdPositionSchema.optional() }) },
  responses: { 200: json(AdsSchema, 'Ads to rotate in the slot(s)'), 400: errorResponses[400] },
});

const eventRoute = (event: 'views' | 'clicks') =>
  createRoute({
    method: 'post',
    path: `/ads/{id}/${event}`,
    tags: ['Ads'],
    summary: event === 'views' ? 'Count an ad shown' : 'Count an ad clicked',
    request: { params: IdParamSchema },
    responses: { 204: { description: 'Counted' }, 400: errorResponses[400], 404: errorResponses[404] },
  });

export const adsRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(listRoute, async (c) => {
    const { position } = c.req.valid('query');
    c.header('Cache-Control', 'no-store');
    return c.json({ ads: await listActiveAds(c.var.deps.db, position ?? null) }, 200);
  })
  .openapi(eventRoute('views'), async (c) => {
    const { id } = c.req.valid('param');
    if (!(await countAdEvent(c.var.deps.db, id, 'view'))) throw new AppError('not_found', `Ad ${id} was not found`);
    return c.body(null, 204);
  })
  .openapi(eventRoute('clicks'), async (c) => {
    const { id } = c.req.valid('param');
    if (!(await countAdEvent(c.var.deps.db, id, 'click'))) throw new AppError('not_found', `Ad ${id} was not found`);
    return c.body(null, 204);
  });
