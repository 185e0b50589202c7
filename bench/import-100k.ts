/**
 * `npx tsx bench/import-100k.ts [rows] [maxContentChars]`: times the admin CSV import of a 100,000-row file (built
 * from the real collections, as the bench's data set) on an in-memory PGlite, through the real
 * HTTP route, and measures how long other requests wait meanwhile (GET /api/tags/popular every
 * 50 ms). Prints one Markdown line per figure.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '../src/server/db/client';
import { migrateDatabase } from '../src/server/db/migrate';
import { createApp } from '../src/server/app';
import { createAuth } from '../src/server/auth/auth';
import { createMemoryMailer } from '../src/server/lib/mailer';
import { createFirstAdmin } from '../src/server/features/admin/setup.service';
import { waitForImport } from '../src/server/features/admin/import.service';
import type { ImportStatus } from '../src/shared/admin-schemas';
import { generatePrompts } from './dataset';

const rows = Number(process.argv[2] ?? 100_000);
/** Optionally cut each content, to see how the time depends on the text size rather than the row count. */
const maxChars = process.argv[3] ? Number(process.argv[3]) : Infinity;
const BASE = 'http://localhost:3000';
const cell = (s: string) => `"${s.replace(/"/g, '""')}"`;

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'pc-bench-import-'));
const file = path.join(dir, 'prompts.csv');
const out = fs.createWriteStream(file);
out.write('title,content,category,tags\n');
for await (const chunk of generatePrompts(rows)) {
  for (const p of chunk) out.write(`${[p.title, p.content.slice(0, maxChars), p.category, p.tags.join(';')].map(cell).join(',')}\n`);
}
await new Promise<void>((r) => out.end(r));
const bytes = fs.statSync(file).size;

const handle = await openDatabase({ kind: 'pglite' });
await migrateDatabase(handle);
const mailer = createMemoryMailer();
const secret = 'bench-secret-0123456789-abcdefghijklmnopqrstuvwxyz';
const auth = createAuth({ db: handle.db, baseUrl: BASE, secret, mailer, rateLimit: { signIn: 1000, signUp: 1000, reset: 1000 } });
const app = createApp({
  db: handle.db,
  env: { baseUrl: BASE, TRUST_PROXY: 'false' },
  auth,
  mailer,
  secret,
  rateLimits: { submitPrompt: { max: 1000, windowMs: 60_000 } },
});
await createFirstAdmin({ db: handle.db, auth }, { email: 'bench@example.com', password: 'bench password' });
const signIn = await app.request('/api/auth/sign-in/email', {
  method: 'POST',
  headers: { Origin: BASE, 'Content-Type': 'application/json' },
  body: JSON.stringify({ email: 'bench@example.com', password: 'bench password' }),
});
const cookie = signIn.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');

const started = performance.now();
const res = await app.request('/api/admin/imports?fileName=prompts.csv', {
  method: 'POST',
  headers: { Origin: BASE, Cookie: cookie, 'Content-Type': 'text/csv' },
  body: fs.readFileSync(file),
});
const job = (await res.json()) as ImportStatus;
const accepted = performance.now() - started;

let finished = false;
const waits: number[] = [];
const prober = (async () => {
  while (!finished) {
    const t = performance.now();
    await app.request('/api/tags/popular');
    waits.push(performance.now() - t);
    await new Promise((r) => setTimeout(r, 50));
  }
})();
await waitForImport(job.id);
const total = performance.now() - started;
finished = true;
await prober;
const status = (await (await app.request(`/api/admin/imports/${job.id}`, { headers: { Cookie: cookie } })).json()) as ImportStatus;
waits.sort((a, b) => a - b);
const pct = (p: number) => waits[Math.min(waits.length - 1, Math.floor(p * waits.length))] ?? 0;

console.log(`| CSV import, ${rows.toLocaleString('en')} rows${Number.isFinite(maxChars) ? ` (content cut at ${maxChars} characters)` : ''} (${(bytes / 1024 / 1024).toFixed(1)} MB), PGlite | ${(total / 1000).toFixed(1)} s total (upload checked and accepted in ${accepted.toFixed(0)} ms); ${status.importedRows} imported, ${status.skippedRows} skipped, status ${status.status} |`);
console.log(`| Other requests during the import (GET /api/tags/popular, ${waits.length} probes) | median ${pct(0.5).toFixed(0)} ms, p95 ${pct(0.95).toFixed(0)} ms, max ${pct(1).toFixed(0)} ms |`);
await handle.close();
fs.rmSync(dir, { recursive: true, force: true });
