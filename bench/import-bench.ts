/**
 * The admin CSV import, timed end to end through the real routes, and what other users see
 * meanwhile: the app listens on a port (@hono/node-server), a worker thread requests
 * GET /api/prompts?limit=6 every 50 ms and times each answer. The worker has its own event loop,
 * so its times include any wait for the app's main thread (busy with PGlite) to take the
 * request, which a probe from the app's own thread would not see.
 *
 * Used by bench/run.ts (`npm run bench`) and bench/import-100k.ts.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { Worker } from 'node:worker_threads';
import { serve } from '@hono/node-server';
import type { DatabaseHandle } from '../src/server/db/client';
import { createFirstAdmin } from '../src/server/features/admin/setup.service';
import { getImportJob, waitForImport } from '../src/server/features/admin/import.service';
import { searchIndexStatus, waitForSearchIndex } from '../src/server/features/admin/search-indexer';
import type { ImportStatus } from '../src/shared/admin-schemas';
import { generatePrompts } from './dataset';
import { summarize, type Timing } from './measure';
import { createBenchApp } from './bench-app';

export const IMPORT_PROBE = 'GET /api/prompts?limit=6';
const PROBE_INTERVAL_MS = 50;

/** Writes the first `rows` prompts of the bench data set (bench/dataset.ts) as an import CSV. */
export async function writeImportCsv(file: string, rows: number, maxContentChars = Infinity): Promise<number> {
  const cell = (s: string) => `"${s.replace(/"/g, '""')}"`;
  const out = fs.createWriteStream(file);
  const write = (line: string) =>
    out.write(line) ? Promise.resolve() : new Promise<void>((resolve) => out.once('drain', resolve));
  await write('title,content,category,tags\n');
  for await (const chunk of generatePrompts(rows)) {
    for (const p of chunk) {
      await write(
        `${[p.title, p.content.slice(0, maxContentChars), p.category, p.tags.join(';')].map(cell).join(',')}\n`,
      );
    }
  }
  await new Promise<void>((resolve) => out.end(resolve));
  return fs.statSync(file).size;
}

