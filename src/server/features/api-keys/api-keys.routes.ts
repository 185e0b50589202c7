/**
 * Personal API keys: the account's own (/me/api-keys, a signed-in session only) and every key
 * for admins (/admin/api-keys, revocations audited). docs/decisions/027-api-keys-and-mcp.md.
 */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import type { AppEnv } from '../../app-context';
import { authResponses, errorResponses, ErrorSchema, json } from '../../openapi-schemas';
import { validationHook } from '../../validation';
import { requireViewer } from '../../auth/session';
import { requireSignIn } from '../../auth/require-sign-in';
import { requireAdmin } from '../admin/require-admin';
import { recordAudit } from '../admin/audit.service';
import {
  AdminApiKeysSchema,
  ApiKeysSchema,
  CreateApiKeySchema,
  CreatedApiKeySchema,
  MAX_API_KEYS,
} from '../../../shared/api/keys';
import { adminListApiKeys, adminRevokeApiKey, createApiKey, listApiKeys, revokeApiKey } from './api-keys.service';

const IdParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });
const own = { middleware: requireSignIn, tags: ['API keys'] };
const admin = { middleware: requireAdmin, tags: ['Admin'] };

const listRoute = createRoute({
  ...own,
  method: 'get',
  path: '/me/api-keys',
  summary: 'My API keys',
  description: `The keys that still work (not revoked, not expired), newest first; at most ${MAX_API_KEYS}. Needs a signed-in session: an API key cannot manage keys (403).`,
  responses: { 200: json(ApiKeysSchema, 'My keys'), ...authResponses },
});

const createKeyRoute = createRoute({
  ...own,
  method: 'post',
  path: '/me/api-keys',
  summary: 'Create an API key',
  description: `The answer carries the key itself, once: only its SHA-256 is stored. Send it as \`Authorization: Bearer <key>\`. Scope \`read\` allows GET requests only, \`read_write\` also writes; no key grants admin rights. At most ${MAX_API_KEYS} keys at once (409 beyond).`,
  request: { body: { content: { 'application/json': { schema: CreateApiKeySchema } }, required: true } },
  responses: {
    201: json(CreatedApiKeySchema, 'The new key, shown this once'),
    400: errorResponses[400],
    ...authResponses,
    409: { description: 'Too many keys', content: { 'application/json': { schema: ErrorSchema } } },
  },
});

const revokeRoute = createRoute({
  ...own,
  method: 'delete',
  path: '/me/api-keys/{id}',
  summary: 'Revoke one of my API keys',
  request: { params: IdParam },
  responses: { 204: { description: 'Revoked' }, 400: errorResponses[400], ...authResponses, 404: errorResponses[404] },
});

const adminListRoute = createRoute({
  ...admin,
  method: 'get',
  path: '/admin/api-keys',
  summary: 'Every API key that still works',
  description:
    "Newest first, at most 200, with each key's owner. `q` matches the owner's username or email, or the key's name.",
  request: { query: z.object({ q: z.string().trim().max(200, 'q can be at most 200 characters').optional() }) },
  responses: { 200: json(AdminApiKeysSchema, 'The keys'), 400: errorResponses[400], ...authResponses },
});

const adminRevokeRoute = createRoute({
  ...admin,
  method: 'delete',
  path: '/admin/api-keys/{id}',
  summary: "Revoke anyone's API key (audited as api_key.revoke)",
  request: { params: IdParam },
  responses: { 204: { description: 'Revoked' }, 400: errorResponses[400], ...authResponses, 404: errorResponses[404] },
});

export const apiKeysRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(listRoute, async (c) => {
    const viewer = await requireViewer(c);
    c.header('Cache-Control', 'no-store');
    return c.json({ items: await listApiKeys(c.var.deps.db, viewer.id), max: MAX_API_KEYS }, 200);
  })
  .openapi(createKeyRoute, async (c) => {
    const viewer = await requireViewer(c);
    c.header('Cache-Control', 'no-store');
    return c.json(await createApiKey(c.var.deps.db, viewer.id, c.req.valid('json')), 201);
  })
  .openapi(revokeRoute, async (c) => {
    const viewer = await requireViewer(c);
    await revokeApiKey(c.var.deps.db, viewer.id, c.req.valid('param').id);
    return c.body(null, 204);
  })
  .openapi(adminListRoute, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ items: await adminListApiKeys(c.var.deps.db, c.req.valid('query').q || undefined) }, 200);
  })
  .openapi(adminRevokeRoute, async (c) => {
    const viewer = await requireViewer(c);
    const { id } = c.req.valid('param');
    const { db } = c.var.deps;
    await db.transaction(async (tx) => {
      const key = await adminRevokeApiKey(tx, id);
      await recordAudit(tx, {
        actorId: viewer.id,
        action: 'api_key.revoke',
        targetType: 'api_key',
        targetId: id,
        details: { name: key.name, owner: key.userId, prefix: key.prefix },
      });
    });
    return c.body(null, 204);
  });
