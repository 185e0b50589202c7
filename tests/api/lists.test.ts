import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../setup/test-app';
import { signUp, type Session } from '../auth-helpers';
import { makePrompt } from '../factories';
import { as, expect400, expectError, readJson, signUpWithRole } from '../community-helpers';
import { INVALID_LIST_NAME_MESSAGE, type PromptList, type SavedPromptItem } from '../../src/shared/schemas';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const createList = async (session: Session, name: string) => {
  const res = await as(ctx, session)('POST', '/api/lists', { name });
  expect(res.status).toBe(201);
  return readJson<PromptList>(res);
};
const lists = async (session: Session) =>
  (await readJson<{ lists: PromptList[] }>(await as(ctx, session)('GET', '/api/lists'))).lists;
const items = async (session: Session, id: number | string) => {
  const res = await as(ctx, session)('GET', `/api/lists/${id}/prompts`);
  expect(res.status).toBe(200);
  return (await readJson<{ items: SavedPromptItem[] }>(res)).items;
};
const save = (session: Session, id: number | string, promptId: unknown) =>
  as(ctx, session)('POST', `/api/lists/${id}/prompts`, { promptId });
const savedIds = async (session: Session) =>
  (await readJson<{ promptIds: number[] }>(await as(ctx, session)('GET', '/api/me/saved'))).promptIds;

