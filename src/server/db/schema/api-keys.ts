import { check, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { users } from './auth';
import { API_KEY_SCOPES } from '../../../shared/api/keys';

const ts = (name: string) => timestamp(name, { precision: 3, withTimezone: true });

/**
 * Personal API keys (features/api-keys): only the key's SHA-256 and its first characters are
 * kept. revokedAt set: the key no longer works but its row says why.
 */
export const apiKeys = pgTable(
  'api_keys',
  {
    id: serial('id').primaryKey(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    scope: text('scope', { enum: API_KEY_SCOPES }).notNull(),
    prefix: text('prefix').notNull(),
    hash: text('hash').notNull().unique(),
    createdAt: ts('created_at').notNull().defaultNow(),
    lastUsedAt: ts('last_used_at'),
    expiresAt: ts('expires_at'),
    revokedAt: ts('revoked_at'),
  },
  (t) => [
    index('api_keys_user_idx').on(t.userId, t.createdAt),
    check('api_keys_scope_check', sql`${t.scope} in ('read', 'read_write')`),
  ],
);
