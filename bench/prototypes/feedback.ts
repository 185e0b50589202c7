/**
 * Prototype: what a rating and a comment cost the database (decision 035), through the services
 * the routes call, on a copy of the bench's seeded demo folder (bench/.cache/http-demo, made by
 * `npm run bench -- http`). For each write: its time, the write-ahead log it makes, how many of
 * the prompt row updates were HOT; then the everyday searches, timed before and after the writes
 * (the GIN indexes' pending lists grow with every prompt row rewritten).
 *
 * Usage: tsx bench/prototypes/feedback.ts [writes]   (run it on two builds to compare them)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';
import { ratePrompt } from '../../src/server/features/ratings/ratings.service';
import { createComment } from '../../src/server/features/comments/comments.service';
import { searchPrompts } from '../../src/server/features/prompts/prompts.service';
import type { Viewer } from '../../src/server/auth/session';
import { summarize } from '../measure';
import { createRng } from '../prng';
import { SEARCH_MIX } from '../http';

const writes = Number(process.argv[2] ?? 2000);
const seeded = new URL('../.cache/http-demo/', import.meta.url).pathname;
if (!fs.existsSync(path.join(seeded, 'pglite')))
  throw new Error(`no seeded demo in ${seeded}: run the http bench once`);
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pc-feedback-'));
fs.cpSync(seeded, dir, { recursive: true });
fs.rmSync(path.join(dir, 'prompt-commons.lock'), { force: true });
const h = await openDatabase({ kind: 'pglite', dataDir: dir });
await migrateDatabase(h);
const db = h.db;
const one = async <T>(q: ReturnType<typeof sql>) => (await db.execute(q)).rows[0] as T;
const { n } = await one<{ n: number }>(sql`select max(id)::int as n from prompts`);

const viewers: Viewer[] = [];
for (let i = 0; i < 50; i++) {
  const id = `feedback-bench-${i}`;
  await db.execute(sql`insert into users (id, name, email, email_verified, role, username, created_at, updated_at)
    values (${id}, ${id}, ${`${id}@example.com`}, true, 'user', ${id}, now(), now()) on conflict do nothing`);
  viewers.push({ id, email: `${id}@example.com`, name: id, image: null, role: 'user' });
}

async function searches(label: string) {
  const times: number[] = [];
  for (let round = 0; round < 5; round++) {
    for (const query of SEARCH_MIX) {
      const t = performance.now();
      await searchPrompts(db, { query, sort: 'relevance' });
      times.push(performance.now() - t);
    }
  }
  const s = summarize(times);
  console.log(
    `${label.padEnd(34)} median ${s.median.toFixed(2)} ms  p95 ${s.p95.toFixed(2)} ms  max ${s.max.toFixed(1)} ms`,
  );
}

const prompts = async () =>
  one<{ hot: number; upd: number; dead: number }>(
    sql`select n_tup_hot_upd::int as hot, n_tup_upd::int as upd, n_dead_tup::int as dead
      from pg_stat_user_tables where relname = 'prompts'`,
  );

async function run(label: string, fn: (i: number, id: number) => Promise<unknown>) {
  const rng = createRng(7);
  const before = await prompts();
  const lsn0 = await one<{ lsn: string }>(sql`select pg_current_wal_lsn()::text as lsn`);
  const times: number[] = [];
  for (let i = 0; i < writes; i++) {
    const id = rng.int(1, n);
    const t = performance.now();
    await fn(i, id).catch((err: Error) => {
      if (!/was not found/.test(err.message)) throw err;
    });
    times.push(performance.now() - t);
  }
  const wal = await one<{ bytes: number }>(
    sql`select pg_wal_lsn_diff(pg_current_wal_lsn(), ${lsn0.lsn}::pg_lsn)::float8 as bytes`,
  );
  const after = await prompts();
  const s = summarize(times);
  console.log(
    `${label.padEnd(34)} median ${s.median.toFixed(2)} ms  p95 ${s.p95.toFixed(2)} ms  max ${s.max.toFixed(1)} ms  ` +
      `WAL ${(wal.bytes / writes / 1024).toFixed(1)} KB each  prompts rows updated ${after.upd - before.upd} ` +
      `(HOT ${after.hot - before.hot})`,
  );
}

console.log(`${n} prompts, ${writes} writes of each kind, PGlite`);
await searches('searches before the writes');
await run('rating (ratePrompt)', (i, id) => ratePrompt(db, viewers[i % viewers.length]!, id, 1 + (i % 5)));
await run('comment (createComment)', (i, id) => createComment(db, viewers[i % viewers.length]!, id, `Useful ${i}.`));
await searches('searches after the writes');
await h.close();
fs.rmSync(dir, { recursive: true, force: true });
