import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../setup/test-app';
import { formToken, makePrompt, promptFields } from '../factories';
import { SHELL_PROMPT_MAX_CHARS } from '../../src/server/features/site/site.service';

let ctx: TestContext;
let clientDir: string;
beforeAll(async () => {
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pc-shell-'));
  fs.writeFileSync(
    path.join(clientDir, 'index.html'),
    '<!doctype html><html><head><title>Prompt Commons</title></head><body><div id="root"></div></body></html>',
  );
  // The build's manifest: the entry, and two lazy screens sharing a chunk with it.
  fs.mkdirSync(path.join(clientDir, '.vite'));
  fs.writeFileSync(
    path.join(clientDir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-e1.js', isEntry: true, imports: ['_react-r1.js'] },
      '_react-r1.js': { file: 'assets/react-r1.js' },
      '_form-f1.js': { file: 'assets/form-f1.js', imports: ['_react-r1.js', '_zod-z1.js'] },
      '_zod-z1.js': { file: 'assets/zod-z1.js' },
      'src/client/features/prompts/prompt-page.tsx': {
        file: 'assets/prompt-page-p1.js',
        isDynamicEntry: true,
        imports: ['index.html', '_react-r1.js'],
      },
      'src/client/features/prompts/submit/submit-page.tsx': {
        file: 'assets/submit-page-s1.js',
        isDynamicEntry: true,
        imports: ['index.html', '_form-f1.js'],
      },
    }),
  );
  ctx = await createTestContext({ clientDir });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

/** The text of the page's `<script type="application/json" id="…">` block, or null. */
function jsonBlock(html: string, id: string): string | null {
  const match = new RegExp(`<script type="application/json" id="${id}">([\\s\\S]*?)</script>`).exec(html);
  return match ? match[1]! : null;
}

const page = async (url: string) => {
  const res = await ctx.app.request(url);
  return { status: res.status, html: await res.text() };
};

describe('the first page of prompts in the shell of /', () => {
  it('is the answer of the browse API for the default query, and follows a new submission', async () => {
    for (let i = 0; i < 7; i++) await makePrompt(ctx.handle.db);
    const { html } = await page('/');
    const embedded = JSON.parse(jsonBlock(html, 'first-page')!) as { items: { id: number }[] };
    const api = (await (await ctx.api('GET', '/api/prompts?sort=newest&limit=6')).json()) as unknown;
    expect(embedded).toEqual(api);
    expect(embedded.items).toHaveLength(6);

    const submitted = await ctx.api('POST', '/api/prompts', { ...promptFields(), formToken: formToken() });
    expect(submitted.status).toBe(201);
    const { id } = (await submitted.json()) as { id: number };
    const after = JSON.parse(jsonBlock((await page('/')).html, 'first-page')!) as { items: { id: number }[] };
    expect(after.items[0]!.id).toBe(id);
    // The shell reads the database itself; the API's cached answer is the latest for a client
    // that asks for it (decision 031).
    const latest = await ctx.api('GET', '/api/prompts?sort=newest&limit=6', undefined, { 'Cache-Control': 'no-cache' });
    expect(after).toEqual(await latest.json());
  });

  it('cannot close its script tag: text with </script> stays data', async () => {
    const title = '</script><script>alert(1)</script> <!-- \u2028';
    const prompt = await makePrompt(ctx.handle.db, { title, content: 'Say </SCRIPT> and <b>bold</b> & more.' });
    const { html } = await page('/');
    const block = jsonBlock(html, 'first-page')!;
    expect(block).not.toMatch(/<\/?script|<!--|\u2028/i);
    const embedded = JSON.parse(block) as { items: { id: number; title: string }[] };
    expect(embedded.items.find((p) => p.id === prompt.id)?.title).toBe(title);
    // Nothing after the block was cut short: the shell's own markup follows intact, with the
    // server's render of the cards in the root element, the title as text.
    expect(html).toMatch(/<div id="root">[\s\S]*<\/div><\/body><\/html>$/);
    expect(html).toContain('&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt; &lt;!-- \u2028</a>');
    expect(html).not.toMatch(/<script>alert/i);
  });

  it('is absent where the default first page is not what the screen shows', async () => {
    for (const url of ['/?q=poem', '/submit', '/prompts', '/tag/review', '/about']) {
      const { html } = await page(url);
      expect(jsonBlock(html, 'first-page'), url).toBeNull();
      expect(jsonBlock(html, 'site-info'), url).not.toBeNull();
    }
  });
});

describe('the prompt in the shell of /prompt/{id}', () => {
  it('is the answer of GET /api/prompts/{id}', async () => {
    const prompt = await makePrompt(ctx.handle.db, { instructions: 'Fill in [topic].' });
    const { status, html } = await page(`/prompt/${prompt.id}`);
    expect(status).toBe(200);
    const api = await (await ctx.api('GET', `/api/prompts/${prompt.id}`)).json();
    expect(JSON.parse(jsonBlock(html, 'prompt-data')!)).toEqual(api);
    expect(jsonBlock(html, 'first-page')).toBeNull();
  });

  it('is left out for a missing prompt and for a very long one', async () => {
    const missing = await page('/prompt/999999999');
    expect(missing.status).toBe(404);
    expect(jsonBlock(missing.html, 'prompt-data')).toBeNull();

    const long = await makePrompt(ctx.handle.db, {
      content: 'Explain each step. '.repeat(SHELL_PROMPT_MAX_CHARS / 10),
    });
    const { status, html } = await page(`/prompt/${long.id}`);
    expect(status).toBe(200);
    expect(jsonBlock(html, 'prompt-data')).toBeNull();
    expect(html.length).toBeLessThan(SHELL_PROMPT_MAX_CHARS);
  });
});

describe('the chunks of a lazily loaded screen', () => {
  const preloads = (html: string) =>
    [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)" \/>/g)].map((m) => m[1]);

  it('are preloaded with a /prompt/{id} the browser draws, without the entry’s own chunks', async () => {
    // Too long for the page: the browser fetches and draws it.
    const long = await makePrompt(ctx.handle.db, {
      content: 'Explain each step. '.repeat(SHELL_PROMPT_MAX_CHARS / 10),
    });
    const { html } = await page(`/prompt/${long.id}`);
    expect(html).toContain('<div id="root"></div>');
    expect(preloads(html)).toEqual(['/assets/prompt-page-p1.js']);
  });

  it('are not preloaded beside a screen the server drew: they would compete with its first paint', async () => {
    const prompt = await makePrompt(ctx.handle.db);
    for (const url of [`/prompt/${prompt.id}`, '/submit']) {
      const { html } = await page(url);
      expect(html, url).not.toContain('<div id="root"></div>');
      expect(preloads(html), url).toEqual([]);
    }
  });

  it('are not listed on other pages', async () => {
    for (const url of ['/', '/about', '/prompt/999999999']) expect(preloads((await page(url)).html), url).toEqual([]);
  });
});