/** CPU seconds the process's main thread has used (Linux /proc; NaN elsewhere). */
function mainThreadCpuSeconds(): number {
  try {
    const stat = fs.readFileSync(`/proc/self/task/${process.pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime (fields 14 and 15 of stat(5)), in clock ticks of 1/100 s.
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return NaN;
  }
}

export type ImportBenchResult = {
  rows: number;
  bytes: number;
  /** From the upload's first byte to the job's end (every row stored: browsable). */
  totalMs: number;
  /** From the upload's acceptance (202) to every row browsable (the job's end). */
  browsableMs: number;
  /** From the upload's acceptance to every row searchable and in the duplicate check (the indexer's queue empty). */
  searchableMs: number;
  /** Probes answered while the indexer added content words (after the job's end). */
  indexingProbes: Timing;
  /** Probes of the whole time from acceptance to searchable. */
  allProbes: Timing;
  /** Until the upload was stored, checked and answered with 202. */
  acceptedMs: number;
  status: ImportStatus;
  /** Probes answered while the rows were being stored (from the upload's acceptance to the job's end). */
  probes: Timing;
  /** CPU time of the app's main thread (which runs PGlite) from acceptance to searchable, in seconds. */
  mainThreadCpu: number;
  /** … of which until browsable. */
  browsableCpu: number;
  /** Seconds to reach each tenth of the rows (rows/s per segment shows whether it slows down). */
  tenths: number[];
  /** 1-minute load average before and after. */
  load: [number, number];
};

/** The probing worker: plain JavaScript (eval), so it needs no TypeScript loader. */
const PROBER = `
const { parentPort, workerData } = require('node:worker_threads');
const { performance } = require('node:perf_hooks');
const times = [];
let running = true;
parentPort.on('message', () => { running = false; });
(async () => {
  while (running) {
    const t = performance.now();
    try {
      const res = await fetch(workerData.url);
      await res.arrayBuffer();
      times.push([performance.timeOrigin + t, performance.now() - t]);
    } catch { times.push([performance.timeOrigin + t, NaN]); }
    await new Promise((r) => setTimeout(r, workerData.interval));
  }
  parentPort.postMessage(times);
})();
`;

/**
 * Imports `csvFile` into the migrated database of `handle` (one without an admin yet: the
 * first admin is created for the upload) and probes the app meanwhile.
 */
export async function benchImport(handle: DatabaseHandle, csvFile: string, rows: number): Promise<ImportBenchResult> {
  const base = 'http://localhost:3000';
  const { app, auth } = createBenchApp(handle, base);
  const email = `bench-${process.pid}-${Date.now()}@example.com`;
  await createFirstAdmin({ db: handle.db, auth }, { email, password: 'bench password' });
  const signIn = await app.request('/api/auth/sign-in/email', {
    method: 'POST',
    headers: { Origin: base, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: 'bench password' }),
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');

  const server = await new Promise<ReturnType<typeof serve>>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const bytes = fs.statSync(csvFile).size;
  const loadBefore = os.loadavg()[0]!;

  const prober = new Worker(PROBER, {
    eval: true,
    workerData: { url: `http://127.0.0.1:${port}/api/prompts?limit=6`, interval: PROBE_INTERVAL_MS },
  });
  const probeTimes = new Promise<[number, number][]>((resolve, reject) => {
    prober.once('message', resolve);
    prober.once('error', reject);
  });

  try {
    const started = performance.now();
    const res = await app.request('/api/admin/imports?fileName=prompts.csv', {
      method: 'POST',
      headers: { Origin: base, Cookie: cookie, 'Content-Type': 'text/csv', 'Content-Length': String(bytes) },
      body: Readable.toWeb(fs.createReadStream(csvFile)) as ReadableStream<Uint8Array>,
      // @ts-expect-error Node's fetch needs this for a streamed body; RequestInit's type lacks it.
      duplex: 'half',
    });
    if (res.status !== 202) throw new Error(`import refused: ${res.status} ${await res.text()}`);
    const job = (await res.json()) as ImportStatus;
    const acceptedMs = performance.now() - started;
    const acceptedAt = performance.timeOrigin + performance.now();
    const cpuBefore = mainThreadCpuSeconds();
    const tenths: number[] = [];
    const progress = setInterval(() => {
      const processed = getImportJob(job.id)?.importedRows ?? 0;
      while (tenths.length < 10 && processed >= ((tenths.length + 1) * rows) / 10)
        tenths.push((performance.now() - started) / 1000);
    }, 200);
    await waitForImport(job.id);
    clearInterval(progress);
    const totalMs = performance.now() - started;
    const browsableAt = performance.timeOrigin + performance.now();
    const browsableCpu = mainThreadCpuSeconds() - cpuBefore;
    while (tenths.length < 10) tenths.push(totalMs / 1000);
    // Then the search indexer, until its queue is empty (decision 023).
    let last = -1;
    const indexing = setInterval(() => {
      void searchIndexStatus(handle.db).then((s) => {
        if (s.pendingPrompts !== last && process.env.BENCH_VERBOSE) console.log(`  pending ${s.pendingPrompts}`);
        last = s.pendingPrompts;
      });
    }, 5000);
    for (;;) {
      await waitForSearchIndex(handle.db);
      if ((await searchIndexStatus(handle.db)).pendingPrompts === 0) break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    clearInterval(indexing);
    const searchableAt = performance.timeOrigin + performance.now();
    const mainThreadCpu = mainThreadCpuSeconds() - cpuBefore;
    prober.postMessage('stop');
    // Only the probes sent once the rows were being imported (the upload is not the import).
    const all = (await probeTimes).filter(([at, ms]) => at >= acceptedAt && Number.isFinite(ms));
    const times = all.filter(([at]) => at < browsableAt).map(([, ms]) => ms);
    const indexingTimes = all.filter(([at]) => at >= browsableAt && at < searchableAt).map(([, ms]) => ms);
    const status = (await (
      await app.request(`/api/admin/imports/${job.id}`, { headers: { Cookie: cookie } })
    ).json()) as ImportStatus;
    return {
      rows,
      bytes,
      totalMs,
      acceptedMs,
      browsableMs: browsableAt - acceptedAt,
      searchableMs: searchableAt - acceptedAt,
      status,
      probes: summarize(times),
      indexingProbes: summarize(indexingTimes),
      allProbes: summarize(all.filter(([at]) => at < searchableAt).map(([, ms]) => ms)),
      mainThreadCpu,
      browsableCpu,
      tenths,
      load: [loadBefore, os.loadavg()[0]!],
    };
  } finally {
    await prober.terminate();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

/** A temporary folder for the CSV file, removed by `cleanup`. */
export function importTempDir(): { dir: string; cleanup: () => void } {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pc-bench-import-'));
  return { dir, cleanup: () => fs.rmSync(dir, { recursive: true, force: true }) };
}

export function describeImport(kind: string, r: ImportBenchResult): string[] {
  const s = r.status;
  return [
    `CSV import on ${kind}: ${r.rows.toLocaleString('en')} rows (${(r.bytes / 1024 / 1024).toFixed(1)} MB) in ${(r.totalMs / 1000).toFixed(1)} s ` +
      `(upload stored and checked in ${(r.acceptedMs / 1000).toFixed(1)} s); status ${s.status}, ${s.importedRows.toLocaleString('en')} imported, ${s.skippedRows} skipped`,
    `every row browsable ${(r.browsableMs / 1000).toFixed(1)} s and searchable + in the duplicate check ${(r.searchableMs / 1000).toFixed(1)} s after the upload was accepted`,
    `${IMPORT_PROBE} (one every ${PROBE_INTERVAL_MS} ms from another thread) while rows were stored (${r.probes.iterations}): ` +
      `median ${r.probes.median.toFixed(0)} ms, p95 ${r.probes.p95.toFixed(0)} ms, max ${r.probes.max.toFixed(0)} ms; ` +
      `while indexed (${r.indexingProbes.iterations}): median ${r.indexingProbes.median.toFixed(0)} ms, p95 ${r.indexingProbes.p95.toFixed(0)} ms, max ${r.indexingProbes.max.toFixed(0)} ms; ` +
      `all: p95 ${r.allProbes.p95.toFixed(0)} ms, max ${r.allProbes.max.toFixed(0)} ms`,
    `main thread CPU from acceptance to searchable ${r.mainThreadCpu.toFixed(1)} s (${r.browsableCpu.toFixed(1)} s until browsable); each tenth of the rows took ` +
      r.tenths.map((t, i) => (t - (i ? r.tenths[i - 1]! : r.acceptedMs / 1000)).toFixed(1)).join(' / ') +
      ' s',
  ];
}
