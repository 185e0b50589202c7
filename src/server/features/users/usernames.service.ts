/** Username rules the database must answer: is a name free, and a free name for a new account. */
import { and, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { users } from '../../db/schema';
import { rowsOf } from '../../db/typed-sql';
import { USERNAME_MAX, USERNAME_MIN, isReservedUsername } from '../../../shared/usernames';

type Executor = Pick<Database, 'execute' | 'select'>;

/** Whether another account (not `exceptUserId`) holds this name, compared regardless of case. */
export async function isUsernameTaken(db: Executor, username: string, exceptUserId?: string): Promise<boolean> {
  const found = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(sql`lower(${users.username}) = lower(${username})`, exceptUserId ? ne(users.id, exceptUserId) : undefined),
    )
    .limit(1);
  return found.length > 0;
}

/** `Jane Doe!` -> `Jane-Doe`: what of a display name can be a username (maybe too short). */
export function usernameBaseOf(name: string): string {
  return name
    .trim()
    .replace(/[^A-Za-z0-9_-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, USERNAME_MAX);
}

/**
 * A free username for an account made without one (GitHub or Google sign-up, the first admin):
 * from its display name when it can be one, else `user-xxxxxxxx`; `-2`, `-3`… when taken. The
 * same rule as migration 0012 used for existing accounts. Never from the email address.
 */
export async function generateUsername(db: Executor, name: string): Promise<string> {
  let base = usernameBaseOf(name);
  if (base.length < USERNAME_MIN) base = `user-${crypto.randomUUID().replace(/-/g, '').slice(0, 8)}`;
  const found = await rowsOf(
    db,
    sql`select lower(${users.username}) as name from ${users}
      where lower(${users.username}) like ${`${base.toLowerCase().replace(/[_%\\]/g, '\\$&')}%`}`,
    { name: users.username },
  );
  const taken = new Set(found.map((r) => r.name));
  let candidate = base;
  for (let n = 2; taken.has(candidate.toLowerCase()) || isReservedUsername(candidate); n++) {
    candidate = `${base.slice(0, USERNAME_MAX - String(n).length - 1)}-${n}`;
  }
  return candidate;
}
