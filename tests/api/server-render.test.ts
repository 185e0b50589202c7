/**
 * The server's render of the first screen (docs/decisions/029-server-rendering.md): `/`,
 * /prompt/{id} and /submit come with their content as HTML in the root element, so it paints
 * before any script runs; every value a member typed is text there, never markup.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../setup/test-app';
import { makePrompt } from '../factories';
import { as, signUpWithRole } from '../community-helpers';
import { PAYLOADS } from '../xss-corpus';
import { eq } from 'drizzle-orm';
import { BATCH_SIZE } from '../../src/shared/constants';
import { prompts } from '../../src/server/db/schema';

type Jsdom = { JSDOM: new (html: string) => { window: { document: Document } } };
const { JSDOM } = createRequire(import.meta.url)('jsdom') as Jsdom;

let ctx: TestContext;
let clientDir: string;
beforeAll(async () => {
  // The real index.html, with its inline theme script and its empty root element.
  clientDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pc-ssr-'));
  fs.copyFileSync(path.resolve('index.html'), path.join(clientDir, 'index.html'));
  ctx = await createTestContext({ clientDir });
});
afterAll(async () => {
  await ctx.close();
  fs.rmSync(clientDir, { recursive: true, force: true });
});

/** The page as a browser parses it (jsdom runs no script). */
async function open(url: string): Promise<{ status: number; document: Document; root: Element }> {
  const res = await ctx.app.request(url);
  const { document } = new JSDOM(await res.text()).window;
  return { status: res.status, document, root: document.getElementById('root')! };
}

const text = (el: Element | null | undefined) => el?.textContent?.replace(/\s+/g, ' ').trim();

/**
 * What could run or load in the page beyond the shell's own: scripts other than the shell's,
 * active elements, event-handler attributes and script URLs.
 */
function activeContent(document: Document): string[] {
  const found: string[] = [];
  for (const script of document.querySelectorAll('script')) {
    const own =
      script.type === 'application/json' ||
      script.getAttribute('src') === '/src/client/main.tsx' ||
      script.textContent?.includes("localStorage.getItem('theme')");
    if (!own) found.push(`script ${script.outerHTML.slice(0, 80)}`);
  }
  const root = document.getElementById('root')!;
  for (const el of root.querySelectorAll('script, iframe, object, embed, img, video, audio, style, link, meta, base'))
    found.push(`element ${el.tagName}`);
  for (const el of document.querySelectorAll('*')) {
    for (const attr of el.attributes) {
      if (attr.name.startsWith('on')) found.push(`attribute ${attr.name} on ${el.tagName}`);
      if (/^\s*(javascript|data|vbscript):/i.test(attr.value)) found.push(`${attr.name}=${attr.value}`);
    }
  }
  return found;
}

describe('the first screen rendered on the server', () => {
  it('shows the first cards of / as articles headed by their titles, typed markup as text', async () => {
    const titles = PAYLOADS.slice(0, BATCH_SIZE).map((payload, i) => `${payload} #${i}`);
    for (const title of titles) await makePrompt(ctx.handle.db, { title, content: `About ${title}` });
    const { status, document, root } = await open('/');
    expect(status).toBe(200);
    const headings = [...root.querySelectorAll('article h2')].map(text);
    // Newest first, as the browse screen shows them.
    expect(headings).toEqual(titles.map((t) => t.replace(/\s+/g, ' ').trim()).reverse());
    expect(root.querySelector('main')).not.toBeNull();
    expect(activeContent(document)).toEqual([]);
  });

  it('shows the prompt of /prompt/{id}: title and text, for every payload of the corpus', async () => {
    for (const payload of PAYLOADS) {
      const prompt = await makePrompt(ctx.handle.db, {
        title: payload.slice(0, 200),
        content: `Review this & that: ${payload}`,
        instructions: `Paste ${payload}`,
      });
      const { status, document, root } = await open(`/prompt/${prompt.id}`);
      expect(status, payload).toBe(200);
      expect(text(root.querySelector('h1')), payload).toBe(text({ textContent: payload.slice(0, 200) } as Element));
      expect(text(root.querySelector('[aria-label="Prompt text"]')), payload).toContain(
        text({ textContent: `Review this & that: ${payload}` } as Element),
      );
      expect(activeContent(document), payload).toEqual([]);
    }
  });

  it('shows a new prompt on the very next request, however recently the page was rendered', async () => {
    const first = await open('/');
    const before = text(first.root.querySelector('article h2'));
    const prompt = await makePrompt(ctx.handle.db, { title: 'Freshly rendered', content: 'Shown at once.' });
    const { root } = await open('/');
    expect(text(root.querySelector('article h2'))).toBe('Freshly rendered');
    expect(before).not.toBe('Freshly rendered');
    // And its page, rendered before and after a change to its title.
    expect(text((await open(`/prompt/${prompt.id}`)).root.querySelector('h1'))).toBe('Freshly rendered');
    await ctx.handle.db.update(prompts).set({ title: 'Renamed at once' }).where(eq(prompts.id, prompt.id));
    expect(text((await open(`/prompt/${prompt.id}`)).root.querySelector('h1'))).toBe('Renamed at once');
  });

  it('shows the submit form with its labels', async () => {
    const { status, document, root } = await open('/submit');
    expect(status).toBe(200);
    const form = root.querySelector('form')!;
    expect(form).not.toBeNull();
    const labels = [...form.querySelectorAll('label')].map(text);
    expect(labels).toEqual(expect.arrayContaining(['Title', 'Content', 'Instructions', 'Category', 'Tags']));
    // Each label names its field.
    for (const label of form.querySelectorAll('label[for]')) {
      expect(document.getElementById(label.getAttribute('for')!), text(label)).not.toBeNull();
    }
    expect(activeContent(document)).toEqual([]);
  });

  it('shows the site name and tagline the admins saved, as text', async () => {
    const admin = await signUpWithRole(ctx, 'admin', 'Render admin');
    const name = 'Acme <img src=x onerror=alert(1)> Prompts';
    const tagline = 'Prompts <!-- for everyone --> & more';
    expect((await as(ctx, admin)('PATCH', '/api/admin/settings', { siteName: name, tagline })).status).toBe(200);
    for (const url of ['/', '/submit']) {
      const { document, root } = await open(url);
      expect(text(root.querySelector('header a[href="/"]')), url).toContain(name);
      expect(text(root.querySelector('footer')), url).toContain(tagline);
      expect(activeContent(document), url).toEqual([]);
    }
  });

  it('leaves other screens, and / with filters, to the browser', async () => {
    for (const url of ['/about', '/login', '/?q=poem', '/prompt/987654']) {
      const { root } = await open(url);
      expect(root.innerHTML, url).toBe('');
    }
  });
});
