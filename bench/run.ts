/**
 * Prompt Commons benchmark (`npm run bench`).
 *
 *   npm run bench                              # 1,000 and 100,000 prompts, PGlite (+ PostgreSQL if DATABASE_URL)
 *   npm run bench -- --sizes 1000 --quick      # fewer sizes / iterations
 *   npm run bench -- --db pglite               # only one database kind (pglite | postgres)
 *   npm run bench -- --rebuild                 # ignore the PGlite cache in bench/.cache/
 *   npm run bench -- --client-dir dist/client  # where the built client is
 *   npm run bench -- --apply-sql bench/proposals.sql --out bench/results-proposals.md
 *                                              # try index/statistics changes on the bench's copy
 *   npm run bench -- --import-rows 10000       # size of the CSV import test (0: skip it)
 *   npm run bench -- relevance                 # only the search relevance set (bench/relevance.ts), quick
 *   npm run bench -- client                    # built client: JS for /, Lighthouse mobile (bench/client.ts)
 *   DATABASE_URL=postgresql://… npm run bench -- --sizes 100000,1000000 --db postgres --import-rows 0 \
 *     --out bench/results-1m.md                # 1M prompts: the 100k set multiplied in SQL (bench/dataset.ts)
 *   npm run bench -- --keep-postgres pc_keep   # keep the PostgreSQL databases built (named pc_keep_<size>_<key>)
 *                                              # and reuse them in later runs (drop them by hand when done)
 *   npm run bench -- --keep-postgres pc_keep --build-only
 *                                              # only build (and keep) them: no measurement, so no need to hold
 *                                              # the machine's benchmark lock meanwhile
 *   npm run bench -- http [--load] [--edits]   # HTTP throughput of the real server (bench/http.ts)
 *   npm run bench -- export [rows] [--postgres] # full CSV/NDJSON exports: time, size, server RSS (bench/export-bench.ts)
 *
 * Builds data sets from the real seed collections (bench/dataset.ts), caches the built
 * PGlite databases in bench/.cache/, times the service functions in process
 * (bench/suite.ts), times the admin CSV import of a 100,000-row file on an empty database of
 * each kind with other requests probed meanwhile (bench/import-bench.ts), and prints / writes
 * bench/results.md.
 */
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { sql } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { openDatabase, SESSION_SETUP, type Database, type DatabaseHandle } from '../src/server/db/client';
import * as schema from '../src/server/db/schema';
import { maintainDatabase } from '../src/server/db/maintenance';
import { migrateDatabase } from '../src/server/db/migrate';
import { backfillHeadVectors } from '../src/server/db/backfill';
import { clientJsSize, JS_BUDGET_KB } from './bundle-size';
import {
  buildDataset,
  DATA_VERSION,
  loadRealPrompts,
  multiplyDataset,
  MULTIPLY_BASE,
  type BuildStats,
} from './dataset';
import { fmtMs, type MeasureOptions } from './measure';
import { runSuite, type OpResult, type SuiteResult } from './suite';
import { describeRelevance, runRelevance } from './relevance';
import { clientBench } from './client';
import { runHttpBench } from './http';
import { runExportBench } from './export-bench';
import {
  benchImport,
  describeImport,
  IMPORT_PROBE,
  importTempDir,
  writeImportCsv,
  type ImportBenchResult,
} from './import-bench';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BENCH = path.join(ROOT, 'bench');
const CACHE_DIR = path.join(BENCH, '.cache');

// ---------------------------------------------------------------------------
// Options
// ---------------------------------------------------------------------------

type Kind = 'pglite' | 'postgres';

