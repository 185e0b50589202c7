// Scratch helper: tsx bench/prototypes/sqlx.ts <pglite dataDir> <file of statements separated by ;;>
// prints the median of 5 runs and EXPLAIN (ANALYZE, BUFFERS) of each statement.
import fs from 'node:fs';
import { openDatabase } from '../../src/server/db/client';
const h = await openDatabase({ kind: 'pglite', dataDir: process.argv[2]! });
const stmts = fs
  .readFileSync(process.argv[3]!, 'utf8')
  .split(';;')
  .map((s) => s.trim())
  .filter(Boolean);
for (const s of stmts) {
  if (/^(create|drop|analyze|set|vacuum|alter|checkpoint)/i.test(s)) {
    const t = performance.now();
    await h.pglite!.exec(s);
    console.log(`-- ${s.slice(0, 100)}: ${(performance.now() - t).toFixed(0)} ms`);
    continue;
  }
  await h.pglite!.query(s);
  const times: number[] = [];
  for (let i = 0; i < 5; i++) {
    const t = performance.now();
    await h.pglite!.query(s);
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  const plan = (await h.pglite!.query<Record<string, string>>('explain (analyze, buffers) ' + s)).rows
    .map((r) => r['QUERY PLAN'])
    .join('\n');
  console.log(
    `\n### ${s.replace(/\s+/g, ' ').slice(0, 160)}\nmedian ${times[2]!.toFixed(2)} ms\n${process.env.PLAN === '0' ? '' : plan}`,
  );
}
await h.close();
