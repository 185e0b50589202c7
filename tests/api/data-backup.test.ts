/**
 * db:backup and db:restore (decision 026): a backup of a site that is running (the folder held,
 * the control listener answering), restored into another folder with the same rows; a restore is
 * refused while the site runs, and keeps the database it replaces.
 */
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/client';
import { CONTROL_FILE, startControlListener } from '../../src/server/db/data-control';
import { backupDataDir, countRows, restoreDataDir, SCHEMA_TABLES, type RowCounts } from '../../src/server/db/data-ops';
import { siteNameFor } from '../../src/server/features/admin/settings.service';
import { seedSite, tempDir, type SeededSite } from '../data-helpers';

let site: SeededSite;
let stopControl: () => Promise<void>;
let backupFile: string;
let liveCounts: RowCounts;
const work = tempDir('backup');

beforeAll(async () => {
  site = await seedSite(path.join(work, 'site'));
  stopControl = await startControlListener(site.dataDir, site.handle.pglite!, () => {});
  liveCounts = await countRows(async (text) => (await site.handle.pglite!.query<never>(text)).rows);
  backupFile = path.join(work, 'site.tar.gz');
});
afterAll(async () => {
  await stopControl();
  await site.ctx.close();
  fs.rmSync(work, { recursive: true, force: true });
});

const titles = async (db: SeededSite['handle']['db']) =>
  (await db.execute<{ title: string }>(sql`select title from prompts order by id`)).rows.map((r) => r.title);

describe('backup of a running site', () => {
  it('goes through the control listener, whose file only its owner reads', async () => {
    const control = path.join(site.dataDir, CONTROL_FILE);
    expect(fs.statSync(control).mode & 0o777).toBe(0o600);
    expect(JSON.parse(fs.readFileSync(control, 'utf8'))).toMatchObject({ pid: process.pid });

    // The site keeps writing while the backup is taken.
    const writes = Promise.all(
      [1, 2, 3].map((n) =>
        site.ctx.api('GET', `/api/prompts?q=${encodeURIComponent(`Backed up prompt ${n}`)}`).then((r) => r.status),
      ),
    );
    const result = await backupDataDir(site.dataDir, backupFile);
    expect(await writes).toEqual([200, 200, 200]);
    expect(result.via).toBe('running site');
    expect(result.counts).toEqual(liveCounts);
    expect(liveCounts).toMatchObject({ prompts: 12, ratings: 4, comments: 4, invitations: 1 });
    expect(liveCounts.users).toBeGreaterThanOrEqual(2);
    expect(fs.statSync(backupFile).mode & 0o777).toBe(0o600);
  });

  it('answers a control request without the token with 404', async () => {
    const { port } = JSON.parse(fs.readFileSync(path.join(site.dataDir, CONTROL_FILE), 'utf8')) as { port: number };
    const res = await fetch(`http://127.0.0.1:${port}/backup`, {
      method: 'POST',
      headers: { authorization: 'Bearer guessed' },
    });
    expect(res.status).toBe(404);
  });
});

describe('restore', () => {
  it('is refused while the site runs on the folder, which is left as it was', async () => {
    await expect(restoreDataDir(site.dataDir, backupFile)).rejects.toThrow(
      `The site is running on ${site.dataDir} (process ${process.pid}). Stop it before restoring a backup`,
    );
    expect(fs.readdirSync(site.dataDir).sort()).toEqual([CONTROL_FILE, 'pglite', 'prompt-commons.lock']);
  });

  it('into another folder: it opens with the same rows,', async () => {
    const target = path.join(work, 'restored');
    const result = await restoreDataDir(target, backupFile);
    expect(result.keptAs).toBeNull();
    expect(result.counts).toEqual(liveCounts);

    const restored = await openDatabase({ kind: 'pglite', dataDir: target });
    try {
      expect(await countRows(async (text) => (await restored.pglite!.query<never>(text)).rows)).toEqual(liveCounts);
      expect(await titles(restored.db)).toEqual(await titles(site.handle.db));
      expect(await siteNameFor(restored.db)).toBe('Backed Up Prompts');
    } finally {
      await restored.close();
    }
  });

  it('over an existing database keeps the old one beside it', async () => {
    const target = path.join(work, 'restored');
    const result = await restoreDataDir(target, backupFile);
    expect(result.keptAs).toMatch(/pglite\.before-restore-\d{8}-\d{6}$/);
    expect(fs.existsSync(path.join(result.keptAs!, 'PG_VERSION'))).toBe(true);
    expect(
      fs
        .readdirSync(target)
        .filter((name) => name.startsWith('pglite'))
        .sort(),
    ).toEqual(['pglite', path.basename(result.keptAs!)]);
  });

  it('refuses a file that is not a backup, and leaves the folder alone', async () => {
    const bogus = path.join(work, 'not-a-backup.tar.gz');
    fs.writeFileSync(bogus, 'hello');
    const target = path.join(work, 'restored');
    const before = fs.readdirSync(target).sort();
    await expect(restoreDataDir(target, bogus)).rejects.toThrow(/is not a backup this version can open/);
    expect(fs.readdirSync(target).sort()).toEqual(before);
  });

  it('counts every table of the schema', () => {
    expect(Object.keys(liveCounts).sort()).toEqual([...SCHEMA_TABLES].sort());
    expect(SCHEMA_TABLES).toEqual(expect.arrayContaining(['users', 'sessions', 'audit_log', 'mail_outbox']));
  });
});
