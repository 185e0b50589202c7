/**
 * Limits per account beside the limits per address (security audit): wrong passwords for one
 * email from many addresses meet a growing delay that never exceeds 15 minutes and that a
 * password reset clears; reset mails to one recipient are capped whoever asks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../setup/test-app';
import { signIn, signUp, uniqueEmail } from '../auth-helpers';
import { firstLink } from '../../src/server/lib/mailer';
import type { ApiErrorBody } from '../../src/shared/api/errors';
import {
  MAIL_PER_RECIPIENT,
  SIGN_IN_FREE_FAILURES,
  SIGN_IN_MAX_DELAY_MS,
  signInDelayAfter,
  signInWaitMs,
} from '../../src/server/auth/account-throttle';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const WRONG = 'not the password 1';
const RIGHT = 'correct horse battery';

/**
 * Wrong passwords as if from many client addresses: this context's per-address limit (1000 a
 * minute) is out of reach, so only the per-account limit can stop them.
 */
async function failFromManyAddresses(email: string, times: number) {
  for (let i = 0; i < times; i++) {
    const res = await ctx.api('POST', '/api/auth/sign-in/email', { email, password: WRONG });
    expect([401, 429]).toContain(res.status);
  }
}

/** Moves the account's last failure back in time, as if the caller had waited. */
async function waitAsIf(email: string, ms: number) {
  await ctx.handle.db.execute(
    sql`update rate_limits set last_request = last_request - ${ms} where key = ${`app:sign-in-failures:${email}`}`,
  );
}

describe('the per-account sign-in delay', () => {
  it('grows from 30 s, doubling, and never beyond 15 minutes', () => {
    expect(signInDelayAfter(SIGN_IN_FREE_FAILURES - 1)).toBe(0);
    expect(signInDelayAfter(SIGN_IN_FREE_FAILURES)).toBe(30_000);
    expect(signInDelayAfter(SIGN_IN_FREE_FAILURES + 1)).toBe(60_000);
    expect(signInDelayAfter(SIGN_IN_FREE_FAILURES + 3)).toBe(240_000);
    expect(signInDelayAfter(1_000_000)).toBe(SIGN_IN_MAX_DELAY_MS);
  });

  it('40 wrong passwords from 40 addresses, then the right one: refused with a wait, no session', async () => {
    const owner = await signUp(ctx);
    await failFromManyAddresses(owner.email, 40);
    const { res, cookie } = await signIn(ctx, owner.email, RIGHT);
    expect(res.status).toBe(429);
    expect(cookie).toBeFalsy();
    expect(((await res.json()) as ApiErrorBody).error.message).toMatch(
      /Too many wrong passwords for this email\. Try again in \d+ (seconds?|minutes?), or reset your password\./,
    );
    // Never more than 15 minutes, however many failures.
    expect(await signInWaitMs(ctx.handle.db, owner.email)).toBeLessThanOrEqual(SIGN_IN_MAX_DELAY_MS);
  });

  it('after the wait the owner signs in, and the failures are forgotten', async () => {
    const owner = await signUp(ctx);
    await failFromManyAddresses(owner.email, SIGN_IN_FREE_FAILURES);
    expect((await signIn(ctx, owner.email, RIGHT)).res.status).toBe(429);
    await waitAsIf(owner.email, SIGN_IN_MAX_DELAY_MS);
    expect((await signIn(ctx, owner.email, RIGHT)).res.status).toBe(200);
    // Forgotten: one more wrong password is a plain 401, and the right one works at once.
    expect((await signIn(ctx, owner.email, WRONG)).res.status).toBe(401);
    expect((await signIn(ctx, owner.email, RIGHT)).res.status).toBe(200);
  });

  it('a password reset clears the delay', async () => {
    const owner = await signUp(ctx);
    await failFromManyAddresses(owner.email, SIGN_IN_FREE_FAILURES + 2);
    expect((await signIn(ctx, owner.email, RIGHT)).res.status).toBe(429);
    await ctx.api('POST', '/api/auth/request-password-reset', { email: owner.email, redirectTo: '/reset-password' });
    const mail = ctx.outbox.findLast((m) => m.to === owner.email && /reset/i.test(m.subject))!;
    const location = (await ctx.app.request(firstLink(mail.text)!.replace('http://localhost:3000', ''))).headers.get(
      'location',
    )!;
    const token = new URL(location, 'http://x').searchParams.get('token');
    const reset = await ctx.api('POST', '/api/auth/reset-password', { newPassword: 'a fresh password 7', token });
    expect(reset.status).toBe(200);
    expect((await signIn(ctx, owner.email, 'a fresh password 7')).res.status).toBe(200);
  });

  it('an email with no account meets the same delay: it reveals nothing', async () => {
    const nobody = uniqueEmail('nobody');
    await failFromManyAddresses(nobody, SIGN_IN_FREE_FAILURES);
    const res = await ctx.api('POST', '/api/auth/sign-in/email', { email: nobody, password: RIGHT });
    expect(res.status).toBe(429);
  });
});

describe('password reset mails per recipient', () => {
  it(`at most ${MAIL_PER_RECIPIENT.max} in the window, whoever asks; every answer is the same`, async () => {
    const victim = await signUp(ctx);
    // As from 20 addresses: the per-address limit (1000 here) is out of reach.
    for (let i = 0; i < 20; i++) {
      const res = await ctx.api('POST', '/api/auth/request-password-reset', {
        email: victim.email,
        redirectTo: '/reset-password',
      });
      expect(res.status).toBe(200);
    }
    const mails = ctx.outbox.filter((m) => m.to === victim.email && /reset/i.test(m.subject));
    expect(mails).toHaveLength(MAIL_PER_RECIPIENT.max);
  });
});
