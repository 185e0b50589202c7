/**
 * Prototype: how long PGlite's maintenance statements block the (single) connection at a
 * given size, and how much WAL a CHECKPOINT lets go. Usage: tsx bench/prototypes/maintenance-cost.ts [size]
 */
import fs from 'node:fs';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/client';
import { migrateDatabase } from '../../src/server/db/migrate';

const size = Number(process.argv[2] ?? 100000);
const dir = new URL('../.cache/', import.meta.url).pathname;
const file = fs.readdirSync(dir).find((x) => x.startsWith(`pglite-${size}-`) && x.endsWith('.tar.gz'));
if (!file) throw new Error(`no cached PGlite database of ${size} prompts in ${dir}`);
const h = await openDatabase({ kind: 'pglite', loadDataDir: new Blob([fs.readFileSync(dir + file)]) });
await migrateDatabase(h);
const time = async (label: string, q: ReturnType<typeof sql>) => {
  const t = performance.now();
  await h.db.execute(q);
  console.log(`${label.padEnd(34)} ${((performance.now() - t) / 1000).toFixed(2)} s`);
};
const stats = (
  await h.db.execute(
    sql`select attname, attstattarget from pg_attribute where attrelid = 'prompts'::regclass and attname in ('search_vector', 'head_vector')`,
  )
).rows;
console.log('statistics targets', JSON.stringify(stats));
await time('vacuum analyze tag_counts', sql`vacuum analyze tag_counts`);
await time('analyze (whole database)', sql`analyze`);
await time('analyze (again)', sql`analyze`);
await time('checkpoint', sql`checkpoint`);
await h.close();
