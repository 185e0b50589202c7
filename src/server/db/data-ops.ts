/**
 * Backups of the embedded database, restores, and the move of an embedded site to PostgreSQL
 * (decision 026). `npm run db:backup`, `db:restore` and `db:move` (src/server/data-cli.ts) call
 * these; the tests call them directly.
 */
import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { is, sql, type SQL } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePg, type NodePgDatabase } from 'drizzle-orm/node-postgres';
import { readMigrationFiles } from 'drizzle-orm/migrator';
import pg from 'pg';
import * as schema from './schema';
import { openDatabase } from './client';
import { migrateDatabase, MIGRATIONS_FOLDER } from './migrate';
import { acquireFolderLock } from './folder-lock';
import { dumpPglite, folderLockHolder, readControlInfo, requestBackup } from './data-control';

/** A refusal the CLI prints as it is (exit code 2), with no stack. */
export class DataOpRefused extends Error {}

export type RowCounts = Record<string, number>;

/**
 * Every table of the Drizzle schema, parents before children (foreign keys), so that a new table
 * is backed up, counted and moved without a list to keep up to date.
 */
export const SCHEMA_TABLES: string[] = (() => {
  const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
  const parents = new Map<string, string[]>();
  for (const table of tables) {
    const config = getTableConfig(table);
    parents.set(
      config.name,
      config.foreignKeys.map((fk) => getTableConfig(fk.reference().foreignTable).name).filter((n) => n !== config.name),
    );
  }
  const ordered: string[] = [];
  const visit = (name: string) => {
    if (ordered.includes(name)) return;
    for (const parent of parents.get(name) ?? []) visit(parent);
    ordered.push(name);
  };
  for (const name of [...parents.keys()].sort()) visit(name);
  return ordered;
})();

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

type Query = <T>(text: string, params?: unknown[]) => Promise<T[]>;
const pgliteQuery =
  (pglite: PGlite): Query =>
  async <T>(text: string, params?: unknown[]) =>
    (await pglite.query<T>(text, params)).rows;

export async function countRows(query: Query): Promise<RowCounts> {
  const counts: RowCounts = {};
  for (const table of SCHEMA_TABLES) {
    const [row] = await query<{ n: number }>(`select count(*)::int as n from ${quote(table)}`);
    counts[table] = row!.n;
  }
  return counts;
}

function sameCounts(a: RowCounts, b: RowCounts): boolean {
  return SCHEMA_TABLES.every((table) => a[table] === b[table]);
}

function openPglite(options: { dataDir?: string; loadDataDir?: Blob }) {
  return PGlite.create({ ...options, extensions: { pg_trgm } });
}

/** A backup file as PGlite loads it: named .tar.gz when gzipped (PGlite decides by the name). */
function tarballOf(bytes: Buffer): File {
  const gzipped = bytes[0] === 0x1f && bytes[1] === 0x8b;
  return new File([new Uint8Array(bytes)], gzipped ? 'backup.tar.gz' : 'backup.tar');
}

function refuseWhileRunning(dataDir: string, doing: string) {
  const pid = readControlInfo(dataDir)?.pid ?? folderLockHolder(dataDir);
  if (pid) {
    throw new DataOpRefused(
      `The site is running on ${dataDir} (process ${pid}). Stop it before ${doing}: ` +
        'the embedded database allows one process per folder.',
    );
  }
}

function hasDatabase(dataDir: string): boolean {
  return fs.existsSync(path.join(dataDir, 'pglite', 'PG_VERSION'));
}

/** A file-name-safe UTC timestamp, e.g. 20261124-133330. */
export function stamp(date = new Date()): string {
  return date
    .toISOString()
    .replace(/\.\d+Z$/, '')
    .replace(/[-:]/g, '')
    .replace('T', '-');
}

export type BackupResult = { file: string; bytes: number; via: 'running site' | 'folder'; counts: RowCounts };

