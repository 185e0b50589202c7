/**
 * Limits per account, beside better-auth's limits per address (security audit): one attacker
 * with many addresses could try 40 passwords on one account, and send one person 23 reset mails
 * in a minute.
 *
 * - Sign-in: after SIGN_IN_FREE_FAILURES wrong passwords for an email, each further try must wait
 *   a delay that doubles from 30 s up to 15 minutes. The delay never grows beyond that, failures
 *   are forgotten after a day without one, and a password reset clears them, so nobody can lock
 *   the owner out for good. It is kept per email whether or not an account has it (no lookup),
 *   so it reveals nothing about which accounts exist.
 * - Mail: at most MAIL_PER_RECIPIENT reset (or verification) mails to one address per window;
 *   further requests get the same answer, and no mail.
 *
 * Counts live in the rate-limit table (keys `app:…`), shared by every app process.
 */
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';
import { hitRateLimit } from '../lib/rate-limit';

export const SIGN_IN_FREE_FAILURES = 5;
export const SIGN_IN_FIRST_DELAY_MS = 30_000;
export const SIGN_IN_MAX_DELAY_MS = 15 * 60_000;
/** A day without a wrong password forgets the earlier ones. */
export const SIGN_IN_FAILURE_MEMORY_MS = 24 * 60 * 60_000;

export const MAIL_PER_RECIPIENT = { max: 3, windowMs: 15 * 60_000 };

const signInKey = (email: string) => `app:sign-in-failures:${email.trim().toLowerCase()}`;

/** The wait after `failures` wrong passwords in a row: none, then 30 s doubling up to 15 min. */
export function signInDelayAfter(failures: number): number {
  if (failures < SIGN_IN_FREE_FAILURES) return 0;
  const doublings = Math.min(failures - SIGN_IN_FREE_FAILURES, 10);
  return Math.min(SIGN_IN_FIRST_DELAY_MS * 2 ** doublings, SIGN_IN_MAX_DELAY_MS);
}

/** How long a sign-in for this email must still wait (0: it may try now). */
export async function signInWaitMs(db: Database, email: string, now = Date.now()): Promise<number> {
  const key = signInKey(email);
  const [row] = await db
    .select({ count: rateLimits.count, last: rateLimits.lastRequest })
    .from(rateLimits)
    .where(eq(rateLimits.key, key));
  if (!row) return 0;
  const last = Number(row.last);
  if (now - last > SIGN_IN_FAILURE_MEMORY_MS) return 0;
  return Math.max(0, last + signInDelayAfter(row.count) - now);
}

/** One more wrong password for this email (the count starts again after a quiet day). */
export async function recordSignInFailure(db: Database, email: string, now = Date.now()): Promise<void> {
  const key = signInKey(email);
  const forgotten = sql`${rateLimits.lastRequest} < ${now - SIGN_IN_FAILURE_MEMORY_MS}`;
  await db
    .insert(rateLimits)
    .values({ id: key, key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        count: sql`case when ${forgotten} then 1 else ${rateLimits.count} + 1 end`,
        lastRequest: now,
      },
    });
}

/** The right password (or a password reset): the failures are forgotten. */
export async function clearSignInFailures(db: Database, email: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, signInKey(email)));
}

/** "1 minute", "15 minutes": a wait as the sign-in message says it, rounded up. */
export function waitText(ms: number): string {
  if (ms < 60_000) {
    const seconds = Math.max(1, Math.ceil(ms / 1000));
    return `${seconds} second${seconds === 1 ? '' : 's'}`;
  }
  const minutes = Math.ceil(ms / 60_000);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

export const signInWaitMessage = (ms: number) =>
  `Too many wrong passwords for this email. Try again in ${waitText(ms)}, or reset your password.`;

/** Whether one more reset or verification mail may go to this address now. */
export function mayMailRecipient(db: Database, kind: 'reset' | 'verify', email: string, now = Date.now()) {
  return hitRateLimit(db, `mail-${kind}:${email.trim().toLowerCase()}`, MAIL_PER_RECIPIENT, now);
}
