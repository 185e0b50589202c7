import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { createTestContext, type TestContext } from '../setup/test-app';
import { formToken, makePrompt, promptFields } from '../factories';
import type { Prompt, PromptPage } from '../../src/shared/schemas';
import { prompts } from '../../src/server/db/schema';
import { indexedColumns, indexedValues, insertPromptRows } from '../../src/server/features/prompts/prompt-rows';
import { BUCKET_CANDIDATES } from '../../src/server/features/prompts/prompts.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ submitLimit: 1000 });
});
afterAll(() => ctx.close());

const json = async <T>(res: Response) => (await res.json()) as T;
const list = async (query: string) => {
  const res = await ctx.api('GET', `/api/prompts${query}`);
  expect(res.status).toBe(200);
  return json<PromptPage>(res);
};
const submit = (body: Record<string, unknown>) => ctx.api('POST', '/api/prompts', { formToken: formToken(), ...body });

describe('POST /api/prompts', () => {
  it('creates a prompt for a visitor, with normalized tags and version 1', async () => {
    const res = await submit({
      title: '  Code reviewer  ',
      content: 'Review my TypeScript code for bugs.',
      instructions: 'Paste the diff after the prompt.',
      category: 'programming',
      tags: [' TypeScript', 'review', 'typescript', ''],
    });
    expect(res.status).toBe(201);
    const prompt = await json<Prompt>(res);
    expect(prompt).toMatchObject({
      title: 'Code reviewer',
      category: 'programming',
      tags: ['typescript', 'review'],
      userId: null,
      author: null,
      version: 1,
      popularity: 0,
      rating: 0,
      ratingCount: 0,
      instructions: 'Paste the diff after the prompt.',
    });
    const fetched = await json<Prompt>(await ctx.api('GET', `/api/prompts/${prompt.id}`));
    expect(fetched.content).toBe('Review my TypeScript code for bugs.');
  });

  it('stores a 250,000-character prompt whole (prompt text has no maximum length)', async () => {
    const content = 'Explain each step. '.repeat(13_158).slice(0, 250_000);
    expect(content.length).toBe(250_000);
    const res = await submit({ title: 'Very long prompt', content, category: 'education', tags: ['long'] });
    expect(res.status).toBe(201);
    const { id } = await json<Prompt>(res);
    const fetched = await json<Prompt>(await ctx.api('GET', `/api/prompts/${id}`));
    expect(fetched.content).toBe(content);
    const page = await list('?q=very%20long%20prompt');
    const item = page.items.find((p) => p.id === id)!;
    expect(item.contentLength).toBe(250_000);
    expect(item.contentPreview.length).toBe(200);
  });

  it.each([
    [{ content: 'x', category: 'writing', tags: ['a'] }, 'title', 'Title is required'],
    [{ title: '   ', content: 'x', category: 'writing', tags: ['a'] }, 'title', 'Title is required'],
    [{ title: 't', content: '', category: 'writing', tags: ['a'] }, 'content', 'Content is required'],
    [{ title: 't', content: 'x', tags: ['a'] }, 'category', 'Unknown category'],
    [{ title: 't', content: 'x', category: 'cooking', tags: ['a'] }, 'category', 'Unknown category'],
    [{ title: 't', content: 'x', category: 'writing', tags: [] }, 'tags', 'Add at least one tag'],
    [{ title: 't', content: 'x', category: 'writing', tags: [' ', ','] }, 'tags', 'Add at least one tag'],
    [{ title: 't', content: 'x', category: 'writing' }, 'tags', 'Add at least one tag'],
    [{ title: 42, content: 'x', category: 'writing', tags: ['a'] }, 'title', 'Title must be text'],
    [{ title: 't', content: 'x', category: 'writing', tags: 'a,b' }, 'tags', 'tags must be a list of text'],
    [{ title: 't', content: 'x', category: 'writing', tags: ['a'], votes: 3 }, '_', 'Unknown field: votes'],
  ])('refuses %j with 400 naming %s', async (body, field, message) => {
    const before = await list('?limit=50');
    const res = await submit(body);
    expect(res.status).toBe(400);
    const { error } = await json<{ error: { code: string; message: string; fieldErrors: Record<string, string[]> } }>(
      res,
    );
    expect(error.code).toBe('validation_error');
    expect(error.message).toContain(message);
    expect(Object.keys(error.fieldErrors)).toContain(field);
    const after = await list('?limit=50');
    expect(after.items.map((p) => p.id)).toEqual(before.items.map((p) => p.id));
  });

  it('answers malformed JSON with 400 and a message', async () => {
    const res = await ctx.api('POST', '/api/prompts', '{"title": "oops",', { 'Content-Type': 'application/json' });
    expect(res.status).toBe(400);
    expect((await json<{ error: { message: string } }>(res)).error.message).toMatch(/malformed json/i);
  });

  it('answers a body that is not JSON with 4xx', async () => {
    const res = await ctx.app.request('/api/prompts', {
      method: 'POST',
      headers: { 'Content-Type': 'text/plain' },
      body: 'title=x',
    });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
  });

  it('answers a body over 1 MB with 413', async () => {
    const content = 'a'.repeat(1024 * 1024 + 10);
    const res = await submit({ title: 'huge', content, category: 'other', tags: ['x'] });
    expect(res.status).toBe(413);
    expect((await json<{ error: { code: string; message: string } }>(res)).error).toMatchObject({
      code: 'payload_too_large',
      message: expect.stringContaining('1 MB'),
    });
  });

  describe('anti-bot defence on the server', () => {
    const fields = () => ({ title: 'Bot test', content: 'Some content here', category: 'other', tags: ['bot'] });
    const expectVerificationFailed = async (res: Response) => {
      expect(res.status).toBe(400);
      const { error } = await json<{ error: { code: string; message: string } }>(res);
      expect(error.code).toBe('verification_failed');
      expect(error.message).toContain('Verification failed');
    };

    it('refuses a form submitted less than 5 s after it opened', async () => {
      await expectVerificationFailed(
        await ctx.api('POST', '/api/prompts', { ...fields(), formToken: formToken(4000) }),
      );
    });
    it('accepts a form 5 s old', async () => {
      const res = await ctx.api('POST', '/api/prompts', { ...fields(), formToken: formToken(5000) });
      expect(res.status).toBe(201);
    });
    it('refuses a filled honeypot', async () => {
      await expectVerificationFailed(await submit({ ...fields(), website: 'http://spam.example' }));
    });
    it('refuses a forged or missing token', async () => {
      const forged = `${Date.now() - 60_000}.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA`;
      await expectVerificationFailed(await ctx.api('POST', '/api/prompts', { ...fields(), formToken: forged }));
      const missing = await ctx.api('POST', '/api/prompts', fields());
      expect(missing.status).toBe(400);
    });
    it('issues tokens from GET /api/prompts/form-token', async () => {
      const res = await ctx.api('GET', '/api/prompts/form-token');
      expect(res.status).toBe(200);
      const body = await json<{ token: string; issuedAt: number }>(res);
      expect(body.token.startsWith(`${body.issuedAt}.`)).toBe(true);
      // Fresh from the server it is too young to submit with.
      await expectVerificationFailed(await ctx.api('POST', '/api/prompts', { ...fields(), formToken: body.token }));
    });
  });

  it('rate-limits submissions per address with 429', async () => {
    const limited = await createTestContext({ submitLimit: 2 });
    try {
      const send = () => limited.api('POST', '/api/prompts', { ...promptFields(), formToken: formToken() });
      expect((await send()).status).toBe(201);
      expect((await send()).status).toBe(201);
      const third = await send();
      expect(third.status).toBe(429);
      expect((await json<{ error: { message: string } }>(third)).error.message).toMatch(/too many/i);
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/prompts/:id and views', () => {
  it('returns 404 with a message for an unknown prompt, 400 for a bad id', async () => {
    const missing = await ctx.api('GET', '/api/prompts/999999');
    expect(missing.status).toBe(404);
    expect((await json<{ error: { message: string } }>(missing)).error.message).toBe('Prompt 999999 was not found');
    for (const bad of ['abc', '-1', '0', '1.5', '99999999999']) {
      expect((await ctx.api('GET', `/api/prompts/${bad}`)).status).toBe(400);
    }
  });

  it('raises popularity by 1 for each view', async () => {
    const prompt = await makePrompt(ctx.handle.db);
    const rowVersion = async () =>
      (await ctx.handle.db.execute(sql`select ctid::text as at from prompts where id = ${prompt.id}`)).rows[0];
    const before = await rowVersion();
    for (let i = 0; i < 3; i++) expect((await ctx.api('POST', `/api/prompts/${prompt.id}/views`)).status).toBe(204);
    const fetched = await json<Prompt>(await ctx.api('GET', `/api/prompts/${prompt.id}`));
    expect(fetched.popularity).toBe(3);
    // Views count beside the prompt (prompt_stats): its own row is not rewritten.
    expect(await rowVersion()).toEqual(before);
    expect((await ctx.api('POST', '/api/prompts/999999/views')).status).toBe(404);
  });
});

describe('POST /api/prompts/similar', () => {
  it('finds a near-duplicate at the 0.8 threshold and ignores different prompts', async () => {
    const original = await makePrompt(ctx.handle.db, {
      title: 'Agile user stories',
      content:
        'You are an expert in the Agile framework. You deeply understand user story and acceptance criteria creation. You will be given a topic. Please write the appropriate information for what is requested.',
    });
    const near = await ctx.api('POST', '/api/prompts/similar', {
      title: 'Agile user stories',
      content:
        'You are an expert in the Agile framework. You deeply understand user story and acceptance criteria creation. You will be given a subject. Please write the appropriate information for what is requested.',
    });
    expect(near.status).toBe(200);
    const { match } = await json<{ match: { id: number; title: string; similarity: number } | null }>(near);
    expect(match).toMatchObject({ id: original.id, title: 'Agile user stories' });
    expect(match!.similarity).toBeGreaterThanOrEqual(0.8);

    const different = await ctx.api('POST', '/api/prompts/similar', {
      title: 'Linux terminal',
      content:
        'I want you to act as a linux terminal. I will type commands and you will reply with what the terminal should show.',
    });
    expect((await json<{ match: unknown }>(different)).match).toBeNull();
  });

  it('finds the duplicate among many prompts that share a boilerplate paragraph', async () => {
    const local = await createTestContext();
    try {
      const boilerplate =
        '# IDENTITY and PURPOSE\n\nYou are an expert assistant. Take a deep breath and think step by step about how to best accomplish this goal using the following steps.\n\n# OUTPUT INSTRUCTIONS\n\n- Only output Markdown.\n';
      const unique = (i: number) =>
        Array.from({ length: 30 }, (_, k) => `topic${i}x${k} detail${(i * 31 + k) % 97}`).join(' ');
      // More than BUCKET_CANDIDATES prompts in the boilerplate's buckets, all older than the target.
      const many = Array.from({ length: BUCKET_CANDIDATES + 50 }, (_, i) =>
        promptFields({ title: `Pattern ${i}`, content: boilerplate + unique(i) }),
      );
      await insertPromptRows(
        local.handle.db,
        many.map((p) => ({ ...p, ...indexedValues(p) })),
      );
      const target = await makePrompt(local.handle.db, { title: 'Pattern target', content: boilerplate + unique(999) });
      const res = await local.api('POST', '/api/prompts/similar', {
        title: 'Pattern target',
        content: boilerplate + unique(999),
      });
      expect(((await res.json()) as { match: { id: number } | null }).match?.id).toBe(target.id);
    } finally {
      await local.close();
    }
  });

  it('finds a text stored more times than one LSH bucket is read', async () => {
    const local = await createTestContext();
    try {
      const content =
        'I want you to act as a travel guide. I will write you my location and you will suggest a place to visit near my location. In some cases, I will also give you the type of places I will visit.';
      const copies = Array.from({ length: BUCKET_CANDIDATES + 20 }, () =>
        promptFields({ title: 'Travel guide', content }),
      );
      await insertPromptRows(
        local.handle.db,
        copies.map((p) => ({ ...p, ...indexedValues(p) })),
      );
      const stored = await local.handle.db.select({ id: prompts.id }).from(prompts);
      const res = await local.api('POST', '/api/prompts/similar', {
        title: 'Travel guide',
        content: content.replace('near my location', 'close to my location'),
      });
      const { match } = (await res.json()) as { match: { id: number; similarity: number } | null };
      expect(stored.map((r) => r.id)).toContain(match?.id);
      expect(match!.similarity).toBeGreaterThanOrEqual(0.8);
    } finally {
      await local.close();
    }
  });

  it('requires content', async () => {
    const res = await ctx.api('POST', '/api/prompts/similar', { title: 'x' });
    expect(res.status).toBe(400);
  });
});

describe('GET /api/prompts: browse, filters, sorts, search', () => {
  let ids: Record<string, number>;
  const marker = 'zqxmarker';
  beforeAll(async () => {
    const db = ctx.handle.db;
    const base = Date.UTC(2025, 0, 1);
    const mk = async (key: string, o: Parameters<typeof makePrompt>[1]) => [key, (await makePrompt(db, o)).id] as const;
    ids = Object.fromEntries(
      await Promise.all([
        mk('js', {
          title: `Javascript console ${marker}`,
          content: 'Act as a javascript console and run my code.',
          category: 'programming',
          tags: [marker, 'javascript', 'console'],
          createdAt: new Date(base + 1000),
        }),
        mk('essay', {
          title: `Essay coach ${marker}`,
          content: 'Help me write a persuasive essay about renewable energy.',
          category: 'writing',
          tags: [marker, 'essay'],
          createdAt: new Date(base + 2000),
        }),
        mk('zh', {
          title: `翻译助手 ${marker}`,
          content: '请把下面的英文文本翻译成中文，保持原意。',
          category: 'writing',
          tags: [marker, 'translation'],
          createdAt: new Date(base + 3000),
        }),
        mk('ru', {
          title: `Переводчик ${marker}`,
          content: 'Переведи этот текст на английский язык, сохранив стиль.',
          category: 'writing',
          tags: [marker, 'translation'],
          createdAt: new Date(base + 4000),
        }),
        mk('tr', {
          title: `Türkçe öğretmen ${marker}`,
          content: 'Bana İstanbul hakkında kısa bir hikâye yaz ve kelimeleri açıkla.',
          category: 'education',
          tags: [marker, 'turkish'],
          createdAt: new Date(base + 5000),
        }),
        mk('market', {
          title: `Marketing plan ${marker}`,
          content: 'Create a go-to-market plan for a new coffee brand.',
          category: 'marketing',
          tags: [marker, 'strategy'],
          createdAt: new Date(base + 6000),
        }),
        mk('data', {
          title: `SQL analyst ${marker}`,
          content: 'Write SQL queries to analyse the sales table and explain the results.',
          category: 'data-science',
          tags: [marker, 'sql', 'javascript'],
          createdAt: new Date(base + 7000),
        }),
      ]),
    );
    await db.execute(sql`update prompt_feedback set rating = 4.5, rating_count = 2 where prompt_id = ${ids.essay}`);
    await db.execute(sql`update prompt_stats set popularity = 10 where prompt_id = ${ids.essay}`);
    await db.execute(sql`update prompt_feedback set rating = 3, rating_count = 1 where prompt_id = ${ids.market}`);
    await db.execute(sql`update prompt_stats set popularity = 50 where prompt_id = ${ids.market}`);
    await db.execute(sql`update prompt_feedback set rating = 5, rating_count = 1 where prompt_id = ${ids.zh}`);
    await db.execute(sql`update prompt_stats set popularity = 5 where prompt_id = ${ids.zh}`);
  });

  const idsOf = (page: PromptPage) => page.items.map((p) => p.id);
  const tagQ = `tags=${marker}`;

  it('sorts newest first by default, and by each other sort', async () => {
    expect(idsOf(await list(`?${tagQ}&limit=50`))).toEqual(
      ['data', 'market', 'tr', 'ru', 'zh', 'essay', 'js'].map((k) => ids[k]),
    );
    expect(idsOf(await list(`?${tagQ}&sort=oldest&limit=50`))).toEqual(
      ['js', 'essay', 'zh', 'ru', 'tr', 'market', 'data'].map((k) => ids[k]),
    );
    expect(idsOf(await list(`?${tagQ}&sort=most-popular&limit=3`))).toEqual(
      ['market', 'essay', 'zh'].map((k) => ids[k]),
    );
    expect(idsOf(await list(`?${tagQ}&sort=highest-rated&limit=3`))).toEqual(
      ['zh', 'essay', 'market'].map((k) => ids[k]),
    );
  });

  it('filters by category, minimum rating and all selected tags', async () => {
    expect(idsOf(await list(`?${tagQ}&category=writing&limit=50`))).toEqual(['ru', 'zh', 'essay'].map((k) => ids[k]));
    expect(idsOf(await list(`?${tagQ}&minRating=4&limit=50`))).toEqual(['zh', 'essay'].map((k) => ids[k]));
    expect(idsOf(await list(`?tags=${marker},javascript&limit=50`))).toEqual(['data', 'js'].map((k) => ids[k]));
    expect(idsOf(await list(`?tags=${marker},JavaScript,sql&limit=50`))).toEqual([ids.data]);
    expect((await list(`?${tagQ}&category=marketing&minRating=4`)).items).toEqual([]);
  });

  it('refuses bad filter values with 400', async () => {
    for (const q of [
      '?category=cooking',
      '?sort=random',
      '?minRating=6',
      '?minRating=abc',
      '?limit=0',
      '?limit=500',
      '?cursor=notacursor',
    ]) {
      const res = await ctx.api('GET', `/api/prompts${q}`);
      expect(res.status, q).toBe(400);
      expect((await json<{ error: { message: string } }>(res)).error.message.length).toBeGreaterThan(5);
    }
  });

  it('pages with a cursor, in batches, without repeats or gaps, stable under inserts', async () => {
    const first = await list(`?${tagQ}&limit=3`);
    expect(first.items).toHaveLength(3);
    expect(first.nextCursor).toBeTruthy();
    // A newer prompt arriving between pages must not shift the next page.
    await makePrompt(ctx.handle.db, { tags: [marker], title: `Late arrival ${marker}` });
    const second = await list(`?${tagQ}&limit=3&cursor=${first.nextCursor}`);
    const third = await list(`?${tagQ}&limit=3&cursor=${second.nextCursor}`);
    expect(third.nextCursor).toBeNull();
    expect([...idsOf(first), ...idsOf(second), ...idsOf(third)]).toEqual(
      ['data', 'market', 'tr', 'ru', 'zh', 'essay', 'js'].map((k) => ids[k]),
    );
    for (const sort of ['oldest', 'most-popular', 'highest-rated']) {
      const seen: number[] = [];
      let cursor: string | null = null;
      do {
        const page: PromptPage = await list(`?tags=${marker}&sort=${sort}&limit=2${cursor ? `&cursor=${cursor}` : ''}`);
        seen.push(...idsOf(page));
        cursor = page.nextCursor;
      } while (cursor);
      expect(new Set(seen).size, sort).toBe(8);
    }
  });

  it('searches words in title, content, tags and category, in any language', async () => {
    expect(idsOf(await list(`?${tagQ}&q=persuasive`))).toEqual([ids.essay]); // content
    expect(idsOf(await list(`?${tagQ}&q=essay`))).toEqual([ids.essay]); // title + tag
    expect(idsOf(await list(`?${tagQ}&q=strategy`))).toEqual([ids.market]); // tag
    expect(idsOf(await list(`?${tagQ}&q=data%20science`))).toEqual([ids.data]); // category name
    expect(idsOf(await list(`?${tagQ}&q=${encodeURIComponent('翻译')}`))).toEqual([ids.zh]); // Chinese, inside a run
    expect(idsOf(await list(`?${tagQ}&q=${encodeURIComponent('英文文本')}`))).toEqual([ids.zh]);
    expect(idsOf(await list(`?${tagQ}&q=${encodeURIComponent('ПЕРЕВЕДИ')}`))).toEqual([ids.ru]); // Russian, any case
    expect(idsOf(await list(`?${tagQ}&q=${encodeURIComponent('istanbul')}`))).toEqual([ids.tr]); // Turkish İ
    expect(idsOf(await list(`?${tagQ}&q=${encodeURIComponent('hikâye')}`))).toEqual([ids.tr]);
  });

  it('tolerates small typos and matches the word being typed as a prefix', async () => {
    expect(idsOf(await list(`?${tagQ}&q=javscript`))).toContain(ids.js);
    expect(idsOf(await list(`?${tagQ}&q=markting`))).toContain(ids.market);
    expect(idsOf(await list(`?${tagQ}&q=persua`))).toEqual([ids.essay]);
  });

  it('ranks by relevance when asked, and combines search with filters and sorts', async () => {
    const ranked = await list(`?${tagQ}&q=javascript&sort=relevance`);
    // Title match ranks above a tag-only match.
    expect(idsOf(ranked)).toEqual([ids.js, ids.data]);
    expect(idsOf(await list(`?${tagQ}&q=javascript&sort=oldest`))).toEqual([ids.js, ids.data]);
    expect(idsOf(await list(`?${tagQ}&q=javascript&category=data-science`))).toEqual([ids.data]);
    expect(idsOf(await list(`?${tagQ}&q=translation&minRating=4`))).toEqual([ids.zh]);
    const paged = await list(`?${tagQ}&q=javascript&sort=relevance&limit=1`);
    const rest = await list(`?${tagQ}&q=javascript&sort=relevance&limit=1&cursor=${paged.nextCursor}`);
    expect([...idsOf(paged), ...idsOf(rest)]).toEqual([ids.js, ids.data]);
  });

  it('puts title and tag matches first in Best Match, then text-only matches newest first, across pages', async () => {
    const db = ctx.handle.db;
    const t = Date.UTC(2025, 5, 1);
    const word = 'quxbeam';
    const older = await makePrompt(db, {
      title: 'Older body match',
      content: `Explain the ${word} method in detail.`,
      tags: [marker],
      createdAt: new Date(t),
    });
    const newer = await makePrompt(db, {
      title: 'Newer body match',
      content: `Use ${word} when you can.`,
      tags: [marker],
      createdAt: new Date(t + 1000),
    });
    const titled = await makePrompt(db, {
      title: `The ${word} handbook`,
      content: 'All about it.',
      tags: [marker],
      createdAt: new Date(t - 1000),
    });
    const tagged = await makePrompt(db, {
      title: 'Tagged only',
      content: 'Nothing here.',
      tags: [marker, word],
      createdAt: new Date(t - 2000),
    });
    const seen: number[] = [];
    let cursor: string | null = null;
    do {
      const page: PromptPage = await list(
        `?${tagQ}&q=${word}&sort=relevance&limit=1${cursor ? `&cursor=${cursor}` : ''}`,
      );
      seen.push(...idsOf(page));
      cursor = page.nextCursor;
    } while (cursor);
    expect(seen).toEqual([titled.id, tagged.id, newer.id, older.id]);
  });

  it('matches typos against the words of titles, which follow inserts, title edits and deletes', async () => {
    const local = await createTestContext();
    try {
      const db = local.handle.db;
      const search = async (q: string, sort = 'newest') =>
        // The latest answer: the direct writes below are not a client's (decision 031).
        (
          await json<PromptPage>(
            await local.api('GET', `/api/prompts?q=${encodeURIComponent(q)}&sort=${sort}`, undefined, {
              'Cache-Control': 'no-cache',
            }),
          )
        ).items.map((p) => p.id);
      const words = async () =>
        (
          await db.execute(
            sql`select word, prompts from title_words where word in ('zorblaxian', 'ceremony', 'quolmarine') order by word`,
          )
        ).rows;
      const tea = await makePrompt(db, { title: 'Zorblaxian tea ceremony', content: 'Serve the tea slowly.' });
      const dance = await makePrompt(db, { title: 'Zorblaxian dance', content: 'Dance in circles.' });
      expect(await words()).toEqual([
        { word: 'ceremony', prompts: 1 },
        { word: 'zorblaxian', prompts: 2 },
      ]);
      expect(await search('zorblaxan')).toEqual([dance.id, tea.id]);
      // Every query word must be close to a title word; Best Match averages their closeness.
      expect(await search('zorblaxan ceremny')).toEqual([tea.id]);
      expect(await search('zorblaxan qqqqqqq')).toEqual([]);
      // Best Match also lists titles missing one of several words, after the full matches.
      expect(await search('zorblaxian ceremny', 'relevance')).toEqual([tea.id, dance.id]);
      expect(await search('zorblaxan', 'relevance')).toEqual([dance.id, tea.id]);

      const renamed = {
        title: 'Quolmarine tea ceremony',
        content: tea.content,
        category: tea.category,
        tags: tea.tags,
      };
      await db
        .update(prompts)
        .set({ title: renamed.title, ...indexedColumns(renamed) })
        .where(eq(prompts.id, tea.id));
      expect(await words()).toEqual([
        { word: 'ceremony', prompts: 1 },
        { word: 'quolmarine', prompts: 1 },
        { word: 'zorblaxian', prompts: 1 },
      ]);
      expect(await search('zorblaxan')).toEqual([dance.id]);
      expect(await search('quolmarin ceremny')).toEqual([tea.id]);

      await db.delete(prompts).where(eq(prompts.id, dance.id));
      expect(await words()).toEqual([
        { word: 'ceremony', prompts: 1 },
        { word: 'quolmarine', prompts: 1 },
      ]);
      expect(await search('zorblaxan')).toEqual([]);
    } finally {
      await local.close();
    }
  });

  it('returns an empty page for a search with no match', async () => {
    const page = await list(`?${tagQ}&q=qwertyuiopasdf`);
    expect(page).toEqual({ items: [], nextCursor: null, total: { count: 0, exact: true } });
  });
});

describe('GET /api/tags/popular', () => {
  it('counts tags across prompts in the database, most used first, and follows deletes', async () => {
    const local = await createTestContext();
    try {
      const db = local.handle.db;
      await makePrompt(db, { tags: ['alpha', 'beta'] });
      await makePrompt(db, { tags: ['alpha', 'gamma'] });
      const third = await makePrompt(db, { tags: ['alpha', 'beta'] });
      const res = await local.api('GET', '/api/tags/popular?limit=2');
      expect(res.status).toBe(200);
      expect((await json<{ tags: unknown }>(res)).tags).toEqual([
        { tag: 'alpha', count: 3 },
        { tag: 'beta', count: 2 },
      ]);
      await db.execute(sql`delete from prompts where id = ${third.id}`);
      const after = await json<{ tags: { tag: string; count: number }[] }>(
        await local.api('GET', '/api/tags/popular?limit=20'),
      );
      expect(after.tags.find((t) => t.tag === 'beta')?.count).toBe(1);
      expect((await local.api('GET', '/api/tags/popular?limit=0')).status).toBe(400);
    } finally {
      await local.close();
    }
  });
});