/**
 * Writes a gzipped tarball of DATA_DIR's database to `file` (mode 0600: it holds password hashes
 * and sessions). Through the running site's control listener when one runs on the folder, else
 * by opening the folder. The backup is then opened in memory and counted, so a file that would
 * not restore is reported now.
 */
export async function backupDataDir(dataDir: string, file: string): Promise<BackupResult> {
  const control = readControlInfo(dataDir);
  let tarball: Buffer;
  let via: BackupResult['via'];
  if (control) {
    tarball = await requestBackup(control);
    via = 'running site';
  } else {
    const holder = folderLockHolder(dataDir);
    if (holder) {
      throw new DataOpRefused(
        `Process ${holder} holds ${dataDir} but answers no backup requests (a version before db:backup?). ` +
          'Stop it, then run db:backup again.',
      );
    }
    if (!hasDatabase(dataDir)) throw new DataOpRefused(`There is no embedded database in ${dataDir}.`);
    const handle = await openDatabase({ kind: 'pglite', dataDir });
    try {
      tarball = await dumpPglite(handle.pglite!);
    } finally {
      await handle.close();
    }
    via = 'folder';
  }
  const copy = await openPglite({ loadDataDir: tarballOf(tarball) });
  let counts: RowCounts;
  try {
    counts = await countRows(pgliteQuery(copy));
  } finally {
    await copy.close();
  }
  fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const partial = `${file}.partial`;
  fs.writeFileSync(partial, tarball, { mode: 0o600 });
  fs.renameSync(partial, file);
  return { file, bytes: tarball.length, via, counts };
}

export type RestoreResult = { counts: RowCounts; keptAs: string | null };

/**
 * Replaces DATA_DIR's database by a backup. Refused while a site runs on the folder. The backup is
 * unpacked beside the current database and opened twice (once as loaded, once again from disk)
 * with the same row counts before the current one is renamed `pglite.before-restore-<time>`
 * (kept, never deleted) and the restored one takes its place.
 */
export async function restoreDataDir(dataDir: string, file: string): Promise<RestoreResult> {
  refuseWhileRunning(dataDir, 'restoring a backup');
  if (!fs.existsSync(file)) throw new DataOpRefused(`No such backup file: ${file}`);
  fs.mkdirSync(dataDir, { recursive: true });
  const release = acquireFolderLock(path.join(dataDir, 'prompt-commons.lock'));
  const time = stamp();
  const staging = path.join(dataDir, `pglite.restoring-${time}`);
  try {
    let loaded: RowCounts;
    const first = await openPglite({ dataDir: staging, loadDataDir: tarballOf(fs.readFileSync(file)) }).catch(
      (err: unknown) => {
        throw new DataOpRefused(
          `${file} is not a backup this version can open (${err instanceof Error ? err.message : String(err)}).`,
        );
      },
    );
    try {
      loaded = await countRows(pgliteQuery(first));
    } finally {
      await first.close();
    }
    const reopened = await openPglite({ dataDir: staging });
    let onDisk: RowCounts;
    try {
      onDisk = await countRows(pgliteQuery(reopened));
    } finally {
      await reopened.close();
    }
    if (!sameCounts(loaded, onDisk)) throw new Error('The restored folder does not have the rows of the backup');
    const current = path.join(dataDir, 'pglite');
    let keptAs: string | null = null;
    if (fs.existsSync(current)) {
      keptAs = path.join(dataDir, `pglite.before-restore-${time}`);
      fs.renameSync(current, keptAs);
    }
    fs.renameSync(staging, current);
    return { counts: onDisk, keptAs };
  } catch (err) {
    fs.rmSync(staging, { recursive: true, force: true });
    throw err;
  } finally {
    release();
  }
}

export type MoveResult = { tables: { table: string; source: number; target: number }[]; ms: number };

