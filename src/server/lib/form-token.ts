/**
 * Server half of the submit form's anti-bot defence: the form asks for a signed token when
 * it opens, and a submission must carry one that is at least 5 s old (the same rule the
 * browser applies) and not older than a day. The signature stops a bot minting its own.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { ANTI_BOT_MIN_MS } from '../../shared/constants';

const MAX_AGE_MS = 24 * 60 * 60 * 1000;

function sign(secret: string, issuedAt: number): string {
  return createHmac('sha256', secret).update(`prompt-form:${issuedAt}`).digest('base64url');
}

export function issueFormToken(secret: string, now = Date.now()): { token: string; issuedAt: number } {
  return { token: `${now}.${sign(secret, now)}`, issuedAt: now };
}

export type FormTokenCheck = { ok: true } | { ok: false; reason: 'invalid' | 'too-fast' | 'expired' };

export function checkFormToken(secret: string, token: string, now = Date.now()): FormTokenCheck {
  const [issuedText, signature] = token.split('.');
  const issuedAt = Number(issuedText);
  if (!signature || !Number.isSafeInteger(issuedAt)) return { ok: false, reason: 'invalid' };
  const expected = Buffer.from(sign(secret, issuedAt));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return { ok: false, reason: 'invalid' };
  const age = now - issuedAt;
  if (age < ANTI_BOT_MIN_MS) return { ok: false, reason: 'too-fast' };
  if (age > MAX_AGE_MS) return { ok: false, reason: 'expired' };
  return { ok: true };
}
