/** The audit log: who did what to which thing, when (admin actions and moderation). */
import { and, desc, eq, gte, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { auditLog, users } from '../../db/schema';
import { invalidCursor, isCursorId, isCursorValue } from '../prompts/cursor';
import type { AuditEntry } from '../../../shared/admin-schemas';

export type AuditInput = {
  actorId: string | null;
  action: string;
  targetType: string;
  targetId?: string | number | null;
  details?: unknown;
};

/** Accepts a transaction too, so the entry commits (or not) with the action it records. */
export async function recordAudit(db: Pick<Database, 'insert'>, entry: AuditInput): Promise<void> {
  await db.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId === undefined || entry.targetId === null ? null : `${entry.targetId}`,
    details: entry.details === undefined ? null : entry.details,
  });
}

export const AUDIT_PAGE = 50;

/** Cursor of a (timestamp, text id) keyset: base64url of [epoch ms, id]. */
export function encodeKey(ms: number, id: string | number): string {
  return Buffer.from(JSON.stringify([ms, id])).toString('base64url');
}
export function decodeKey<T extends string | number>(cursor: string, kind: 'string' | 'number'): [number, T] {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2 && isCursorValue(value[0])) {
      const id: unknown = value[1];
      // Ids as the server makes them: a serial number, or a better-auth id (short text).
      if (kind === 'number' ? isCursorId(id) : typeof id === 'string' && id.length <= 100) return value as [number, T];
    }
  } catch {
    /* fall through */
  }
  throw invalidCursor();
}

export type AuditFilters = { action?: string; actor?: string; from?: string; to?: string };

const DAY_MS = 24 * 60 * 60 * 1000;

export async function listAuditLog(
  db: Database,
  page: { cursor?: string; limit?: number } & AuditFilters,
): Promise<{ items: AuditEntry[]; nextCursor: string | null }> {
  const limit = page.limit ?? AUDIT_PAGE;
  const after = page.cursor ? decodeKey<number>(page.cursor, 'number') : null;
  const actor = page.actor?.trim().toLowerCase();
  const conditions = [
    after
      ? sql`(${auditLog.createdAt}, ${auditLog.id}) < (${new Date(after[0]).toISOString()}::timestamptz, ${after[1]})`
      : undefined,
    page.action ? eq(auditLog.action, page.action) : undefined,
    // Part of the username or email of who acted, any case.
    actor
      ? sql`(strpos(lower(${users.username}), ${actor}) > 0 or strpos(lower(${users.email}), ${actor}) > 0)`
      : undefined,
    // Whole days in UTC, both ends included.
    page.from ? gte(auditLog.createdAt, new Date(`${page.from}T00:00:00Z`)) : undefined,
    page.to ? lt(auditLog.createdAt, new Date(Date.parse(`${page.to}T00:00:00Z`) + DAY_MS)) : undefined,
  ];
  const rows = await db
    .select({
      id: auditLog.id,
      actorId: auditLog.actorId,
      actorEmail: users.email,
      actorUsername: users.username,
      action: auditLog.action,
      targetType: auditLog.targetType,
      targetId: auditLog.targetId,
      details: auditLog.details,
      createdAt: auditLog.createdAt,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorId))
    .where(and(...conditions))
    .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
    .limit(limit + 1);
  const items = rows.slice(0, limit).map((r) => ({
    id: r.id,
    actor: r.actorId && r.actorEmail ? { id: r.actorId, email: r.actorEmail, username: r.actorUsername ?? '' } : null,
    action: r.action,
    targetType: r.targetType,
    targetId: r.targetId ?? null,
    details: r.details ?? null,
    createdAt: r.createdAt.toISOString(),
  }));
  const last = items[items.length - 1];
  return { items, nextCursor: rows.length > limit && last ? encodeKey(Date.parse(last.createdAt), last.id) : null };
}
