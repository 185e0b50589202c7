/** CSV import (docs/product.md#screens-and-routes): the four real files in seed/, malformed files, skipped rows. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { parse } from 'csv-parse/sync';
import { createTestContext, type TestContext } from '../setup/test-app';
import { signUp, type Session } from '../auth-helpers';
import { as, expectError, readJson, signUpWithRole } from '../community-helpers';
import { importCsv, uploadCsv } from '../admin-helpers';
import { BINARY_FILE_MESSAGE, waitForImport } from '../../src/server/features/admin/import.service';
import { IMPORT_WORKER_MIN_BYTES } from '../../src/server/features/admin/import-source';
import { NUL_ROW_REASON } from '../../src/server/features/admin/import-reader';
import { indexedColumns } from '../../src/server/features/prompts/prompt-rows';
import { simpleLexemes } from '../../src/server/lib/tsvector';
import type { ImportStatus } from '../../src/shared/admin-schemas';

let ctx: TestContext;
let admin: Session;
let user: Session;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await signUpWithRole(ctx, 'admin');
  user = await signUp(ctx);
});
afterAll(() => ctx.close());

const HEADER = 'title,content,category,tags\n';
const count = async (where = sql`true`) =>
  Number(
    ((await ctx.handle.db.execute(sql`select count(*)::int as n from prompts where ${where}`)).rows[0] as { n: number })
      .n,
  );

/**
 * Every imported row has the derived columns the create path (`indexedColumns`, computed by
 * the database) gives the same fields: the import builds most search vectors in JavaScript.
 */
async function expectColumnsOfCreatePath(where = sql`true`) {
  const rows = (
    await ctx.handle.db.execute(sql`select id, title, content, category, tags from prompts where ${where} order by id`)
  ).rows as { id: number; title: string; content: string; category: string; tags: string[] }[];
  const wrong: string[] = [];
  for (const row of rows) {
    const expected = indexedColumns(row);
    const result = await ctx.handle.db.execute(sql`
      select search_vector = ${expected.searchVector} as search, search_vector = strip(search_vector) as stripped,
        head_vector = ${expected.headVector} as head,
        minhash = ${sql.param(expected.minhash)}::int4[] as minhash, lsh_bands = ${sql.param(expected.lshBands)}::int4[] as bands
      from prompts where id = ${row.id}`);
    const same = result.rows[0] as Record<string, boolean>;
    if (!Object.values(same).every(Boolean)) wrong.push(`${row.id} ${row.title.slice(0, 40)}: ${JSON.stringify(same)}`);
  }
  expect(wrong).toEqual([]);
  return rows.length;
}

describe('derived columns', () => {
  it('the parser keeps every token the import encodes itself whole (random letters and digits)', async () => {
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const alphabets = ['abcdefghijklmnopqrstuvwxyz0123456789', '0123456789eabcdefx'];
    const tokens: string[] = [];
    while (tokens.length < 50_000) {
      const letters = alphabets[tokens.length % 2]!;
      const token = Array.from(
        { length: 1 + Math.floor(random() * 10) },
        () => letters[Math.floor(random() * letters.length)],
      ).join('');
      if (simpleLexemes([token])) tokens.push(token);
    }
    const differ = await ctx.handle.db.execute(sql`
      select t from unnest(${sql.param(tokens)}::text[]) t where to_tsvector('simple', t)::text <> '''' || t || ''':1'`);
    expect(differ.rows).toEqual([]);
  });

  it('numbers the parser splits, other scripts, emoji, repeated words past the position limits, odd tags', async () => {
    const cell = (s: string) => `"${s.replace(/"/g, '""')}"`;
    const rows = [
      ['Numbers 5e33ac', 'Hex 5e33ac 7e8ad27f 1e5 12e3 5e 5ex 0x0001 1080x1080 35mm x3e4y 4e1e', 'programming', 'hex'],
      ['Scripts', '翻译助手 项目 поиск ПЕРЕВЕДИ dönüştürücü İstanbul हिन्दी ﬁne ²', 'writing', 'i18n'],
      ['Emoji 🕵️ detective', '🕵️skeptic ❤️ love a\u200db', 'creative', 'emoji'],
      ['Repeats', `${'alpha '.repeat(300)}${'beta gamma '.repeat(9000)}omega`, 'other', 'long'],
      ['Tags', 'Tags with quotes and braces', 'Data Science', 'quo"te;br{ace};back\\slash;com,ma;NULL;Ünïcode'],
    ];
    const csv = `${HEADER}${rows.map((r) => r.map(cell).join(',')).join('\n')}\n`;
    const status = await importCsv(ctx, admin, 'derived.csv', csv);
    expect(status).toMatchObject({ status: 'done', importedRows: rows.length });
    const tags = await ctx.handle.db.execute(sql`select tags from prompts where title = 'Tags'`);
    expect((tags.rows[0] as { tags: string[] }).tags).toEqual([
      'quo"te',
      'br{ace}',
      'back\\slash',
      'com,ma',
      'null',
      'ünïcode',
    ]);
    const titles = rows.map((r) => r[0]!);
    expect(
      await expectColumnsOfCreatePath(
        sql`title in (${sql.join(
          titles.map((t) => sql`${t}`),
          sql`, `,
        )})`,
      ),
    ).toBe(rows.length);
  });
});

