/**
 * Journey: a personal API key (issue 14). Create a key on /account, copy it (read back from the
 * clipboard), use it from a test client — the REST API with `Authorization: Bearer` and the MCP
 * server through the SDK's own client — then revoke it on the page and see it refused.
 */
import { describe, expect, it } from 'vitest';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import type { CallToolResult } from '@modelcontextprotocol/sdk/types.js';
import { baseUrl, screenshot, seriousA11yViolations, VIEWPORTS } from './browser';
import { e2eUser, expectToast, fixtureId, journeyBrowser } from './helpers';

const b = journeyBrowser();

const withKey = (key: string, path: string, init: { method?: string; body?: unknown } = {}) =>
  fetch(`${baseUrl()}${path}`, {
    method: init.method ?? 'GET',
    headers: {
      Authorization: `Bearer ${key}`,
      ...(init.body === undefined ? {} : { 'Content-Type': 'application/json' }),
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });

describe('a personal API key', () => {
  it('is created and copied on /account, works on the REST API and MCP, and stops when revoked', async () => {
    const user = e2eUser('keyholder');
    const { page } = await b.open(VIEWPORTS.desktop, { as: user });
    await page.goto('/account');
    const section = page.getByRole('region', { name: 'API keys' });
    await section.getByText('No API keys yet.').waitFor();
    await section.getByLabel('Key name').fill('E2E script');
    await section.getByLabel('Scope').selectOption('read_write');
    await section.getByLabel('Expires').selectOption('30');
    await section.getByRole('button', { name: 'Create key' }).click();
    const field = section.getByLabel('New API key');
    await field.waitFor();
    const key = await field.inputValue();
    expect(key).toMatch(/^pc_[A-Za-z0-9_-]{43}$/);
    await section.getByRole('button', { name: 'Copy' }).click();
    await expectToast(page, 'API key copied');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(key);
    await screenshot(page, 'api-keys-created');
    expect(await seriousA11yViolations(page)).toEqual([]);

    // The REST API, as the key's user.
    const me = await withKey(copied, '/api/me');
    expect(me.status).toBe(200);
    expect(((await me.json()) as { email: string }).email).toBe(user.email);
    const list = await withKey(copied, '/api/lists', { method: 'POST', body: { name: 'Made with a key' } });
    expect(list.status).toBe(201);

    // MCP, with the SDK's client.
    const client = new Client({ name: 'e2e', version: '1.0.0' });
    await client.connect(
      new StreamableHTTPClientTransport(new URL(`${baseUrl()}/mcp`), {
        requestInit: { headers: { Authorization: `Bearer ${copied}` } },
      }),
    );
    try {
      const promptId = fixtureId('poem');
      const got = (await client.callTool({ name: 'get_prompt', arguments: { id: promptId } })) as CallToolResult;
      expect(got.isError).toBeFalsy();
      const body = JSON.parse((got.content[0] as { text: string }).text) as { id: number; link: string };
      expect(body).toMatchObject({ id: promptId, link: `${baseUrl()}/prompt/${promptId}` });
      const saved = (await client.callTool({
        name: 'save_prompt',
        arguments: { promptId, list: 'Made with a key' },
      })) as CallToolResult;
      expect(saved.isError).toBeFalsy();
    } finally {
      await client.close();
    }

    // The list shows the key (used just now); revoking it needs the confirmation.
    await page.getByRole('button', { name: 'Done' }).click();
    await page.reload();
    const row = section.getByRole('listitem').filter({ hasText: 'E2E script' });
    await row.getByText(/Read and write/).waitFor();
    await row.getByRole('button', { name: 'Revoke E2E script' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke key' }).click();
    await expectToast(page, 'Key “E2E script” revoked');
    await section.getByText('No API keys yet.').waitFor();
    const refused = await withKey(copied, '/api/me');
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toMatch(/revoked/);
  });
});
