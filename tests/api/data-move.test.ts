/**
 * db:move (decision 026): an embedded site copied into an empty PostgreSQL database, every table
 * with the same rows, the sequences carried on, and the site running on it (members sign in).
 * Runs on the PostgreSQL project only (it needs TEST_DATABASE_URL for the target).
 */
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/client';
import { countRows, moveToPostgres, SCHEMA_TABLES, type MoveResult } from '../../src/server/db/data-ops';
import { withDatabase } from '../setup/postgres-url';
import { createTestContext } from '../setup/test-app';
import { signIn } from '../auth-helpers';
import { as } from '../community-helpers';
import { siteNameFor } from '../../src/server/features/admin/settings.service';
import { seedSite, tempDir, type SeededSite } from '../data-helpers';

const base = process.env.TEST_DATABASE_URL!;
const work = tempDir('move');
const created: string[] = [];

async function admin<T>(fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: base });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

async function emptyDatabase(): Promise<string> {
  const name = `${new URL(base).pathname.slice(1) || 'postgres'}_move_${randomBytes(4).toString('hex')}`;
  await admin((c) => c.query(`create database "${name}"`));
  created.push(name);
  return withDatabase(base, name);
}

let site: SeededSite;
let counts: Record<string, number>;
let titles: string[];
let target: string;
let moved: MoveResult;

beforeAll(async () => {
  site = await seedSite(path.join(work, 'site'));
  counts = await countRows(async (text) => (await site.handle.pglite!.query<never>(text)).rows);
  titles = (await site.handle.db.execute<{ title: string }>(sql`select title from prompts order by id`)).rows.map(
    (r) => r.title,
  );
  target = await emptyDatabase();
});
afterAll(async () => {
  await site.ctx.close().catch(() => {});
  for (const name of created) await admin((c) => c.query(`drop database if exists "${name}" with (force)`));
  fs.rmSync(work, { recursive: true, force: true });
});

describe('db:move', () => {
  it('is refused while the site runs on the folder', async () => {
    await expect(moveToPostgres(site.dataDir, target)).rejects.toThrow(
      `The site is running on ${site.dataDir} (process ${process.pid}). Stop it before moving it`,
    );
  });

  it('copies every table in small batches, with the same counts on both sides', async () => {
    await site.ctx.close();
    const lines: string[] = [];
    moved = await moveToPostgres(site.dataDir, target, { batchSize: 5, log: (line) => lines.push(line) });
    expect(moved.tables.map((t) => t.table).sort()).toEqual([...SCHEMA_TABLES].sort());
    for (const row of moved.tables)
      expect(row).toEqual({ table: row.table, source: counts[row.table], target: counts[row.table] });
    expect(counts).toMatchObject({ prompts: 12, ratings: 4, comments: 4, invitations: 1 });
    expect(lines).toContain('prompts: 12 rows');
  });

  it('leaves a site that runs on PostgreSQL: members sign in, rows and settings are there, new ids follow on', async () => {
    const handle = await openDatabase({ kind: 'postgres', url: target, max: 2 });
    const ctx = await createTestContext({ handle });
    try {
      const { res, cookie } = await signIn(ctx, site.member.email);
      expect(res.status).toBe(200);
      const member = { ...site.member, cookie };
      expect(
        (await handle.db.execute<{ title: string }>(sql`select title from prompts order by id`)).rows.map(
          (r) => r.title,
        ),
      ).toEqual(titles);
      expect(await siteNameFor(handle.db)).toBe('Backed Up Prompts');
      const id = site.promptIds[5]!;
      const comment = await as(ctx, member)('POST', `/api/prompts/${id}/comments`, {
        content: 'Written after the move',
      });
      expect(comment.status).toBe(201);
      const search = await ctx.api('GET', `/api/prompts?q=${encodeURIComponent('Backed up prompt')}`);
      expect(search.status).toBe(200);
      expect(((await search.json()) as { items: unknown[] }).items.length).toBeGreaterThan(0);
    } finally {
      await ctx.close();
    }
  });

  it('refuses a target that is not empty, and one it cannot reach', async () => {
    await expect(moveToPostgres(site.dataDir, target)).rejects.toThrow(
      /^The target database is not empty \(\d+ tables\)\. db:move copies into an empty database only\.$/,
    );
    const unreachable = withDatabase(base, `no_such_database_${randomBytes(4).toString('hex')}`);
    await expect(moveToPostgres(site.dataDir, unreachable)).rejects.toThrow(/^Could not reach the target database/);
  });
});
