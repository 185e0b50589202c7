/**
 * HTTP throughput (`npm run bench -- http`): the real server (the build, dist/server/index.js, as
 * a child process, as `npm start` runs it; built first when older than its sources) on a temporary copy of a PGlite folder seeded with the demo
 * prompts (or on a PostgreSQL database: --db postgres with BENCH_DATABASE_URL / DATABASE_URL),
 * and a bare Node http server answering the same JSON body, measured with autocannon in the
 * same run:
 *
 *   npm run bench -- http                     # 10 connections: browse, search, open a prompt
 *   npm run bench -- http --duration 5        # seconds per measurement (default 10)
 *   npm run bench -- http --load              # + 100 connections of mixed reads and writes, 60 s
 *   npm run bench -- http --load-duration 20  # a shorter mixed load
 *   npm run bench -- http --edits             # + 1 MB edits while GET /api/prompts is probed
 *   npm run bench -- http --db postgres       # PostgreSQL (BENCH_DATABASE_URL or DATABASE_URL)
 *   npm run bench -- http --cold              # answer without the read cache (READ_CACHE=false)
 *   npm run bench -- http --cpu-prof DIR      # write the server's V8 CPU profile into DIR
 *   npm run bench -- http --server-log FILE   # keep the server's log lines (each request's ms)
 *   npm run bench -- http --accept-encoding br  # reads ask for brotli, as a browser does
 *
 * Results go to bench/results-http.md (the section of this database kind).
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import pg from 'pg';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SEEDED_DIR = path.join(ROOT, 'bench', '.cache', 'http-demo');
const OUT = path.join(ROOT, 'bench', 'results-http.md');
const SECRET = 'bench-secret-0123456789-abcdefghijklmnopqrstuvwxyz';

/** Everyday searches (the browse screen sends Best Match while a query is typed). */
export const SEARCH_MIX = [
  'marketing',
  'email',
  'code review',
  'python',
  'resume',
  'blog post',
  'summarize',
  'translate',
  'interview questions',
  'seo',
  'story',
  'sql',
];

type Kind = 'pglite' | 'postgres';

function parseArgs(argv: string[]) {
  const opts = {
    duration: 10,
    load: false,
    loadDuration: 60,
    edits: false,
    db: 'pglite' as Kind,
    cold: false,
    cpuProf: '',
    serverLog: '',
    acceptEncoding: '',
    port: Number(process.env.BENCH_PORT ?? 4210),
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const value = () => argv[++i] ?? '';
    if (a === '--duration') opts.duration = Number(value());
    else if (a === '--load') opts.load = true;
    else if (a === '--load-duration') {
      opts.load = true;
      opts.loadDuration = Number(value());
    } else if (a === '--edits') opts.edits = true;
    else if (a === '--db') opts.db = value() as Kind;
    else if (a === '--cold') opts.cold = true;
    else if (a === '--cpu-prof') opts.cpuProf = path.resolve(value());
    else if (a === '--server-log') opts.serverLog = path.resolve(value());
    else if (a === '--accept-encoding') opts.acceptEncoding = value();
    else if (a === '--port') opts.port = Number(value());
    else throw new Error(`unknown option ${a}`);
  }
  return opts;
}

// ---------------------------------------------------------------------------
// Servers
// ---------------------------------------------------------------------------

type Server = { url: string; child: ChildProcess; stop: () => Promise<void> };

