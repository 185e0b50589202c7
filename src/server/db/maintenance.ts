/**
 * PGlite runs PostgreSQL in single-user mode: there is no autovacuum, so nothing would ever
 * ANALYZE the tables (the planner would guess without statistics) or VACUUM tag_counts, which
 * the tag trigger rewrites on every insert. The app does it: at start-up and then every
 * 15 minutes. A PostgreSQL server's autovacuum does this by itself.
 */
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './client';

export const MAINTENANCE_INTERVAL_MS = 15 * 60 * 1000;

export async function maintainDatabase(handle: DatabaseHandle): Promise<void> {
  if (handle.kind !== 'pglite') return;
  await handle.db.execute(sql`vacuum analyze tag_counts`);
  await handle.db.execute(sql`analyze`);
}

/** Starts the periodic maintenance; returns a function that stops it. */
export function scheduleMaintenance(handle: DatabaseHandle, log: (line: string) => void = console.log): () => void {
  if (handle.kind !== 'pglite') return () => {};
  const timer = setInterval(() => {
    maintainDatabase(handle).catch((err) => log(`[db] maintenance failed: ${(err as Error).message}`));
  }, MAINTENANCE_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
