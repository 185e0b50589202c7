/**
 * `npm run bench -- client`: what a phone gets from the built site (docs/decisions/020-light-first-page.md).
 *
 *   npm run bench -- client                    # build, start on a temporary PGlite folder, measure
 *   npm run bench -- client --runs 1           # one Lighthouse run per page (default 3, median)
 *   npm run bench -- client --no-build         # measure the current dist/client
 *   npm run bench -- client --root ../other    # another checkout (e.g. the commit before), same way
 *   npm run bench -- client --port 4150 --out bench/results-client.md
 *
 * Builds the client and the server, starts the built site (`node dist/server/index.js`, as
 * `npm start` does; an older checkout without a server build: `tsx src/server/index.ts`),
 * seeded, on a temporary data folder, and reports the JavaScript `/` downloads (raw, gzip,
 * brotli, and as sent) and Lighthouse's mobile scores (default mobile throttling) with LCP,
 * CLS, TBT and FCP for `/`, a prompt page and /submit: the median of `--runs` runs each. Run
 * it under the shared lock:
 * `flock /work/wt/bench.lock npm run bench -- client`.
 */
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { clientJsSize, JS_BUDGET_KB, JS_TARGET_KB } from './bundle-size';

const ROOT = fileURLToPath(new URL('..', import.meta.url));

type Options = { root: string; runs: number; build: boolean; port: number; out: string };

function parseClientArgs(argv: string[]): Options {
  const opts: Options = {
    root: ROOT,
    runs: 3,
    build: true,
    port: 4150,
    out: path.join(ROOT, 'bench', 'results-client.md'),
  };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const value = () => argv[++i] ?? '';
    if (a === '--root') opts.root = path.resolve(value());
    else if (a === '--runs') opts.runs = Number(value());
    else if (a === '--no-build') opts.build = false;
    else if (a === '--port') opts.port = Number(value());
    else if (a === '--out') opts.out = path.resolve(value());
    else throw new Error(`unknown option ${a} (see bench/client.ts)`);
  }
  if (!Number.isInteger(opts.runs) || opts.runs < 1) throw new Error('--runs needs a positive integer');
  if (!Number.isInteger(opts.port) || opts.port < 1) throw new Error('--port needs a port number');
  return opts;
}

export type LighthouseRun = {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  cls: number;
  tbt: number;
  fcp: number;
  lcpElement: string;
};

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

/**
 * How long one Lighthouse run may take. On this machine a run sometimes never ends (the page
 * loaded, Lighthouse waiting on Chromium's trace): it is stopped and tried again.
 */
const LIGHTHOUSE_TIMEOUT_MS = 150_000;
const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';
/** What Lighthouse's own launcher passes, so that a run measures the page and not the browser's chores. */
const CHROMIUM_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--no-first-run',
  '--no-default-browser-check',
  '--disable-extensions',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-default-apps',
  '--disable-sync',
  '--metrics-recording-only',
  '--mute-audio',
  '--password-store=basic',
  '--use-mock-keychain',
  '--disable-backgrounding-occluded-windows',
  '--disable-renderer-backgrounding',
  '--disable-background-timer-throttling',
  '--disable-hang-monitor',
  '--disable-ipc-flooding-protection',
  '--disable-features=Translate,OptimizationHints,MediaRouter',
];

/**
 * One Lighthouse run; a run Lighthouse itself gives up on (e.g. NO_NAVSTART) or that outlasts
 * LIGHTHOUSE_TIMEOUT_MS is tried again, twice at most, then left out.
 */
async function lighthouse(url: string, reportFile: string, attempt = 1): Promise<LighthouseRun | null> {
  try {
    return await lighthouseOnce(url, reportFile);
  } catch (error) {
    const reason = (error as Error).message.split('\n')[0];
    if (attempt >= 3) {
      console.log(`lighthouse failed (${reason}) three times: this run is left out`);
      return null;
    }
    console.log(`lighthouse failed (${reason}); again`);
    return lighthouse(url, reportFile, attempt + 1);
  }
}

/** Runs a command in its own process group; on timeout the whole group is stopped. */
function runGroup(command: string, args: string[], timeoutMs: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { detached: true, stdio: 'inherit' });
    const timer = setTimeout(() => {
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
      reject(new Error(`timed out after ${timeoutMs / 1000} s`));
    }, timeoutMs);
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      if (code === 0) resolve();
      else reject(new Error(`exit ${code ?? signal}`));
    });
  });
}

/**
 * The browser is the bench's own (its own process group and profile, stopped after the run)
 * and Lighthouse connects to it: a run that hangs leaves no browser behind.
 */
