/**
 * Search that finds what people mean (issue 10, docs/decisions/017-search-relevance.md):
 * word forms, title before text, typos with swapped letters, Japanese as well as Chinese,
 * and the number of matches on the first page.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../setup/test-app';
import { makePrompt } from '../factories';
import type { PromptPage } from '../../src/shared/schemas';
import { indexedValues, insertPromptRows } from '../../src/server/features/prompts/prompt-rows';
import { COUNT_LIMIT, SORTED_MATCHES } from '../../src/server/features/prompts/prompts.service';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const list = async (query: string) => {
  const res = await ctx.api('GET', `/api/prompts${query}`);
  expect(res.status).toBe(200);
  return (await res.json()) as PromptPage;
};
/** Titles found for q (Best Match unless another sort is given), among prompts tagged `tag`. */
const titles = async (tag: string, q: string, sort = 'relevance') =>
  (await list(`?tags=${tag}&sort=${sort}&limit=20&q=${encodeURIComponent(q)}`)).items.map((p) => p.title);

describe('word forms', () => {
  const tag = 'wordforms';
  beforeAll(async () => {
    const db = ctx.handle.db;
    await makePrompt(db, {
      title: 'English Translator and Improver',
      content: 'Correct my spelling and improve my text.',
      tags: [tag],
    });
    await makePrompt(db, {
      title: 'Subtitle helper',
      content: 'Help with the translation of film subtitles.',
      tags: [tag],
    });
    await makePrompt(db, {
      title: 'Code Reviewer',
      content: 'Look at my pull request and point out bugs.',
      tags: [tag],
    });
    await makePrompt(db, { title: 'Weather poem', content: 'Write about rain.', tags: [tag] });
  });

  it('matches translate, translator and translation with each other, in titles and in text', async () => {
    for (const q of ['translate', 'translator', 'translation', 'translating english']) {
      const found = await titles(tag, q);
      expect(found, q).toContain(q.includes('english') ? 'English Translator and Improver' : 'Subtitle helper');
    }
    expect(await titles(tag, 'translate')).toEqual(['English Translator and Improver', 'Subtitle helper']);
    // Every sort, not only Best Match.
    expect(await titles(tag, 'translate', 'oldest')).toEqual(['English Translator and Improver', 'Subtitle helper']);
  });

  it('matches review, reviewer and reviewing, and skips words like "a" that titles leave out', async () => {
    expect(await titles(tag, 'reviewing code')).toEqual(['Code Reviewer']);
    expect(await titles(tag, 'review')).toEqual(['Code Reviewer']);
    expect(await titles(tag, 'write a poem')).toEqual(['Weather poem']);
  });
});

describe('title before text', () => {
  const tag = 'titlefirst';
  it('ranks a title match above a newer text match, and a closer title first', async () => {
    const db = ctx.handle.db;
    const t = Date.UTC(2025, 0, 1);
    await makePrompt(db, {
      title: 'Etymology of names in old texts',
      content: 'Study names.',
      tags: [tag],
      createdAt: new Date(t),
    });
    await makePrompt(db, {
      title: 'Etymologist',
      content: 'Explain where a word comes from.',
      tags: [tag],
      createdAt: new Date(t + 1000),
    });
    await makePrompt(db, {
      title: 'Em dash',
      content: 'Use dashes well; etymology aside, they are punctuation.',
      tags: [tag],
      createdAt: new Date(t + 2000),
    });
    const found = await titles(tag, 'etymology');
    expect(found.slice(0, 2).sort()).toEqual(['Etymologist', 'Etymology of names in old texts']);
    expect(found[2]).toBe('Em dash');
    expect(await titles(tag, 'etymologist')).toEqual(['Etymologist', 'Etymology of names in old texts', 'Em dash']);
    // Newest first when asked: the sorts the user picks still apply.
    expect(await titles(tag, 'etymology', 'newest')).toEqual([
      'Em dash',
      'Etymologist',
      'Etymology of names in old texts',
    ]);
  });

  it('lists a title holding all but one of several words before text-only matches', async () => {
    const db = ctx.handle.db;
    const t = Date.UTC(2025, 0, 1);
    const tag2 = 'partialtitle';
    await makePrompt(db, {
      title: 'Commit Message Generator',
      content: 'Summarize the staged diff.',
      tags: [tag2],
      createdAt: new Date(t),
    });
    await makePrompt(db, {
      title: 'Release notes',
      content: 'Read each git commit message and group them.',
      tags: [tag2],
      createdAt: new Date(t + 1000),
    });
    expect(await titles(tag2, 'git commit messages')).toEqual(['Commit Message Generator', 'Release notes']);
    // Other sorts keep every word required.
    expect(await titles(tag2, 'git commit messages', 'newest')).toEqual(['Release notes']);
  });
});

