/**
 * `npm run bench -- export [rows] [--postgres] [--port N]`: times the full exports
 * (GET /api/exports/prompts.csv and .ndjson, plain and gzip) of `rows` prompts (default 100,000)
 * of the bench data set (bench/dataset.ts: the real collections and variants of them, ~4 KB a
 * prompt) through the real server, read by curl in another process, and samples the server
 * process's RSS meanwhile (docs/decisions/028-exports-and-feeds.md). PGlite in a data folder, as
 * `npm start` runs it (or a scratch database of DATABASE_URL's server with `--postgres`).
 *
 * The prompts are inserted without their search columns (an export does not read them), which
 * keeps building the data set to a minute or two.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'drizzle-orm';
import { serve } from '@hono/node-server';
import { openDatabase, type DatabaseHandle } from '../src/server/db/client';
import { migrateDatabase } from '../src/server/db/migrate';
import { prompts } from '../src/server/db/schema';
import { generatePrompts } from './dataset';
import { createBenchApp, openScratchPostgres } from './bench-app';

const run = promisify(execFile);

export type ExportRun = {
  file: string;
  encoding: 'identity' | 'gzip';
  seconds: number;
  bytes: number;
  rssBeforeMb: number;
  rssPeakMb: number;
};

const mb = (bytes: number) => bytes / 1024 / 1024;

async function fill(handle: DatabaseHandle, rows: number): Promise<{ seconds: number; chars: number }> {
  const started = performance.now();
  let chars = 0;
  for await (const chunk of generatePrompts(rows)) {
    for (let i = 0; i < chunk.length; i += 250) {
      const part = chunk.slice(i, i + 250);
      chars += part.reduce((n, p) => n + p.title.length + p.content.length, 0);
      await handle.db.insert(prompts).values(
        part.map((p) => ({
          title: p.title,
          content: p.content,
          instructions: p.instructions,
          category: p.category,
          tags: p.tags,
          createdAt: p.createdAt,
          updatedAt: p.createdAt,
          searchVector: sql`''::tsvector`,
          minhash: [],
          lshBands: [],
        })),
      );
    }
  }
  return { seconds: (performance.now() - started) / 1000, chars };
}

/** One export read by curl (another process: its buffers are not the server's), RSS sampled every 20 ms. */
async function exportOnce(port: number, file: string, gzip: boolean): Promise<ExportRun> {
  (globalThis as { gc?: () => void }).gc?.();
  const before = process.memoryUsage.rss();
  let peak = before;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage.rss());
  }, 20);
  const args = ['-s', '-o', '/dev/null', '-w', '%{size_download} %{time_total} %{http_code}'];
  if (gzip) args.push('-H', 'Accept-Encoding: gzip');
  const { stdout } = await run('curl', [...args, `http://127.0.0.1:${port}/api/exports/${file}`]);
  clearInterval(sampler);
  peak = Math.max(peak, process.memoryUsage.rss());
  const [size, time, status] = stdout.trim().split(' ');
  if (status !== '200') throw new Error(`${file}: HTTP ${status}`);
  return {
    file,
    encoding: gzip ? 'gzip' : 'identity',
    seconds: Number(time),
    bytes: Number(size),
    rssBeforeMb: mb(before),
    rssPeakMb: mb(peak),
  };
}

export function describeExports(label: string, rows: number, runs: ExportRun[]): string[] {
  return [
    `Full exports of ${rows.toLocaleString('en')} prompts, ${label} (server RSS sampled every 20 ms; curl reads):`,
    '',
    '| File | Encoding | Time | Size | RSS before | RSS peak | Growth |',
    '|---|---|---|---|---|---|---|',
    ...runs.map(
      (r) =>
        `| ${r.file} | ${r.encoding} | ${r.seconds.toFixed(1)} s | ${mb(r.bytes).toFixed(1)} MB | ${r.rssBeforeMb.toFixed(0)} MB | ${r.rssPeakMb.toFixed(0)} MB | ${(r.rssPeakMb - r.rssBeforeMb).toFixed(0)} MB |`,
    ),
  ];
}

export async function runExportBench(argv: string[]): Promise<void> {
  const positional = argv.filter((a, i) => /^\d+$/.test(a) && argv[i - 1] !== '--port');
  const rows = Number(positional[0] ?? 100_000);
  const portIndex = argv.indexOf('--port');
  const port = portIndex >= 0 ? Number(argv[portIndex + 1]) : 0;
  const onPostgres = argv.includes('--postgres');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'exports-bench-'));
  let handle: DatabaseHandle;
  let drop = async () => {};
  if (onPostgres) {
    ({ handle, drop } = await openScratchPostgres('pc_bench_export'));
  } else {
    handle = await openDatabase({ kind: 'pglite', dataDir: path.join(dir, 'data') });
  }
  try {
    await migrateDatabase(handle);
    const built = await fill(handle, rows);
    console.log(
      `inserted ${rows.toLocaleString('en')} prompts (${mb(built.chars).toFixed(0)} M characters) in ${built.seconds.toFixed(0)} s`,
    );
    const base = 'http://127.0.0.1';
    const { app } = createBenchApp(handle, base);
    const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
      const s = serve({ fetch: app.fetch, port, hostname: '127.0.0.1' }, () => resolve(s));
    });
    const address = server.address();
    const listening = typeof address === 'object' && address ? address.port : port;
    try {
      const runs: ExportRun[] = [];
      for (const file of ['prompts.csv', 'prompts.ndjson']) {
        for (const gzip of [false, true]) {
          const result = await exportOnce(listening, file, gzip);
          console.log(
            `${file} ${result.encoding}: ${result.seconds.toFixed(1)} s, ${mb(result.bytes).toFixed(1)} MB, RSS ${result.rssBeforeMb.toFixed(0)} → ${result.rssPeakMb.toFixed(0)} MB`,
          );
          runs.push(result);
        }
      }
      console.log('');
      for (const line of describeExports(onPostgres ? 'PostgreSQL' : 'PGlite (data folder)', rows, runs))
        console.log(line);
      console.log(`load average (1 min): ${os.loadavg()[0]!.toFixed(1)}`);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  } finally {
    await handle.close();
    await drop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
