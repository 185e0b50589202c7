import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PGlite } from '@electric-sql/pglite';
import { enablePreparedStatements, preparePgliteStatement } from './pglite-prepared';

const BY_ID = 'select id, title, score, tags from notes where id = $1';
const BY_TITLE = 'select id from notes where title = $1 or ($1 is null and title is null) order by id';

let pglite: PGlite;
beforeAll(async () => {
  pglite = await PGlite.create();
  await pglite.exec(`
    create table notes (id int primary key, title text, score double precision, tags text[]);
    insert into notes values (1, 'One', 1.5, '{a,b}'), (2, null, null, '{}');`);
  enablePreparedStatements(pglite);
  preparePgliteStatement(pglite, BY_ID, 'note_by_id');
  preparePgliteStatement(pglite, BY_TITLE, 'notes_by_title');
});
afterAll(() => pglite.close());

/** The same text with a trailing space: not registered, so run by query() as before. */
const unprepared = (text: string) => `${text} `;

describe('prepared statements on PGlite', () => {
  it('answers a registered statement as query() does, as objects and as arrays', async () => {
    for (const id of [1, 2, 3]) {
      for (const rowMode of ['object', 'array'] as const) {
        const prepared = await pglite.query(BY_ID, [id], { rowMode });
        const plain = await pglite.query(unprepared(BY_ID), [id], { rowMode });
        expect(prepared.rows).toEqual(plain.rows);
        expect(prepared.fields).toEqual(plain.fields);
      }
    }
    expect((await pglite.query(BY_ID, [1])).rows).toEqual([{ id: 1, title: 'One', score: 1.5, tags: ['a', 'b'] }]);
  });

  it('parses the statement once, under its name', async () => {
    await pglite.query(BY_ID, [1]);
    await pglite.query(BY_ID, [2]);
    const { rows } = await pglite.query<{ name: string; statement: string }>(
      'select name, statement from pg_prepared_statements order by name',
    );
    expect(rows).toContainEqual({ name: 'pc_note_by_id', statement: BY_ID });
    expect(rows.filter((r) => r.name === 'pc_note_by_id')).toHaveLength(1);
  });

  it('sends text and null parameters', async () => {
    expect((await pglite.query(BY_TITLE, ['One'])).rows).toEqual([{ id: 1 }]);
    expect((await pglite.query(BY_TITLE, [null])).rows).toEqual([{ id: 2 }]);
  });

  it('reports a bad parameter as query() does, and the next statement runs', async () => {
    await expect(pglite.query(BY_ID, ['not a number'])).rejects.toThrow(/invalid input syntax for type integer/);
    expect((await pglite.query(BY_ID, [1])).rows).toHaveLength(1);
    expect((await pglite.query('select 1 as ok')).rows).toEqual([{ ok: 1 }]);
  });

  it('never runs inside another caller’s transaction', async () => {
    let rollBack!: () => void;
    const held = new Promise<void>((resolve) => (rollBack = resolve));
    let inserted!: () => void;
    const insertDone = new Promise<void>((resolve) => (inserted = resolve));
    const transaction = pglite
      .transaction(async (tx) => {
        await tx.query("insert into notes values (9, 'Uncommitted', 0, '{}')");
        inserted();
        await held;
        await tx.rollback();
      })
      .catch(() => undefined);
    await insertDone;
    const read = pglite.query(BY_ID, [9]);
    rollBack();
    await transaction;
    // It waited for the transaction: the row it would have seen inside it never existed.
    expect((await read).rows).toEqual([]);
  });
});

