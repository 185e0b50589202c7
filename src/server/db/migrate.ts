import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { sql } from 'drizzle-orm';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type { DatabaseHandle } from './client';
import { projectPath } from '../lib/project-files';

export const MIGRATIONS_FOLDER = projectPath('drizzle');

/** Arbitrary constant: serialises migrations when several app processes start at once. */
const MIGRATION_LOCK_KEY = 724_001;

export async function migrateDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind === 'pglite') {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: MIGRATIONS_FOLDER });
    return;
  }
  const db = handle.db as unknown as NodePgDatabase;
  // A transaction-level advisory lock holds one connection for the whole migration. Advisory
  // locks are functions with no builder form, so this stays a `sql` template.
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${MIGRATION_LOCK_KEY})`);
    await migratePg(tx as unknown as NodePgDatabase, { migrationsFolder: MIGRATIONS_FOLDER });
  });
}
