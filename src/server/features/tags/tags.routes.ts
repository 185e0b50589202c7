import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { PopularTagsSchema } from '../../../shared/api/prompts';
import type { AppEnv } from '../../app-context';
import { POPULAR_TAG_COUNT } from '../../../shared/constants';
import { errorResponses, json } from '../../openapi-schemas';
import { validationHook } from '../../validation';
import { listPopularTags } from './tags.service';

const popularRoute = createRoute({
  method: 'get',
  path: '/tags/popular',
  tags: ['Tags'],
  summary: 'The most used tags with their counts',
  description: 'The browse screen asks for 20 (Popular Tags) and 30 (the filter tag pool).',
  request: {
    query: z.object({ limit: z.coerce.number().int().min(1).max(100).default(POPULAR_TAG_COUNT) }),
  },
  responses: {
    200: json(PopularTagsSchema, 'Tags, most used first'),
    400: errorResponses[400],
  },
});

export const tagsRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).openapi(popularRoute, async (c) => {
  const { limit } = c.req.valid('query');
  return c.json({ tags: await listPopularTags(c.var.deps.db, limit) }, 200);
});
