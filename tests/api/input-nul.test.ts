/**
 * The NUL character (U+0000), which PostgreSQL text cannot hold, and lone UTF-16 surrogates, in
 * any input: a clear 400 with the same message everywhere (path, query, JSON body, keys, auth
 * routes), never a 500, and nothing stored changes.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../setup/test-app';
import { signUp, uniqueEmail, uniqueUsername, type Session } from '../auth-helpers';
import { as, expectError, signUpWithRole } from '../community-helpers';
import { formToken, makePrompt, promptFields } from '../factories';
import { databaseError, NUL_MESSAGE, UNPAIRED_SURROGATE_MESSAGE } from '../../src/server/errors';

let ctx: TestContext;
let user: Session;
let admin: Session;
let promptId: number;
beforeAll(async () => {
  ctx = await createTestContext();
  user = await signUp(ctx, { name: 'Nul tester' });
  admin = await signUpWithRole(ctx, 'super_admin', 'Nul admin');
  promptId = (await makePrompt(ctx.handle.db, { userId: user.userId, title: 'Stays as it is' })).id;
});
afterAll(() => ctx.close());

const NUL = 'a\u0000b';
const message = new RegExp(NUL_MESSAGE.replace(/[\\()]/g, '\\$&'));

/** Every kind of JSON input the API takes, with `NUL` (or another unstorable text) in it. */
function bodiesWith(NUL: string): [string, string, () => string, () => Session | null, () => unknown][] {
  return [
    [
      'POST',
      'a prompt',
      () => '/api/prompts',
      () => null,
      () => ({ ...promptFields({ title: NUL }), formToken: formToken() }),
    ],
    ['PATCH', "a prompt's title", () => `/api/prompts/${promptId}`, () => user, () => ({ title: NUL })],
    ['POST', 'a comment', () => `/api/prompts/${promptId}/comments`, () => user, () => ({ content: NUL })],
    ['POST', 'a list name', () => '/api/lists', () => user, () => ({ name: NUL })],
    ['PATCH', 'a username', () => '/api/me', () => user, () => ({ username: NUL })],
    ['POST', 'an ad', () => '/api/admin/ads', () => admin, () => ({ title: NUL, content: 'x', position: 'top' })],
    ['PATCH', 'the tagline', () => '/api/admin/settings', () => admin, () => ({ tagline: NUL })],
    ['POST', 'an invitation', () => '/api/admin/invitations', () => admin, () => ({ email: `${NUL}${uniqueEmail()}` })],
    ['POST', 'a key of the body', () => '/api/lists', () => user, () => ({ name: 'ok', [NUL]: 1 })],
    [
      'POST',
      'a nested value',
      () => `/api/prompts/${promptId}/comments`,
      () => user,
      () => ({ content: ['x', { deep: NUL }] }),
    ],
    ['POST', 'a ban reason', () => `/api/admin/users/${user.userId}/ban`, () => admin, () => ({ reason: NUL })],
  ];
}

async function storedState() {
  const result = await ctx.handle.db.execute(sql`
    select (select count(*)::int from comments) as comments, (select count(*)::int from prompt_lists) as lists,
      (select count(*)::int from ads) as ads, (select count(*)::int from prompts) as prompts,
      (select title from prompts where id = ${promptId}) as title,
      (select count(*)::int from users where banned) as banned`);
  return result.rows;
}

describe('the NUL character', () => {
  const bodies = bodiesWith(NUL);

  it.each(bodies)('%s %s: 400, nothing stored', async (method, _what, path, session, body) => {
    const before = await storedState();
    await expectError(await as(ctx, session())(method, path(), body()), 400, message);
    expect(await storedState()).toEqual(before);
  });

  it.each([
    ['GET', '/api/prompts?q=a%00b'],
    ['GET', '/api/prompts?tags=a%00b'],
    ['GET', '/api/admin/users?q=a%00b'],
    ['DELETE', '/api/admin/users/%00'],
    ['PATCH', '/api/admin/users/%00/role'],
    ['POST', '/api/admin/users/%00/ban'],
  ])('%s %s (in the address): 400', async (method, path) => {
    await expectError(
      await as(ctx, admin)(method, path, method === 'PATCH' ? { role: 'admin' } : undefined),
      400,
      message,
    );
  });

  it('on the auth routes too (a name at sign-up)', async () => {
    const email = uniqueEmail('nul');
    await expectError(
      await ctx.api('POST', '/api/auth/sign-up/email', {
        email,
        password: 'correct horse battery',
        name: NUL,
        username: uniqueUsername(),
      }),
      400,
      message,
    );
    const found = await ctx.handle.db.execute(sql`select 1 from users where email = ${email}`);
    expect(found.rows).toEqual([]);
  });

  it('text with a backslash and a zero is not a NUL: stored as typed', async () => {
    const res = await as(ctx, user)('POST', '/api/lists', { name: 'path\\u0000 literally' });
    expect(res.status).toBe(201);
    expect(((await res.json()) as { name: string }).name).toBe('path\\u0000 literally');
  });

  it("the database's error, under Drizzle's wrapper, is recognised", async () => {
    const err = await ctx.handle.db.execute(sql`select ${NUL}::text`).then(
      () => null,
      (e: unknown) => e,
    );
    expect(databaseError(err)?.code).toBe('22021');
  });
});

/**
 * A lone UTF-16 surrogate (`"\ud800"` in JSON) is not a character: it has no UTF-8 form, so it
 * cannot be stored or put in a link. It gets the same clear 400 as NUL wherever text comes in.
 */
describe('a lone UTF-16 surrogate', () => {
  const surrogateMessage = new RegExp(UNPAIRED_SURROGATE_MESSAGE.replace(/[\\()]/g, '\\$&'));
  const cases = [...bodiesWith('a\ud800b'), ...bodiesWith('\udfffz').slice(0, 2)];

  it.each(cases)('%s %s: 400, nothing stored', async (method, _what, path, session, body) => {
    const before = await storedState();
    await expectError(await as(ctx, session())(method, path(), body()), 400, surrogateMessage);
    expect(await storedState()).toEqual(before);
  });

  it('on the auth routes too (a name at sign-up)', async () => {
    const email = uniqueEmail('surrogate');
    await expectError(
      await ctx.api('POST', '/api/auth/sign-up/email', {
        email,
        password: 'correct horse battery',
        name: 'x\ud83d',
        username: uniqueUsername(),
      }),
      400,
      surrogateMessage,
    );
    const found = await ctx.handle.db.execute(sql`select 1 from users where email = ${email}`);
    expect(found.rows).toEqual([]);
  });

  it('a surrogate pair (an emoji, written as an escape) is text: stored as typed', async () => {
    const res = await as(ctx, user)('POST', '/api/lists', '{"name":"rockets \\ud83d\\ude80"}');
    expect(res.status).toBe(201);
    expect(((await res.json()) as { name: string }).name).toBe('rockets \u{1F680}');
  });
});
