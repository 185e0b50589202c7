/**
 * The authorization walk: every API operation × four actors (a visitor, another signed-in
 * user, the owner of the thing acted on, an admin), with the status each must get. Each cell
 * builds its own fixture, so a delete in one cell never disturbs another. A last test checks
 * that the table covers every operation of the OpenAPI document.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { mailOutbox } from '../../src/server/db/schema';
import { createTestContext, type TestContext } from '../setup/test-app';
import { signUp, type Session } from '../auth-helpers';
import { formToken, makePrompt, promptFields } from '../factories';
import { as, readJson, signUpWithRole, type ErrorBody } from '../community-helpers';
import type { Comment, PromptList } from '../../src/shared/schemas';
import { ACCESS_DENIED_MESSAGE, type AdminAd } from '../../src/shared/admin-schemas';
import { importCsv } from '../admin-helpers';

type Actor = 'visitor' | 'user' | 'owner' | 'admin';
const ACTORS: Actor[] = ['visitor', 'user', 'owner', 'admin'];

type Actors = { user: Session; owner: Session; admin: Session };
type Cell = { method: string; path: string; body?: unknown; session?: Session | null };
type Operation = {
  /** "METHOD /path" as in the OpenAPI document (paths relative to /api). */
  op: string;
  expected: Record<Actor, number>;
  request: (actor: Actor, actors: Actors) => Promise<Omit<Cell, 'method'>>;
};

let ctx: TestContext;
let actors: Actors;
let adId: number;
let superAdmin: Session;
let importId: string;
beforeAll(async () => {
  ctx = await createTestContext();
  actors = {
    user: await signUp(ctx, { name: 'Someone else' }),
    owner: await signUp(ctx, { name: 'Owner' }),
    admin: await signUpWithRole(ctx, 'admin', 'Admin'),
  };
  const ad = await ctx.handle.db.execute(sql`
    insert into ads (title, content, type, position) values ('Walk ad', 'Hello', 'text', 'top') returning id`);
  adId = Number((ad.rows[0] as { id: number }).id);
  superAdmin = await signUpWithRole(ctx, 'super_admin', 'Root');
  importId = (await importCsv(ctx, actors.admin, 'walk.csv', `${WALK_CSV}Bad row\n`)).id;
});
afterAll(() => ctx.close());

const all = (status: number): Record<Actor, number> => ({
  visitor: status,
  user: status,
  owner: status,
  admin: status,
});
const signedIn = (status: number): Record<Actor, number> => ({
  visitor: 401,
  user: status,
  owner: status,
  admin: status,
});
/** Owner or admin may; another user is forbidden. */
const ownerOrAdmin = (status: number): Record<Actor, number> => ({
  visitor: 401,
  user: 403,
  owner: status,
  admin: status,
});
/** Only the owner; to anyone else the thing does not exist. */
const ownerOnly = (status: number): Record<Actor, number> => ({ visitor: 401, user: 404, owner: status, admin: 404 });

/** Admin operations: 401 for visitors, 403 Access Denied for everyone else but admins. */
const adminOnly = (status: number): Record<Actor, number> => ({ visitor: 401, user: 403, owner: 403, admin: status });
const WALK_CSV = 'title,content,category,tags\nWalk import,Imported in the walk,writing,walk\n';
const freshUser = async () => (await signUp(ctx)).userId;
async function freshInvitation(): Promise<number> {
  const email = `walk-${Math.random().toString(36).slice(2)}@example.com`;
  expect((await as(ctx, actors.admin)('POST', '/api/admin/invitations', { email })).status).toBe(201);
  const { items } = await readJson<{ items: { id: number; email: string }[] }>(
    await as(ctx, actors.admin)('GET', '/api/admin/invitations'),
  );
  return items.find((i) => i.email === email)!.id;
}
async function freshAd(): Promise<number> {
  const res = await as(ctx, actors.admin)('POST', '/api/admin/ads', { title: 'Walk', content: 'Ad', position: 'top' });
  return (await readJson<AdminAd>(res)).id;
}

