/**
 * Personal API keys (issue 14): the life cycle of a key as its owner and an API client see it —
 * create, use on the REST API, scope, never admin, rate limit, revoke, expire — and the admin
 * list with its audited revoke.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../setup/test-app';
import { signUp, type Session } from '../auth-helpers';
import { as, expect400, expectError, readJson, signUpWithRole } from '../community-helpers';
import { promptFields } from '../factories';
import {
  API_KEY_PATTERN,
  MAX_API_KEYS,
  type AdminApiKey,
  type ApiKey,
  type CreatedApiKey,
  type CreateApiKeyInput,
} from '../../src/shared/api/keys';
import type { Me } from '../../src/shared/api/community';
import type { AuditEntry } from '../../src/shared/admin-schemas';
import { API_KEY_NOT_ADMIN_MESSAGE } from '../../src/server/features/admin/require-admin';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ apiKeyLimit: 5 });
});
afterAll(() => ctx.close());

async function createKey(session: Session, input: Partial<CreateApiKeyInput> = {}): Promise<CreatedApiKey> {
  const res = await as(ctx, session)('POST', '/api/me/api-keys', { name: 'Laptop', scope: 'read', ...input });
  expect(res.status).toBe(201);
  return readJson<CreatedApiKey>(res);
}
/** A request the way an API client sends it: the key, no cookie, no Origin. */
const withKey =
  (key: string) =>
  (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    ctx.app.request(path, {
      method,
      headers: {
        Authorization: `Bearer ${key}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
const myKeys = async (session: Session) =>
  (await readJson<{ items: ApiKey[] }>(await as(ctx, session)('GET', '/api/me/api-keys'))).items;

describe('creating and listing keys', () => {
  it('shows the key once, stores only its hash, and lists name, scope and prefix', async () => {
    const me = await signUp(ctx);
    const created = await createKey(me, { name: '  CI job ', scope: 'read_write', expiresInDays: 30 });
    expect(created.key).toMatch(API_KEY_PATTERN);
    expect(created).toMatchObject({ name: 'CI job', scope: 'read_write', prefix: created.key.slice(0, 11) });
    const days = (Date.parse(created.expiresAt!) - Date.parse(created.createdAt)) / 86_400_000;
    expect(days).toBe(30);

    const listed = await myKeys(me);
    expect(listed).toEqual([
      {
        id: created.id,
        name: 'CI job',
        scope: 'read_write',
        prefix: created.prefix,
        createdAt: created.createdAt,
        lastUsedAt: null,
        expiresAt: created.expiresAt,
      },
    ]);
    expect(JSON.stringify(listed)).not.toContain(created.key);
    const stored = await ctx.handle.db.execute(sql`select hash from api_keys where id = ${created.id}`);
    const hash = (stored.rows[0] as { hash: string }).hash;
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    expect(hash).not.toContain(created.key.slice(3));
  });

  it('refuses bad input with 400s that name the field', async () => {
    const me = await signUp(ctx);
    const post = (body: unknown) => as(ctx, me)('POST', '/api/me/api-keys', body);
    await expect400(await post({ name: '', scope: 'read' }), /Name is required/, 'name');
    await expect400(await post({ name: 'x'.repeat(61), scope: 'read' }), /at most 60/, 'name');
    await expect400(await post({ name: 'A', scope: 'admin' }), /scope must be one of: read, read_write/, 'scope');
    await expect400(await post({ name: 'A', scope: 'read', expiresInDays: 7 }), /expiresInDays/, 'expiresInDays');
    await expect400(await post({ name: 'A', scope: 'read', extra: 1 }), /Unknown field/);
    expect(await myKeys(me)).toEqual([]);
  });

  it(`allows ${MAX_API_KEYS} working keys at once (409 beyond; a revoked key makes room)`, async () => {
    const me = await signUp(ctx);
    const keys = [];
    for (let i = 0; i < MAX_API_KEYS; i++) keys.push(await createKey(me, { name: `Key ${i}` }));
    const res = await as(ctx, me)('POST', '/api/me/api-keys', { name: 'One more', scope: 'read' });
    await expectError(res, 409, /the most allowed: revoke one first/);
    expect((await as(ctx, me)('DELETE', `/api/me/api-keys/${keys[0]!.id}`)).status).toBe(204);
    await createKey(me, { name: 'One more' });
  });

  it('needs a session: visitors get 401, and another user cannot revoke my key', async () => {
    const me = await signUp(ctx);
    const other = await signUp(ctx);
    const key = await createKey(me);
    await expectError(await as(ctx, null)('GET', '/api/me/api-keys'), 401, 'Authentication required');
    await expectError(await as(ctx, other)('DELETE', `/api/me/api-keys/${key.id}`), 404, /was not found/);
    expect(await myKeys(me)).toHaveLength(1);
    await expect400(await as(ctx, me)('DELETE', '/api/me/api-keys/abc'), /id/);
  });
});

describe('using a key on the REST API', () => {
  it("authenticates as the key's user, without cookie or Origin, and records when it was last used", async () => {
    const me = await signUp(ctx, { name: 'KeyHolder' });
    const { key, id } = await createKey(me);
    const res = await withKey(key)('GET', '/api/me');
    expect(res.status).toBe(200);
    expect(await readJson<Me>(res)).toMatchObject({ id: me.userId, username: 'KeyHolder' });
    const [listed] = await myKeys(me);
    expect(listed!.id).toBe(id);
    expect(listed!.lastUsedAt).not.toBeNull();
    // Public reads work with a key as without.
    expect((await withKey(key)('GET', '/api/prompts?sort=newest')).status).toBe(200);
  });

  it('with scope read may only read: a write is 403 and says which scope it needs', async () => {
    const me = await signUp(ctx);
    const { key } = await createKey(me, { scope: 'read' });
    expect((await withKey(key)('GET', '/api/lists')).status).toBe(200);
    await expectError(await withKey(key)('POST', '/api/lists', { name: 'Nope' }), 403, /scope read_write/);
    await expectError(await withKey(key)('PATCH', '/api/me', { avatarUrl: null }), 403, /scope read_write/);
  });

  it('with scope read_write may write, even from another origin (no cookie is involved)', async () => {
    const me = await signUp(ctx);
    const { key } = await createKey(me, { scope: 'read_write' });
    const res = await withKey(key)(
      'POST',
      '/api/lists',
      { name: 'From a script' },
      { Origin: 'https://elsewhere.example' },
    );
    expect(res.status).toBe(201);
    const lists = await readJson<{ lists: { name: string }[] }>(await as(ctx, me)('GET', '/api/lists'));
    expect(lists.lists.map((l) => l.name)).toContain('From a script');
  });

  it("submits a prompt with a read_write key and no form token: it is the owner's; a read key may not", async () => {
    const me = await signUp(ctx);
    const { key } = await createKey(me, { scope: 'read_write' });
    const body = promptFields({ title: `From a program ${Date.now()}` });
    const res = await withKey(key)('POST', '/api/prompts', body, { Origin: 'https://elsewhere.example' });
    expect(res.status).toBe(201);
    const prompt = await readJson<{ id: number; title: string; userId: string | null }>(res);
    expect(prompt).toMatchObject({ title: body.title, userId: me.userId });
    // Still validated as the form is.
    await expect400(await withKey(key)('POST', '/api/prompts', { ...body, tags: [] }), /tags/, 'tags');

    const { key: readKey } = await createKey(me, { scope: 'read' });
    await expectError(await withKey(readKey)('POST', '/api/prompts', body), 403, /scope read_write/);
    // Without a key the form token is still required.
    await expect400(await ctx.api('POST', '/api/prompts', body), /formToken is required/, 'formToken');
  });

  it('leaves cookie sessions as they were: a cross-site write with a cookie is still refused', async () => {
    const me = await signUp(ctx);
    const res = await ctx.api(
      'POST',
      '/api/lists',
      { name: 'Forged' },
      { Cookie: me.cookie, Origin: 'https://evil.example' },
    );
    await expectError(res, 403, /Cross-site request refused/);
  });

  it("never grants admin rights, even an admin's read_write key", async () => {
    const admin = await signUpWithRole(ctx, 'super_admin');
    const { key } = await createKey(admin, { scope: 'read_write' });
    await expectError(await withKey(key)('GET', '/api/admin/stats'), 403, API_KEY_NOT_ADMIN_MESSAGE);
    await expectError(await withKey(key)('GET', '/api/admin/api-keys'), 403, API_KEY_NOT_ADMIN_MESSAGE);
    const check = await readJson<{ isAdmin: boolean }>(await withKey(key)('GET', '/api/admin/check'));
    expect(check.isAdmin).toBe(false);
    // And a key cannot make keys or delete the account (a second key: each is limited to 5 a minute here).
    const { key: other } = await createKey(admin, { scope: 'read_write', name: 'Second' });
    await expectError(await withKey(other)('GET', '/api/me/api-keys'), 403, /signed-in session/);
    await expectError(
      await withKey(other)('POST', '/api/me/api-keys', { name: 'x', scope: 'read' }),
      403,
      /signed-in session/,
    );
    await expectError(
      await withKey(other)('DELETE', '/api/me', { confirm: true, prompts: 'keep' }),
      403,
      /signed-in session/,
    );
  });

  it('refuses malformed, unknown, revoked and expired keys with 401 and a clear message', async () => {
    const me = await signUp(ctx);
    const created = await createKey(me);
    const malformed = await withKey('not-a-key')('GET', '/api/me');
    expect(malformed.headers.get('WWW-Authenticate')).toMatch(/^Bearer /);
    await expectError(malformed, 401, /Malformed API key/);
    await expectError(await withKey('')('GET', '/api/prompts'), 401, /Malformed API key/);
    await expectError(await withKey(`pc_${'A'.repeat(43)}`)('GET', '/api/prompts'), 401, /Unknown API key/);

    expect((await as(ctx, me)('DELETE', `/api/me/api-keys/${created.id}`)).status).toBe(204);
    await expectError(await withKey(created.key)('GET', '/api/me'), 401, /was revoked/);
    expect(await myKeys(me)).toEqual([]);

    const expiring = await createKey(me, { expiresInDays: 30 });
    expect((await withKey(expiring.key)('GET', '/api/me')).status).toBe(200);
    await ctx.handle.db.execute(
      sql`update api_keys set expires_at = now() - interval '1 second' where id = ${expiring.id}`,
    );
    await expectError(await withKey(expiring.key)('GET', '/api/me'), 401, /has expired/);
    expect(await myKeys(me)).toEqual([]);
  });

  it("refuses a banned user's key", async () => {
    const me = await signUp(ctx);
    const { key } = await createKey(me);
    await ctx.handle.db.execute(sql`update users set banned = true where id = ${me.userId}`);
    await expectError(await withKey(key)('GET', '/api/me'), 403, /banned/);
  });

  it('limits each key on its own: 429 with Retry-After beyond the limit, other keys unaffected', async () => {
    const me = await signUp(ctx);
    const first = await createKey(me, { name: 'First' });
    const second = await createKey(me, { name: 'Second' });
    for (let i = 0; i < 5; i++) expect((await withKey(first.key)('GET', '/api/prompts?sort=newest')).status).toBe(200);
    const limited = await withKey(first.key)('GET', '/api/prompts?sort=newest');
    await expectError(limited, 429, /at most 5 a minute/);
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0);
    expect((await withKey(second.key)('GET', '/api/prompts?sort=newest')).status).toBe(200);
    // The owner's session is not limited by the key's count.
    expect((await as(ctx, me)('GET', '/api/me')).status).toBe(200);
  });
});

describe('the OpenAPI document', () => {
  it('declares the bearer scheme so /api/docs can authorize with a key', async () => {
    const doc = await readJson<{
      components: { securitySchemes: Record<string, { type: string; scheme: string }> };
      security: Record<string, string[]>[];
    }>(await ctx.api('GET', '/api/openapi.json'));
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.security).toEqual([{ apiKey: [] }, {}]);
  });
});

describe('admins and keys', () => {
  it('lists every working key with its owner and revokes one, audited as api_key.revoke', async () => {
    const admin = await signUpWithRole(ctx, 'admin');
    const owner = await signUp(ctx, { name: 'AuditedOwner' });
    const key = await createKey(owner, { name: 'Audited key' });
    const listRes = await as(ctx, admin)('GET', '/api/admin/api-keys?q=AuditedOwner');
    expect(listRes.status).toBe(200);
    const { items } = await readJson<{ items: AdminApiKey[] }>(listRes);
    expect(items).toEqual([
      expect.objectContaining({
        id: key.id,
        name: 'Audited key',
        scope: 'read',
        owner: { id: owner.userId, username: 'AuditedOwner', email: owner.email },
      }),
    ]);
    expect(JSON.stringify(items)).not.toContain(key.key);

    expect((await as(ctx, admin)('DELETE', `/api/admin/api-keys/${key.id}`)).status).toBe(204);
    await expectError(await withKey(key.key)('GET', '/api/me'), 401, /was revoked/);
    await expectError(await as(ctx, admin)('DELETE', `/api/admin/api-keys/${key.id}`), 404, /revoked already/);
    const log = await readJson<{ items: AuditEntry[] }>(await as(ctx, admin)('GET', '/api/admin/audit-log'));
    expect(log.items[0]).toMatchObject({ action: 'api_key.revoke', targetType: 'api_key', targetId: String(key.id) });
  });

  it('is closed to other users', async () => {
    const user = await signUp(ctx);
    await expectError(await as(ctx, user)('GET', '/api/admin/api-keys'), 403);
    await expectError(await as(ctx, null)('GET', '/api/admin/api-keys'), 401);
  });
});
