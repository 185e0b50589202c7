import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import { AdminAdsSchema } from '../../../shared/api/admin';
import type { AppEnv } from '../../app-context';
import { AppError } from '../../errors';
import { AdInputSchema, AdUpdateSchema } from '../../../shared/admin-schemas';
import { IdParamSchema } from '../../../shared/schemas';
import { authResponses, errorResponses, json } from '../../openapi-schemas';
import { validationHook } from '../../validation';
import { requireViewer } from '../../auth/session';
import { requireAdmin } from './require-admin';
import { AdminAdSchema } from './admin-openapi';
import { createAd, deleteAd, listAllAds, toggleAd, updateAd } from './ads.service';

const admin = { middleware: requireAdmin, tags: ['Admin'] };

const listRoute = createRoute({
  ...admin,
  method: 'get',
  path: '/admin/ads',
  summary: 'All ad panels, newest first',
  description: 'Every ad, active or not, in or out of its date window, with its view and click counts.',
  responses: { 200: json(AdminAdsSchema, 'The ads'), ...authResponses },
});

const createAdRoute = createRoute({
  ...admin,
  method: 'post',
  path: '/admin/ads',
  summary: 'Create an ad panel',
  description:
    '400 `Missing information` when title or content is empty after trimming (content also after sanitizing). Content is sanitized before it is stored (no scripts, event handlers, javascript: links). A new ad is active; `endDate` defaults to 90 days after creation and must be after `startDate` (default now).',
  request: { body: { content: { 'application/json': { schema: AdInputSchema } }, required: true } },
  responses: { 201: json(AdminAdSchema, 'The ad'), 400: errorResponses[400], ...authResponses },
});

const updateAdRoute = createRoute({
  ...admin,
  method: 'patch',
  path: '/admin/ads/{id}',
  summary: 'Edit an ad panel',
  description: 'Only the fields sent change; the active state is kept. `endDate: null` removes the end.',
  request: {
    params: IdParamSchema,
    body: { content: { 'application/json': { schema: AdUpdateSchema } }, required: true },
  },
  responses: {
    200: json(AdminAdSchema, 'The ad'),
    400: errorResponses[400],
    ...authResponses,
    404: errorResponses[404],
  },
});

const toggleRoute = createRoute({
  ...admin,
  method: 'post',
  path: '/admin/ads/{id}/toggle',
  summary: 'Enable or disable an ad panel',
  description: 'Flips `isActive` (and `active`, which always equals it).',
  request: { params: IdParamSchema },
  responses: {
    200: json(AdminAdSchema, 'The ad'),
    400: errorResponses[400],
    ...authResponses,
    404: errorResponses[404],
  },
});

const deleteRoute = createRoute({
  ...admin,
  method: 'delete',
  path: '/admin/ads/{id}',
  summary: 'Delete an ad panel',
  request: { params: IdParamSchema },
  responses: { 204: { description: 'Deleted' }, 400: errorResponses[400], ...authResponses, 404: errorResponses[404] },
});

export const adminAdsRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(listRoute, async (c) => c.json({ ads: await listAllAds(c.var.deps.db) }, 200))
  .openapi(createAdRoute, async (c) =>
    c.json(await createAd(c.var.deps.db, await requireViewer(c), c.req.valid('json')), 201),
  )
  .openapi(updateAdRoute, async (c) => {
    const changes = c.req.valid('json');
    if (Object.keys(changes).length === 0) throw new AppError('validation_error', 'Send at least one field to change');
    return c.json(await updateAd(c.var.deps.db, await requireViewer(c), c.req.valid('param').id, changes), 200);
  })
  .openapi(toggleRoute, async (c) =>
    c.json(await toggleAd(c.var.deps.db, await requireViewer(c), c.req.valid('param').id), 200),
  )
  .openapi(deleteRoute, async (c) => {
    await deleteAd(c.var.deps.db, await requireViewer(c), c.req.valid('param').id);
    return c.body(null, 204);
  });
