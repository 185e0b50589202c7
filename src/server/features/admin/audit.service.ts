/** The audit log: who did what to which thing, when (admin actions and moderation). */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { invalidCursor, isCursorId, isCursorValue } from '../prompts/cursor';
import type { AuditEntry } from '../../../shared/admin-schemas';
import type { Row } from '../prompts/prompt-rows';

export type AuditInput = {
  actorId: string | null;
  action: string;
  targetType: string;
  targetId?: string | number | null;
  details?: unknown;
};

/** Accepts a transaction too, so the entry commits (or not) with the action it records. */
export async function recordAudit(db: Pick<Database, 'execute'>, entry: AuditInput): Promise<void> {
  const details = entry.details === undefined ? null : JSON.stringify(entry.details);
  await db.execute(sql`
    insert into audit_log (actor_id, action, target_type, target_id, details)
    values (${entry.actorId}, ${entry.action}, ${entry.targetType},
      ${entry.targetId === undefined || entry.targetId === null ? null : String(entry.targetId)}, ${details}::jsonb)`);
}

export const AUDIT_PAGE = 50;
const iso = (v: unknown): string => (v instanceof Date ? v : new Date(String(v))).toISOString();

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

export async function listAuditLog(
  db: Database,
  page: { cursor?: string; limit?: number },
): Promise<{ items: AuditEntry[]; nextCursor: string | null }> {
  const limit = page.limit ?? AUDIT_PAGE;
  const after = page.cursor ? decodeKey<number>(page.cursor, 'number') : null;
  const result = await db.execute(sql`
    select a.id, a.actor_id, u.email as actor_email, u.username as actor_username, a.action, a.target_type, a.target_id, a.details, a.created_at
    from audit_log a left join users u on u.id = a.actor_id
    ${after ? sql`where (a.created_at, a.id) < (${new Date(after[0]).toISOString()}::timestamptz, ${after[1]})` : sql``}
    order by a.created_at desc, a.id desc
    limit ${limit + 1}`);
  const rows = result.rows as Row[];
  const items = rows.slice(0, limit).map((r) => ({
    id: Number(r.id),
    actor:
      r.actor_id && r.actor_email
        ? { id: String(r.actor_id), email: String(r.actor_email), username: String(r.actor_username ?? '') }
        : null,
    action: String(r.action),
    targetType: String(r.target_type),
    targetId: (r.target_id as string | null) ?? null,
    details: typeof r.details === 'string' ? JSON.parse(r.details) : (r.details ?? null),
    createdAt: iso(r.created_at),
  }));
  const last = items[items.length - 1];
  return { items, nextCursor: rows.length > limit && last ? encodeKey(Date.parse(last.createdAt), last.id) : null };
}
