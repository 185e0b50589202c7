/**
 * PGlite runs PostgreSQL in single-user mode: there is no autovacuum, so nothing would ever
 * ANALYZE the tables (the planner would guess without statistics) or VACUUM tag_counts and
 * title_words, which triggers rewrite on every insert, and prompt_stats, which every view
 * rewrites, or checkpoint the write-ahead log. The
 * app does it: at start-up and then every 15 minutes (and the CSV import after each file). A
 * PostgreSQL server's autovacuum does this itself.
 */
import { sql } from 'drizzle-orm';
import type { DatabaseHandle } from './client';

export const MAINTENANCE_INTERVAL_MS = 15 * 60 * 1000;

/**
 * VACUUM of the counter tables the prompt triggers and views rewrite (dead rows slow their
 * indexes down: a typo search read 180,000 dead title_words entries after 100,000 inserts,
 * 12 ms instead of 1).
 */
export const VACUUM_COUNTERS = sql`vacuum analyze tag_counts, title_words, prompt_stats`;

export async function maintainDatabase(
  handle: DatabaseHandle,
  options: { onlyIfChanged?: boolean } = {},
): Promise<void> {
  if (handle.kind !== 'pglite') return;
  await handle.db.execute(VACUUM_COUNTERS);
  // A full ANALYZE of 100,000 prompts takes seconds and PGlite has one connection: the
  // periodic run analyzes only when a tenth of the prompts changed since the last one.
  if (!options.onlyIfChanged || (await changedShare(handle)) > 0.1) await handle.db.execute(sql`analyze`);
  await handle.db.execute(sql`checkpoint`);
}

async function changedShare(handle: DatabaseHandle): Promise<number> {
  const result = await handle.db.execute(sql`
    select n_mod_since_analyze::float8 as changed, greatest(n_live_tup, 1)::float8 as live
    from pg_stat_user_tables where relname = 'prompts'`);
  const row = result.rows[0] as { changed: number; live: number } | undefined;
  return row ? Number(row.changed) / Number(row.live) : 1;
}

/** Starts the periodic maintenance; returns a function that stops it. */
export function scheduleMaintenance(handle: DatabaseHandle, log: (line: string) => void = console.log): () => void {
  if (handle.kind !== 'pglite') return () => {};
  const timer = setInterval(() => {
    maintainDatabase(handle, { onlyIfChanged: true }).catch((err) =>
      log(`[db] maintenance failed: ${(err as Error).message}`),
    );
  }, MAINTENANCE_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