async function lighthouseOnce(url: string, reportFile: string): Promise<LighthouseRun> {
  const bin = path.join(ROOT, 'node_modules', '.bin', 'lighthouse');
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'pc-chromium-'));
  const devtoolsPort = 9300 + Math.floor(Math.random() * 600);
  const browser = spawn(
    CHROMIUM,
    [...CHROMIUM_FLAGS, `--remote-debugging-port=${devtoolsPort}`, `--user-data-dir=${profile}`, 'about:blank'],
    { detached: true, stdio: 'ignore' },
  );
  try {
    const ready = Date.now() + 30_000;
    for (;;) {
      if (browser.exitCode !== null) throw new Error('Chromium exited at start');
      try {
        if ((await fetch(`http://127.0.0.1:${devtoolsPort}/json/version`)).ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() > ready) throw new Error('Chromium did not start');
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await runGroup(
      bin,
      [
        url,
        '--quiet',
        `--port=${devtoolsPort}`,
        '--output=json',
        `--output-path=${reportFile}`,
        '--only-categories=performance,accessibility,best-practices,seo',
      ],
      LIGHTHOUSE_TIMEOUT_MS,
    );
  } finally {
    try {
      process.kill(-browser.pid!, 'SIGKILL');
    } catch {
      // already gone
    }
    fs.rmSync(profile, { recursive: true, force: true });
  }
  type Lhr = {
    categories: Record<string, { score: number | null }>;
    audits: Record<
      string,
      { numericValue?: number; details?: { items?: { node?: { snippet?: string; nodeLabel?: string } }[] } }
    >;
  };
  const lhr = JSON.parse(fs.readFileSync(reportFile, 'utf8')) as Lhr;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcp: value('largest-contentful-paint'),
    cls: value('cumulative-layout-shift'),
    tbt: value('total-blocking-time'),
    fcp: value('first-contentful-paint'),
    lcpElement: lcpNode(lhr.audits['largest-contentful-paint-element']?.details),
  };
}

/** The LCP element's label: Lighthouse 12 nests it in a table of its own. */
function lcpNode(details: unknown): string {
  const items = (details as { items?: unknown[] } | undefined)?.items ?? [];
  for (const item of items) {
    const direct = (item as { node?: { nodeLabel?: string; snippet?: string } }).node;
    if (direct) return direct.nodeLabel ?? direct.snippet ?? '';
    const nested = (item as { items?: { node?: { nodeLabel?: string; snippet?: string } }[] }).items?.[0]?.node;
    if (nested) return nested.nodeLabel ?? nested.snippet ?? '';
  }
  return '';
}

async function waitForServer(url: string, child: ReturnType<typeof spawn>, log: () => string) {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited early:\n${log()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`the server did not answer ${url} within 3 minutes:\n${log()}`);
}

