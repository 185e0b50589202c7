/**
 * First-admin setup (docs/product.md: no default credentials). The first super_admin is created
 * only while no admin or super_admin exists, from /admin/create or `npm run admin:create`.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import { users } from '../../db/schema';
import { APIError } from 'better-auth/api';
import type { Database } from '../../db/client';
import type { Auth } from '../../auth/auth';
import { AppError } from '../../errors';
import { ADMIN_EXISTS_MESSAGE } from '../../../shared/admin-schemas';
import { recordAudit } from './audit.service';

/** Arbitrary constant: serialises first-admin promotions across connections and processes. */
const FIRST_ADMIN_LOCK_KEY = 724_002;
export const DEFAULT_ADMIN_USERNAME = 'Administrator';

export async function hasAnyAdmin(db: Pick<Database, 'select'>): Promise<boolean> {
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.role, ['admin', 'super_admin']))
    .limit(1);
  return found.length > 0;
}

/**
 * Creates the account through better-auth's server API (its password hashing and account row;
 * no verification mail), then promotes it under an advisory lock: of two concurrent setups,
 * exactly one promotes; the other removes the account it just made and gets 409.
 */
export async function createFirstAdmin(
  deps: { db: Database; auth: Auth },
  input: { email: string; password: string; username?: string },
): Promise<{ id: string; email: string }> {
  const { db, auth } = deps;
  if (await hasAnyAdmin(db)) throw new AppError('conflict', ADMIN_EXISTS_MESSAGE);
  const email = input.email.trim().toLowerCase();
  let userId: string | undefined;
  // Concurrent setups may pick the same generated username: the loser of that unique index
  // tries again (the next free name), so it ends in the same 409 as any other loser.
  for (let attempt = 1; userId === undefined; attempt++) {
    try {
      const created = await auth.api.createUser({
        body: { email, password: input.password, name: input.username?.trim() || DEFAULT_ADMIN_USERNAME, role: 'user' },
      });
      userId = created.user.id;
    } catch (err) {
      if (await hasAnyAdmin(db)) throw new AppError('conflict', ADMIN_EXISTS_MESSAGE);
      // Most often the address belongs to an account already (a concurrent setup may have just
      // taken it: then the database's unique index answers, not better-auth).
      if (err instanceof APIError) throw new AppError('conflict', err.message || 'Could not create the admin account');
      const taken = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      if (taken.length) throw new AppError('conflict', 'A user with this email already exists');
      if (attempt >= 3) throw err;
    }
  }
  const promoted = await db.transaction(async (tx) => {
    // An advisory lock is a function call with no builder form: a sql template.
    await tx.execute(sql`select pg_advisory_xact_lock(${FIRST_ADMIN_LOCK_KEY})`);
    if (await hasAnyAdmin(tx)) {
      await tx.delete(users).where(eq(users.id, userId));
      return false;
    }
    await tx
      .update(users)
      .set({ role: 'super_admin', emailVerified: true, updatedAt: sql`now()` })
      .where(eq(users.id, userId));
    await recordAudit(tx, {
      actorId: userId,
      action: 'admin.setup',
      targetType: 'user',
      targetId: userId,
      details: { email },
    });
    return true;
  });
  if (!promoted) throw new AppError('conflict', ADMIN_EXISTS_MESSAGE);
  return { id: userId, email };
}