function waitForLine(child: ChildProcess, pattern: RegExp, timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    const done = () => {
      clearTimeout(timer);
      // Detached once the line is seen: the server logs every request, and a listener that kept
      // appending to `output` would spend the bench process's CPU (the load generator's) on it.
      child.stdout!.off('data', onData);
      child.stderr!.off('data', onData);
      child.off('exit', onExit);
    };
    const timer = setTimeout(() => {
      done();
      reject(new Error(`server did not start:\n${output}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (pattern.test(output)) {
        done();
        resolve();
      }
    };
    const onExit = (code: number | null) => {
      done();
      reject(new Error(`server exited (${code}):\n${output}`));
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.on('exit', onExit);
  });
}

function stopChild(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}

async function startApp(env: Record<string, string>, port: number, cpuProf = '', serverLog = ''): Promise<Server> {
  execFileSync(process.execPath, [path.join(ROOT, 'scripts/ensure-build.mjs')], { cwd: ROOT, stdio: 'inherit' });
  const profile = cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${cpuProf}`] : [];
  const child = spawn(process.execPath, [...profile, path.join(ROOT, 'dist/server/index.js')], {
    cwd: ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      BASE_URL: `http://127.0.0.1:${port}`,
      AUTH_SECRET: SECRET,
      // Each simulated user comes from its own address (X-Forwarded-For), as behind a proxy.
      TRUST_PROXY: 'true',
      SEED: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await waitForLine(child, /is running at/, 300_000);
  if (serverLog) {
    // Its access lines (one per request, with its time in `ms`), for finding slow requests.
    const file = fs.createWriteStream(serverLog);
    child.stdout!.pipe(file);
    child.stderr!.pipe(file);
  } else {
    child.stdout!.resume();
    child.stderr!.resume();
  }
  return { url: `http://127.0.0.1:${port}`, child, stop: () => stopChild(child) };
}

/** A bare Node http server answering `body` (parsed once, serialised per request). */
async function startBare(body: string, port: number): Promise<Server> {
  const script = `
    const http = require('node:http');
    const data = JSON.parse(process.env.BARE_BODY);
    http.createServer((req, res) => {
      const text = JSON.stringify(data);
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) });
      res.end(text);
    }).listen(${port}, '127.0.0.1', () => console.log('bare is running at ${port}'));`;
  const child = spawn(process.execPath, ['-e', script], {
    env: { ...process.env, BARE_BODY: body },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  await waitForLine(child, /is running at/, 10_000);
  return { url: `http://127.0.0.1:${port}`, child, stop: () => stopChild(child) };
}

/** The seeded demo folder, built once (bench/.cache/http-demo) and copied for each run. */
async function seededPgliteCopy(port: number): Promise<string> {
  if (!fs.existsSync(path.join(SEEDED_DIR, 'pglite'))) {
    console.log('seeding the demo prompts into bench/.cache/http-demo (once)');
    fs.rmSync(SEEDED_DIR, { recursive: true, force: true });
    const server = await startApp({ DATA_DIR: SEEDED_DIR }, port);
    await server.stop();
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'r12-tp-http-'));
  fs.cpSync(SEEDED_DIR, dir, { recursive: true });
  fs.rmSync(path.join(dir, 'prompt-commons.lock'), { force: true });
  return dir;
}

// ---------------------------------------------------------------------------
// Measurements
// ---------------------------------------------------------------------------

type Figure = { rps: number; p50: number; p99: number; non2xx: number; errors: number };

async function cannon(options: autocannon.Options): Promise<autocannon.Result> {
  return await new Promise((resolve, reject) =>
    autocannon(options, (err, result) => (err ? reject(err) : resolve(result))),
  );
}

/** `--accept-encoding`: the header every read sends, as a browser would (none by default). */
let readHeaders: Record<string, string> = {};

async function measure(url: string, paths: string[], seconds: number, connections = 10): Promise<Figure> {
  let i = 0;
  const result = await cannon({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        setupRequest: (req) => ({ ...req, method: 'GET', path: paths[i++ % paths.length]!, headers: readHeaders }),
      },
    ],
  });
  return {
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : 0;
const loadAverage = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

async function api(base: string, method: string, p: string, body?: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(base + p, {
    method,
    headers: {
      Origin: base,
      ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return res;
}

/** `tokens`: unused form tokens; each makes one prompt (the form's token is single use). */
type User = { cookie: string; ip: string; promptId: number; tokens: string[]; submits: number; edits: number };

/** Submissions a load user may make (the setup's one included), under the hourly limit. */
const SUBMITS_PER_USER = 25;

/** Signs up `count` users (each from its own address) and gives each a prompt of their own. */
async function makeUsers(base: string, count: number): Promise<User[]> {
  const users: User[] = [];
  const run = Date.now().toString(36);
  for (let i = 0; i < count; i++) {
    const ip = `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
    const headers = { 'X-Forwarded-For': ip };
    const res = await api(
      base,
      'POST',
      '/api/auth/sign-up/email',
      {
        email: `load-${run}-${i}@example.com`,
        password: 'correct horse battery',
        name: '',
        username: `load-${run}-${i}`,
      },
      headers,
    );
    if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
    const cookie = res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0]!)
      .filter((c) => !c.endsWith('='))
      .join('; ');
    const tokens: string[] = [];
    for (let t = 0; t < SUBMITS_PER_USER; t++) {
      tokens.push(((await (await api(base, 'GET', '/api/prompts/form-token')).json()) as { token: string }).token);
    }
    users.push({ cookie, ip, promptId: 0, tokens, submits: 0, edits: 0 });
  }
  // Form tokens must be 5 s old before a submission counts.
  await new Promise((r) => setTimeout(r, 5500));
  for (const [i, user] of users.entries()) {
    const res = await api(
      base,
      'POST',
      '/api/prompts',
      {
        title: `Load test prompt ${run} ${i}`,
        content: `A prompt the load test edits: number ${i} of run ${run}.`,
        category: 'writing',
        tags: ['load'],
        formToken: user.tokens.shift(),
      },
      { Cookie: user.cookie, 'X-Forwarded-For': user.ip },
    );
    if (res.status !== 201) throw new Error(`submit failed: ${res.status} ${await res.text()}`);
    user.promptId = ((await res.json()) as { id: number }).id;
    user.submits++;
  }
  return users;
}

const WORDS = 'clear brief steps audience tone example draft review summary outline plan checklist'.split(' ');
const words = (n: number, seed: number) =>
  Array.from({ length: n }, (_, i) => WORDS[(seed * 7 + i * 3) % WORDS.length]).join(' ');

type LoadResult = {
  seconds: number;
  requests: number;
  rps: number;
  errors: number;
  non2xx: number;
  statuses: Record<string, number>;
  byKind: Record<string, { count: number; p50: number; p99: number }>;
  p50: number;
  p95: number;
  p99: number;
  max: number;
};

/**
 * 100 connections for `seconds`: 90% reads (browse 30, search 30, open a prompt 25, popular
 * tags 5) and 10% writes by signed-in users (rate 4, comment 3, submit 2, edit 1). Every user
 * writes from its own address, and no user goes past the per-hour limit of submissions or
 * edits (30): a user at the limit rates instead, so a 429 is a failure, not part of the mix.
 */
async function mixedLoad(base: string, users: User[], maxId: number, seconds: number): Promise<LoadResult> {
  const latencies: number[] = [];
  const kindLatencies: Record<string, number[]> = {};
  const statuses: Record<string, number> = {};
  let n = 0;
  const LIMIT = SUBMITS_PER_USER;
  const pick = (): { kind: string; method: string; path: string; body?: string; user?: User } => {
    const r = (n * 7919) % 100;
    const user = users[n % users.length]!;
    const id = 1 + ((n * 104729) % maxId);
    n++;
    if (r < 30) return { kind: 'browse', method: 'GET', path: '/api/prompts' };
    if (r < 60)
      return {
        kind: 'search',
        method: 'GET',
        path: `/api/prompts?q=${encodeURIComponent(SEARCH_MIX[n % SEARCH_MIX.length]!)}&sort=relevance`,
      };
    if (r < 85) return { kind: 'open', method: 'GET', path: `/api/prompts/${id}` };
    if (r < 90) return { kind: 'tags', method: 'GET', path: '/api/tags/popular' };
    if (r < 92 && user.submits < LIMIT) {
      user.submits++;
      const body = {
        title: `Load ${n} ${words(3, n)}`,
        content: `Write a ${words(12, n)} for case ${n}.`,
        category: 'writing',
        tags: ['load'],
        formToken: user.tokens.shift(),
      };
      return { kind: 'submit', method: 'POST', path: '/api/prompts', body: JSON.stringify(body), user };
    }
    if (r < 93 && user.edits < LIMIT) {
      user.edits++;
      const body = { content: `Edited ${n}: ${words(20, n)}.` };
      return { kind: 'edit', method: 'PATCH', path: `/api/prompts/${user.promptId}`, body: JSON.stringify(body), user };
    }
    if (r < 96)
      return {
        kind: 'comment',
        method: 'POST',
        path: `/api/prompts/${id}/comments`,
        body: JSON.stringify({ content: `Useful, ${words(6, n)}.` }),
        user,
      };
    return {
      kind: 'rate',
      method: 'PUT',
      path: `/api/prompts/${id}/rating`,
      body: JSON.stringify({ value: 1 + (n % 5) }),
      user,
    };
  };
  const result = await cannon({
    url: base,
    connections: 100,
    duration: seconds,
    timeout: 30,
    requests: [
      {
        setupRequest: (req, context) => {
          const next = pick();
          context.kind = next.kind;
          context.started = performance.now();
          const headers: Record<string, string> = { origin: base, ...readHeaders };
          if (next.body) headers['content-type'] = 'application/json';
          if (next.user) {
            headers.cookie = next.user.cookie;
            headers['x-forwarded-for'] = next.user.ip;
          }
          return { ...req, method: next.method as 'GET', path: next.path, headers, body: next.body };
        },
        onResponse: (status, _body, context) => {
          const ms = performance.now() - (context.started as number);
          latencies.push(ms);
          (kindLatencies[context.kind as string] ??= []).push(ms);
          const key = `${context.kind as string} ${status}`;
          statuses[key] = (statuses[key] ?? 0) + 1;
        },
      },
    ],
  });
  latencies.sort((a, b) => a - b);
  const byKind: LoadResult['byKind'] = {};
  for (const [kind, list] of Object.entries(kindLatencies)) {
    list.sort((a, b) => a - b);
    byKind[kind] = { count: list.length, p50: percentile(list, 50), p99: percentile(list, 99) };
  }
  return {
    seconds,
    requests: result.requests.total,
    rps: result.requests.average,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
    statuses,
    byKind,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies[latencies.length - 1] ?? 0,
  };
}

type EditResult = {
  byVersions: { versions: number; ms: number }[];
  probes: number;
  probeP95: number;
  probeMax: number;
  baselineP95: number;
  baselineMax: number;
};

/**
 * A stream of 1 MB edits to one prompt (one at a time, each a different text) while another
 * client asks GET /api/prompts every 20 ms: the edit time when the prompt has 1, 10 and 50
 * stored versions, and how long the probes wait. Users take turns so that no one goes past the
 * edit limit: the prompt is an admin-free author's own, so the stream runs as one user while
 * it lasts (the bench server allows WRITE_LIMIT_PER_HOUR edits an hour).
 */
async function editStream(base: string, user: User): Promise<EditResult> {
  const probe = async (until: () => boolean) => {
    const times: number[] = [];
    while (!until()) {
      const started = performance.now();
      const res = await fetch(`${base}/api/prompts?limit=20&cursor=`);
      await res.arrayBuffer();
      times.push(performance.now() - started);
      await new Promise((r) => setTimeout(r, 20));
    }
    return times.sort((a, b) => a - b);
  };
  let stop = false;
  const quietEnd = Date.now() + 2000;
  const baseline = await probe(() => Date.now() > quietEnd);
  const probing = probe(() => stop);
  const byVersions: EditResult['byVersions'] = [];
  const line = 'Summarise the following report for an executive audience, keeping every figure. ';
  for (let version = 1; version <= 50; version++) {
    const content = `${version} ${line.repeat(Math.floor((1024 * 1024 - 200) / line.length))}`.slice(0, 1024 * 1000);
    const started = performance.now();
    const res = await api(
      base,
      'PATCH',
      `/api/prompts/${user.promptId}`,
      { content },
      { Cookie: user.cookie, 'X-Forwarded-For': user.ip },
    );
    if (res.status !== 200) throw new Error(`edit failed: ${res.status} ${(await res.text()).slice(0, 300)}`);
    await res.arrayBuffer();
    const ms = performance.now() - started;
    // The prompt had `version` stored versions (history + current) when this edit began.
    if (version === 1 || version === 10 || version === 50) byVersions.push({ versions: version, ms });
  }
  stop = true;
  const times = await probing;
  return {
    byVersions,
    probes: times.length,
    probeP95: percentile(times, 95),
    probeMax: times[times.length - 1] ?? 0,
    baselineP95: percentile(baseline, 95),
    baselineMax: baseline[baseline.length - 1] ?? 0,
  };
}

// ---------------------------------------------------------------------------
// Run
// ---------------------------------------------------------------------------

export async function runHttpBench(argv: string[]) {
  const opts = parseArgs(argv);
  if (opts.acceptEncoding) readHeaders = { 'accept-encoding': opts.acceptEncoding };
  const lines: string[] = [];
  const log = (line: string) => {
    console.log(line);
    lines.push(line);
  };
  let dataDir: string | null = null;
  let pgUrl: string | null = null;
  const env: Record<string, string> = {
    // Edits and submissions per user and hour: the bench's edit stream makes 50 edits.
    WRITE_LIMIT_PER_HOUR: opts.edits ? '60' : '30',
    ...(opts.cold ? { READ_CACHE: 'false' } : {}),
  };
  if (opts.db === 'postgres') {
    const url = process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL;
    if (!url) throw new Error('--db postgres needs BENCH_DATABASE_URL or DATABASE_URL');
    // A fresh database for the run (seeded by the app at start-up), dropped afterwards.
    const name = `r12_tp_http_${Date.now().toString(36)}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`create database ${name}`);
    await admin.end();
    const u = new URL(url);
    u.pathname = `/${name}`;
    pgUrl = u.toString();
    env.DATABASE_URL = pgUrl;
    env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'r12-tp-http-'));
  } else {
    dataDir = await seededPgliteCopy(opts.port);
    env.DATA_DIR = dataDir;
  }
  const app = await startApp(env, opts.port, opts.cpuProf, opts.serverLog);
  let bare: Server | null = null;
  try {
    const first = await (await fetch(`${app.url}/api/prompts`)).text();
    const page = JSON.parse(first) as { items: { id: number }[]; total: { count: number } };
    const maxId = Math.max(...page.items.map((i) => i.id));
    bare = await startBare(first, opts.port + 1);
    const ids = Array.from({ length: 200 }, (_, i) => `/api/prompts/${1 + ((i * 7919) % maxId)}`);
    const searches = SEARCH_MIX.map((q) => `/api/prompts?q=${encodeURIComponent(q)}&sort=relevance`);
    // Warm both (JIT, caches, prepared statements).
    await measure(bare.url, ['/'], 2);
    await measure(app.url, ['/api/prompts', ...searches, ...ids.slice(0, 20)], 3);

    const today = new Date().toISOString().slice(0, 16).replace('T', ' ');
    log(
      `## ${opts.db === 'pglite' ? 'PGlite' : 'PostgreSQL'} (seeded demo, ${maxId} prompts)${opts.cold ? ', read cache off' : ''}`,
    );
    log('');
    log(
      `${today} UTC, ${os.cpus().length} cores, Node ${process.version}. 10 connections, ${opts.duration} s each, bare server measured right before each figure.${opts.acceptEncoding ? ` Reads send \`Accept-Encoding: ${opts.acceptEncoding}\` (the bare server compresses nothing).` : ''}`,
    );
    log('');
    log('| Request | req/s | p50 ms | p99 ms | bare req/s | share of bare | non-2xx | load avg |');
    log('| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |');
    const cases: [string, string[]][] = [
      ['browse first page `GET /api/prompts`', ['/api/prompts']],
      [`search (${SEARCH_MIX.length} everyday queries, Best Match)`, searches],
      ['open a prompt `GET /api/prompts/{id}` (200 ids)', ids],
    ];
    for (const [name, paths] of cases) {
      const bareFigure = await measure(bare.url, ['/'], opts.duration);
      const figure = await measure(app.url, paths, opts.duration);
      log(
        `| ${name} | ${figure.rps.toFixed(0)} | ${figure.p50} | ${figure.p99} | ${bareFigure.rps.toFixed(0)} | ${((100 * figure.rps) / bareFigure.rps).toFixed(1)}% | ${figure.non2xx + figure.errors} | ${loadAverage()} |`,
      );
    }
    log('');

    if (opts.load) {
      const users = await makeUsers(app.url, 100);
      const load = await mixedLoad(app.url, users, maxId, opts.loadDuration);
      log(`### Mixed load: 100 connections, ${load.seconds} s, 100 signed-in users (load avg ${loadAverage()})`);
      log('');
      log(
        '90% reads (browse 30, search 30, open 25, popular tags 5), 10% writes (rate 4, comment 3, submit 2, edit 1).',
      );
      log('');
      log(`| requests | req/s | errors | non-2xx | p50 ms | p95 ms | p99 ms | max ms |`);
      log('| ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
      log(
        `| ${load.requests} | ${load.rps.toFixed(0)} | ${load.errors} | ${load.non2xx} | ${load.p50.toFixed(1)} | ${load.p95.toFixed(1)} | ${load.p99.toFixed(1)} | ${load.max.toFixed(0)} |`,
      );
      log('');
      log('| kind | count | p50 ms | p99 ms |');
      log('| --- | ---: | ---: | ---: |');
      for (const [kind, k] of Object.entries(load.byKind))
        log(`| ${kind} | ${k.count} | ${k.p50.toFixed(1)} | ${k.p99.toFixed(1)} |`);
      log('');
      log(
        `Statuses: ${Object.entries(load.statuses)
          .map(([k, v]) => `${k}: ${v}`)
          .join(', ')}`,
      );
      log('');
    }

    if (opts.edits) {
      const [user] = await makeUsers(app.url, 1);
      const edits = await editStream(app.url, user!);
      log(`### 1 MB edits while GET /api/prompts is probed every 20 ms (load avg ${loadAverage()})`);
      log('');
      log(`| stored versions | edit ms |`);
      log('| ---: | ---: |');
      for (const e of edits.byVersions) log(`| ${e.versions} | ${e.ms.toFixed(0)} |`);
      log('');
      log(
        `Probes during the 50 edits: ${edits.probes}, p95 ${edits.probeP95.toFixed(1)} ms, max ${edits.probeMax.toFixed(1)} ms (before the edits: p95 ${edits.baselineP95.toFixed(1)} ms, max ${edits.baselineMax.toFixed(1)} ms).`,
      );
      log('');
    }
  } finally {
    await bare?.stop();
    await app.stop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
    if (env.DATA_DIR && env.DATA_DIR !== dataDir) fs.rmSync(env.DATA_DIR, { recursive: true, force: true });
    if (pgUrl) {
      const admin = new pg.Client({ connectionString: process.env.BENCH_DATABASE_URL ?? process.env.DATABASE_URL });
      await admin.connect();
      await admin.query(`drop database if exists ${new URL(pgUrl).pathname.slice(1)} with (force)`);
      await admin.end();
    }
  }
  writeSection(opts.db, lines.join('\n'));
}

/** Replaces this database kind's section of bench/results-http.md (or appends it). */
function writeSection(kind: Kind, section: string) {
  const title = kind === 'pglite' ? '## PGlite' : '## PostgreSQL';
  const header =
    '# HTTP throughput (`npm run bench -- http`)\n\nThe real server as a child process; autocannon from the bench process. See bench/http.ts.\n';
  const current = fs.existsSync(OUT) ? fs.readFileSync(OUT, 'utf8') : header;
  const start = current.indexOf(title);
  let next: string;
  if (start < 0) next = `${current.trimEnd()}\n\n${section}\n`;
  else {
    const end = current.indexOf('\n## ', start + 1);
    next = current.slice(0, start) + section + '\n' + (end < 0 ? '' : current.slice(end));
  }
  fs.writeFileSync(OUT, next);
  console.log(`Wrote ${path.relative(ROOT, OUT)}`);
}
