/**
 * Personal API keys (docs/decisions/027-api-keys-and-mcp.md): the request and answer shapes of
 * /api/me/api-keys and /api/admin/api-keys, written once for the routes, the OpenAPI document
 * and the client.
 */
import { z } from 'zod';

export const API_KEY_SCOPES = ['read', 'read_write'] as const;
export type ApiKeyScope = (typeof API_KEY_SCOPES)[number];
/** Days a new key lasts; null: until revoked. */
export const API_KEY_EXPIRY_DAYS = [30, 90, 365] as const;
/** Keys one user may hold at once (revoked and expired ones do not count). */
export const MAX_API_KEYS = 20;
export const API_KEY_NAME_MAX = 60;
/** `pc_` and 43 base64url characters (32 random bytes). */
export const API_KEY_PATTERN = /^pc_[A-Za-z0-9_-]{43}$/;

export const CreateApiKeySchema = z
  .object({
    name: z
      .string({ error: 'Name is required' })
      .trim()
      .min(1, 'Name is required')
      .max(API_KEY_NAME_MAX, `Name can be at most ${API_KEY_NAME_MAX} characters`),
    scope: z.enum(API_KEY_SCOPES, { error: () => `scope must be one of: ${API_KEY_SCOPES.join(', ')}` }),
    expiresInDays: z
      .union(
        API_KEY_EXPIRY_DAYS.map((d) => z.literal(d)),
        { error: () => `expiresInDays must be one of ${API_KEY_EXPIRY_DAYS.join(', ')}, or null (never)` },
      )
      .nullable()
      .default(null)
      .meta({ description: 'Days until the key stops working; null or absent: never' }),
  })
  .strict()
  .meta({ id: 'CreateApiKey' });
export type CreateApiKeyInput = z.input<typeof CreateApiKeySchema>;

export const ApiKeySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    scope: z.enum(API_KEY_SCOPES),
    prefix: z.string().meta({ description: 'The first characters of the key, to tell keys apart' }),
    createdAt: z.string(),
    lastUsedAt: z.string().nullable().meta({ description: 'Updated at most once a minute' }),
    expiresAt: z.string().nullable(),
  })
  .meta({ id: 'ApiKey' });
export type ApiKey = z.infer<typeof ApiKeySchema>;

export const ApiKeysSchema = z.object({ items: z.array(ApiKeySchema), max: z.number().int() }).meta({ id: 'ApiKeys' });

export const CreatedApiKeySchema = ApiKeySchema.extend({
  key: z.string().meta({ description: 'The key itself: shown this once, never again' }),
}).meta({ id: 'CreatedApiKey' });
export type CreatedApiKey = z.infer<typeof CreatedApiKeySchema>;

export const AdminApiKeySchema = ApiKeySchema.extend({
  owner: z.object({ id: z.string(), username: z.string(), email: z.string() }),
}).meta({ id: 'AdminApiKey' });
export type AdminApiKey = z.infer<typeof AdminApiKeySchema>;
export const AdminApiKeysSchema = z.object({ items: z.array(AdminApiKeySchema) }).meta({ id: 'AdminApiKeys' });