function parseArgs(argv: string[]) {
  const opts = {
    sizes: [1_000, 100_000],
    quick: false,
    rebuild: false,
    dbs: ['pglite', 'postgres'] as Kind[],
    clientDir: path.join(ROOT, 'dist', 'client'),
    applySql: null as string | null,
    out: path.join(BENCH, 'results.md'),
    importRows: 100_000,
    keepPostgres: null as string | null,
    buildOnly: false,
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const [key, inline] = a.includes('=') ? [a.slice(0, a.indexOf('=')), a.slice(a.indexOf('=') + 1)] : [a, undefined];
    const value = () => inline ?? argv[++i] ?? '';
    switch (key) {
      case '--sizes':
        opts.sizes = value()
          .split(',')
          .map((s) => Number(s.trim().replace(/_/g, '').replace(/k$/i, '000')))
          .filter((n) => Number.isInteger(n) && n > 0);
        break;
      case '--quick':
        opts.quick = true;
        break;
      case '--rebuild':
        opts.rebuild = true;
        break;
      case '--db':
        opts.dbs = value()
          .split(',')
          .map((s) => s.trim()) as Kind[];
        break;
      case '--client-dir':
        opts.clientDir = path.resolve(value());
        break;
      case '--apply-sql':
        opts.applySql = path.resolve(value());
        break;
      case '--out':
        opts.out = path.resolve(value());
        break;
      case '--import-rows':
        opts.importRows = Number(value().replace(/_/g, '').replace(/k$/i, '000'));
        if (!Number.isInteger(opts.importRows) || opts.importRows < 0) throw new Error('--import-rows needs a number');
        break;
      case '--keep-postgres':
        opts.keepPostgres = value();
        if (!/^[a-z][a-z0-9_]{0,30}$/.test(opts.keepPostgres))
          throw new Error('--keep-postgres needs a database name prefix');
        break;
      case '--build-only':
        opts.buildOnly = true;
        break;
      case '--help':
      case '-h':
        console.log(fs.readFileSync(fileURLToPath(import.meta.url), 'utf8').split('*/')[0]);
        process.exit(0);
        break;
      default:
        console.error(`unknown option ${a}`);
        process.exit(2);
    }
  }
  if (!opts.sizes.length) throw new Error('--sizes needs at least one positive integer');
  if (opts.buildOnly && !opts.keepPostgres) throw new Error('--build-only needs --keep-postgres');
  return opts;
}

if (process.argv[2] === 'export') {
  await runExportBench(process.argv.slice(3));
  process.exit(0);
}
if (process.argv[2] === 'http') {
  await runHttpBench(process.argv.slice(3));
  process.exit(0);
}

if (process.argv[2] === 'relevance') {
  await relevanceOnly();
  process.exit(0);
}
if (process.argv[2] === 'client') {
  await clientBench(process.argv.slice(3));
  process.exit(0);
}

const opts = parseArgs(process.argv.slice(2));
const measureOptions: MeasureOptions = opts.quick
  ? { fast: 40, slow: 10, warmup: 5 }
  : { fast: 200, slow: 50, warmup: 20 };
const log = (line: string) => console.log(line);
const sizeLabel = (n: number) => (n % 1000 === 0 ? `${n / 1000}k` : String(n));

// ---------------------------------------------------------------------------
// Databases
// ---------------------------------------------------------------------------

type BuildInfo = BuildStats & {
  cached: boolean;
  /** How the data set was made when not by inserting every row (the 1M multiplication). */
  note?: string;
  loadMs?: number;
  builtAt: string;
};

/**
 * Changes whenever the stored rows would change: the generator (DATA_VERSION), the parsed
 * seed prompts (so CSV or parser changes count, unrelated edits to seed-data.ts do not), and
 * the app code that derives the indexed columns. Migrations are not part of it: a cached
 * database is migrated when it is loaded, so a new migration (a new index, say) is applied
 * to the cached data instead of forcing a rebuild.
 */
async function cacheKey(): Promise<string> {
  const h = createHash('sha256').update(`data-version:${DATA_VERSION}\n`);
  for (const p of await loadRealPrompts()) h.update(JSON.stringify([p.title, p.content, p.category, p.tags]));
  for (const f of [
    'src/server/features/prompts/prompt-rows.ts',
    'src/server/lib/search-text.ts',
    'src/server/lib/minhash.ts',
  ]) {
    h.update(f).update(fs.readFileSync(path.join(ROOT, f)));
  }
  return h.digest('hex').slice(0, 10);
}

