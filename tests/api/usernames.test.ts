/** Usernames (rules, reserved names, case-insensitive uniqueness, changes) and profiles. */
import type { ApiErrorBody } from '../../src/shared/api/errors';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../setup/test-app';
import { signUp, uniqueEmail, uniqueUsername } from '../auth-helpers';
import { makePrompt } from '../factories';
import { as, expectError, readJson } from '../community-helpers';
import type { Comment, Me, Prompt, PromptPage, UserProfile } from '../../src/shared/schemas';
import { UsernameSchema } from '../../src/shared/usernames';
import { MIGRATIONS_FOLDER } from '../../src/server/db/migrate';
import { createEmptyDatabase, migrateFrom, migrationsBefore } from '../setup/test-db';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const signUpAs = (username: unknown, extra: Record<string, unknown> = {}) =>
  ctx.api('POST', '/api/auth/sign-up/email', {
    email: uniqueEmail('handle'),
    password: 'correct horse battery',
    name: '',
    username,
    ...extra,
  });
const messageOf = async (res: Response) => ((await res.json()) as ApiErrorBody).error.message;

describe('sign-up asks for a username', () => {
  it('keeps a valid one as given (trimmed) and shows it on /api/me', async () => {
    const res = await signUpAs('  Ada_Lovelace-1815 ');
    expect(res.status).toBe(200);
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .filter((c) => !c.endsWith('='))
      .join('; ');
    const me = await readJson<Me>(await ctx.api('GET', '/api/me', undefined, { Cookie: cookie }));
    expect(me.username).toBe('Ada_Lovelace-1815');
  });

  it.each([
    [undefined, /Choose a username/],
    ['', /Choose a username/],
    ['ab', /at least 3 characters/],
    ['x'.repeat(31), /at most 30 characters/],
    ['has space', /only letters, digits, - and _/],
    ['émile', /only letters, digits, - and _/],
    ['<script>', /only letters, digits, - and _/],
    [42, /Username must be text/],
  ])('refuses %j with a clear 400', async (username, message) => {
    const res = await signUpAs(username);
    expect(res.status).toBe(400);
    expect(await messageOf(res)).toMatch(message);
  });

  it.each(['admin', 'API', 'login', 'signup', 'account', 'prompt', 'submit', 'my-prompts', 'Reset-Password'])(
    'refuses the reserved name %s',
    async (username) => {
      const res = await signUpAs(username);
      expect(res.status).toBe(400);
      expect(await messageOf(res)).toMatch(/That username is reserved: please choose another/);
    },
  );

  it('a name taken in any letter case gets "That username is taken", and no account is made', async () => {
    await signUp(ctx, { username: 'Grace-Hopper' });
    for (const username of ['Grace-Hopper', 'grace-hopper', 'GRACE-HOPPER']) {
      const email = uniqueEmail('taken');
      const res = await ctx.api('POST', '/api/auth/sign-up/email', {
        email,
        password: 'correct horse battery',
        name: '',
        username,
      });
      expect(res.status).toBe(409);
      expect(await messageOf(res)).toBe('That username is taken');
      expect((await ctx.handle.db.execute(sql`select 1 from users where email = ${email}`)).rows).toEqual([]);
    }
  });
});

describe('changing it on /account (PATCH /api/me)', () => {
  it('refuses a name another account holds, in any case, with 409; keeps the old one', async () => {
    const first = await signUp(ctx, { username: 'Linus' });
    const second = await signUp(ctx, { username: 'Margaret' });
    await expectError(await as(ctx, second)('PATCH', '/api/me', { username: 'LINUS' }), 409, 'That username is taken');
    expect((await readJson<Me>(await as(ctx, second)('GET', '/api/me'))).username).toBe('Margaret');
    expect((await readJson<Me>(await as(ctx, first)('GET', '/api/me'))).username).toBe('Linus');
    await expectError(await as(ctx, second)('PATCH', '/api/me', { username: 'submit' }), 400, /reserved/);
  });

  it('two accounts cannot end up with the same name even past the check: the index refuses it', async () => {
    const one = await signUp(ctx);
    await expect(
      ctx.handle.db.execute(sql`update users set username = 'LINUS' where id = ${one.userId}`),
    ).rejects.toThrow();
  });
});

describe('the username is the author everywhere', () => {
  it('on prompts, their versions and comments', async () => {
    const author = await signUp(ctx, { name: 'Private Display Name', username: 'Writer_One' });
    const prompt = await makePrompt(ctx.handle.db, { userId: author.userId });
    await as(ctx, author)('PATCH', `/api/prompts/${prompt.id}`, { title: `${prompt.title} v2` });
    const comment = await readJson<Comment>(
      await as(ctx, author)('POST', `/api/prompts/${prompt.id}/comments`, { content: 'Mine' }),
    );

    const fetched = await readJson<Prompt>(await ctx.api('GET', `/api/prompts/${prompt.id}`));
    expect(fetched.author?.username).toBe('Writer_One');
    expect(comment.user?.username).toBe('Writer_One');
    const { versions } = await readJson<{ versions: { editedBy: { username: string } | null }[] }>(
      await ctx.api('GET', `/api/prompts/${prompt.id}/versions`),
    );
    expect(versions.map((v) => v.editedBy?.username)).toEqual(['Writer_One', 'Writer_One']);
    expect(JSON.stringify(fetched)).not.toContain('Private Display Name');
  });
});

