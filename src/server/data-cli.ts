/**
 * `npm run db:backup [-- --out FILE]`, `npm run db:restore -- FILE` and
 * `npm run db:move -- --to postgres://…` (decision 026): backups of the embedded database
 * (DATA_DIR), consistent while the site runs, and the move of an embedded site to PostgreSQL.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { parseEnv } from './env';
import { loadDotEnv } from './dotenv';
import { backupDataDir, DataOpRefused, moveToPostgres, restoreDataDir, stamp, type RowCounts } from './db/data-ops';

const USAGE = `Usage:
  npm run db:backup [-- --out FILE]        back up the embedded database (DATA_DIR), also while the site runs
  npm run db:restore -- FILE               replace DATA_DIR's database by a backup (the site must be stopped)
  npm run db:move -- --to postgres://…     copy DATA_DIR's site into an empty PostgreSQL database`;

function countsTable(counts: RowCounts): string {
  const width = Math.max(...Object.keys(counts).map((t) => t.length));
  return Object.entries(counts)
    .map(([table, n]) => `  ${table.padEnd(width)}  ${String(n).padStart(8)}`)
    .join('\n');
}

const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

async function main(argv: string[]): Promise<void> {
  const [command, ...rest] = argv;
  loadDotEnv();
  const env = parseEnv();
  const started = Date.now();
  if (command === 'backup') {
    const { values } = parseArgs({ args: rest, options: { out: { type: 'string' } } });
    if (env.DATABASE_URL) {
      throw new DataOpRefused(
        'DATABASE_URL is set: the site runs on PostgreSQL. Back it up with pg_dump, e.g.\n' +
          '  pg_dump --format=custom --file=prompt-commons.dump "$DATABASE_URL"\n' +
          'and restore with pg_restore --clean --if-exists --no-owner --dbname="$DATABASE_URL" prompt-commons.dump',
      );
    }
    const file = path.resolve(values.out ?? `prompt-commons-backup-${stamp()}.tar.gz`);
    if (fs.existsSync(file)) throw new DataOpRefused(`${file} exists already: choose another --out.`);
    const result = await backupDataDir(env.dataDir, file);
    console.log(
      `[db] backed up ${env.dataDir} (through the ${result.via}) to ${file}: ${megabytes(result.bytes)} in ${seconds(Date.now() - started)}. The backup opens, with these rows:\n${countsTable(result.counts)}`,
    );
    return;
  }
  if (command === 'restore') {
    const { positionals } = parseArgs({ args: rest, allowPositionals: true, options: {} });
    if (positionals.length !== 1) throw new DataOpRefused(`db:restore takes one backup file.\n${USAGE}`);
    if (env.DATABASE_URL) {
      throw new DataOpRefused('DATABASE_URL is set: restore a PostgreSQL database with pg_restore (see the README).');
    }
    const result = await restoreDataDir(env.dataDir, path.resolve(positionals[0]!));
    console.log(
      `[db] restored ${positionals[0]} into ${env.dataDir} in ${seconds(Date.now() - started)}; it opens, with these rows:\n${countsTable(result.counts)}`,
    );
    if (result.keptAs) console.log(`[db] the previous database is kept in ${result.keptAs} (delete it when satisfied)`);
    return;
  }
  if (command === 'move') {
    const { values } = parseArgs({ args: rest, options: { to: { type: 'string' } } });
    if (!values.to || !/^postgres(ql)?:\/\//.test(values.to)) {
      throw new DataOpRefused(`db:move needs --to postgres://user:password@host:5432/database.\n${USAGE}`);
    }
    const result = await moveToPostgres(env.dataDir, values.to, { log: (line) => console.log(`[db] ${line}`) });
    const counts = Object.fromEntries(result.tables.map((t) => [t.table, t.target]));
    console.log(
      `[db] moved ${env.dataDir} to PostgreSQL in ${seconds(result.ms)}; every table has the same number of rows on both sides:\n${countsTable(counts)}\n` +
        '[db] Start the site with DATABASE_URL set to that address. The embedded folder is left as it was.',
    );
    return;
  }
  throw new DataOpRefused(USAGE);
}

main(process.argv.slice(2)).then(
  () => process.exit(0),
  (err: unknown) => {
    if (err instanceof DataOpRefused) {
      console.error(err.message);
      process.exit(2);
    }
    console.error('[db] failed:', err instanceof Error ? err.message : err);
    process.exit(1);
  },
);