/**
 * The in-memory PGlite the cache is built in: the app's setup (openDatabase in
 * src/server/db/client.ts: pg_trgm, Drizzle over the same schema), plus a small
 * max_wal_size. PGlite runs PostgreSQL in single-user mode, where nothing checkpoints on its
 * own: WAL grows without bound (3.4 GB for 1.1 GB of data at 100k prompts), and a checkpoint
 * keeps up to max_wal_size of recycled segments, which would all end up in the dump (and
 * push it past the 4 GB typed-array limit of dumpDataDir). The `-c` options are not stored in
 * the data directory: the cache is later opened with openDatabase's defaults.
 */
async function openBuildPglite(): Promise<DatabaseHandle> {
  const pglite = await PGlite.create({
    extensions: { pg_trgm },
    startParams: [...PGlite.defaultStartParams, '-c', 'max_wal_size=64MB', '-c', 'min_wal_size=32MB'],
  });
  // The app's session settings (the typo search's trigram threshold), as openDatabase sets them.
  await pglite.exec(SESSION_SETUP);
  const db = drizzlePglite({ client: pglite, schema }) as unknown as Database;
  return { db, kind: 'pglite', pglite, close: () => pglite.close() };
}

async function openPglite(n: number): Promise<{ handle: DatabaseHandle; build: BuildInfo }> {
  fs.mkdirSync(CACHE_DIR, { recursive: true });
  const stem = `pglite-${n}-v${DATA_VERSION}-${await cacheKey()}`;
  const tarPath = path.join(CACHE_DIR, `${stem}.tar.gz`);
  const metaPath = path.join(CACHE_DIR, `${stem}.json`);
  if (!opts.rebuild && fs.existsSync(tarPath) && fs.existsSync(metaPath)) {
    const t = performance.now();
    const blob = new Blob([fs.readFileSync(tarPath)]);
    const handle = await openDatabase({ kind: 'pglite', loadDataDir: blob });
    await migrateDatabase(handle); // no-op unless migrations were added
    await backfillHeadVectors(handle.db); // as the app does at start-up (src/server/db/open.ts)
    const loadMs = performance.now() - t;
    // What the app does when it starts on PGlite (src/server/db/maintenance.ts): VACUUM
    // tag_counts and ANALYZE, which also picks up statistics settings of new migrations.
    const meta = JSON.parse(fs.readFileSync(metaPath, 'utf8')) as BuildInfo;
    log(`  loaded cached ${path.relative(ROOT, tarPath)} in ${(loadMs / 1000).toFixed(1)} s (built ${meta.builtAt})`);
    const m = performance.now();
    await maintainDatabase(handle);
    log(
      `  start-up maintenance (maintainDatabase: VACUUM tag_counts, ANALYZE) took ${((performance.now() - m) / 1000).toFixed(1)} s`,
    );
    return { handle, build: { ...meta, cached: true, loadMs } };
  }
  log(`  building ${n.toLocaleString('en')} prompts on PGlite (in memory)...`);
  const handle = await openBuildPglite();
  await migrateDatabase(handle);
  const stats = await buildDataset(handle.db, n, log, { checkpoint: true });
  log(
    `  built in ${(stats.totalMs / 1000).toFixed(1)} s (${stats.promptsPerSec.toFixed(0)} prompts/s); dumping to cache...`,
  );
  const t = performance.now();
  await handle.db.execute(sql`checkpoint`);
  const dump = await handle.pglite!.dumpDataDir('gzip');
  const tmp = `${tarPath}.tmp`;
  fs.writeFileSync(tmp, Buffer.from(await dump.arrayBuffer()));
  fs.renameSync(tmp, tarPath);
  const build: BuildInfo = {
    ...stats,
    cached: false,
    builtAt: new Date().toISOString(),
  };
  fs.writeFileSync(metaPath, JSON.stringify(build, null, 2));
  // Older caches for this size are stale now.
  for (const f of fs.readdirSync(CACHE_DIR)) {
    if (f.startsWith(`pglite-${n}-`) && !f.startsWith(stem)) fs.rmSync(path.join(CACHE_DIR, f));
  }
  log(
    `  cached ${path.relative(ROOT, tarPath)} (${(fs.statSync(tarPath).size / 1e6).toFixed(1)} MB) in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );
  return { handle, build };
}

async function openPostgres(
  url: string,
  n: number,
): Promise<{
  handle: DatabaseHandle;
  build: BuildInfo;
  drop: () => Promise<void>;
}> {
  const keep = opts.keepPostgres;
  const key = keep ? await cacheKey() : '';
  const keptName = (size: number) => `${keep}_${sizeLabel(size)}_v${DATA_VERSION}_${key}`;
  if (keep && (await keptDatabase(url, keptName(n)))) {
    const handle = await openNamedPostgres(url, keptName(n));
    await migrateDatabase(handle);
    log(`  reusing the kept database ${keptName(n)}`);
    const meta = JSON.parse(
      (
        (
          await handle.db.execute(
            sql`select shobj_description(oid, 'pg_database') as meta from pg_database where datname = current_database()`,
          )
        ).rows[0] as { meta: string }
      ).meta,
    ) as BuildInfo;
    return { handle, build: { ...meta, cached: true }, drop: async () => {} };
  }
  const multiply = n > MULTIPLY_BASE;
  let opened: Awaited<ReturnType<typeof emptyPostgres>>;
  let baseStats: BuildStats | null = null;
  const t0 = performance.now();
  if (multiply && keep && (await keptDatabase(url, keptName(MULTIPLY_BASE)))) {
    log(`  copying the kept ${sizeLabel(MULTIPLY_BASE)} database ${keptName(MULTIPLY_BASE)}...`);
    opened = await emptyPostgres(url, String(n), { name: keptName(n), template: keptName(MULTIPLY_BASE) });
  } else {
    opened = await emptyPostgres(url, String(n), keep ? { name: keptName(n) } : {});
    const size = multiply ? MULTIPLY_BASE : n;
    log(`  building ${size.toLocaleString('en')} prompts in a scratch database...`);
    baseStats = await buildDataset(opened.handle.db, size, log);
    log(`  built in ${(baseStats.totalMs / 1000).toFixed(1)} s (${baseStats.promptsPerSec.toFixed(0)} prompts/s)`);
  }
  let build: BuildInfo;
  if (multiply) {
    log(`  multiplying to ${n.toLocaleString('en')} prompts in SQL...`);
    const grown = await multiplyDataset(opened.handle.db, n, log);
    const totalMs = performance.now() - t0;
    log(`  multiplied in ${(grown.ms / 1000).toFixed(1)} s`);
    build = {
      prompts: n,
      insertMs: grown.ms,
      totalMs,
      promptsPerSec: (n - MULTIPLY_BASE) / (grown.ms / 1000),
      cached: false,
      builtAt: new Date().toISOString(),
      note:
        `the ${sizeLabel(MULTIPLY_BASE)} set multiplied in SQL in ${(grown.ms / 1000).toFixed(0)} s (` +
        grown.steps.map((s) => `${s.step} ${(s.ms / 1000).toFixed(0)} s`).join(', ') +
        `)${baseStats ? `, after building the ${sizeLabel(MULTIPLY_BASE)} set in ${(baseStats.totalMs / 1000).toFixed(0)} s` : ''}`,
    };
  } else {
    build = { ...baseStats!, cached: false, builtAt: new Date().toISOString() };
  }
  if (keep) {
    // The database's comment marks it complete (and says how it was built).
    await opened.handle.db.execute(
      sql.raw(`comment on database ${keptName(n)} is '${JSON.stringify(build).replace(/'/g, "''")}'`),
    );
    opened.keep();
    log(`  kept as ${keptName(n)}`);
    return { handle: opened.handle, build, drop: async () => {} };
  }
  return { handle: opened.handle, build, drop: opened.drop };
}