describe('profiles', () => {
  let owner: Awaited<ReturnType<typeof signUp>>;
  const titles: string[] = [];
  beforeAll(async () => {
    owner = await signUp(ctx, { username: 'Prolific' });
    const other = await signUp(ctx);
    const base = Date.parse('2026-01-01T00:00:00Z');
    for (let i = 0; i < 8; i++) {
      const p = await makePrompt(ctx.handle.db, {
        userId: owner.userId,
        title: `Profile prompt ${i}`,
        createdAt: new Date(base + i * 60_000),
      });
      titles.unshift(p.title);
    }
    const theirs = await makePrompt(ctx.handle.db, { userId: other.userId, title: 'Not theirs' });
    await makePrompt(ctx.handle.db, { title: 'Anonymous prompt' });
    await as(ctx, owner)('POST', `/api/prompts/${theirs.id}/comments`, { content: 'Nice' });
    await as(ctx, other)(
      'PUT',
      `/api/prompts/${(await readJson<PromptPage>(await ctx.api('GET', '/api/users/Prolific/prompts?limit=1'))).items[0]!.id}/rating`,
      { value: 5 },
    );
  });

  it('GET /api/users/{username}: avatar, join date and counts, found regardless of case', async () => {
    const res = await ctx.api('GET', '/api/users/prolific');
    expect(res.status).toBe(200);
    const profile = await readJson<UserProfile>(res);
    expect(profile).toEqual({
      id: owner.userId,
      username: 'Prolific',
      avatarUrl: null,
      createdAt: expect.any(String),
      counts: { prompts: 8, comments: 1, ratingsReceived: 1 },
    });
    expect(JSON.stringify(profile)).not.toContain(owner.email);
  });

  it('GET /api/users/{username}/prompts: only theirs, newest first, in keyset pages', async () => {
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const query: string = cursor ? `?limit=3&cursor=${encodeURIComponent(cursor)}` : '?limit=3';
      const page: PromptPage = await readJson<PromptPage>(await ctx.api('GET', `/api/users/Prolific/prompts${query}`));
      expect(page.items.length).toBeLessThanOrEqual(3);
      expect(page.items.every((p) => p.author?.username === 'Prolific')).toBe(true);
      seen.push(...page.items.map((p) => p.title));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual(titles);
  });

  it('an unknown user is a 404 in the error envelope; a bad cursor or limit a 400', async () => {
    await expectError(await ctx.api('GET', '/api/users/nobody-here'), 404, /No user is called nobody-here/);
    await expectError(await ctx.api('GET', '/api/users/nobody-here/prompts'), 404);
    await expectError(await ctx.api('GET', `/api/users/${'x'.repeat(200)}`), 400);
    await expectError(await ctx.api('GET', '/api/users/Prolific/prompts?limit=500'), 400);
    await expectError(await ctx.api('GET', '/api/users/Prolific/prompts?cursor=garbage'), 400);
  });

  it('are in the OpenAPI document', async () => {
    const doc = (await readJson<{ paths: Record<string, unknown> }>(await ctx.api('GET', '/api/openapi.json'))).paths;
    expect(Object.keys(doc)).toEqual(expect.arrayContaining(['/users/{username}', '/users/{username}/prompts']));
  });
});

describe('migration 0012 gives existing accounts a username', () => {
  it('keeps every column of rows made before it and gives each a valid, unique name', async () => {
    const before = migrationsBefore(12);
    try {
      const handle = await createEmptyDatabase();
      try {
        await migrateFrom(handle, before.folder);
        const people = [
          ['u1', 'Jane Doe', 'jane@example.com'],
          ['u2', 'jane doe', 'jane2@example.com'],
          ['u3', '', 'secret.name@example.com'],
          ['u4', 'Admin', 'a@example.com'],
          ['u5', '张三', 'zhang@example.com'],
          ['u6', 'Administrator', 'root@example.com'],
          ['u7', 'x'.repeat(60), 'long@example.com'],
          ['u8', 'Jane-Doe-2', 'jane3@example.com'],
        ];
        for (const [id = '', name = '', email = ''] of people) {
          await handle.db.execute(sql`insert into users (id, name, email, email_verified, role, created_at, updated_at)
            values (${id}, ${name}, ${email}, true, 'user', now() + ${`${id.slice(1)} seconds`}::interval, now())`);
        }
        const old = await handle.db.execute(sql`select * from users order by id`);

        await migrateFrom(handle, MIGRATIONS_FOLDER);

        const after = (await handle.db.execute(sql`select * from users order by id`)).rows as Record<string, unknown>[];
        expect(after.map(({ username: _, ...rest }) => rest)).toEqual(old.rows);
        const names = after.map((r) => String(r.username));
        for (const name of names) expect(UsernameSchema.safeParse(name).success, name).toBe(true);
        expect(new Set(names.map((n) => n.toLowerCase())).size).toBe(names.length);
        expect(names[0]).toBe('Jane-Doe');
        expect(names[1]).toBe('jane-doe-2');
        expect(names[2]).toMatch(/^user-[0-9a-f]{8}$/);
        expect(names[2]).not.toContain('secret');
        expect(names[3]).toBe('Admin-2');
        expect(names[6]).toBe('x'.repeat(30));
        expect(names[7]).toBe('Jane-Doe-2-2');
      } finally {
        await handle.close();
      }
    } finally {
      before.remove();
    }
  });
});

it('uniqueUsername makes valid names', () => {
  expect(UsernameSchema.safeParse(uniqueUsername()).success).toBe(true);
});
