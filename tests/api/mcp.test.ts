/**
 * The MCP server at /mcp (issue 14), driven by the SDK's own Client over its Streamable HTTP
 * transport, whose fetch goes into the app: the tools, the prompts capability, anonymous
 * reading, writing with a key, and bad arguments answered as MCP errors.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { createTestContext, TEST_BASE_URL, type TestContext } from '../setup/test-app';
import { signUp, type Session } from '../auth-helpers';
import { as, readJson } from '../community-helpers';
import { makePrompt } from '../factories';
import type { CreatedApiKey } from '../../src/shared/api/keys';
import { CATEGORIES } from '../../src/shared/constants';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ apiKeyLimit: 1000, submitLimit: 1000 });
});
afterAll(() => ctx.close());

const clients: Client[] = [];
afterAll(async () => {
  for (const client of clients) await client.close();
});

/** A connected SDK client; with a key, it sends Authorization: Bearer on every request. */
async function connect(key?: string): Promise<Client> {
  const transport = new StreamableHTTPClientTransport(new URL(`${TEST_BASE_URL}/mcp`), {
    fetch: async (url, init) => ctx.app.request(String(url), init),
    requestInit: key ? { headers: { Authorization: `Bearer ${key}` } } : undefined,
  });
  const client = new Client({ name: 'prompt-commons-test', version: '1.0.0' });
  await client.connect(transport);
  clients.push(client);
  return client;
}

async function keyFor(session: Session, scope: 'read' | 'read_write'): Promise<CreatedApiKey> {
  const res = await as(ctx, session)('POST', '/api/me/api-keys', { name: `MCP ${scope}`, scope });
  expect(res.status).toBe(201);
  return readJson<CreatedApiKey>(res);
}

const textOf = (result: unknown) => ((result as CallToolResult).content[0] as { text: string }).text;
const jsonOf = <T>(result: unknown) => JSON.parse(textOf(result)) as T;

describe('reading anonymously', () => {
  it('lists the tools, read and write', async () => {
    const client = await connect();
    const { tools } = await client.listTools();
    expect(tools.map((t) => t.name).sort()).toEqual([
      'get_prompt',
      'list_categories',
      'list_popular_tags',
      'save_prompt',
      'search_prompts',
      'submit_prompt',
    ]);
    const search = tools.find((t) => t.name === 'search_prompts')!;
    expect(Object.keys(search.inputSchema.properties ?? {}).sort()).toEqual([
      'category',
      'limit',
      'query',
      'sort',
      'tags',
    ]);
  });

  it('search_prompts finds prompts with ids, absolute links and previews', async () => {
    const prompt = await makePrompt(ctx.handle.db, {
      title: 'Zanzibar spice market guide',
      content: 'Describe the Zanzibar spice market for a first-time visitor.',
      category: 'creative',
      tags: ['travel', 'zanzibar'],
    });
    const client = await connect();
    const result = await client.callTool({
      name: 'search_prompts',
      arguments: { query: 'zanzibar spice', tags: ['zanzibar'], limit: 5 },
    });
    expect(result.isError).toBeFalsy();
    const { results } = jsonOf<{ results: { id: number; title: string; link: string; preview: string }[] }>(result);
    expect(results[0]).toMatchObject({
      id: prompt.id,
      title: 'Zanzibar spice market guide',
      link: `${TEST_BASE_URL}/prompt/${prompt.id}`,
    });
    expect(results[0]!.preview).toContain('Zanzibar spice market');
  });

  it('search_prompts puts the best match first when a query is given without a sort', async () => {
    const best = await makePrompt(ctx.handle.db, {
      title: 'Quokka habitat explainer',
      content: 'Explain where the quokka lives and why.',
    });
    // Newer, so first by the site's default sort (newest), but a weaker match.
    await makePrompt(ctx.handle.db, {
      title: 'Island animals',
      content: 'List animals of small islands; mention the quokka and its habitat in passing.',
    });
    const client = await connect();
    const result = await client.callTool({ name: 'search_prompts', arguments: { query: 'quokka habitat' } });
    const { results } = jsonOf<{ results: { id: number }[] }>(result);
    expect(results[0]!.id).toBe(best.id);
  });

  it('get_prompt fills the template variables, defaults where no value is given', async () => {
    const prompt = await makePrompt(ctx.handle.db, {
      title: 'Letter template',
      content: 'Write a ${tone:friendly} letter to {{recipient}} about ${topic}.',
    });
    const client = await connect();
    const result = await client.callTool({
      name: 'get_prompt',
      arguments: { id: prompt.id, variables: { recipient: 'Ada', topic: 'compilers' } },
    });
    const body = jsonOf<{ text: string; variables: { name: string }[]; link: string }>(result);
    expect(body.text).toBe('Write a friendly letter to Ada about compilers.');
    expect(body.variables.map((v) => v.name)).toEqual(['tone', 'recipient', 'topic']);
    expect(body.link).toBe(`${TEST_BASE_URL}/prompt/${prompt.id}`);
  });

  it('list_categories and list_popular_tags answer', async () => {
    await makePrompt(ctx.handle.db, { tags: ['mcp-popular-tag'] });
    const client = await connect();
    const categories = jsonOf<{ id: string }[]>(await client.callTool({ name: 'list_categories', arguments: {} }));
    expect(categories.map((c) => c.id)).toEqual(CATEGORIES.map((c) => c.id));
    const tags = jsonOf<{ tag: string; count: number }[]>(
      await client.callTool({ name: 'list_popular_tags', arguments: { limit: 100 } }),
    );
    expect(tags.map((t) => t.tag)).toContain('mcp-popular-tag');
  });

  it('refuses writing without a key, with an MCP error that says what is needed', async () => {
    const prompt = await makePrompt(ctx.handle.db);
    const client = await connect();
    const result = await client.callTool({ name: 'save_prompt', arguments: { promptId: prompt.id } });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/needs an API key with scope read_write/);
  });
});