/** Whether a database kept by --keep-postgres exists and was completed (its comment is set). */
async function keptDatabase(url: string, name: string): Promise<boolean> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    const r = await admin.query(
      `select shobj_description(oid, 'pg_database') as meta from pg_database where datname = $1`,
      [name],
    );
    return r.rows.length > 0 && r.rows[0].meta !== null;
  } finally {
    await admin.end();
  }
}

function openNamedPostgres(url: string, name: string): Promise<DatabaseHandle> {
  const dbUrl = new URL(url);
  dbUrl.pathname = `/${name}`;
  return openDatabase({ kind: 'postgres', url: dbUrl.toString(), max: 4 });
}

/** An empty, migrated scratch database on the server (dropped by the returned function). */
async function emptyPostgres(
  url: string,
  label: string,
  options: { name?: string; template?: string } = {},
): Promise<{ handle: DatabaseHandle; drop: () => Promise<void>; keep: () => void }> {
  const name = options.name ?? `pc_bench_${process.pid}_${label}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name}`);
    await admin.query(`create database ${name}${options.template ? ` template ${options.template}` : ''}`);
  } finally {
    await admin.end();
  }
  const drop = async () => {
    const c = new pg.Client({ connectionString: url });
    await c.connect();
    try {
      await c.query(`drop database if exists ${name} with (force)`);
    } finally {
      await c.end();
    }
  };
  dropOnExit.add(drop);
  const handle = await openNamedPostgres(url, name);
  await migrateDatabase(handle);
  return {
    handle,
    drop: async () => {
      dropOnExit.delete(drop);
      await drop();
    },
    keep: () => dropOnExit.delete(drop),
  };
}