describe('other requests during an import', () => {
  it('are answered between batches, while the import runs', { timeout: 120_000 }, async () => {
    const body = 'Explain the topic step by step with examples and a short summary at the end. '.repeat(14);
    const lines = Array.from({ length: 3000 }, (_, i) => `Concurrent ${i},${body}${i},education,load`);
    const csv = `${HEADER}${lines.join('\n')}\n`;
    expect(csv.length).toBeGreaterThan(IMPORT_WORKER_MIN_BYTES); // read by the worker thread
    const res = await uploadCsv(ctx, admin, 'concurrent.csv', csv);
    expect(res.status).toBe(202);
    const job = (await res.json()) as ImportStatus;
    const progress: number[] = [];
    for (;;) {
      const page = await ctx.api('GET', '/api/prompts?limit=6');
      expect(page.status).toBe(200);
      const status = await readJson<ImportStatus>(await as(ctx, admin)('GET', `/api/admin/imports/${job.id}`));
      if (status.status !== 'running') break;
      progress.push(status.processedRows);
    }
    await waitForImport(job.id);
    // Pages were served at several stages of the import, not only before or after it.
    expect(new Set(progress).size).toBeGreaterThan(3);
    expect(progress[progress.length - 1]).toBeLessThanOrEqual(3000);
    const done = await readJson<ImportStatus>(await as(ctx, admin)('GET', `/api/admin/imports/${job.id}`));
    expect(done).toMatchObject({ status: 'done', importedRows: 3000, processedBytes: done.totalBytes });
  });
});