describe('statements prepared on first sight', () => {
  it('prepares a statement matching a pattern the first time it runs, and no other', async () => {
    const db = await PGlite.create();
    try {
      await db.exec("create table items (id int primary key, name text); insert into items values (1, 'a');");
      enablePreparedStatements(db, { matching: [/^select name from items where id = \$1$/] });
      const matching = 'select name from items where id = $1';
      const other = 'select id from items where name = $1';
      expect((await db.query(matching, [1])).rows).toEqual([{ name: 'a' }]);
      expect((await db.query(matching, [2])).rows).toEqual([]);
      expect((await db.query(other, ['a'])).rows).toEqual([{ id: 1 }]);
      const { rows } = await db.query<{ name: string; statement: string }>(
        'select name, statement from pg_prepared_statements',
      );
      expect(rows).toEqual([{ name: 'pc_matched_0', statement: matching }]);
    } finally {
      await db.close();
    }
  });
});

describe('statements inside transactions', () => {
  const RENAME = 'update notes set title = $1 where id = $2 returning id, title, score';

  it('prepares a statement the second time a transaction runs it, with the same answers', async () => {
    const results = [];
    for (const title of ['First', 'Second', 'Third']) {
      results.push(await pglite.transaction(async (tx) => (await tx.query(RENAME, [title, 1])).rows));
    }
    expect(results).toEqual([
      [{ id: 1, title: 'First', score: 1.5 }],
      [{ id: 1, title: 'Second', score: 1.5 }],
      [{ id: 1, title: 'Third', score: 1.5 }],
    ]);
    const { rows } = await pglite.query<{ statement: string }>(
      "select statement from pg_prepared_statements where name like 'pc_auto_%'",
    );
    expect(rows).toEqual([{ statement: RENAME }]);
  });

  it('keeps a prepared statement usable after a transaction rolls back, and undoes its write', async () => {
    await pglite.transaction(async (tx) => {
      await tx.query(RENAME, ['Rolled back', 1]);
      await tx.rollback();
    });
    expect((await pglite.query(BY_ID, [1])).rows[0]).toMatchObject({ title: 'Third' });
    await expect(
      pglite.transaction(async (tx) => {
        await tx.query(RENAME, ['Also rolled back', 1]);
        throw new Error('the caller gives up');
      }),
    ).rejects.toThrow('the caller gives up');
    expect((await pglite.query(BY_ID, [1])).rows[0]).toMatchObject({ title: 'Third' });
    const renamed = await pglite.transaction(async (tx) => (await tx.query(RENAME, ['Kept', 1])).rows);
    expect(renamed).toEqual([{ id: 1, title: 'Kept', score: 1.5 }]);
  });

  it('reports a failing statement with its text, and the transaction rolls back', async () => {
    const failure = pglite.transaction(async (tx) => {
      await tx.query(RENAME, ['Never', 1]);
      await tx.query(RENAME, ['Bad', 'not a number']);
    });
    await expect(failure).rejects.toMatchObject({
      message: expect.stringMatching(/invalid input syntax for type integer/),
      query: RENAME,
    });
    expect((await pglite.query(BY_ID, [1])).rows[0]).toMatchObject({ title: 'Kept' });
  });

  it('refuses a statement once the transaction is closed', async () => {
    let closed!: { query: PGlite['query'] };
    await pglite.transaction(async (tx) => {
      closed = tx;
    });
    await expect(closed.query(RENAME, ['Late', 1])).rejects.toThrow(/Transaction is closed/);
  });
});

describe('the caller’s parsers', () => {
  it('apply on top of PGlite’s own, inside and outside transactions', async () => {
    const TEXT_OID = 25;
    const parsers = { [TEXT_OID]: (value: string) => `«${value}»` };
    const outside = await pglite.query(BY_ID, [1], { parsers });
    const inside = await pglite.transaction(async (tx) => (await tx.query(BY_ID, [1], { parsers })).rows);
    // The text column takes the caller's parser; the number and the array keep PGlite's.
    const expected = { id: 1, title: '«Kept»', score: 1.5, tags: ['a', 'b'] };
    expect(outside.rows).toEqual([expected]);
    expect(inside).toEqual([expected]);
    expect((await pglite.query(BY_ID, [1])).rows).toEqual([{ ...expected, title: 'Kept' }]);
  });
});