/** Runs a file of SQL statements (one per `;` at a line end) against the bench's database. */
async function applySql(handle: DatabaseHandle, file: string) {
  const text = fs.readFileSync(file, 'utf8').replace(/^\s*--.*$/gm, '');
  const statements = text
    .split(/;\s*$/m)
    .map((s) => s.trim())
    .filter(Boolean);
  const t = performance.now();
  for (const statement of statements) await handle.db.execute(sql.raw(statement));
  log(
    `  applied ${statements.length} statements from ${path.relative(ROOT, file)} in ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );
}

const dropOnExit = new Set<() => Promise<void>>();
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void Promise.allSettled([...dropOnExit].map((d) => d())).finally(() => process.exit(130));
  });
}

// ---------------------------------------------------------------------------
// Run
// ---------------------------------------------------------------------------

type Run = {
  kind: Kind;
  size: number;
  build: BuildInfo;
  suite: SuiteResult;
  rows: number;
  load: [number, number];
};
const runs: Run[] = [];

const kinds = opts.dbs.filter((k) => k === 'pglite' || (k === 'postgres' && process.env.DATABASE_URL));
if (opts.dbs.includes('postgres') && !process.env.DATABASE_URL) log('DATABASE_URL is not set: PostgreSQL is skipped.');

for (const kind of kinds) {
  for (const size of opts.sizes) {
    log(`\n== ${kind}, ${size.toLocaleString('en')} prompts ==`);
    const opened: {
      handle: DatabaseHandle;
      build: BuildInfo;
      drop?: () => Promise<void>;
    } = kind === 'pglite' ? await openPglite(size) : await openPostgres(process.env.DATABASE_URL!, size);
    if (opts.buildOnly) {
      await opened.handle.close();
      continue;
    }
    try {
      if (opts.applySql) await applySql(opened.handle, opts.applySql);
      const count = Number(
        ((await opened.handle.db.execute(sql`select count(*)::int as n from prompts`)).rows[0] as { n: number }).n,
      );
      const loadBefore = os.loadavg()[0]!;
      const suite = await runSuite(opened.handle.db, measureOptions, log);
      const loadAfter = os.loadavg()[0]!;
      for (const c of suite.checks) log(`  check: ${c}`);
      log(`  load average (1 min): ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after the measurements`);
      runs.push({
        kind,
        size,
        build: opened.build,
        suite,
        rows: count,
        load: [loadBefore, loadAfter],
      });
    } finally {
      await opened.handle.close();
      await opened.drop?.();
    }
  }
}

if (opts.buildOnly) process.exit(0);

// The CSV import: one file, imported into an empty database of each kind.
const imports: { kind: Kind; result: ImportBenchResult }[] = [];
if (opts.importRows > 0) {
  const { dir, cleanup } = importTempDir();
  try {
    const file = path.join(dir, 'prompts.csv');
    log(`\n== CSV import, ${opts.importRows.toLocaleString('en')} rows ==`);
    const bytes = await writeImportCsv(file, opts.importRows);
    log(`  wrote ${path.basename(file)} (${(bytes / 1024 / 1024).toFixed(1)} MB)`);
    for (const kind of kinds) {
      const opened =
        kind === 'pglite'
          ? // A data folder, as `npm start` runs it.
            { handle: await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'data') }), drop: async () => {} }
          : await emptyPostgres(process.env.DATABASE_URL!, 'import');
      try {
        if (kind === 'pglite') await migrateDatabase(opened.handle);
        const result = await benchImport(opened.handle, file, opts.importRows);
        for (const line of describeImport(kind, result)) log(`  ${line}`);
        imports.push({ kind, result });
      } finally {
        await opened.handle.close();
        await opened.drop();
      }
    }
  } finally {
    cleanup();
  }
}

// ---------------------------------------------------------------------------
// Report
// ---------------------------------------------------------------------------

const TARGET_SIZE = 100_000;

function targetCell(op: OpResult | undefined, kind: Kind, size: number): string {
  if (!op?.target) return '';
  const value = op.target.stat === 'p95' ? op.p95 : op.median;
  const label = `${op.target.stat} < ${op.target.limitMs} ms`;
  if (kind !== 'pglite' || size !== TARGET_SIZE) return label;
  return `${label} ${value < op.target.limitMs ? '✓' : '✗'}`;
}

const lines: string[] = [];
const out = (s = '') => lines.push(s);

out('# Prompt Commons benchmark results');
out();
out(
  `${new Date().toISOString()} · Node ${process.version} · ${os.cpus().length}× ${os.cpus()[0]?.model.trim() ?? 'cpu'} · ` +
    `${(os.totalmem() / 2 ** 30).toFixed(0)} GB · ${opts.quick ? 'quick' : 'full'} run (${measureOptions.fast} iterations, ${measureOptions.slow} for ops slower than 20 ms, ${measureOptions.warmup} warm-up)`,
);
out();
if (opts.applySql) {
  out(
    `**With \`${path.relative(ROOT, opts.applySql)}\` applied to the benchmark databases after loading** (not part of the app's migrations).`,
  );
  out();
}
out(
  'Server-side times in ms (service functions called in process, `performance.now()`), median and p95 (nearest rank).',
);