describe('bad arguments get MCP errors, never a 500', () => {
  it.each([
    ['search_prompts', { limit: 500 }],
    ['search_prompts', { category: 'nope' }],
    ['search_prompts', { query: 42 }],
    ['get_prompt', { id: 'abc' }],
    ['get_prompt', { id: -1 }],
    ['get_prompt', { id: 2_147_483_647 }],
    ['list_popular_tags', { limit: 0 }],
  ])('%s %j', async (name, args) => {
    const client = await connect();
    const result = await client.callTool({ name, arguments: args });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/Input validation error|was not found/);
  });

  it('an unknown tool or prompt is a JSON-RPC error', async () => {
    const client = await connect();
    const tool = await client.callTool({ name: 'drop_tables', arguments: {} }).catch((e: Error) => e);
    const toolMessage = tool instanceof Error ? tool.message : textOf(tool);
    expect(toolMessage).toMatch(/drop_tables not found/);
    await expect(client.getPrompt({ name: 'nothing-here' })).rejects.toThrow(/Unknown prompt nothing-here/);
    await expect(client.getPrompt({ name: 'prompt-999999999' })).rejects.toThrow(/was not found/);
  });

  it('a malformed request body is a JSON-RPC parse error, GET is 405', async () => {
    const res = await ctx.app.request('/mcp', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream' },
      body: '{not json',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: number } }).error.code).toBe(-32700);
    expect((await ctx.app.request('/mcp')).status).toBe(405);
  });
});

describe('the prompts capability', () => {
  it('lists popular prompts, and with a key the saved ones; prompts/get fills the variables', async () => {
    const me = await signUp(ctx);
    const { key } = await keyFor(me, 'read');
    const saved = await makePrompt(ctx.handle.db, { title: 'Saved for MCP', content: 'Summarize ${subject} briefly.' });
    expect((await as(ctx, me)('POST', '/api/lists/default/prompts', { promptId: saved.id })).status).toBe(201);

    const anonymous = await connect();
    const anonymousList = (await anonymous.listPrompts()).prompts;
    expect(anonymousList.length).toBeGreaterThan(0);
    // Among the popular ones, perhaps, but never as anyone's saved prompt.
    expect(anonymousList.find((p) => p.name === `prompt-${saved.id}`)?.description ?? '').not.toMatch(/Favorites/);

    const client = await connect(key);
    const { prompts } = await client.listPrompts();
    const listed = prompts.find((p) => p.name === `prompt-${saved.id}`);
    expect(listed).toMatchObject({ title: 'Saved for MCP', arguments: [{ name: 'subject', required: false }] });
    expect(listed!.description).toMatch(/Favorites/);

    const got = await client.getPrompt({ name: `prompt-${saved.id}`, arguments: { subject: 'the MCP spec' } });
    expect(got.messages).toEqual([
      { role: 'user', content: { type: 'text', text: 'Summarize the MCP spec briefly.' } },
    ]);
  });
});

