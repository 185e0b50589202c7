/**
 * EXPLAIN ANALYZE of what a service function sends: runs `fn` with db.execute wrapped so
 * every statement is explained instead of returned. For investigations (bench/scratch/).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../src/server/db/client';

export async function explainService(
  db: Database,
  fn: (db: Database) => Promise<unknown>,
  options = 'analyze, buffers',
): Promise<string[]> {
  const plans: string[] = [];
  const wrapped = Object.create(db) as Database;
  (wrapped as { execute: unknown }).execute = async (q: SQL) => {
    const result = await db.execute(sql`explain (${sql.raw(options)}) ${q}`);
    plans.push((result.rows as Record<string, string>[]).map((r) => Object.values(r)[0]).join('\n'));
    return { rows: [] };
  };
  try {
    await fn(wrapped);
  } catch {
    /* the service may reject the empty result */
  }
  return plans;
}