for (const kind of kinds) {
  const kindRuns = runs.filter((r) => r.kind === kind);
  if (!kindRuns.length) continue;
  out();
  out(`## ${kind === 'pglite' ? 'PGlite (embedded, in memory)' : 'PostgreSQL server'}`);
  out();
  const sizes = kindRuns.map((r) => r.size);
  const showTarget = kind === 'pglite' && sizes.includes(TARGET_SIZE);
  const header = ['Operation', ...sizes.flatMap((s) => [`${sizeLabel(s)} median`, `${sizeLabel(s)} p95`])];
  if (showTarget) header.push(`Target (${sizeLabel(TARGET_SIZE)})`);
  out(`| ${header.join(' | ')} |`);
  out(`|${header.map((_, i) => (i === 0 ? ' --- ' : ' ---: ')).join('|')}|`);
  const names = [...new Set(kindRuns.flatMap((r) => r.suite.ops.map((o) => o.name)))];
  for (const name of names) {
    const cells = [name];
    for (const r of kindRuns) {
      const op = r.suite.ops.find((o) => o.name === name);
      cells.push(fmtMs(op?.median), fmtMs(op?.p95));
    }
    if (showTarget) {
      const r = kindRuns.find((x) => x.size === TARGET_SIZE)!;
      cells.push(
        targetCell(
          r.suite.ops.find((o) => o.name === name),
          kind,
          TARGET_SIZE,
        ),
      );
    }
    out(`| ${cells.join(' | ')} |`);
  }
  out();
  out('Build (insert through Drizzle with `indexedColumns`, batched multi-row inserts in transactions, then ANALYZE):');
  out();
  out('| Size | Rows | Insert time | Throughput | Total incl. ANALYZE | Note |');
  out('| --- | ---: | ---: | ---: | ---: | --- |');
  for (const r of kindRuns) {
    const how = r.build.note ? `${r.build.note}; ` : '';
    const note = r.build.cached
      ? kind === 'postgres'
        ? `${how}kept database (--keep-postgres) built ${r.build.builtAt}`
        : `loaded from bench/.cache in ${((r.build.loadMs ?? 0) / 1000).toFixed(1)} s; built ${r.build.builtAt}`
      : `${how}built in this run`;
    out(
      `| ${sizeLabel(r.size)} | ${r.rows.toLocaleString('en')} | ${(r.build.insertMs / 1000).toFixed(1)} s | ${r.build.promptsPerSec.toFixed(0)} prompts/s | ${(r.build.totalMs / 1000).toFixed(1)} s | ${note} |`,
    );
  }
  const largest = kindRuns[kindRuns.length - 1]!;
  out();
  out(
    `Search queries at ${sizeLabel(largest.size)} (median / max of the timed runs; hits on the first page, + = more pages):`,
  );
  out();
  out('| Query | Kind | newest median | newest max | relevance median | relevance max | hits |');
  out('| --- | --- | ---: | ---: | ---: | ---: | ---: |');
  const qs = largest.suite.queries;
  for (const q of qs.filter((x) => x.sort === 'newest')) {
    const rel = qs.find((x) => x.sort === 'relevance' && x.query === q.query);
    out(
      `| \`${q.query}\` | ${q.label} | ${fmtMs(q.median)} | ${fmtMs(q.max)} | ${fmtMs(rel?.median)} | ${fmtMs(rel?.max)} | ${q.hits}${q.more ? '+' : ''} |`,
    );
  }
  const checks = kindRuns.flatMap((r) => [
    ...r.suite.checks.map((c) => `${sizeLabel(r.size)}: ${c}`),
    `${sizeLabel(r.size)}: load average (1 min) ${r.load[0].toFixed(1)} before / ${r.load[1].toFixed(1)} after the measurements on ${os.cpus().length} CPUs${Math.max(...r.load) > os.cpus().length ? ' (machine busy: times are inflated)' : ''}`,
  ]);
  if (checks.length) {
    out();
    out('Checks:');
    out();
    for (const c of checks) out(`- ${c}`);
  }
}

