/**
 * One Drizzle database over either embedded PGlite (a folder on disk, the default) or a
 * PostgreSQL server (DATABASE_URL). The rest of the code sees only `Database`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase } from 'drizzle-orm/pg-core';
import type { NodePgQueryResultHKT } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema';
import { acquireFolderLock } from './folder-lock';
import { watchPglite, watchPool } from './write-watch';
import { enablePreparedStatements } from './pglite-prepared';
import { readCacheOf } from '../lib/read-cache';
import { logger } from '../lib/logger';

export type Schema = typeof schema;
/**
 * Both drivers answer `execute()` with an object whose `rows` holds the records (node-postgres'
 * QueryResult and PGlite's Results), so the node-postgres result type describes both.
 */
export type Database = PgDatabase<NodePgQueryResultHKT, Schema>;

/**
 * Per-connection settings. Typo tolerance: a query word matches a title word at trigram
 * word-similarity 0.5 (the default 0.6 misses one-letter slips such as "markting").
 */
export const SESSION_SETUP = `set pg_trgm.word_similarity_threshold = 0.5`;
const SESSION_OPTIONS = '-c pg_trgm.word_similarity_threshold=0.5';

export type DatabaseHandle = {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** The raw PGlite instance (for dumps in tests), when embedded. */
  pglite?: PGlite;
  close: () => Promise<void>;
};

export type OpenOptions =
  { kind: 'postgres'; url: string; max?: number } | { kind: 'pglite'; dataDir?: string; loadDataDir?: Blob | File };

/**
 * better-auth's lookups of a session by its token and of a user by id: two statements on every
 * signed-in request, prepared on PGlite the first time they are seen (a single row by a unique
 * key: the same plan whatever the value). Should better-auth word them differently, they are
 * simply not prepared; tests/api/auth.test.ts checks that they are.
 */
export const AUTH_LOOKUPS =
  /^select (?:"[a-z_]+", )*"[a-z_]+" from "(sessions|users)" where "\1"\."(?:token|id)" = \$1(?: limit \$2)?$/;

export async function openDatabase(options: OpenOptions): Promise<DatabaseHandle> {
  if (options.kind === 'postgres') {
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.max ?? 10,
      // The session settings travel with the connection's startup packet (libpq `options`):
      // a query of its own on 'connect' would race the pool's first query on that client.
      options: SESSION_OPTIONS,
    });
    // Pool errors on idle clients must not crash the process; the next query reconnects.
    pool.on('error', (err) => logger().error({ err }, '[db] idle client error'));
    const db = drizzlePg({ client: pool, schema }) as unknown as Database;
    // Every write reaches the read cache (decisions 021 and 031).
    watchPool(pool, (kind) => readCacheOf(db).noteWrite(kind));
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  let releaseLock = () => {};
  if (options.dataDir) {
    fs.mkdirSync(options.dataDir, { recursive: true });
    // PGlite is single-process: a second process on the same folder would corrupt it.
    releaseLock = acquireFolderLock(path.join(options.dataDir, 'prompt-commons.lock'));
  }
  const pglite = await PGlite.create({
    dataDir: options.dataDir ? path.join(options.dataDir, 'pglite') : undefined,
    extensions: { pg_trgm },
    loadDataDir: options.loadDataDir,
    // Nothing checkpoints PGlite on its own (single-user mode): keep the write-ahead log
    // small; db/maintenance.ts checkpoints periodically.
    startParams: [...PGlite.defaultStartParams, '-c', 'max_wal_size=64MB', '-c', 'min_wal_size=32MB'],
  });
  await pglite.exec(SESSION_SETUP);
  // The hot statements run as named prepared statements (pglite-prepared.ts); installed before
  // the write watch, which wraps it.
  enablePreparedStatements(pglite, { matching: [AUTH_LOOKUPS] });
  const db = drizzlePglite({ client: pglite, schema }) as unknown as Database;
  // Every write reaches the read cache (decisions 021 and 031).
  watchPglite(pglite, (kind) => readCacheOf(db).noteWrite(kind));
  return {
    db,
    kind: 'pglite',
    pglite,
    close: async () => {
      await pglite.close();
      releaseLock();
    },
  };
}
