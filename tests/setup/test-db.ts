/**
 * A fresh, migrated database for one test file: a copy of the golden PGlite, or (when the
 * project runs on PostgreSQL) a clone of the migrated template database.
 */
import fs from 'node:fs';
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/client';
import { withDatabase } from './postgres-url';

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
