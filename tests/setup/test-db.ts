/**
 * A fresh, migrated database for one test file: a copy of the golden PGlite, or (when the
 * project runs on PostgreSQL) a clone of the migrated template database.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { withDatabase } from './postgres-url';
import { MIGRATIONS_FOLDER } from '../../src/server/db/migrate';

export const testDbKind = (process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite') as 'pglite' | 'postgres';

export async function createTestDatabase(): Promise<DatabaseHandle> {
  if (testDbKind === 'pglite') {
    const dump = fs.readFileSync(inject('pgliteDumpPath'));
    return openDatabase({ kind: 'pglite', loadDataDir: new Blob([dump]) });
  }
  const template = inject('postgresTemplate');
  if (!template) throw new Error('TEST_DATABASE_URL is not set');
  const templateName = new URL(template).pathname.slice(1);
  const name = templateName.replace(/_tpl$/, `_${randomBytes(4).toString('hex')}`);
  const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await admin.connect();
  try {
    await admin.query(`create database "${name}" template "${templateName}"`);
  } finally {
    await admin.end();
  }
  const handle = await openDatabase({ kind: 'postgres', url: withDatabase(template, name), max: 4 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}

/**
 * An empty database on this project's engine (no migrations), for tests that apply migrations
 * themselves, and `migrateFrom` to apply the migrations of a folder to it.
 */
export async function createEmptyDatabase(): Promise<DatabaseHandle> {
  if (testDbKind === 'pglite') return openDatabase({ kind: 'pglite' });
  const base = process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('TEST_DATABASE_URL is not set');
  const name = `${new URL(base).pathname.slice(1) || 'postgres'}_empty_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  try {
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const handle = await openDatabase({ kind: 'postgres', url: withDatabase(base, name), max: 2 });
  return {
    ...handle,
    close: async () => {
      await handle.close();
      const dropper = new pg.Client({ connectionString: base });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`);
      await dropper.end();
    },
  };
}

export async function migrateFrom(handle: DatabaseHandle, migrationsFolder: string): Promise<void> {
  if (handle.kind === 'pglite') await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder });
  else await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder });
}

/**
 * A folder holding the project's migrations numbered below `first` (their files and journal), to
 * build a database as it was before migration `first` and then test that migration on its rows.
 * `remove` deletes the folder.
 */
export function migrationsBefore(first: number): { folder: string; remove: () => void } {
  const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'pc-migrations-'));
  const prefix = String(first).padStart(4, '0');
  for (const file of fs.readdirSync(MIGRATIONS_FOLDER)) {
    if (file.endsWith('.sql') && file < prefix)
      fs.copyFileSync(path.join(MIGRATIONS_FOLDER, file), path.join(folder, file));
  }
  fs.mkdirSync(path.join(folder, 'meta'));
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS_FOLDER, 'meta/_journal.json'), 'utf8')) as {
    entries: { idx: number }[];
  };
  journal.entries = journal.entries.filter((e) => e.idx < first);
  fs.writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify(journal));
  return { folder, remove: () => fs.rmSync(folder, { recursive: true, force: true }) };
}
