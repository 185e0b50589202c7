/**
 * Prototype: what one "open prompt" write costs. recordPromptView updates prompt_stats, a
 * narrow table beside prompts (decision 012). Compared here with the update it replaced, of an
 * indexed column of prompts (the old popularity column, like created_at here: no update of it
 * was HOT, so every view wrote a new row version and new entries in every index of prompts,
 * the GIN search index included), and with an unindexed column of prompts (updated_at).
 *
 * Usage: tsx bench/prototypes/views.ts [size] [views]   (loads the PGlite cache in bench/.cache/)
 */
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';
import { recordPromptView } from '../../src/server/features/prompts/prompts.service';
import { summarize } from '../measure';
import { createRng } from '../prng';

const size = Number(process.argv[2] ?? 100000);
const views = Number(process.argv[3] ?? 3000);
const dir = new URL('../.cache/', import.meta.url).pathname;
const file = fs.readdirSync(dir).find((x) => x.startsWith(`pglite-${size}-`) && x.endsWith('.tar.gz'));
if (!file) throw new Error(`no cached PGlite database of ${size} prompts in ${dir}`);
const h = await openDatabase({ kind: 'pglite', loadDataDir: new Blob([fs.readFileSync(dir + file)]) });
await migrateDatabase(h);
const db = h.db;
const one = async <T>(q: ReturnType<typeof sql>) => (await db.execute(q)).rows[0] as T;

async function run(label: string, table: string, fn: (id: number) => Promise<unknown>) {
  const rng = createRng(1);
  const stats0 = await one<{ hot: number; upd: number }>(
    sql`select n_tup_hot_upd::int as hot, n_tup_upd::int as upd from pg_stat_user_tables where relname = ${table}`,
  );
  const lsn0 = await one<{ lsn: string }>(sql`select pg_current_wal_lsn()::text as lsn`);
  const times: number[] = [];
  for (let i = 0; i < views; i++) {
    const id = rng.int(1, size);
    const t = performance.now();
    await fn(id);
    times.push(performance.now() - t);
  }
  const wal = await one<{ bytes: number }>(
    sql`select pg_wal_lsn_diff(pg_current_wal_lsn(), ${lsn0.lsn}::pg_lsn)::float8 as bytes`,
  );
  const stats1 = await one<{ hot: number; upd: number }>(
    sql`select n_tup_hot_upd::int as hot, n_tup_upd::int as upd from pg_stat_user_tables where relname = ${table}`,
  );
  const s = summarize(times);
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `${label.padEnd(40)} median ${s.median.toFixed(2)} ms  p95 ${s.p95.toFixed(2)}  p99 ${sorted[Math.floor(sorted.length * 0.99)]!.toFixed(2)}  max ${s.max.toFixed(1)} ms  ` +
      `WAL ${(wal.bytes / views / 1024).toFixed(1)} KB/update  HOT ${stats1.hot - stats0.hot}/${stats1.upd - stats0.upd}`,
  );
}

await run('recordPromptView (prompt_stats)', 'prompt_stats', (id) => recordPromptView(db, id));
await run('indexed column of prompts (created_at)', 'prompts', (id) =>
  db.execute(sql`update prompts set created_at = created_at + interval '1 ms' where id = ${id} returning id`),
);
await run('unindexed column of prompts (updated_at)', 'prompts', (id) =>
  db.execute(sql`update prompts set updated_at = updated_at where id = ${id} returning id`),
);
await h.close();