if (imports.length) {
  out();
  out('## Admin CSV import');
  out();
  const first = imports[0]!.result;
  out(
    `A ${first.rows.toLocaleString('en')}-row file built from the bench data set (${(first.bytes / 1024 / 1024).toFixed(1)} MB), uploaded to ` +
      '`POST /api/admin/imports` of an empty database (PGlite in a data folder, as `npm start` runs it) and imported in the background; meanwhile a worker thread ' +
      `sends \`${IMPORT_PROBE}\` to the listening app every 50 ms and times the answers (from the upload's acceptance to the end). ` +
      'Main thread CPU: the thread that serves requests and, on PGlite, runs the database.',
  );
  out();
  out(
    `| Database | Browsable | Searchable + duplicate check | ${IMPORT_PROBE} median (ms) | p95 (ms) | max (ms) | Main thread CPU | Load (1 min) before / after |`,
  );
  out('| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
  for (const { kind, result: r } of imports) {
    out(
      `| ${kind === 'pglite' ? 'PGlite' : 'PostgreSQL'} | ${(r.browsableMs / 1000).toFixed(1)} s${r.status.status === 'done' ? '' : ` (${r.status.status})`} | ` +
        `${(r.searchableMs / 1000).toFixed(1)} s | ${fmtMs(r.allProbes.median)} | ${fmtMs(r.allProbes.p95)} | ${fmtMs(r.allProbes.max)} | ` +
        `${r.mainThreadCpu.toFixed(1)} s | ${r.load[0].toFixed(1)} / ${r.load[1].toFixed(1)} on ${os.cpus().length} CPUs |`,
    );
  }
  // Targets of issue 12 (decision 023), from the upload's acceptance.
  for (const { kind, result: r } of imports) {
    if (r.rows !== TARGET_SIZE) continue;
    const searchLimit = kind === 'pglite' ? 60 : 30;
    out();
    out(
      `Targets on ${kind === 'pglite' ? 'PGlite' : 'PostgreSQL'}: browsable within 15 s ${(r.browsableMs / 1000).toFixed(1)} s ${r.browsableMs <= 15_000 ? '✓' : '✗'}; ` +
        `searchable within ${searchLimit} s ${(r.searchableMs / 1000).toFixed(1)} s ${r.searchableMs <= searchLimit * 1000 ? '✓' : '✗'}; ` +
        `other requests p95 ≤ 100 ms ${fmtMs(r.allProbes.p95)} ms ${r.allProbes.p95 <= 100 ? '✓' : '✗'}`,
    );
  }
}

out();
out('## Client JavaScript for `/`');
out();
const bundle = clientJsSize(opts.clientDir);
if (bundle.ok) {
  const kb = bundle.totalSent / 1024;
  out(
    `Entry script + modulepreloads: ${(bundle.totalBytes / 1024).toFixed(1)} KB raw, ${(bundle.totalGzip / 1024).toFixed(1)} KB gzip, **${kb.toFixed(1)} KB sent (brotli)** (budget ${JS_BUDGET_KB} KB) ${kb <= JS_BUDGET_KB ? '✓' : '✗'}`,
  );
  out();
  for (const f of bundle.files)
    out(
      `- ${f.file}: ${(f.bytes / 1024).toFixed(1)} KB raw, ${(f.gzip / 1024).toFixed(1)} KB gzip, ${(f.sent / 1024).toFixed(1)} KB sent`,
    );
} else {
  out(`Skipped: ${bundle.reason}.`);
}

log('\n== search relevance (seeded collections) ==');
out();
for (const line of describeRelevance(await runRelevance(log))) out(line);

const report = lines.join('\n') + '\n';
console.log('\n' + report);
fs.writeFileSync(opts.out, report);
console.log(`Wrote ${path.relative(ROOT, opts.out)}`);

/**
 * `npm run bench -- relevance`: the relevance set alone. Its section of bench/results.md is
 * replaced (or appended) so the speed figures stay as they were.
 */
async function relevanceOnly() {
  console.log('== search relevance (seeded collections, PGlite in memory) ==');
  const result = await runRelevance((line) => console.log(line));
  const section = describeRelevance(result).join('\n') + '\n';
  console.log('\n' + section);
  const file = path.join(BENCH, 'results.md');
  const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
  writeRelevanceSection(file, current, section);
  console.log(`Wrote the relevance section of ${path.relative(ROOT, file)}`);
}

function writeRelevanceSection(file: string, current: string, section: string) {
  const start = current.indexOf('## Search relevance');
  let next: string;
  if (start < 0) next = `${current.trimEnd()}\n\n${section}`;
  else {
    const end = current.indexOf('\n## ', start + 1);
    next = current.slice(0, start) + section + (end < 0 ? '' : current.slice(end));
  }
  fs.writeFileSync(file, next);
}
