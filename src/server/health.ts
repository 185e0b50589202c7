/**
 * Health for operators and orchestrators (README, "Run it in production"):
 * - GET /healthz: the process is up and serving (no database call: a slow database must not
 *   get a healthy process restarted);
 * - GET /readyz: the process should get traffic: the database answers, every migration this
 *   build ships is applied, and the process is not shutting down. 503 with the failing check
 *   otherwise, so a load balancer takes it out of rotation while it drains.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Hono } from 'hono';
import { sql } from 'drizzle-orm';
import type { AppEnv } from './app-context';
import type { Database } from './db/client';
import { MIGRATIONS_FOLDER } from './db/migrate';
import { decode, firstRowOf } from './db/typed-sql';

/** Set when the process starts shutting down (src/server/index.ts). */
export type Lifecycle = { shuttingDown: boolean };

/** The `when` of the newest migration this build ships (drizzle/meta/_journal.json). */
export function newestShippedMigration(folder = MIGRATIONS_FOLDER): number {
  const journal = JSON.parse(fs.readFileSync(path.join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: { when: number }[];
  };
  return Math.max(...journal.entries.map((e) => e.when));
}

export type Readiness = {
  status: 'ready' | 'not_ready';
  checks: { database: 'ok' | 'unreachable'; migrations: 'ok' | 'pending' | 'unknown'; shutdown: 'no' | 'draining' };
};

export async function checkReadiness(
  db: Pick<Database, 'execute'>,
  lifecycle: Lifecycle,
  expectedMigration: number,
): Promise<Readiness> {
  const checks: Readiness['checks'] = {
    database: 'ok',
    migrations: 'unknown',
    shutdown: lifecycle.shuttingDown ? 'draining' : 'no',
  };
  try {
    // Drizzle's migrator records each applied migration's `when` as created_at.
    const row = await firstRowOf(db, sql`select max(created_at) as newest from drizzle.__drizzle_migrations`, {
      newest: decode.nullableNumber,
    });
    checks.migrations = (row?.newest ?? 0) >= expectedMigration ? 'ok' : 'pending';
  } catch {
    checks.database = 'unreachable';
  }
  const ready = checks.database === 'ok' && checks.migrations === 'ok' && checks.shutdown === 'no';
  return { status: ready ? 'ready' : 'not_ready', checks };
}

export function healthRoutes(options: { lifecycle: Lifecycle; expectedMigration?: number }) {
  const expected = options.expectedMigration ?? newestShippedMigration();
  const app = new Hono<AppEnv>();
  app.get('/healthz', (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ status: 'ok' });
  });
  app.get('/readyz', async (c) => {
    c.header('Cache-Control', 'no-store');
    const readiness = await checkReadiness(c.var.deps.db, options.lifecycle, expected);
    return c.json(readiness, readiness.status === 'ready' ? 200 : 503);
  });
  return app;
}
