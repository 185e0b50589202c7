/** Admin users screen: list and search accounts, invite, remove, change role, ban and unban. */
import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { invitations, sessions, users } from '../../db/schema';
import type { Queryable } from '../../db/typed-sql';
import { AppError } from '../../errors';
import type { Viewer } from '../../auth/session';
import type { Mailer } from '../../lib/mailer';
import {
  CANNOT_DELETE_SUPER_ADMIN_MESSAGE,
  INVALID_EMAIL_MESSAGE,
  INVITATION_NOT_FOUND_MESSAGE,
  type AdminUser,
} from '../../../shared/admin-schemas';
import type { PendingInvitation } from '../../../shared/api/admin';
import { deleteUserData } from '../account/account.service';
import { decodeKey, encodeKey, recordAudit } from './audit.service';
import { siteNameFor } from './settings.service';

export const USERS_PAGE = 25;
const userFields = {
  id: users.id,
  email: users.email,
  username: users.username,
  role: users.role,
  banned: users.banned,
  banReason: users.banReason,
  emailVerified: users.emailVerified,
  createdAt: users.createdAt,
};

function toAdminUser(r: Pick<typeof users.$inferSelect, keyof typeof userFields>): AdminUser {
  return {
    id: r.id,
    email: r.email,
    username: r.username ?? '',
    role: r.role ?? 'user',
    banned: r.banned === true,
    banReason: r.banReason ?? null,
    emailVerified: r.emailVerified === true,
    createdAt: r.createdAt.toISOString(),
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
    where.push(sql`(lower(${users.email}) like ${like} or lower(${users.username}) like ${like})`);
  }
  if (input.cursor) {
    const [ms, id] = decodeKey<string>(input.cursor, 'string');
    where.push(sql`(${users.createdAt}, ${users.id}) < (${new Date(ms).toISOString()}::timestamptz, ${id})`);
  }
  const rows = await db
    .select(userFields)
    .from(users)
    .where(and(...where))
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(limit + 1);
  const items = rows.slice(0, limit).map(toAdminUser);
  const last = items[items.length - 1];
  return { items, nextCursor: rows.length > limit && last ? encodeKey(Date.parse(last.createdAt), last.id) : null };
}

async function lockUser(tx: Queryable, id: string): Promise<AdminUser> {
  const [row] = await tx.select(userFields).from(users).where(eq(users.id, id)).for('update');
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
  // docs/product.md#screens-and-routes: the address must contain @; a little more so the mail can be sent at all.
  if (!email.includes('@') || /\s/.test(email) || email.startsWith('@') || email.endsWith('@')) {
    throw new AppError('validation_error', INVALID_EMAIL_MESSAGE, { email: [INVALID_EMAIL_MESSAGE] });
  }
  const existing = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, email.toLowerCase()));
  if (existing.length) throw new AppError('conflict', 'A user with this email already exists');
  await deps.db.transaction(async (tx) => {
    // A pending invitation to the same address is sent again rather than listed twice.
    const [pending] = await tx
      .select({ id: invitations.id })
      .from(invitations)
      .where(sql`lower(${invitations.email}) = ${email.toLowerCase()}`)
      .orderBy(desc(invitations.id))
      .limit(1);
    if (pending) {
      await tx
        .update(invitations)
        .set({ invitedBy: viewer.id, sentAt: sql`now()`, expiresAt: sql`now() + ${INVITATION_VALIDITY}::interval` })
        .where(eq(invitations.id, pending.id));
    } else {
      await tx.insert(invitations).values({ email, invitedBy: viewer.id });
    }
    await recordAudit(tx, { actorId: viewer.id, action: 'user.invite', targetType: 'invitation', targetId: email });
  });
  await sendInvitation(deps, viewer, email);
}

/** How long an invitation lets its address sign up while sign-up is closed (from its last send). */
export const INVITATION_VALIDITY = '14 days';