const ownersPrompt = () => makePrompt(ctx.handle.db, { userId: actors.owner.userId });
async function ownersComment(): Promise<Comment> {
  const prompt = await makePrompt(ctx.handle.db);
  const res = await as(ctx, actors.owner)('POST', `/api/prompts/${prompt.id}/comments`, { content: 'Owned comment' });
  return readJson<Comment>(res);
}
async function ownersList(withPromptId?: number): Promise<PromptList> {
  const list = await readJson<PromptList>(await as(ctx, actors.owner)('POST', '/api/lists', { name: 'Owned list' }));
  if (withPromptId) await as(ctx, actors.owner)('POST', `/api/lists/${list.id}/prompts`, { promptId: withPromptId });
  return list;
}

async function ownersKey(): Promise<number> {
  const res = await as(ctx, actors.owner)('POST', '/api/me/api-keys', { name: 'Owned key', scope: 'read' });
  return (await readJson<{ id: number }>(res)).id;
}

const OPERATIONS: Operation[] = [
  // Existing, public operations.
  { op: 'GET /prompts', expected: all(200), request: async () => ({ path: '/api/prompts?sort=newest' }) },
  {
    op: 'GET /prompts/{id}',
    expected: all(200),
    request: async () => ({ path: `/api/prompts/${(await ownersPrompt()).id}` }),
  },
  {
    op: 'GET /prompts/{id}/related',
    expected: all(200),
    request: async () => ({ path: `/api/prompts/${(await ownersPrompt()).id}/related` }),
  },
  {
    op: 'POST /prompts/{id}/views',
    expected: all(204),
    request: async () => ({ path: `/api/prompts/${(await ownersPrompt()).id}/views` }),
  },
  { op: 'GET /prompts/form-token', expected: all(200), request: async () => ({ path: '/api/prompts/form-token' }) },
  {
    op: 'POST /prompts/similar',
    expected: all(200),
    request: async () => ({ path: '/api/prompts/similar', body: { title: 'x', content: 'Something to compare' } }),
  },
  {
    op: 'POST /prompts',
    expected: all(201),
    request: async () => {
      const { title, content, category, tags } = promptFields();
      return { path: '/api/prompts', body: { title, content, category, tags, formToken: formToken() } };
    },
  },
  { op: 'GET /tags/popular', expected: all(200), request: async () => ({ path: '/api/tags/popular' }) },
  {
    op: 'GET /prompts/{id}/export',
    expected: all(200),
    request: async () => ({ path: `/api/prompts/${(await ownersPrompt()).id}/export?format=md` }),
  },
  { op: 'GET /exports/prompts.csv', expected: all(200), request: async () => ({ path: '/api/exports/prompts.csv' }) },
  {
    op: 'GET /exports/prompts.ndjson',
    expected: all(200),
    request: async () => ({ path: '/api/exports/prompts.ndjson' }),
  },
  { op: 'GET /ads', expected: all(200), request: async () => ({ path: '/api/ads?position=top' }) },
  { op: 'POST /ads/{id}/views', expected: all(204), request: async () => ({ path: `/api/ads/${adId}/views` }) },
  { op: 'POST /ads/{id}/clicks', expected: all(204), request: async () => ({ path: `/api/ads/${adId}/clicks` }) },

  // Public reads of the community API.
  {
    op: 'GET /prompts/{id}/versions',
    expected: all(200),
    request: async () => ({ path: `/api/prompts/${(await ownersPrompt()).id}/versions` }),
  },
  {
    op: 'GET /prompts/{id}/rating',
    expected: all(200),
    request: async () => ({ path: `/api/prompts/${(await ownersPrompt()).id}/rating` }),
  },
  {
    op: 'GET /prompts/{id}/comments',
    expected: all(200),
    request: async () => ({ path: `/api/prompts/${(await ownersPrompt()).id}/comments` }),
  },

  // The account: "owner" is the account holder, like any signed-in user.
  { op: 'GET /me', expected: signedIn(200), request: async () => ({ path: '/api/me' }) },
  { op: 'PATCH /me', expected: signedIn(200), request: async () => ({ path: '/api/me', body: { avatarUrl: null } }) },
  { op: 'GET /me/export', expected: signedIn(200), request: async () => ({ path: '/api/me/export' }) },
  { op: 'GET /me/prompts', expected: signedIn(200), request: async () => ({ path: '/api/me/prompts' }) },
  { op: 'GET /me/saved', expected: signedIn(200), request: async () => ({ path: '/api/me/saved' }) },
  {
    op: 'DELETE /me',
    expected: signedIn(204),
    // A fresh account per cell: deleting the shared actors would break the other cells.
    request: async (actor) => ({
      path: '/api/me',
      body: { confirm: true, prompts: 'keep' },
      session: actor === 'visitor' ? null : actor === 'admin' ? await signUpWithRole(ctx, 'admin') : await signUp(ctx),
    }),
  },

  // Prompts: the author or an admin.
  {
    op: 'PATCH /prompts/{id}',
    expected: ownerOrAdmin(200),
    request: async () => ({ path: `/api/prompts/${(await ownersPrompt()).id}`, body: { title: 'Edited' } }),
  },
  {
    op: 'DELETE /prompts/{id}',
    expected: ownerOrAdmin(204),
    request: async () => ({ path: `/api/prompts/${(await ownersPrompt()).id}` }),
  },

  // Ratings, comments and votes: anyone signed in; deleting a comment: its author or an admin.
  {
    op: 'PUT /prompts/{id}/rating',
    expected: signedIn(200),
    request: async () => ({ path: `/api/prompts/${(await ownersPrompt()).id}/rating`, body: { value: 4 } }),
  },
  {
    op: 'POST /prompts/{id}/comments',
    expected: signedIn(201),
    request: async () => ({ path: `/api/prompts/${(await ownersPrompt()).id}/comments`, body: { content: 'Hello' } }),
  },
  {
    op: 'DELETE /comments/{id}',
    expected: ownerOrAdmin(204),
    request: async () => ({ path: `/api/comments/${(await ownersComment()).id}` }),
  },
  {
    op: 'PUT /comments/{id}/vote',
    expected: signedIn(200),
    request: async () => ({ path: `/api/comments/${(await ownersComment()).id}/vote`, body: { vote: 'up' } }),
  },

  // Lists: only their owner, even for admins.
  { op: 'GET /lists', expected: signedIn(200), request: async () => ({ path: '/api/lists' }) },
  {
    op: 'POST /lists',
    expected: signedIn(201),
    request: async () => ({ path: '/api/lists', body: { name: 'New list' } }),
  },
  {
    op: 'PATCH /lists/{id}',
    expected: ownerOnly(200),
    request: async () => ({ path: `/api/lists/${(await ownersList()).id}`, body: { name: 'Renamed' } }),
  },
  {
    op: 'DELETE /lists/{id}',
    expected: ownerOnly(204),
    request: async () => ({ path: `/api/lists/${(await ownersList()).id}` }),
  },
  {
    op: 'GET /lists/{id}/prompts',
    expected: ownerOnly(200),
    request: async () => ({ path: `/api/lists/${(await ownersList()).id}/prompts` }),
  },
  {
    op: 'POST /lists/{id}/prompts',
    expected: ownerOnly(201),
    request: async () => ({
      path: `/api/lists/${(await ownersList()).id}/prompts`,
      body: { promptId: (await makePrompt(ctx.handle.db)).id },
    }),
  },
  {
    op: 'DELETE /lists/{id}/prompts/{promptId}',
    expected: ownerOnly(204),
    request: async () => {
      const prompt = await makePrompt(ctx.handle.db);
      return { path: `/api/lists/${(await ownersList(prompt.id)).id}/prompts/${prompt.id}` };
    },
  },
  {
    op: 'POST /lists/{id}/prompts/remove',
    expected: ownerOnly(200),
    request: async () => {
      const prompt = await makePrompt(ctx.handle.db);
      return {
        path: `/api/lists/${(await ownersList(prompt.id)).id}/prompts/remove`,
        body: { promptIds: [prompt.id] },
      };
    },
  },

  // Personal API keys (issue 14): the account's own; every key for admins.
  { op: 'GET /me/api-keys', expected: signedIn(200), request: async () => ({ path: '/api/me/api-keys' }) },
  {
    op: 'POST /me/api-keys',
    expected: signedIn(201),
    request: async () => ({ path: '/api/me/api-keys', body: { name: 'Walk key', scope: 'read' } }),
  },
  {
    op: 'DELETE /me/api-keys/{id}',
    expected: ownerOnly(204),
    request: async () => ({ path: `/api/me/api-keys/${await ownersKey()}` }),
  },
  { op: 'GET /admin/api-keys', expected: adminOnly(200), request: async () => ({ path: '/api/admin/api-keys' }) },
  {
    op: 'DELETE /admin/api-keys/{id}',
    expected: adminOnly(204),
    request: async () => ({ path: `/api/admin/api-keys/${await ownersKey()}` }),
  },

  // Site settings (public) and the admin API (issue 4).
  { op: 'GET /site', expected: all(200), request: async () => ({ path: '/api/site' }) },
  // Profiles (issue 10): public. 'Owner' is the owner account's username (tests/auth-helpers.ts).
  { op: 'GET /users/{username}', expected: all(200), request: async () => ({ path: '/api/users/Owner' }) },
  {
    op: 'GET /users/{username}/prompts',
    expected: all(200),
    request: async () => ({ path: '/api/users/Owner/prompts' }),
  },
  { op: 'GET /admin/check', expected: all(200), request: async () => ({ path: '/api/admin/check' }) },
  { op: 'GET /admin/setup', expected: all(200), request: async () => ({ path: '/api/admin/setup' }) },
  {
    op: 'POST /admin/setup',
    // Open to anyone, and refused to anyone once an admin exists.
    expected: all(409),
    request: async () => ({
      path: '/api/admin/setup',
      body: { email: 'walk-setup@example.com', password: 'a long password' },
    }),
  },
  { op: 'GET /admin/stats', expected: adminOnly(200), request: async () => ({ path: '/api/admin/stats' }) },
  { op: 'GET /admin/prompts', expected: adminOnly(200), request: async () => ({ path: '/api/admin/prompts?q=walk' }) },
  { op: 'GET /admin/audit-log', expected: adminOnly(200), request: async () => ({ path: '/api/admin/audit-log' }) },
  { op: 'GET /admin/users', expected: adminOnly(200), request: async () => ({ path: '/api/admin/users?q=example' }) },
  {
    op: 'POST /admin/invitations',
    expected: adminOnly(201),
    request: async () => ({
      path: '/api/admin/invitations',
      body: { email: `walk-${Math.random().toString(36).slice(2)}@example.com` },
    }),
  },
  { op: 'GET /admin/invitations', expected: adminOnly(200), request: async () => ({ path: '/api/admin/invitations' }) },
  {
    op: 'POST /admin/invitations/{id}/resend',
    expected: adminOnly(200),
    request: async () => ({ path: `/api/admin/invitations/${await freshInvitation()}/resend` }),
  },
  {
    op: 'DELETE /admin/invitations/{id}',
    expected: adminOnly(204),
    request: async () => ({ path: `/api/admin/invitations/${await freshInvitation()}` }),
  },
  {
    op: 'DELETE /admin/users/{id}',
    expected: adminOnly(204),
    request: async () => ({ path: `/api/admin/users/${await freshUser()}` }),
  },
  {
    op: 'PATCH /admin/users/{id}/role',
    // Super admins only: an admin is refused too (the extra cell below has the super admin).
    expected: adminOnly(403),
    request: async () => ({ path: `/api/admin/users/${await freshUser()}/role`, body: { role: 'admin' } }),
  },
  {
    op: 'POST /admin/users/{id}/ban',
    expected: adminOnly(200),
    request: async () => ({ path: `/api/admin/users/${await freshUser()}/ban`, body: { reason: 'Walk' } }),
  },
  {
    op: 'POST /admin/users/{id}/unban',
    expected: adminOnly(200),
    request: async () => ({ path: `/api/admin/users/${await freshUser()}/unban` }),
  },
  { op: 'GET /admin/ads', expected: adminOnly(200), request: async () => ({ path: '/api/admin/ads' }) },
  {
    op: 'POST /admin/ads',
    expected: adminOnly(201),
    request: async () => ({ path: '/api/admin/ads', body: { title: 'New', content: 'Ad', position: 'sidebar' } }),
  },
  {
    op: 'PATCH /admin/ads/{id}',
    expected: adminOnly(200),
    request: async () => ({ path: `/api/admin/ads/${await freshAd()}`, body: { title: 'Edited' } }),
  },
  {
    op: 'POST /admin/ads/{id}/toggle',
    expected: adminOnly(200),
    request: async () => ({ path: `/api/admin/ads/${await freshAd()}/toggle` }),
  },
  {
    op: 'DELETE /admin/ads/{id}',
    expected: adminOnly(204),
    request: async () => ({ path: `/api/admin/ads/${await freshAd()}` }),
  },
  {
    op: 'POST /admin/imports',
    expected: adminOnly(202),
    request: async () => ({ path: '/api/admin/imports?fileName=walk.csv', body: WALK_CSV }),
  },
  {
    op: 'GET /admin/imports/{id}',
    expected: adminOnly(200),
    request: async () => ({ path: `/api/admin/imports/${importId}` }),
  },
  {
    op: 'GET /admin/search-index',
    expected: adminOnly(200),
    request: async () => ({ path: '/api/admin/search-index' }),
  },
  {
    op: 'GET /admin/imports/{id}/skipped.csv',
    expected: adminOnly(200),
    request: async () => ({ path: `/api/admin/imports/${importId}/skipped.csv` }),
  },
  { op: 'GET /admin/settings', expected: adminOnly(200), request: async () => ({ path: '/api/admin/settings' }) },
  { op: 'GET /admin/mail', expected: adminOnly(200), request: async () => ({ path: '/api/admin/mail' }) },
  {
    op: 'POST /admin/mail/{id}/retry',
    expected: adminOnly(200),
    request: async () => {
      const [mail] = await ctx.handle.db
        .insert(mailOutbox)
        .values({ recipient: 'walk@example.com', subject: 'Walk', text: 'Walk', html: '<p>Walk</p>', status: 'failed' })
        .returning({ id: mailOutbox.id });
      return { path: `/api/admin/mail/${mail!.id}/retry` };
    },
  },
  {
    op: 'PATCH /admin/settings',
    expected: adminOnly(200),
    request: async () => ({ path: '/api/admin/settings', body: { tagline: 'Walk tagline' } }),
  },
];