describe('typos', () => {
  const tag = 'typos';
  beforeAll(async () => {
    const db = ctx.handle.db;
    await makePrompt(db, { title: 'Python Unit Test Generator', content: 'Write pytest cases.', tags: [tag] });
    await makePrompt(db, { title: 'Emoji Translator', content: 'Turn sentences into emoji.', tags: [tag] });
    await makePrompt(db, { title: 'Travel Guide', content: 'Suggest places to visit.', tags: [tag] });
  });

  it('finds words with two letters swapped, in every sort', async () => {
    expect(await titles(tag, 'pyhton unit test')).toEqual(['Python Unit Test Generator']);
    expect(await titles(tag, 'pyhton unit test', 'newest')).toEqual(['Python Unit Test Generator']);
    expect(await titles(tag, 'tranlsator')).toEqual(['Emoji Translator']);
    expect(await titles(tag, 'trvael guide')).toEqual(['Travel Guide']);
  });

  it('finds a missing or wrong letter, and nothing for a word unlike any title word', async () => {
    expect(await titles(tag, 'pythn')).toEqual(['Python Unit Test Generator']);
    expect(await titles(tag, 'emojj translator')).toEqual(['Emoji Translator']);
    expect(await titles(tag, 'qqqqzzzz')).toEqual([]);
  });
});

describe('Chinese and Japanese', () => {
  const tag = 'cjk';
  beforeAll(async () => {
    const db = ctx.handle.db;
    await makePrompt(db, {
      title: 'C# アプリケーション開発',
      content: '常に最新の C# を使用します。各関数に対して明確なコメントを書きます。',
      tags: [tag],
    });
    await makePrompt(db, {
      title: '担任Go语言开发者',
      content: '您是一名Go编程专家，专注于创建高性能的应用程序。',
      tags: [tag],
    });
    await makePrompt(db, { title: '翻訳アシスタント', content: '英語の文章を日本語に翻訳してください。', tags: [tag] });
  });

  it('finds Japanese words written with other particles or a shorter katakana word', async () => {
    expect(await titles(tag, 'アプリ開発')).toEqual(['C# アプリケーション開発']);
    expect(await titles(tag, 'アプリケーションの開発')).toEqual(['C# アプリケーション開発']);
    expect(await titles(tag, '日本語に翻訳')).toEqual(['翻訳アシスタント']);
    expect(await titles(tag, 'コメント')).toEqual(['C# アプリケーション開発']);
  });

  it('finds Chinese as before, and a single character as the start of a word', async () => {
    expect(await titles(tag, 'Go语言开发')).toEqual(['担任Go语言开发者']);
    expect(await titles(tag, '应用程序')).toEqual(['担任Go语言开发者']);
    expect(await titles(tag, '翻')).toEqual(['翻訳アシスタント']);
  });
});

describe('thousands of title matches', () => {
  it('ranks the titles holding every word first, however many hold only some', async () => {
    const tag = 'manyheads';
    await makePrompt(ctx.handle.db, { title: 'Limerick Generator', content: 'Five lines.', tags: [tag] });
    const rows = Array.from({ length: SORTED_MATCHES + 100 }, (_, i) => {
      const p = { title: `Bulk limerick ${i}`, content: 'Rhymes.', category: 'creative', tags: [tag] };
      return { ...p, ...indexedValues(p) };
    });
    await insertPromptRows(ctx.handle.db, rows);
    await makePrompt(ctx.handle.db, { title: 'Limerick', content: 'A funny poem.', tags: [tag] });

    const one = await titles(tag, 'limerick');
    expect(one[0]).toBe('Limerick');
    expect(one).toHaveLength(20);
    expect((await titles(tag, 'limerick generator'))[0]).toBe('Limerick Generator');
  });

  it('finds the few titles holding two words that thousands of titles hold apart', async () => {
    // Each word is held by more than SORTED_MATCHES titles, so the newest prompts are looked
    // through first; the few titles holding both are not among enough of them, so every match
    // is read after all.
    const tag = 'twoheads';
    const bulk = (word: string) =>
      Array.from({ length: SORTED_MATCHES + 50 }, (_, i) => {
        const p = { title: `${word} ${i}`, content: 'Bulk.', category: 'other', tags: [tag] };
        return { ...p, ...indexedValues(p) };
      });
    await insertPromptRows(ctx.handle.db, [...bulk('Lantern'), ...bulk('Kiln')]);
    for (const title of ['Lantern kiln A', 'Kiln for a lantern B', 'Lantern kiln C'])
      await makePrompt(ctx.handle.db, { title, content: 'Fire clay.', tags: [tag] });

    const found = await titles(tag, 'lantern kiln');
    expect(found.slice(0, 3).sort()).toEqual(['Kiln for a lantern B', 'Lantern kiln A', 'Lantern kiln C']);
    expect(found.slice(3).every((t) => /^(Lantern|Kiln) \d+$/.test(t))).toBe(true);
  });
});