export async function clientBench(argv: string[]): Promise<void> {
  const opts = parseClientArgs(argv);
  const lines: string[] = [];
  const out = (line = '') => {
    lines.push(line);
    console.log(line);
  };
  const clientDir = path.join(opts.root, 'dist', 'client');
  const vite = path.join(opts.root, 'node_modules', '.bin', 'vite');
  // A checkout with a server build (decision 025) is measured as `npm start` runs it; an older
  // one from its sources.
  const serverBuild = fs.existsSync(path.join(opts.root, 'vite.server.config.ts'));
  if (opts.build) {
    console.log(`building the client in ${opts.root} …`);
    execFileSync(vite, ['build', '--logLevel', 'warn'], { cwd: opts.root, stdio: 'inherit' });
    if (serverBuild) {
      console.log(`building the server in ${opts.root} …`);
      execFileSync(vite, ['build', '--config', 'vite.server.config.ts', '--logLevel', 'warn'], {
        cwd: opts.root,
        stdio: 'inherit',
      });
    }
  }
  let commit = path.basename(opts.root);
  try {
    commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: opts.root, stdio: 'pipe' }).toString().trim();
  } catch {
    // not a git checkout (e.g. `git archive` of an older commit): named by its folder
  }
  out('# Client bench (`npm run bench -- client`)');
  out();
  out(
    `Commit ${commit}, ${new Date().toISOString()}, ${os.cpus().length} cores, load average at start ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')}.`,
  );
  out();
  out('## JavaScript for `/` (entry script + modulepreloads)');
  out();
  const bundle = clientJsSize(clientDir);
  if (!bundle.ok) throw new Error(bundle.reason);
  const kb = (n: number) => (n / 1024).toFixed(1);
  out('| | raw | gzip -9 | brotli 11 | sent (what the server sends a brotli client) |');
  out('|---|---:|---:|---:|---:|');
  for (const f of bundle.files) out(`| ${f.file} | ${kb(f.bytes)} | ${kb(f.gzip)} | ${kb(f.brotli)} | ${kb(f.sent)} |`);
  out(
    `| **total** | **${kb(bundle.totalBytes)}** | **${kb(bundle.totalGzip)}** | **${kb(bundle.totalBrotli)}** | **${kb(bundle.totalSent)}** |`,
  );
  out();
  const sentKb = bundle.totalSent / 1024;
  out(
    `Sent: ${kb(bundle.totalSent)} KB. Budget ${JS_BUDGET_KB} KB: ${sentKb <= JS_BUDGET_KB ? 'within' : 'OVER'}. Issue 12's target ${JS_TARGET_KB} KB: ${sentKb <= JS_TARGET_KB ? 'met' : 'not met'}.`,
  );

  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pc-client-bench-'));
  const baseUrl = `http://127.0.0.1:${opts.port}`;
  let log = '';
  const [command, args] = serverBuild
    ? [process.execPath, ['dist/server/index.js']]
    : [path.join(opts.root, 'node_modules', '.bin', 'tsx'), ['src/server/index.ts']];
  const server = spawn(command, args, {
    cwd: opts.root,
    // Its own process group, so that stopping it stops whatever it started (tsx runs a child).
    detached: true,
    env: {
      ...Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'DATABASE_URL')),
      NODE_ENV: 'production',
      PORT: String(opts.port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      BASE_URL: baseUrl,
      SEED: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  server.stdout!.on('data', (d: Buffer) => (log += d.toString()));
  server.stderr!.on('data', (d: Buffer) => (log += d.toString()));
  try {
    await waitForServer(`${baseUrl}/api/prompts?limit=1`, server, () => log);
    const first = (await (await fetch(`${baseUrl}/api/prompts?limit=1`)).json()) as { items: { id: number }[] };
    const promptId = first.items[0]?.id;
    if (promptId === undefined) throw new Error('the seeded site has no prompt');
    const pages = [
      ['/', '/'],
      ['/prompt/{id}', `/prompt/${promptId}`],
      ['/submit', '/submit'],
    ] as const;
    out();
    out(`## Lighthouse mobile (default throttling), median of ${opts.runs}`);
    out();
    out('| page | performance | accessibility | best practices | SEO | LCP | CLS | TBT | FCP | load avg after |');
    out('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    const reportDir = fs.mkdtempSync(path.join(os.tmpdir(), 'pc-lighthouse-'));
    const elements: string[] = [];
    for (const [label, pagePath] of pages) {
      const runs: LighthouseRun[] = [];
      for (let i = 0; i < opts.runs; i++) {
        console.log(`lighthouse ${label} run ${i + 1}/${opts.runs} …`);
        const run = await lighthouse(
          baseUrl + pagePath,
          path.join(reportDir, `${label.replace(/\W+/g, '_')}-${i}.json`),
        );
        if (run) runs.push(run);
      }
      if (runs.length === 0) {
        out(`| ${label} | no run finished | | | | | | | | ${os.loadavg()[0]!.toFixed(2)} |`);
        continue;
      }
      const m = (pick: (r: LighthouseRun) => number) => median(runs.map(pick));
      out(
        `| ${label} | ${m((r) => r.performance)} | ${m((r) => r.accessibility)} | ${m((r) => r.bestPractices)} | ${m((r) => r.seo)} | ${(m((r) => r.lcp) / 1000).toFixed(2)} s | ${m((r) => r.cls).toFixed(3)} | ${Math.round(m((r) => r.tbt))} ms | ${(m((r) => r.fcp) / 1000).toFixed(2)} s | ${os.loadavg()[0]!.toFixed(2)} |`,
      );
      elements.push(
        `- ${label}: performance runs ${runs.map((r) => r.performance).join(', ')} (${runs.length} of ${opts.runs} finished); LCP element \`${runs[0]!.lcpElement.replace(/\s+/g, ' ').slice(0, 100)}\``,
      );
    }
    out();
    for (const line of elements) out(line);
    out();
    out(`Reports: ${reportDir}`);
  } finally {
    try {
      process.kill(-server.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
    await new Promise((resolve) => (server.exitCode === null ? server.once('exit', resolve) : resolve(null)));
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  fs.writeFileSync(opts.out, `${lines.join('\n')}\n`);
  console.log(`\nwritten to ${path.relative(process.cwd(), opts.out)}`);
}
