import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import { AuditPageSchema } from '../../../shared/api/admin';
import type { AppEnv } from '../../app-context';
import { ListPromptsQuerySchema } from '../../../shared/schemas';
import { AuditQuerySchema } from '../../../shared/admin-schemas';
import { authResponses, errorResponses, json, PromptPageSchema } from '../../openapi-schemas';
import { validationHook } from '../../validation';
import { searchPrompts } from '../prompts/prompts.service';
import { requireAdmin } from './require-admin';
import { AdminStatsSchema } from './admin-openapi';
import { getAdminStats } from './moderation.service';
import { listAuditLog } from './audit.service';

const admin = { middleware: requireAdmin, tags: ['Admin'] };

const statsRoute = createRoute({
  ...admin,
  method: 'get',
  path: '/admin/stats',
  summary: 'Dashboard figures and the 5 most recent prompts',
  responses: { 200: json(AdminStatsSchema, 'Counts and recent prompts'), ...authResponses },
});

const promptsRoute = createRoute({
  ...admin,
  method: 'get',
  path: '/admin/prompts',
  summary: 'Search every prompt (moderation)',
  description:
    "The browse search with every filter and sort. Edit and delete with PATCH/DELETE /api/prompts/{id} and delete comments with DELETE /api/comments/{id}: admins may act on anyone's, and such actions go to the audit log.",
  request: { query: ListPromptsQuerySchema },
  responses: { 200: json(PromptPageSchema, 'A page of prompts'), 400: errorResponses[400], ...authResponses },
});

const auditRoute = createRoute({
  ...admin,
  method: 'get',
  path: '/admin/audit-log',
  summary: 'The audit log, newest first',
  description:
    "Who did what, when: admin actions, and moderation of other people's prompts and comments. Narrowed by `action` (e.g. prompt.delete), `actor` (part of the username or email of who acted) and `from`/`to` (days, UTC, both included).",
  request: { query: AuditQuerySchema },
  responses: {
    200: json(AuditPageSchema, 'A page of entries'),
    400: errorResponses[400],
    ...authResponses,
  },
});

export const moderationRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(statsRoute, async (c) => c.json(await getAdminStats(c.var.deps.db), 200))
  .openapi(promptsRoute, async (c) => {
    const q = c.req.valid('query');
    const page = await searchPrompts(c.var.deps.db, {
      query: q.q,
      category: q.category,
      sort: q.sort,
      minRating: q.minRating,
      tags: q.tags,
      cursor: q.cursor,
      limit: q.limit ?? 20,
    });
    return c.json(page, 200);
  })
  .openapi(auditRoute, async (c) => c.json(await listAuditLog(c.var.deps.db, c.req.valid('query')), 200));
