/**
 * Personal API keys (docs/decisions/027-api-keys-and-mcp.md). A key is `pc_` and 43 base64url
 * characters (32 random bytes); only its SHA-256 is stored, so a leaked database holds no key,
 * and a lookup is one equality on a unique index. The first 11 characters are kept to tell keys
 * apart in lists.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, count, desc, eq, gt, ilike, isNull, or } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { apiKeys, users } from '../../db/schema';
import { AppError } from '../../errors';
import type { Viewer } from '../../auth/session';
import type { Role } from '../../../shared/constants';
import {
  API_KEY_PATTERN,
  MAX_API_KEYS,
  type AdminApiKey,
  type ApiKey,
  type ApiKeyScope,
  type CreatedApiKey,
} from '../../../shared/api/keys';
import { type z } from 'zod';
import type { CreateApiKeySchema } from '../../../shared/api/keys';

const PREFIX_LENGTH = 11;
/** last_used_at is written at most this often per key: one write a minute, not one a request. */
export const LAST_USED_EVERY_MS = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;

export const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

export function generateKey(): string {
  return `pc_${randomBytes(32).toString('base64url')}`;
}

type Row = typeof apiKeys.$inferSelect;

function toApiKey(row: Row): ApiKey {
  return {
    id: row.id,
    name: row.name,
    scope: row.scope,
    prefix: row.prefix,
    createdAt: row.createdAt.toISOString(),
    lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt?.toISOString() ?? null,
  };
}

/** Keys that still work: not revoked, not expired. */
const usable = (now: Date) => and(isNull(apiKeys.revokedAt), or(isNull(apiKeys.expiresAt), gt(apiKeys.expiresAt, now)));

export async function listApiKeys(db: Database, userId: string, now = new Date()): Promise<ApiKey[]> {
  const rows = await db
    .select()
    .from(apiKeys)
    .where(and(eq(apiKeys.userId, userId), usable(now)))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
  return rows.map(toApiKey);
}

export async function createApiKey(
  db: Database,
  userId: string,
  input: z.output<typeof CreateApiKeySchema>,
  now = new Date(),
): Promise<CreatedApiKey> {
  return db.transaction(async (tx) => {
    // Serialize this user's creations so two at once cannot pass the limit together.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
    const [held] = await tx
      .select({ n: count() })
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, userId), usable(now)));
    if ((held?.n ?? 0) >= MAX_API_KEYS) {
      throw new AppError('conflict', `You have ${MAX_API_KEYS} API keys, the most allowed: revoke one first`);
    }
    const key = generateKey();
    const [row] = await tx
      .insert(apiKeys)
      .values({
        userId,
        name: input.name,
        scope: input.scope,
        prefix: key.slice(0, PREFIX_LENGTH),
        hash: hashKey(key),
        createdAt: now,
        expiresAt: input.expiresInDays === null ? null : new Date(now.getTime() + input.expiresInDays * DAY_MS),
      })
      .returning();
    return { ...toApiKey(row!), key };
  });
}

/** Revokes one of the user's own keys; another user's key is not found. */
export async function revokeApiKey(db: Database, userId: string, id: number): Promise<void> {
  const revoked = await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.id, id), eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
    .returning({ id: apiKeys.id });
  if (revoked.length === 0) throw new AppError('not_found', `API key ${id} was not found`);
}

export const ADMIN_API_KEYS_LIMIT = 200;

/** Every working key, newest first (at most 200); `q` matches the owner's username or email, or the key's name. */
export async function adminListApiKeys(db: Database, q?: string, now = new Date()): Promise<AdminApiKey[]> {
  const like = q ? `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : null;
  const rows = await db
    .select({ key: apiKeys, owner: { id: users.id, username: users.username, email: users.email } })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(
      and(
        usable(now),
        like ? or(ilike(users.username, like), ilike(users.email, like), ilike(apiKeys.name, like)) : undefined,
      ),
    )
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))
    .limit(ADMIN_API_KEYS_LIMIT);
  return rows.map((r) => ({ ...toApiKey(r.key), owner: r.owner }));
}

/** Revokes any key (admins); returns what the audit entry records. */
export async function adminRevokeApiKey(
  db: Pick<Database, 'update'>,
  id: number,
): Promise<{ name: string; userId: string; prefix: string }> {
  const [row] = await db
    .update(apiKeys)
    .set({ revokedAt: new Date() })
    .where(and(eq(apiKeys.id, id), isNull(apiKeys.revokedAt)))
    .returning({ name: apiKeys.name, userId: apiKeys.userId, prefix: apiKeys.prefix });
  if (!row) throw new AppError('not_found', `API key ${id} was not found or was revoked already`);
  return row;
}

export type KeyViewer = Viewer & { apiKey: { id: number; scope: ApiKeyScope } };

/**
 * The user a key stands for, or an AppError that says what is wrong with it: 401 for a key that
 * is malformed, unknown, revoked or expired, 403 for a banned account. Updates last_used_at at
 * most once a minute.
 */
export async function authenticateKey(db: Database, key: string, now = new Date()): Promise<KeyViewer> {
  if (!API_KEY_PATTERN.test(key)) {
    throw new AppError(
      'unauthorized',
      'Malformed API key: expected Authorization: Bearer pc_ followed by 43 characters',
    );
  }
  const [row] = await db
    .select({
      key: apiKeys,
      user: {
        id: users.id,
        email: users.email,
        name: users.name,
        image: users.image,
        role: users.role,
        banned: users.banned,
        banExpires: users.banExpires,
      },
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.userId))
    .where(eq(apiKeys.hash, hashKey(key)));
  if (!row) throw new AppError('unauthorized', 'Unknown API key: check it, or create a new one on /account');
  if (row.key.revokedAt) throw new AppError('unauthorized', 'This API key was revoked: create a new one on /account');
  if (row.key.expiresAt && row.key.expiresAt <= now) {
    throw new AppError('unauthorized', 'This API key has expired: create a new one on /account');
  }
  const { user } = row;
  if (user.banned && (!user.banExpires || user.banExpires > now)) {
    throw new AppError('forbidden', 'This account is banned: its API keys do not work');
  }
  const last = row.key.lastUsedAt;
  if (!last || now.getTime() - last.getTime() >= LAST_USED_EVERY_MS) {
    // Two requests in the same instant may both write: harmless, and cheaper than a lock.
    await db.update(apiKeys).set({ lastUsedAt: now }).where(eq(apiKeys.id, row.key.id));
  }
  return {
    id: user.id,
    email: user.email,
    name: user.name ?? '',
    image: user.image ?? null,
    role: user.role as Role,
    apiKey: { id: row.key.id, scope: row.key.scope },
  };
}
