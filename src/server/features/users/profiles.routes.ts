import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import type { AppEnv } from '../../app-context';
import { PageQuerySchema, UsernameParamSchema } from '../../../shared/schemas';
import { errorResponses, json, PromptPageSchema, UserProfileSchema } from '../../openapi-schemas';
import { validationHook } from '../../validation';
import { getUserProfile, listUserPrompts } from './profiles.service';

const profileRoute = createRoute({
  method: 'get',
  path: '/users/{username}',
  tags: ['Profiles'],
  summary: "A member's public profile",
  description: 'Found regardless of case. 404 for an unknown username.',
  request: { params: UsernameParamSchema },
  responses: { 200: json(UserProfileSchema, 'The profile'), 400: errorResponses[400], 404: errorResponses[404] },
});

const profilePromptsRoute = createRoute({
  method: 'get',
  path: '/users/{username}/prompts',
  tags: ['Profiles'],
  summary: "A member's prompts, newest first",
  description: 'Keyset pages like GET /api/prompts: pass `nextCursor` as `cursor`. 404 for an unknown username.',
  request: { params: UsernameParamSchema, query: PageQuerySchema },
  responses: { 200: json(PromptPageSchema, 'A page of prompts'), 400: errorResponses[400], 404: errorResponses[404] },
});

export const profilesRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(profileRoute, async (c) => {
    const { username } = c.req.valid('param');
    return c.json(await getUserProfile(c.var.deps.db, username), 200);
  })
  .openapi(profilePromptsRoute, async (c) => {
    const { username } = c.req.valid('param');
    const page = c.req.valid('query');
    return c.json(await listUserPrompts(c.var.deps.db, username, page), 200);
  });