describe('rules of docs/product.md#screens-and-routes', () => {
  it('splits tags on semicolons and maps unknown categories to other (counted)', async () => {
    const csv = `${HEADER}Tagged one,Some content here,Writing,"Alpha; beta ;alpha;;Gamma"\nOdd category,More content,cooking,x\nNamed category,Content three,Data Science,y\n`;
    const status = await importCsv(ctx, admin, 'tags.csv', csv);
    expect(status).toMatchObject({ status: 'done', importedRows: 3, skippedRows: 0, remappedCategories: 1 });
    const rows = await ctx.handle.db.execute(sql`
      select title, category, tags from prompts where title in ('Tagged one', 'Odd category', 'Named category') order by title`);
    expect(rows.rows).toEqual([
      { title: 'Named category', category: 'data-science', tags: ['y'] },
      { title: 'Odd category', category: 'other', tags: ['x'] },
      { title: 'Tagged one', category: 'writing', tags: ['alpha', 'beta', 'gamma'] },
    ]);
  });

  it('reads a BOM, CRLF line ends, and quoted fields with commas, quotes and newlines', async () => {
    const csv =
      '\uFEFFtitle,content,category,tags\r\n"Quoted, with comma","Line one\r\nLine ""two"", end",programming,"a;b"\r\nPlain CRLF,Body text,creative,c\r\n';
    const status = await importCsv(ctx, admin, 'bom-crlf.CSV', csv);
    expect(status).toMatchObject({ status: 'done', importedRows: 2, skippedRows: 0 });
    const rows = await ctx.handle.db.execute(sql`select content from prompts where title = 'Quoted, with comma'`);
    expect((rows.rows[0] as { content: string }).content).toBe('Line one\r\nLine "two", end');
    expect(await count(sql`title = 'Plain CRLF' and category = 'creative'`)).toBe(1);
  });

  it('accepts the headers in any order, with extra columns', async () => {
    const csv = 'tags,notes,category,content,title\nz,ignored,education,Reordered content,Reordered title\n';
    const status = await importCsv(ctx, admin, 'reordered.csv', csv);
    expect(status).toMatchObject({ status: 'done', importedRows: 1 });
    expect(
      await count(sql`title = 'Reordered title' and content = 'Reordered content' and category = 'education'`),
    ).toBe(1);
  });

  it('skips rows with a different column count or an empty title or content, and serves them as CSV', async () => {
    const csv = `${HEADER}Good row,Fine content,writing,a\nToo few,only three,writing\nToo,many,columns,here,extra\n,No title,writing,a\nNo content,   ,writing,a\n"=HYPERLINK(""http://evil"")",x,writing,a,b\nAnother good,Content,business,b\n`;
    const status = await importCsv(ctx, admin, 'mixed.csv', csv);
    expect(status).toMatchObject({ status: 'done', processedRows: 7, importedRows: 2, skippedRows: 5 });

    const res = await as(ctx, admin)('GET', `/api/admin/imports/${status.id}/skipped.csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/csv/);
    expect(res.headers.get('content-disposition')).toContain('mixed-skipped.csv');
    const text = await res.text();
    const rows = parse(text, { columns: true, relax_column_count: true }) as Record<string, string>[];
    expect(rows.map((r) => r.reason)).toEqual([
      'Expected 4 columns, found 3',
      'Expected 4 columns, found 5',
      'Missing title',
      'Missing content',
      'Expected 4 columns, found 5',
    ]);
    expect(rows.map((r) => Number(r.line))).toEqual([3, 4, 5, 6, 7]);
    // Formula injection: a cell starting with = is defused with a quote.
    expect(rows[4]!.title).toBe(`'=HYPERLINK("http://evil")`);
    expect(rows[1]!.title).toBe('Too');
    // Every line has the header's seven columns; a row with more fields than the file's header
    // keeps the others in the last one, as a CSV line.
    const cells = parse(text) as string[][];
    expect(cells[0]).toEqual(['line', 'reason', 'title', 'content', 'category', 'tags', 'other fields']);
    expect(cells.every((line) => line.length === 7)).toBe(true);
    expect(cells[1]).toEqual(['3', 'Expected 4 columns, found 3', 'Too few', 'only three', 'writing', '', '']);
    expect(cells[2]).toEqual(['4', 'Expected 4 columns, found 5', 'Too', 'many', 'columns', 'here', 'extra']);
    expect(cells[5]![6]).toBe('b');
  });

  it('a row holding the NUL character is skipped (shown as U+FFFD); the rest of the file imports', async () => {
    // Past the first 64 KB, which are checked for binary data before the import starts.
    const filler = Array.from(
      { length: 1200 },
      (_, i) => `Nul filler ${i},Plain content of row ${i} padded to a few dozen bytes,writing,nulfill`,
    );
    const csv = `${HEADER}${filler.join('\n')}\nBad\u0000title,Content,writing,nulfill\nAfter the NUL row,Content,writing,nulfill\n`;
    const status = await importCsv(ctx, admin, 'nul-row.csv', csv);
    expect(status).toMatchObject({
      status: 'done',
      processedRows: 1202,
      importedRows: 1201,
      skippedRows: 1,
      error: null,
    });
    expect(await count(sql`'nulfill' = any(tags)`)).toBe(1201);
    expect(await count(sql`title = 'After the NUL row'`)).toBe(1);
    const text = await (await as(ctx, admin)('GET', `/api/admin/imports/${status.id}/skipped.csv`)).text();
    expect(text).not.toContain('\u0000');
    const rows = parse(text, { columns: true }) as Record<string, string>[];
    expect(rows).toEqual([
      {
        line: '1202',
        reason: NUL_ROW_REASON,
        title: 'Bad\ufffdtitle',
        content: 'Content',
        category: 'writing',
        tags: 'nulfill',
        'other fields': '',
      },
    ]);
  });

  it("a row the database refuses is skipped with the database's reason; the rest of its batch goes in", async () => {
    await ctx.handle.db.execute(
      sql.raw(`
      create function refuse_marked_prompt() returns trigger language plpgsql as $$
      begin
        if new.title = 'Refuse me' then raise exception 'value out of range for this test' using errcode = '22023'; end if;
        return new;
      end $$`),
    );
    await ctx.handle.db.execute(
      sql.raw(
        'create trigger refuse_marked_prompt before insert on prompts for each row execute function refuse_marked_prompt()',
      ),
    );
    try {
      const csv = `${HEADER}Kept before,Content,writing,refusal\nRefuse me,Content,writing,refusal\nKept after,Content,writing,refusal\n`;
      const status = await importCsv(ctx, admin, 'refused-row.csv', csv);
      expect(status).toMatchObject({ status: 'done', importedRows: 2, skippedRows: 1, error: null });
      expect(await count(sql`'refusal' = any(tags)`)).toBe(2);
      const rows = parse(await (await as(ctx, admin)('GET', `/api/admin/imports/${status.id}/skipped.csv`)).text(), {
        columns: true,
      });
      expect(rows).toEqual([
        {
          line: '3',
          reason: 'Not stored: value out of range for this test',
          title: 'Refuse me',
          content: 'Content',
          category: 'writing',
          tags: 'refusal',
          'other fields': '',
        },
      ]);
    } finally {
      await ctx.handle.db.execute(sql.raw('drop trigger refuse_marked_prompt on prompts'));
      await ctx.handle.db.execute(sql.raw('drop function refuse_marked_prompt()'));
    }
  });

  it("a failure that is not the rows' stops the import with the database's message, never the statement", async () => {
    await ctx.handle.db.execute(
      sql.raw(`
      create function fail_insert() returns trigger language plpgsql as $$
      begin raise exception 'simulated full disk' using errcode = '53100'; end $$`),
    );
    await ctx.handle.db.execute(
      sql.raw('create trigger fail_insert before insert on prompts for each row execute function fail_insert()'),
    );
    try {
      const csv = `${HEADER}First,Content,writing,diskfull\nSecond,Content,writing,diskfull\n`;
      const status = await importCsv(ctx, admin, 'disk-full.csv', csv);
      expect(status).toMatchObject({
        status: 'failed',
        importedRows: 0,
        error: 'The database refused the rows: simulated full disk',
      });
    } finally {
      await ctx.handle.db.execute(sql.raw('drop trigger fail_insert on prompts'));
      await ctx.handle.db.execute(sql.raw('drop function fail_insert()'));
    }
  });

  it('an unreadable record (unclosed quote) is skipped with its reason', async () => {
    const csv = `${HEADER}Fine,Content,writing,a\nBroken,"never closed,writing,a\n`;
    const status = await importCsv(ctx, admin, 'broken.csv', csv);
    expect(status.importedRows).toBe(1);
    expect(status.status).toMatch(/done|failed/);
  });
});

describe('refused files', () => {
  it('no file: No file selected', async () => {
    await expectError(await uploadCsv(ctx, admin, null, 'title,content,category,tags\n'), 400, /^No file selected$/);
    await expectError(await uploadCsv(ctx, admin, 'x.csv', null), 400, /^No file selected$/);
  });

  it('a name not ending in .csv: Invalid file type', async () => {
    await expectError(await uploadCsv(ctx, admin, 'prompts.txt', HEADER), 400, /^Invalid file type$/);
    await expectError(await uploadCsv(ctx, admin, 'prompts.csv.exe', HEADER), 400, /^Invalid file type$/);
  });

  it('missing headers are named', async () => {
    await expectError(
      await uploadCsv(ctx, admin, 'h.csv', 'title,body,category\nA,B,C\n'),
      400,
      /^CSV is missing required headers: content, tags$/,
    );
  });

  it('an empty file misses every header', async () => {
    await expectError(
      await uploadCsv(ctx, admin, 'empty.csv', ''),
      400,
      /^CSV is missing required headers: title, content, category, tags$/,
    );
  });

  it('binary data renamed to .csv', async () => {
    const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
    const error = await expectError(await uploadCsv(ctx, admin, 'image.csv', png), 400);
    expect(error.message).toBe(BINARY_FILE_MESSAGE);
    const latin1 = new Uint8Array([...Buffer.from(HEADER), 0x54, 0xe9, 0x74, 0xe9, 0x2c, 0xff, 0xfe]);
    expect((await expectError(await uploadCsv(ctx, admin, 'latin.csv', latin1), 400)).message).toBe(
      BINARY_FILE_MESSAGE,
    );
  });

  it('to users and visitors: 403 and 401, before the body is read', async () => {
    await expectError(await uploadCsv(ctx, user, 'a.csv', HEADER), 403, /^Access Denied/);
    await expectError(await uploadCsv(ctx, null, 'a.csv', HEADER), 401, 'Authentication required');
  });

  it('unknown job ids are 404; malformed ids 400', async () => {
    await expectError(await as(ctx, admin)('GET', '/api/admin/imports/00000000-0000-4000-8000-000000000000'), 404);
    await expectError(await as(ctx, admin)('GET', '/api/admin/imports/nope/skipped.csv'), 400);
  });

  it('is exempt from the 1 MB limit (a 2 MB file imports) while other routes keep it', async () => {
    const rows = Array.from({ length: 2000 }, (_, i) => `Big ${i},${'x'.repeat(1000)} ${i},other,big`).join('\n');
    const status = await importCsv(ctx, admin, 'big.csv', `${HEADER}${rows}\n`);
    expect(status).toMatchObject({ status: 'done', importedRows: 2000 });
    expect(status.totalBytes).toBeGreaterThan(2_000_000);
    const res = await ctx.api('POST', '/api/prompts/similar', { content: 'x'.repeat(1_100_000) });
    expect(res.status).toBe(413);
  });
});

describe('audit', () => {
  it('records every import', async () => {
    const log = await readJson<{ items: { action: string; details: { fileName: string } }[] }>(
      await as(ctx, admin)('GET', '/api/admin/audit-log'),
    );
    expect(log.items.filter((e) => e.action === 'prompts.import').map((e) => e.details.fileName)).toContain(
      'mixed.csv',
    );
  });
});
