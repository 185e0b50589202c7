/**
 * Server half of the submit form's anti-bot defence: the form asks for a signed token when
 * it opens, and a submission must carry one that is at least 5 s old (the same rule the
 * browser applies) and not older than a day. The signature stops a bot minting its own, and a
 * token makes one prompt: a submission claims it (claimFormToken), so replaying a captured
 * token is refused. A submission that fails after the claim gives the token back, so the
 * person can fix the form and send it again.
 */
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { ANTI_BOT_MIN_MS } from '../../shared/constants';
import type { Database } from '../db/client';
import { rateLimits } from '../db/schema';
import { hitRateLimit } from './rate-limit';

const MAX_AGE_MS = 24 * 60 * 60 * 1000;

export const FORM_TOKEN_USED_MESSAGE =
  'This form was already used to submit a prompt. Reload the page to submit another one.';

function sign(secret: string, issuedAt: number, nonce: string): string {
  return createHmac('sha256', secret).update(`prompt-form:${issuedAt}:${nonce}`).digest('base64url');
}

/** `issuedAt.nonce.signature`: the nonce keeps two forms opened in the same millisecond apart. */
export function issueFormToken(secret: string, now = Date.now()): { token: string; issuedAt: number } {
  const nonce = randomBytes(9).toString('base64url');
  return { token: `${now}.${nonce}.${sign(secret, now, nonce)}`, issuedAt: now };
}

export type FormTokenCheck = { ok: true } | { ok: false; reason: 'invalid' | 'too-fast' | 'expired' };

export function checkFormToken(secret: string, token: string, now = Date.now()): FormTokenCheck {
  const [issuedText, nonce, signature, ...rest] = token.split('.');
  const issuedAt = Number(issuedText);
  if (!nonce || !signature || rest.length || !Number.isSafeInteger(issuedAt)) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(sign(secret, issuedAt, nonce));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' };
  const age = now - issuedAt;
  if (age < ANTI_BOT_MIN_MS) return { ok: false, reason: 'too-fast' };
  if (age > MAX_AGE_MS) return { ok: false, reason: 'expired' };
  return { ok: true };
}

/** The rate-limit key that marks a (checked) token as used: its signature, unique per token. */
const usedKey = (token: string) => `form-token:${token.split('.')[2]}`;

/**
 * Marks a checked token as used, in one statement (two requests racing with the same token:
 * one wins). False when it was used already. The mark outlives the token's day of validity.
 */
export function claimFormToken(db: Database, token: string, now = Date.now()): Promise<boolean> {
  return hitRateLimit(db, usedKey(token), { max: 1, windowMs: MAX_AGE_MS + ANTI_BOT_MIN_MS }, now);
}

/** Gives a claimed token back after the submission failed (validation, a database error). */
export async function releaseFormToken(db: Database, token: string): Promise<void> {
  await db.delete(rateLimits).where(eq(rateLimits.key, `app:${usedKey(token)}`));
}