/** Extra cells on the same operations: the `default` (Favorites) list is each user's own. */
const EXTRA_CELLS: Operation[] = [
  {
    op: 'POST /lists/{id}/prompts',
    expected: signedIn(201),
    request: async () => ({
      path: '/api/lists/default/prompts',
      body: { promptId: (await makePrompt(ctx.handle.db)).id },
    }),
  },
  {
    op: 'GET /lists/{id}/prompts',
    expected: signedIn(200),
    request: async () => ({ path: '/api/lists/default/prompts' }),
  },
  { op: 'GET /openapi.json', expected: all(200), request: async () => ({ path: '/api/openapi.json' }) },
  {
    op: 'PATCH /admin/users/{id}/role',
    expected: adminOnly(200),
    request: async (actor) => ({
      path: `/api/admin/users/${await freshUser()}/role`,
      body: { role: 'admin' },
      ...(actor === 'admin' ? { session: superAdmin } : {}),
    }),
  },
];

describe.each(
  [...OPERATIONS, ...EXTRA_CELLS].map((o, i) => ({
    ...o,
    label: `${o.op}${i >= OPERATIONS.length ? ' (extra)' : ''}`,
  })),
)('$label', (operation) => {
  it.each(ACTORS)(`as %s answers the expected status`, async (actor) => {
    const cell = await operation.request(actor, actors);
    const method = operation.op.split(' ')[0]!;
    const session = cell.session !== undefined ? cell.session : actor === 'visitor' ? null : actors[actor];
    const res = await as(ctx, session)(method, cell.path, cell.body);
    const expected = operation.expected[actor];
    if (res.status !== expected) {
      throw new Error(`${operation.op} as ${actor}: expected ${expected}, got ${res.status} ${await res.text()}`);
    }
    if (expected >= 400) {
      const { error } = await readJson<ErrorBody>(res);
      expect(error.message).toBeTruthy();
      if (expected === 401) expect(error.message).toBe('Authentication required');
      if (expected === 403 && operation.op.includes(' /admin/') && actor !== 'admin')
        expect(error.message).toBe(ACCESS_DENIED_MESSAGE);
    } else {
      // Read to the end: a streamed export holds its address's one export slot until then.
      await res.arrayBuffer();
    }
  });
});