async function sendInvitation(deps: { db: Database; mailer: Mailer; baseUrl: string }, viewer: Viewer, email: string) {
  const link = `${deps.baseUrl}/login?tab=signup&email=${encodeURIComponent(email)}`;
  const site = await siteNameFor(deps.db);
  await deps.mailer.send({
    to: email,
    subject: `You're invited to ${site}`,
    text: `${viewer.email} invited you to join ${site}, a community for sharing AI prompts.\n\nCreate your account: ${link}\n\nIf you weren't expecting this, ignore this message.`,
  });
}

/** Invitations whose address has no account yet, newest sent first (expired ones too, to resend). */
export async function listPendingInvitations(db: Database): Promise<PendingInvitation[]> {
  const rows = await db
    .select({
      id: invitations.id,
      email: invitations.email,
      inviterId: users.id,
      inviterUsername: users.username,
      sentAt: invitations.sentAt,
      expiresAt: invitations.expiresAt,
      expired: sql<boolean>`${invitations.expiresAt} <= now()`,
    })
    .from(invitations)
    .leftJoin(users, eq(users.id, invitations.invitedBy))
    .where(sql`not exists (select 1 from ${users} u where lower(u.email) = lower(${invitations.email}))`)
    .orderBy(desc(invitations.sentAt), desc(invitations.id))
    .limit(PENDING_INVITATIONS_SHOWN);
  return rows.map((r) => ({
    id: r.id,
    email: r.email,
    invitedBy: r.inviterId ? { id: r.inviterId, username: r.inviterUsername ?? '' } : null,
    sentAt: r.sentAt.toISOString(),
    expiresAt: r.expiresAt.toISOString(),
    expired: r.expired,
  }));
}
export const PENDING_INVITATIONS_SHOWN = 200;

async function pendingInvitation(db: Pick<Database, 'select'>, id: number) {
  const [row] = await db
    .select({ id: invitations.id, email: invitations.email })
    .from(invitations)
    .where(
      and(
        eq(invitations.id, id),
        sql`not exists (select 1 from ${users} u where lower(u.email) = lower(${invitations.email}))`,
      ),
    );
  if (!row) throw new AppError('not_found', INVITATION_NOT_FOUND_MESSAGE);
  return row;
}

/** Sends a pending invitation again; its 14 days start afresh. */
export async function resendInvitation(
  deps: { db: Database; mailer: Mailer; baseUrl: string },
  viewer: Viewer,
  id: number,
): Promise<PendingInvitation> {
  const email = await deps.db.transaction(async (tx) => {
    const invitation = await pendingInvitation(tx, id);
    await tx
      .update(invitations)
      .set({ sentAt: sql`now()`, expiresAt: sql`now() + ${INVITATION_VALIDITY}::interval` })
      .where(eq(invitations.id, id));
    await recordAudit(tx, {
      actorId: viewer.id,
      action: 'invitation.resend',
      targetType: 'invitation',
      targetId: invitation.email,
    });
    return invitation.email;
  });
  await sendInvitation(deps, viewer, email);
  return (await listPendingInvitations(deps.db)).find((i) => i.id === id)!;
}

/** Withdraws a pending invitation: its address may no longer sign up while sign-up is closed. */
export async function revokeInvitation(db: Database, viewer: Viewer, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const invitation = await pendingInvitation(tx, id);
    await tx.delete(invitations).where(sql`lower(${invitations.email}) = ${invitation.email.toLowerCase()}`);
    await recordAudit(tx, {
      actorId: viewer.id,
      action: 'invitation.revoke',
      targetType: 'invitation',
      targetId: invitation.email,
    });
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

/** Super admins only; a super admin's own role never changes here (docs/product.md: cannot be demoted). */
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
      await tx
        .update(users)
        .set({ role, updatedAt: sql`now()` })
        .where(eq(users.id, id));
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
    await tx
      .update(users)
      .set({ banned, banReason, banExpires: null, updatedAt: sql`now()` })
      .where(eq(users.id, id));
    if (banned) await tx.delete(sessions).where(eq(sessions.userId, id));
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
