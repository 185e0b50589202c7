/**
 * Two-factor backup codes: issued in an alphabet a person can type (no I/L/1, O/0 pairs),
 * grouped XXXX-XXXX-XXXX; entry ignores case, spaces and dashes; codes issued before keep
 * working; each code works once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { symmetricDecrypt, symmetricEncrypt } from 'better-auth/crypto';
import { createTestContext, TEST_SECRET, type TestContext } from '../setup/test-app';
import { signIn, signUp, type Session } from '../auth-helpers';
import { totp } from '../e2e/totp';
import { twoFactors } from '../../src/server/db/schema';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const PASSWORD = 'correct horse battery';

const cookiesOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .filter((c) => !c.endsWith('='))
    .join('; ');

/** A user with verified TOTP two-factor; returns the backup codes they were shown. */
async function enrol(): Promise<{ me: Session; codes: string[] }> {
  const me = await signUp(ctx);
  const enable = await ctx.api('POST', '/api/auth/two-factor/enable', { password: PASSWORD }, { Cookie: me.cookie });
  expect(enable.status).toBe(200);
  const { totpURI, backupCodes } = (await enable.json()) as { totpURI: string; backupCodes: string[] };
  const secret = new URL(totpURI).searchParams.get('secret')!;
  const verify = await ctx.api(
    'POST',
    '/api/auth/two-factor/verify-totp',
    { code: totp(secret) },
    { Cookie: me.cookie },
  );
  expect(verify.status).toBe(200);
  return { me, codes: backupCodes };
}

/** Signs in with the password: the answer asks for the second factor and sets its pending cookie. */
async function startSignIn(email: string): Promise<string> {
  const { res } = await signIn(ctx, email);
  expect(res.status).toBe(200);
  expect(await res.json()).toMatchObject({ twoFactorRedirect: true });
  return cookiesOf(res);
}

const useBackupCode = (pending: string, code: string) =>
  ctx.api('POST', '/api/auth/two-factor/verify-backup-code', { code }, { Cookie: pending });

describe('two-factor backup codes', () => {
  it('are ten codes of 12 symbols without look-alike characters, grouped in fours', async () => {
    const { codes } = await enrol();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes)
      expect(code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    expect(codes.join('')).not.toMatch(/[ILOUilou]/);
  });

  it('sign in with a code typed in lower case, with spaces instead of dashes; it then works no more', async () => {
    const { me, codes } = await enrol();
    const typed = codes[0]!.toLowerCase().replace(/-/g, ' ');
    const res = await useBackupCode(await startSignIn(me.email), typed);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { user: { email: string } }).user.email).toBe(me.email);

    const again = await useBackupCode(await startSignIn(me.email), codes[0]!);
    expect(again.status).toBe(401);
    expect(await again.json()).toMatchObject({ error: { message: expect.stringMatching(/backup code/i) } });
  });

  it('reads O as 0 and I or L as 1, and accepts a code without any dash', async () => {
    const { me, codes } = await enrol();
    // A code holding a 0 or a 1, typed as the letter a reader may see; otherwise one without dashes.
    const code = codes.find((c) => /[01]/.test(c)) ?? codes[1]!;
    const typed = code.replace(/-/g, '').replace(/0/g, 'O').replace(/1/g, 'l');
    const res = await useBackupCode(await startSignIn(me.email), typed);
    expect(res.status).toBe(200);
  });

  it('refuses a wrong code with 401 and a clear message', async () => {
    const { me } = await enrol();
    const res = await useBackupCode(await startSignIn(me.email), 'ZZZZ-ZZZZ-ZZZZ');
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: { message: expect.stringMatching(/backup code/i) } });
  });

  it('keeps codes issued before the change working, as they were given', async () => {
    const { me } = await enrol();
    // Replace the stored codes with ones in the old format (10 letters and digits of both cases).
    const [row] = await ctx.handle.db.select().from(twoFactors).where(eq(twoFactors.userId, me.userId));
    expect(JSON.parse(await symmetricDecrypt({ key: TEST_SECRET, data: row!.backupCodes }))).toHaveLength(10);
    const legacy = ['aB3dE-fG5hJ', 'Kl0Oi-1IlLo'];
    await ctx.handle.db
      .update(twoFactors)
      .set({ backupCodes: await symmetricEncrypt({ key: TEST_SECRET, data: JSON.stringify(legacy) }) })
      .where(eq(twoFactors.userId, me.userId));

    expect((await useBackupCode(await startSignIn(me.email), ' aB3dEfG5hJ ')).status).toBe(200);
    expect((await useBackupCode(await startSignIn(me.email), 'Kl0Oi-1IlLo')).status).toBe(200);
  });
});
