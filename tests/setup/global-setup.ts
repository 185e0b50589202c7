/**
 * Migrate once, copy per test file (docs/architecture.md#tests): a migrated PGlite is dumped to a
 * golden tarball that each test file loads; on PostgreSQL a migrated template database is
 * cloned per test file with CREATE DATABASE … TEMPLATE.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';
import { templateDatabaseUrl, withDatabase } from './postgres-url';

declare module 'vitest' {
  export interface ProvidedContext {
    pgliteDumpPath: string;
    postgresTemplate: string | null;
  }
}

export default async function setup(project: TestProject) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pc-test-'));
  const dumpPath = path.join(dir, 'golden.tar');
  const handle = await openDatabase({ kind: 'pglite' });
  await migrateDatabase(handle);
  const dump = await handle.pglite!.dumpDataDir('none');
  fs.writeFileSync(dumpPath, Buffer.from(await dump.arrayBuffer()));
  await handle.close();
  project.provide('pgliteDumpPath', dumpPath);

  const baseUrl = process.env.TEST_DATABASE_URL;
  let template: string | null = null;
  if (baseUrl) {
    template = templateDatabaseUrl(baseUrl);
    const admin = new pg.Client({ connectionString: baseUrl });
    await admin.connect();
    const name = new URL(template).pathname.slice(1);
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
    await admin.end();
    const tpl = await openDatabase({ kind: 'postgres', url: template, max: 1 });
    await migrateDatabase(tpl);
    await tpl.close();
  }
  project.provide('postgresTemplate', template);

  return async () => {
    fs.rmSync(dir, { recursive: true, force: true });
    if (baseUrl && template) {
      const admin = new pg.Client({ connectionString: baseUrl });
      await admin.connect();
      const prefix = new URL(template).pathname.slice(1).replace(/_tpl$/, '');
      const { rows } = await admin.query<{ datname: string }>(`select datname from pg_database where datname like $1`, [
        `${prefix}%`,
      ]);
      for (const row of rows) await admin.query(`drop database if exists "${row.datname}" with (force)`);
      await admin.end();
    }
  };
}

export { withDatabase };