describe('lists', () => {
  it('creates, lists (oldest first, with counts), renames and deletes lists', async () => {
    const me = await signUp(ctx);
    expect(await lists(me)).toEqual([]);
    const work = await createList(me, '  Work  ');
    expect(work).toMatchObject({ name: 'Work', promptCount: 0 });
    const fun = await createList(me, 'Fun');
    const prompt = await makePrompt(ctx.handle.db);
    expect((await save(me, work.id, prompt.id)).status).toBe(201);
    expect((await lists(me)).map((l) => [l.name, l.promptCount])).toEqual([
      ['Work', 1],
      ['Fun', 0],
    ]);

    const renamed = await as(ctx, me)('PATCH', `/api/lists/${work.id}`, { name: 'Job' });
    expect(renamed.status).toBe(200);
    expect(await readJson<PromptList>(renamed)).toMatchObject({
      id: work.id,
      name: 'Job',
      promptCount: 1,
      createdAt: work.createdAt,
    });

    expect((await as(ctx, me)('DELETE', `/api/lists/${work.id}`)).status).toBe(204);
    expect((await lists(me)).map((l) => l.id)).toEqual([fun.id]);
    expect(await savedIds(me)).toEqual([]);
    await expectError(await as(ctx, me)('GET', `/api/lists/${work.id}/prompts`), 404);
  });

  it('saves prompts (twice is idempotent), lists them newest saved first, and removes them', async () => {
    const me = await signUp(ctx);
    const list = await createList(me, 'Reading');
    const [p1, p2, p3] = [
      await makePrompt(ctx.handle.db),
      await makePrompt(ctx.handle.db),
      await makePrompt(ctx.handle.db),
    ];
    for (const p of [p1, p2, p3]) {
      const res = await save(me, list.id, p.id);
      expect(res.status).toBe(201);
      expect(await readJson(res)).toEqual({ listId: list.id, promptId: p.id });
    }
    const again = await save(me, list.id, p1.id);
    expect(again.status).toBe(200);
    expect(await readJson(again)).toEqual({ listId: list.id, promptId: p1.id });

    const saved = await items(me, list.id);
    expect(saved.map((i) => i.prompt.id)).toEqual([p3.id, p2.id, p1.id]);
    expect(saved[0]!.prompt).toMatchObject({ title: p3.title, category: p3.category });
    expect(typeof saved[0]!.savedAt).toBe('string');
    expect(await savedIds(me)).toEqual([p1.id, p2.id, p3.id].sort((a, b) => a - b));

    expect((await as(ctx, me)('DELETE', `/api/lists/${list.id}/prompts/${p2.id}`)).status).toBe(204);
    expect((await as(ctx, me)('DELETE', `/api/lists/${list.id}/prompts/${p2.id}`)).status).toBe(204);
    const removed = await as(ctx, me)('POST', `/api/lists/${list.id}/prompts/remove`, {
      promptIds: [p1.id, p3.id, 999999],
    });
    expect(await readJson(removed)).toEqual({ removed: 2 });
    expect(await items(me, list.id)).toEqual([]);
  });

  it('uses a Favorites list for id default, created on first save', async () => {
    const me = await signUp(ctx);
    expect(await items(me, 'default')).toEqual([]);
    const prompt = await makePrompt(ctx.handle.db);
    const results = await Promise.all([save(me, 'default', prompt.id), save(me, 'default', prompt.id)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 201]);
    const all = await lists(me);
    expect(all.map((l) => [l.name, l.promptCount])).toEqual([['Favorites', 1]]);
    expect((await items(me, 'default')).map((i) => i.prompt.id)).toEqual([prompt.id]);
    expect((await items(me, all[0]!.id)).map((i) => i.prompt.id)).toEqual([prompt.id]);
    expect((await as(ctx, me)('DELETE', `/api/lists/default/prompts/${prompt.id}`)).status).toBe(204);
    expect(await savedIds(me)).toEqual([]);
    const none = await as(ctx, me)('POST', '/api/lists/default/prompts/remove', { promptIds: [prompt.id] });
    expect(await readJson(none)).toEqual({ removed: 0 });
  });

  it("never shows or changes another user's list (404)", async () => {
    const owner = await signUp(ctx);
    const intruder = await signUp(ctx);
    const admin = await signUpWithRole(ctx, 'admin');
    const list = await createList(owner, 'Private');
    const prompt = await makePrompt(ctx.handle.db);
    await save(owner, list.id, prompt.id);
    for (const someone of [intruder, admin]) {
      const act = as(ctx, someone);
      await expectError(await act('GET', `/api/lists/${list.id}/prompts`), 404, `List ${list.id} was not found`);
      await expectError(await act('PATCH', `/api/lists/${list.id}`, { name: 'Mine now' }), 404);
      await expectError(await act('DELETE', `/api/lists/${list.id}`), 404);
      await expectError(await act('POST', `/api/lists/${list.id}/prompts`, { promptId: prompt.id }), 404);
      await expectError(await act('DELETE', `/api/lists/${list.id}/prompts/${prompt.id}`), 404);
      await expectError(await act('POST', `/api/lists/${list.id}/prompts/remove`, { promptIds: [prompt.id] }), 404);
      expect((await lists(someone)).map((l) => l.id)).not.toContain(list.id);
    }
    expect((await lists(owner)).map((l) => [l.name, l.promptCount])).toEqual([['Private', 1]]);
  });

  it.each([[''], ['   '], [42], [null]])('refuses list name %j with the spec message', async (name) => {
    const me = await signUp(ctx);
    await expect400(await as(ctx, me)('POST', '/api/lists', { name }), INVALID_LIST_NAME_MESSAGE, 'name');
    const list = await createList(me, 'Ok');
    await expect400(await as(ctx, me)('PATCH', `/api/lists/${list.id}`, { name }), INVALID_LIST_NAME_MESSAGE, 'name');
  });

  it('refuses other bad input with 400 and missing things with 404', async () => {
    const me = await signUp(ctx);
    const list = await createList(me, 'L');
    const act = as(ctx, me);
    await expect400(await act('POST', '/api/lists', {}), INVALID_LIST_NAME_MESSAGE);
    await expect400(await act('POST', '/api/lists', { name: 'x'.repeat(101) }), /at most 100 characters/);
    await expect400(await act('POST', '/api/lists', { name: 'a', color: 'red' }), /Unknown field: color/);
    await expect400(await save(me, list.id, 'abc'), /Prompt id must be a number/, 'promptId');
    await expect400(await save(me, list.id, undefined), /Prompt id/);
    await expect400(await save(me, list.id, true), /Prompt id must be a number/);
    await expect400(await save(me, list.id, '1'), /Prompt id must be a number/);
    await expect400(
      await act('POST', `/api/lists/${list.id}/prompts/remove`, { promptIds: [] }),
      /No prompts selected/,
    );
    await expect400(
      await act('POST', `/api/lists/${list.id}/prompts/remove`, {
        promptIds: Array.from({ length: 501 }, (_, i) => i + 1),
      }),
      /At most 500/,
    );
    await expect400(
      await act('POST', `/api/lists/${list.id}/prompts/remove`, { promptIds: 'all' }),
      /promptIds must be a list/,
    );
    await expect400(await act('GET', '/api/lists/favourites/prompts'), /List id must be a number or default/);
    await expect400(await act('PATCH', '/api/lists/default', { name: 'x' }), /List id must be a number/);
    await expect400(await act('DELETE', `/api/lists/${list.id}/prompts/0`), /Prompt id must be positive/);
    await expectError(await save(me, list.id, 999999), 404, /Prompt 999999 was not found/);
    await expectError(await act('PATCH', '/api/lists/999999', { name: 'x' }), 404);
    await expectError(await act('DELETE', '/api/lists/999999'), 404);
    await expectError(await act('GET', '/api/lists/999999/prompts'), 404);
  });

  it('answers 401 to visitors on every list endpoint', async () => {
    for (const [method, path, body] of [
      ['GET', '/api/lists'],
      ['POST', '/api/lists', { name: 'x' }],
      ['PATCH', '/api/lists/1', { name: 'x' }],
      ['DELETE', '/api/lists/1'],
      ['GET', '/api/lists/1/prompts'],
      ['POST', '/api/lists/default/prompts', { promptId: 1 }],
      ['DELETE', '/api/lists/1/prompts/1'],
      ['POST', '/api/lists/1/prompts/remove', { promptIds: [1] }],
      ['GET', '/api/me/saved'],
    ] as const) {
      await expectError(await ctx.api(method, path, body), 401, 'Authentication required');
    }
  });
});