/** Tables the migrations made that the Drizzle schema does not declare: a move would miss them. */
async function undeclaredTables(query: Query): Promise<string[]> {
  const rows = await query<{ name: string }>(`select tablename as name from pg_tables where schemaname = 'public'`);
  return rows.map((r) => r.name).filter((name) => !SCHEMA_TABLES.includes(name));
}

type Column = { name: string; type: string };

async function columnsOf(query: Query, table: string): Promise<Column[]> {
  // Generated columns (ads.active) are computed again by the target.
  return query<Column>(
    `select a.attname as name, format_type(a.atttypid, a.atttypmod) as type
       from pg_attribute a
      where a.attrelid = $1::regclass and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
      order by a.attnum`,
    [`public.${quote(table)}`],
  );
}

async function primaryKeyOf(query: Query, table: string): Promise<string[]> {
  const rows = await query<{ name: string }>(
    `select a.attname as name
       from pg_index i
       join lateral unnest(i.indkey) with ordinality as k(attnum, ord) on true
       join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k.attnum
      where i.indrelid = $1::regclass and i.indisprimary
      order by k.ord`,
    [`public.${quote(table)}`],
  );
  return rows.map((r) => r.name);
}

const param = (value: unknown, type: string): SQL => sql`${value}::${sql.raw(type)}`;

/**
 * Copies an embedded site (DATA_DIR) into an empty PostgreSQL database, in one transaction: the
 * migrations, every table of the schema in batches of `batchSize` rows (values travel as their
 * PostgreSQL text, so they arrive exactly as they were), the sequences, then a count of every
 * table on both sides. Anything wrong rolls it all back and leaves the target empty.
 */