describe('the number of matches', () => {
  it('is exact on the first page, absent on the next ones', async () => {
    const tag = 'countsmall';
    for (let i = 0; i < 8; i++)
      await makePrompt(ctx.handle.db, { title: `Haiku writer ${i}`, content: 'Write haiku.', tags: [tag] });
    for (const sort of ['relevance', 'newest']) {
      const first = await list(`?tags=${tag}&q=haiku&sort=${sort}&limit=6`);
      expect(first.total).toEqual({ count: 8, exact: true });
      const next = await list(`?tags=${tag}&q=haiku&sort=${sort}&limit=6&cursor=${first.nextCursor}`);
      expect(next.items).toHaveLength(2);
      expect(next.total).toBeUndefined();
    }
    expect((await list(`?tags=${tag}`)).total).toEqual({ count: 8, exact: true });
    expect((await list(`?tags=${tag}&q=nothingmatcheshere`)).total).toEqual({ count: 0, exact: true });
  });

  it(`stops counting past ${COUNT_LIMIT} and says there are more`, async () => {
    const tag = 'countlarge';
    const rows = Array.from({ length: COUNT_LIMIT + 5 }, (_, i) => {
      const p = { title: `Bulk sommelier ${i}`, content: 'Pair wine with food.', category: 'other', tags: [tag] };
      return { ...p, ...indexedValues(p) };
    });
    await insertPromptRows(ctx.handle.db, rows);
    expect((await list(`?tags=${tag}&q=sommelier`)).total).toEqual({ count: COUNT_LIMIT, exact: false });
    expect((await list(`?tags=${tag}&q=sommelier&sort=newest`)).total).toEqual({ count: COUNT_LIMIT, exact: false });
    expect((await list(`?tags=${tag}&q=sommelier%20999&sort=newest`)).total).toEqual({ count: 1, exact: true });
    // Two words: held as typed by more than the limit, or only once the last one is a prefix.
    for (const q of ['bulk%20sommelier', 'sommelier%20bul'])
      for (const sort of ['newest', 'relevance'])
        expect((await list(`?tags=${tag}&q=${q}&sort=${sort}`)).total, `${q} ${sort}`).toEqual({
          count: COUNT_LIMIT,
          exact: false,
        });
    expect((await list(`?tags=${tag}&q=sommelier%20bulk%20999`)).total).toEqual({ count: 1, exact: true });
  });

  it(`says there are more without counting only when more than ${COUNT_LIMIT} titles hold the word`, async () => {
    // Without filters, a word held by more titles than the limit is not counted (title_words
    // holds the exact number); at the limit it still is. A typo of it ("qoukka") too.
    const latest = async (q: string, sort: string) => {
      const res = await ctx.api('GET', `/api/prompts?q=${q}&sort=${sort}`, undefined, { 'Cache-Control': 'no-cache' });
      expect(res.status).toBe(200);
      return ((await res.json()) as PromptPage).total;
    };
    const rows = (n: number, from: number) =>
      Array.from({ length: n }, (_, i) => {
        const p = { title: `Quokka portrait ${from + i}`, content: 'A small marsupial.', category: 'other', tags: [] };
        return { ...p, ...indexedValues(p) };
      });
    await insertPromptRows(ctx.handle.db, rows(COUNT_LIMIT, 0));
    const searches = [
      ['quokka', 'relevance'],
      ['quokka', 'newest'],
      ['qoukka', 'newest'],
      ['qoukka', 'relevance'],
    ];
    for (const [q, sort] of searches)
      expect(await latest(q!, sort!), `${q} ${sort}`).toEqual({ count: COUNT_LIMIT, exact: true });
    await insertPromptRows(ctx.handle.db, rows(1, COUNT_LIMIT));
    for (const [q, sort] of searches)
      expect(await latest(q!, sort!), `${q} ${sort}`).toEqual({ count: COUNT_LIMIT, exact: false });
  });
});