describe('writing with a key', () => {
  it('a read key may not write', async () => {
    const me = await signUp(ctx);
    const { key } = await keyFor(me, 'read');
    const prompt = await makePrompt(ctx.handle.db);
    const result = await (await connect(key)).callTool({ name: 'save_prompt', arguments: { promptId: prompt.id } });
    expect(result.isError).toBe(true);
    expect(textOf(result)).toMatch(/this key may only read/);
  });

  it('save_prompt saves to a named list, creating it when missing', async () => {
    const me = await signUp(ctx);
    const { key } = await keyFor(me, 'read_write');
    const [a, b] = [await makePrompt(ctx.handle.db), await makePrompt(ctx.handle.db)];
    const client = await connect(key);
    const first = jsonOf<{ list: { id: number; name: string } }>(
      await client.callTool({ name: 'save_prompt', arguments: { promptId: a.id, list: 'Research' } }),
    );
    expect(first.list.name).toBe('Research');
    await client.callTool({ name: 'save_prompt', arguments: { promptId: b.id, list: 'research' } });
    const lists = await readJson<{ lists: { name: string; promptCount: number }[] }>(
      await as(ctx, me)('GET', '/api/lists'),
    );
    expect(lists.lists.map((l) => [l.name, l.promptCount])).toEqual([['Research', 2]]);
    const missing = await client.callTool({ name: 'save_prompt', arguments: { promptId: 999_999_999 } });
    expect(missing.isError).toBe(true);
    expect(textOf(missing)).toMatch(/was not found/);
  });

  it('submit_prompt validates like the form, checks duplicates, and submits anyway when asked', async () => {
    const me = await signUp(ctx);
    const { key } = await keyFor(me, 'read_write');
    const client = await connect(key);
    const invalid = await client.callTool({
      name: 'submit_prompt',
      arguments: { title: ' ', content: 'x', category: 'nope', tags: [] },
    });
    expect(invalid.isError).toBe(true);
    expect(textOf(invalid)).toMatch(/Title is required/);

    const fields = {
      title: 'Explain a regular expression step by step',
      content:
        'Explain the regular expression ${pattern} step by step, one token at a time, with an example match and a non-match for each part.',
      category: 'programming',
      tags: ['regex', 'explain'],
    };
    const created = jsonOf<{ id: number; link: string }>(
      await client.callTool({ name: 'submit_prompt', arguments: fields }),
    );
    expect(created.link).toBe(`${TEST_BASE_URL}/prompt/${created.id}`);
    const stored = await ctx.handle.db.execute(sql`select user_id from prompts where id = ${created.id}`);
    expect((stored.rows[0] as { user_id: string }).user_id).toBe(me.userId);

    const duplicate = await client.callTool({ name: 'submit_prompt', arguments: fields });
    expect(duplicate.isError).toBe(true);
    expect(textOf(duplicate)).toMatch(new RegExp(`similar.*prompt/${created.id}.*submitAnyway: true`));
    const anyway = await client.callTool({ name: 'submit_prompt', arguments: { ...fields, submitAnyway: true } });
    expect(anyway.isError).toBeFalsy();
  });
});

describe('keys and limits on /mcp', () => {
  it('a revoked key gets 401 before any MCP exchange', async () => {
    const me = await signUp(ctx);
    const created = await keyFor(me, 'read');
    expect((await as(ctx, me)('DELETE', `/api/me/api-keys/${created.id}`)).status).toBe(204);
    await expect(connect(created.key)).rejects.toThrow(/401|revoked/);
  });

  it('an expired key gets 401 too; a read key may still read', async () => {
    const me = await signUp(ctx);
    const created = await keyFor(me, 'read');
    const client = await connect(created.key);
    expect((await client.callTool({ name: 'list_categories', arguments: {} })).isError).toBeFalsy();
    await ctx.handle.db.execute(
      sql`update api_keys set expires_at = now() - interval '1 second' where id = ${created.id}`,
    );
    await expect(connect(created.key)).rejects.toThrow(/401|expired/);
  });

  it('anonymous calls are limited per address (429 with Retry-After)', async () => {
    const limited = await createTestContext({ apiKeyLimit: 2 });
    try {
      const call = (headers: Record<string, string> = {}) =>
        limited.app.request('/mcp', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json, text/event-stream', ...headers },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'ping' }),
        });
      expect((await call()).status).toBe(200);
      expect((await call()).status).toBe(200);
      const refused = await call();
      expect(refused.status).toBe(429);
      expect(refused.headers.get('Retry-After')).toBe('60');
    } finally {
      await limited.close();
    }
  });
});
