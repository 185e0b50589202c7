/**
 * PGlite runs PostgreSQL in single-user mode: there is no autovacuum, so nothing would ever
 * ANALYZE the tables (the planner would guess without statistics) or VACUUM tag_counts and
 * title_words, which triggers rewrite on every insert, prompt_stats, which every view
 * rewrites, and prompt_feedback, which every rating and comment rewrites, or checkpoint the write-ahead log. The
 * app does it: at start-up and then every 15 minutes (and the CSV import after each file). A
 * PostgreSQL server's autovacuum does this itself.
 */
import { getTableName, sql } from 'drizzle-orm';
import type { DatabaseHandle } from './client';
import { promptFeedback, prompts, promptStats, tagCounts, titleWords } from './schema';
import { decode, firstRowOf } from './typed-sql';
import { logger } from '../lib/logger';

export const MAINTENANCE_INTERVAL_MS = 15 * 60 * 1000;

/**
 * VACUUM of the counter tables the prompt triggers and views rewrite (dead rows slow their
 * indexes down: a typo search read 180,000 dead title_words entries after 100,000 inserts,
 * 12 ms instead of 1). VACUUM, ANALYZE and CHECKPOINT are utility statements Drizzle's builder
 * has no form for, so they stay `sql` templates; the tables are schema references.
 */
export const VACUUM_COUNTERS = sql`vacuum analyze ${tagCounts}, ${titleWords}, ${promptStats}, ${promptFeedback}`;

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
  // pg_stat_user_tables is a system view, not part of the schema: a typed raw statement.
  const row = await firstRowOf(
    handle.db,
    sql`select n_mod_since_analyze::float8 as changed, greatest(n_live_tup, 1)::float8 as live
    from pg_stat_user_tables where relname = ${getTableName(prompts)}`,
    { changed: decode.number, live: decode.number },
  );
  return row ? row.changed / row.live : 1;
}

/** Starts the periodic maintenance; returns a function that stops it. */
export function scheduleMaintenance(
  handle: DatabaseHandle,
  log: (line: string) => void = (line) => logger().info(line),
): () => void {
  if (handle.kind !== 'pglite') return () => {};
  const timer = setInterval(() => {
    maintainDatabase(handle, { onlyIfChanged: true }).catch((err) =>
      log(`[db] maintenance failed: ${(err as Error).message}`),
    );
  }, MAINTENANCE_INTERVAL_MS);
  timer.unref();
  return () => clearInterval(timer);
}