describe('an API key never grants admin rights', () => {
  const adminOperations = OPERATIONS.filter(
    (o) => o.expected.admin < 400 && o.expected.user === 403 && o.op.includes(' /admin/'),
  );
  it.each(adminOperations.map((o) => o.op))("%s with an admin's read_write key answers 403", async (op) => {
    const operation = adminOperations.find((o) => o.op === op)!;
    const created = await as(ctx, actors.admin)('POST', '/api/me/api-keys', {
      name: op.slice(0, 60),
      scope: 'read_write',
    });
    const { key, id } = await readJson<{ key: string; id: number }>(created);
    const cell = await operation.request('admin', actors);
    const res = await ctx.app.request(cell.path, {
      method: op.split(' ')[0],
      headers: {
        Authorization: `Bearer ${key}`,
        ...(cell.body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      body: cell.body === undefined ? undefined : typeof cell.body === 'string' ? cell.body : JSON.stringify(cell.body),
    });
    expect(res.status).toBe(403);
    expect((await readJson<ErrorBody>(res)).error.message).toMatch(/API keys never grant admin rights/);
    await as(ctx, actors.admin)('DELETE', `/api/me/api-keys/${id}`);
  });
});

describe('coverage of the walk', () => {
  it('has a row for every operation in the OpenAPI document, and no other', async () => {
    const doc = await readJson<{ paths: Record<string, Record<string, unknown>> }>(
      await ctx.api('GET', '/api/openapi.json'),
    );
    const documented = Object.entries(doc.paths)
      .flatMap(([path, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${path}`))
      .sort();
    expect(OPERATIONS.map((o) => o.op).sort()).toEqual(documented);
  });

  it('documents every operation with tags and a summary', async () => {
    const doc = await readJson<{ paths: Record<string, Record<string, { tags?: string[]; summary?: string }>> }>(
      await ctx.api('GET', '/api/openapi.json'),
    );
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        expect(operation.tags?.length, `${method} ${path} tags`).toBeGreaterThan(0);
        expect(operation.summary, `${method} ${path} summary`).toBeTruthy();
      }
    }
  });
});
