import type { Env } from '../env';
import { openDatabase, type DatabaseHandle } from './client';
import { migrateDatabase } from './migrate';
import { isSeeded, seedDatabase } from './seed';
import { backfillHeadVectors, backfillPreviews, backfillSeedSources } from './backfill';
import { maintainDatabase } from './maintenance';
import { logger } from '../lib/logger';

/** Opens the configured database, applies pending migrations and seeds a new one. */
export async function openAppDatabase(
  env: Env,
  log: (line: string) => void = (line) => logger().info(line),
): Promise<DatabaseHandle> {
  const handle = env.DATABASE_URL
    ? await openDatabase({ kind: 'postgres', url: env.DATABASE_URL })
    : await openDatabase({ kind: 'pglite', dataDir: env.dataDir });
  log(env.DATABASE_URL ? '[db] PostgreSQL server (DATABASE_URL)' : `[db] embedded PGlite in ${env.dataDir}`);
  await migrateDatabase(handle);
  const backfilled = await backfillHeadVectors(handle.db);
  if (backfilled) log(`[db] indexed the titles and tags of ${backfilled} prompts for ranking`);
  const previews = await backfillPreviews(handle.db, (l) => log(`[db] ${l}`));
  if (previews) log(`[db] wrote the card previews of ${previews} prompts`);
  const credited = await backfillSeedSources(handle.db);
  if (credited) log(`[db] credited ${credited} seeded prompts to their collections`);
  if (env.SEED === 'true' && !(await isSeeded(handle.db))) {
    log('[db] first run: seeding the demo prompts (this takes a few seconds)');
    const started = Date.now();
    const { prompts } = await seedDatabase(handle.db, { log: (l) => log(`[db] ${l}`) });
    log(`[db] seeded ${prompts} prompts in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  }
  // Fresh statistics before the first request (PGlite has no autovacuum: db/maintenance.ts).
  await maintainDatabase(handle);
  return handle;
}