export async function moveToPostgres(
  dataDir: string,
  targetUrl: string,
  options: { batchSize?: number; log?: (line: string) => void } = {},
): Promise<MoveResult> {
  const started = Date.now();
  const log = options.log ?? (() => {});
  refuseWhileRunning(dataDir, 'moving it');
  if (!hasDatabase(dataDir)) throw new DataOpRefused(`There is no embedded database in ${dataDir}.`);

  const pool = new pg.Pool({ connectionString: targetUrl, max: 1 });
  pool.on('error', () => {});
  try {
    const [{ n: tableCount }] = (
      await pool.query<{ n: number }>(
        `select count(*)::int as n from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
      )
    ).rows as [{ n: number }];
    if (tableCount > 0) {
      throw new DataOpRefused(
        `The target database is not empty (${tableCount} tables). db:move copies into an empty database only.`,
      );
    }
  } catch (err) {
    await pool.end();
    if (err instanceof DataOpRefused) throw err;
    throw new DataOpRefused(`Could not reach the target database: ${(err as Error).message}`);
  }

  const source = await openDatabase({ kind: 'pglite', dataDir });
  try {
    // The source at the newest schema first, so both sides have the same tables and columns.
    await migrateDatabase(source);
    const read = pgliteQuery(source.pglite!);
    const missing = await undeclaredTables(read);
    if (missing.length)
      throw new Error(`Tables outside the Drizzle schema would be left behind: ${missing.join(', ')}`);
    const sourceCounts = await countRows(read);
    const target = drizzlePg({ client: pool }) as NodePgDatabase;
    const tables: MoveResult['tables'] = [];
    await target.transaction(async (tx) => {
      // The migrations as drizzle's migrator applies them, but inside this transaction: the
      // migrator opens a transaction of its own, whose COMMIT would end this one early.
      await tx.execute(sql`create schema if not exists drizzle`);
      await tx.execute(
        sql`create table if not exists drizzle.__drizzle_migrations (id serial primary key, hash text not null, created_at bigint)`,
      );
      for (const migration of readMigrationFiles({ migrationsFolder: MIGRATIONS_FOLDER })) {
        for (const statement of migration.sql) await tx.execute(sql.raw(statement));
        await tx.execute(
          sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${migration.hash}, ${migration.folderMillis})`,
        );
      }
      const write: Query = async <T>(text: string) => (await tx.execute(sql.raw(text))).rows as T[];
      // Rows some migrations insert are replaced by the source's; the triggers that maintain
      // derived tables (tag counts, title words, statistics) stay off while those tables are copied
      // as they are.
      for (const table of SCHEMA_TABLES) await write(`alter table ${quote(table)} disable trigger user`);
      for (const table of [...SCHEMA_TABLES].reverse()) await write(`delete from ${quote(table)}`);
      for (const table of SCHEMA_TABLES) {
        const columns = await columnsOf(read, table);
        const key = await primaryKeyOf(read, table);
        // Qualified: the text casts below are named like the columns, and ORDER BY would sort those.
        const order = (key.length ? key : columns.map((c) => c.name))
          .map((c) => `${quote(table)}.${quote(c)}`)
          .join(', ');
        const keyTypes = key.map((k) => columns.find((c) => c.name === k)!.type);
        const select = columns.map((c) => `${quote(c.name)}::text`).join(', ');
        // PostgreSQL takes at most 65,535 parameters a statement.
        const batch = Math.max(1, Math.min(options.batchSize ?? 500, Math.floor(60_000 / columns.length)));
        let last: unknown[] | null = null;
        let copied = 0;
        for (;;) {
          const after: string =
            last && key.length
              ? `where (${key.map(quote).join(', ')}) > (${keyTypes.map((t, i) => `$${i + 1}::${t}`).join(', ')})`
              : '';
          const rows: { rows: unknown[][] } = await source.pglite!.query<unknown[]>(
            key.length
              ? `select ${select} from ${quote(table)} ${after} order by ${order} limit ${batch}`
              : `select ${select} from ${quote(table)} order by ${order} limit ${batch} offset ${copied}`,
            key.length && last ? last : [],
            { rowMode: 'array' },
          );
          if (!rows.rows.length) break;
          await tx.execute(
            sql`insert into ${sql.raw(quote(table))} (${sql.raw(columns.map((c) => quote(c.name)).join(', '))}) values ${sql.join(
              rows.rows.map(
                (row) =>
                  sql`(${sql.join(
                    row.map((v, i) => param(v, columns[i]!.type)),
                    sql`, `,
                  )})`,
              ),
              sql`, `,
            )}`,
          );
          copied += rows.rows.length;
          const lastRow: unknown[] = rows.rows[rows.rows.length - 1]!;
          last = key.map((k) => lastRow[columns.findIndex((c) => c.name === k)]);
          if (rows.rows.length < batch) break;
        }
        log(`${table}: ${copied} rows`);
      }
      for (const table of SCHEMA_TABLES) await write(`alter table ${quote(table)} enable trigger user`);
      const sequences = await read<{ name: string; last: string | null }>(
        `select sequencename as name, last_value::text as last from pg_sequences where schemaname = 'public'`,
      );
      for (const seq of sequences) {
        await tx.execute(
          seq.last === null
            ? sql`select setval(${`public.${quote(seq.name)}`}::regclass, 1, false)`
            : sql`select setval(${`public.${quote(seq.name)}`}::regclass, ${seq.last}::bigint, true)`,
        );
      }
      const targetCounts = await countRows(write);
      for (const table of SCHEMA_TABLES) {
        tables.push({ table, source: sourceCounts[table]!, target: targetCounts[table]! });
      }
      const wrong = tables.filter((t) => t.source !== t.target);
      if (wrong.length) {
        throw new Error(
          `Row counts differ, nothing was moved: ${wrong.map((t) => `${t.table} ${t.source} → ${t.target}`).join(', ')}`,
        );
      }
    });
    // Fresh planner statistics for the new server.
    await pool.query('analyze');
    return { tables, ms: Date.now() - started };
  } finally {
    await source.close();
    await pool.end();
  }
}
