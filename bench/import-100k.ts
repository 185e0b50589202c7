/**
 * `npx tsx bench/import-100k.ts [rows] [maxContentChars] [--memory]`: times the admin CSV import of a
 * 100,000-row file built from the real collections (the bench's data set) on PGlite in a data
 * folder (in memory with `--memory`) (or on a scratch database of DATABASE_URL's server with `--postgres`), through the
 * real routes, with other requests timed meanwhile (bench/import-bench.ts). `npm run bench`
 * runs the same measurement.
 */
import { openDatabase, type DatabaseHandle } from '../src/server/db/client';
import { migrateDatabase } from '../src/server/db/migrate';
import { benchImport, describeImport, importTempDir, writeImportCsv } from './import-bench';
import { openScratchPostgres } from './bench-app';

const args = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const rows = Number(args[0] ?? 100_000);
const maxChars = args[1] ? Number(args[1]) : Infinity;
const onPostgres = process.argv.includes('--postgres');

const { dir, cleanup } = importTempDir();
try {
  const file = `${dir}/prompts.csv`;
  const bytes = await writeImportCsv(file, rows, maxChars);
  console.log(`wrote ${rows.toLocaleString('en')} rows, ${(bytes / 1024 / 1024).toFixed(1)} MB`);
  let handle: DatabaseHandle;
  let drop = async () => {};
  if (onPostgres) {
    ({ handle, drop } = await openScratchPostgres('pc_bench_import'));
  } else {
    // A data folder, as `npm start` runs it (`--memory`: an in-memory PGlite).
    handle = await openDatabase(
      process.argv.includes('--memory') ? { kind: 'pglite' } : { kind: 'pglite', dataDir: `${dir}/data` },
    );
  }
  try {
    await migrateDatabase(handle);
    const result = await benchImport(handle, file, rows);
    for (const line of describeImport(
      onPostgres ? 'PostgreSQL' : process.argv.includes('--memory') ? 'PGlite (in memory)' : 'PGlite (data folder)',
      result,
    ))
      console.log(line);
    console.log(`load average (1 min): ${result.load[0].toFixed(1)} before, ${result.load[1].toFixed(1)} after`);
  } finally {
    await handle.close();
    await drop();
  }
} finally {
  cleanup();
}
