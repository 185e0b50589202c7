/** Admin users screen: list and search accounts, invite, remove, change role, ban and unban. */
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { Viewer } from '../../auth/session';
import type { Mailer } from '../../lib/mailer';
import type { Role } from '../../../shared/constants';
import {
  CANNOT_DELETE_SUPER_ADMIN_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  type AdminUser,
} from '../../../shared/admin-schemas';
import type { Row } from '../prompts/prompt-rows';
import { deleteUserData } from '../account/account.service';
import { decodeKey, encodeKey, recordAudit } from './audit.service';
import { siteNameFor } from './settings.service';

export const USERS_PAGE = 25;
const iso = (v: unknown): string => (v instanceof Date ? v : new Date(String(v))).toISOString();
const USER_COLUMNS = sql`id, email, username, role, banned, ban_reason, email_verified, created_at`;

function toAdminUser(r: Row): AdminUser {
  return {
    id: String(r.id),
    email: String(r.email),
    username: String(r.username ?? ''),
    role: (r.role as Role | null) ?? 'user',
    banned: r.banned === true,
    banReason: (r.ban_reason as string | null) ?? null,
    emailVerified: r.email_verified === true,
    createdAt: iso(r.created_at),
  };
}

/** Newest first, searched by email or username (substring, case-insensitive), keyset pages. */
export async function listUsers(
  db: Database,
  input: { q?: string; cursor?: string; limit?: number },
): Promise<{ items: AdminUser[]; nextCursor: string | null }> {
  const limit = input.limit ?? USERS_PAGE;
  const where = [];
  const q = input.q?.trim();
  if (q) {
    const like = `%${q.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
    where.push(sql`(lower(email) like ${like} or lower(username) like ${like})`);
  }
  if (input.cursor) {
    const [ms, id] = decodeKey<string>(input.cursor, 'string');
    where.push(sql`(created_at, id) < (${new Date(ms).toISOString()}::timestamptz, ${id})`);
  }
  const result = await db.execute(sql`
    select ${USER_COLUMNS} from users
    ${where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``}
    order by created_at desc, id desc limit ${limit + 1}`);
  const rows = result.rows as Row[];
  const items = rows.slice(0, limit).map(toAdminUser);
  const last = items[items.length - 1];
  return { items, nextCursor: rows.length > limit && last ? encodeKey(Date.parse(last.createdAt), last.id) : null };
}

async function lockUser(tx: Pick<Database, 'execute'>, id: string): Promise<AdminUser> {
  const found = await tx.execute(sql`select ${USER_COLUMNS} from users where id = ${id} for update`);
  const row = found.rows[0] as Row | undefined;
  if (!row) throw new AppError('not_found', `User ${id} was not found`);
  return toAdminUser(row);
}

/** Admins act on users; acting on another admin takes a super admin; nobody acts on a super admin. */
function assertMayManage(viewer: Viewer, target: AdminUser, what: string) {
  if (target.id === viewer.id) throw new AppError('bad_request', `You cannot ${what} your own account`);
  if (target.role === 'admin' && viewer.role !== 'super_admin') {
    throw new AppError('forbidden', `Only a super admin can ${what} an admin`);
  }
}

export async function inviteUser(
  deps: { db: Database; mailer: Mailer; baseUrl: string },
  viewer: Viewer,
  rawEmail: string,
): Promise<void> {
  const email = rawEmail.trim();
  // SPEC section 5: the address must contain @; a little more so the mail can be sent at all.
  if (!email.includes('@') || /\s/.test(email) || email.startsWith('@') || email.endsWith('@')) {
    throw new AppError('validation_error', INVALID_EMAIL_MESSAGE, { email: [INVALID_EMAIL_MESSAGE] });
  }
  const existing = await deps.db.execute(sql`select 1 from users where email = ${email.toLowerCase()}`);
  if (existing.rows.length) throw new AppError('conflict', 'A user with this email already exists');
  await deps.db.transaction(async (tx) => {
    await tx.execute(sql`insert into invitations (email, invited_by) values (${email}, ${viewer.id})`);
    await recordAudit(tx, { actorId: viewer.id, action: 'user.invite', targetType: 'invitation', targetId: email });
  });
  const link = `${deps.baseUrl}/login?tab=signup&email=${encodeURIComponent(email)}`;
  const site = await siteNameFor(deps.db);
  await deps.mailer.send({
    to: email,
    subject: `You're invited to ${site}`,
    text: `${viewer.email} invited you to join ${site}, a community for sharing AI prompts.\n\nCreate your account: ${link}\n\nIf you weren't expecting this, ignore this message.`,
  });
}

/** Removes an account; its prompts and comments stay as Anonymous (user_id null). */
export async function removeUser(db: Database, viewer: Viewer, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const target = await lockUser(tx, id);
    if (target.role === 'super_admin') throw new AppError('forbidden', CANNOT_DELETE_SUPER_ADMIN_MESSAGE);
    assertMayManage(viewer, target, 'remove');
    await deleteUserData(tx, id, 'keep');
    await recordAudit(tx, {
      actorId: viewer.id,
      action: 'user.remove',
      targetType: 'user',
      targetId: id,
      details: { email: target.email },
    });
  });
}

/** Super admins only; a super admin's own role never changes here (DECISIONS: cannot be demoted). */
export async function changeUserRole(
  db: Database,
  viewer: Viewer,
  id: string,
  role: 'user' | 'admin',
): Promise<AdminUser> {
  if (viewer.role !== 'super_admin') throw new AppError('forbidden', "Only a super admin can change users' roles");
  return db.transaction(async (tx) => {
    const target = await lockUser(tx, id);
    if (target.role === 'super_admin') throw new AppError('forbidden', "A super admin's role cannot be changed");
    if (target.role !== role) {
      await tx.execute(sql`update users set role = ${role}, updated_at = now() where id = ${id}`);
      await recordAudit(tx, {
        actorId: viewer.id,
        action: 'user.role',
        targetType: 'user',
        targetId: id,
        details: { from: target.role, to: role },
      });
    }
    return { ...target, role };
  });
}

/** A ban ends every session of the user at once; better-auth refuses their sign-in while banned. */
export async function setUserBanned(
  db: Database,
  viewer: Viewer,
  id: string,
  banned: boolean,
  reason?: string,
): Promise<AdminUser> {
  return db.transaction(async (tx) => {
    const target = await lockUser(tx, id);
    if (target.role === 'super_admin') throw new AppError('forbidden', 'A super admin cannot be banned');
    assertMayManage(viewer, target, banned ? 'ban' : 'unban');
    const banReason = banned ? reason?.trim() || null : null;
    await tx.execute(sql`
      update users set banned = ${banned}, ban_reason = ${banReason}, ban_expires = null, updated_at = now() where id = ${id}`);
    if (banned) await tx.execute(sql`delete from sessions where user_id = ${id}`);
    await recordAudit(tx, {
      actorId: viewer.id,
      action: banned ? 'user.ban' : 'user.unban',
      targetType: 'user',
      targetId: id,
      details: banned ? { email: target.email, reason: banReason } : { email: target.email },
    });
    return { ...target, banned, banReason };
  });
}
