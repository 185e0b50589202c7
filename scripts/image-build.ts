/**
 * `npm run image:check [-- --reuse-build]`: the Dockerfile's build, outside a container (no
 * Docker engine runs in CI). In a temporary folder it copies what each stage copies and runs
 * what each stage runs (deps: npm ci; build: npm run build; runtime: npm ci without dev and
 * optional packages, then the build, drizzle/ and seed/), starts the runtime folder with the
 * image's command on a free port and a fresh DATA_DIR, and checks that /healthz, /readyz and /
 * answer. `--reuse-build` takes this checkout's dist/ (CI has just built it) instead of the deps
 * and build stages. image-build.test.ts checks that IMAGE_STAGES matches the Dockerfile.
 */
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** The Dockerfile's stages: what each copies from the build context, and what it runs. */
export const IMAGE_STAGES = {
  deps: {
    copy: ['package.json', 'package-lock.json'],
    run: ['npm ci --no-audit --no-fund'],
  },
  build: {
    copy: ['index.html', 'tsconfig.json', 'vite.config.ts', 'vite.server.config.ts', 'public', 'src'],
    run: ['npm run build'],
  },
  runtime: {
    /** Copied before `run`, then the build stage's `fromBuild`, then `copy`. */
    copyFirst: ['package.json', 'package-lock.json'],
    /** `npm cache clean` only makes the image smaller: not needed here. */
    run: ['npm ci --omit=dev --omit=optional --no-audit --no-fund'],
    fromBuild: ['dist'],
    copy: ['drizzle', 'seed'],
    command: ['node', 'dist/server/index.js'],
    user: 'node',
    dataDir: '/data',
    port: 3000,
  },
} as const;

const ROOT = path.resolve(import.meta.dirname, '..');

function copyInto(dir: string, names: readonly string[], from = ROOT) {
  for (const name of names) fs.cpSync(path.join(from, name), path.join(dir, name), { recursive: true });
}

function run(command: string, cwd: string) {
  const started = Date.now();
  execSync(command, { cwd, stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, NODE_ENV: undefined } });
  console.log(`[image] ${command}: ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

async function waitForAnswer(url: string, child: { exitCode: number | null }, timeoutMs: number): Promise<Response> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited (code ${child.exitCode}) before ${url} answered`);
    try {
      return await fetch(url);
    } catch {
      if (Date.now() > deadline) throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
      await new Promise((r) => setTimeout(r, 250));
    }
  }
}

async function main() {
  const reuseBuild = process.argv.includes('--reuse-build');
  const started = Date.now();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'prompt-commons-image-'));
  const { deps, build, runtime } = IMAGE_STAGES;
  let child: ReturnType<typeof spawn> | null = null;
  let output = '';
  try {
    let dist: string;
    if (reuseBuild) {
      dist = path.join(ROOT, 'dist');
      for (const built of ['client/index.html', 'server/index.js']) {
        if (!fs.existsSync(path.join(dist, built)))
          throw new Error(`--reuse-build: no dist/${built}; run npm run build`);
      }
    } else {
      const buildDir = path.join(tmp, 'build');
      fs.mkdirSync(buildDir);
      copyInto(buildDir, deps.copy);
      for (const command of deps.run) run(command, buildDir);
      copyInto(buildDir, build.copy);
      for (const command of build.run) run(command, buildDir);
      dist = path.join(buildDir, 'dist');
    }

    const app = path.join(tmp, 'app');
    fs.mkdirSync(app);
    copyInto(app, runtime.copyFirst);
    for (const command of runtime.run) run(command, app);
    for (const name of runtime.fromBuild)
      fs.cpSync(path.join(path.dirname(dist), name), path.join(app, name), { recursive: true });
    copyInto(app, runtime.copy);

    const port = await freePort();
    const dataDir = path.join(tmp, 'data');
    const [command, ...args] = runtime.command;
    child = spawn(command, args, {
      cwd: app,
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    const base = `http://127.0.0.1:${port}`;
    // The first start migrates and seeds the embedded database before it listens.
    const health = await waitForAnswer(`${base}/healthz`, child, 120_000);
    const checks: [string, Response][] = [
      ['/healthz', health],
      ['/readyz', await fetch(`${base}/readyz`)],
      ['/', await fetch(`${base}/`)],
      ['/api/prompts?limit=1', await fetch(`${base}/api/prompts?limit=1`)],
    ];
    const failed: string[] = [];
    for (const [url, res] of checks) {
      const body = await res.text();
      console.log(`[image] GET ${url}: ${res.status}`);
      if (res.status !== 200) failed.push(`${url} answered ${res.status}: ${body.slice(0, 300)}`);
      if (url === '/' && !/<div id="root"/.test(body)) failed.push('/ is not the built app shell');
      if (url.startsWith('/api/prompts') && !(JSON.parse(body) as { items: unknown[] }).items.length) {
        failed.push('no seeded prompts');
      }
    }
    const installed = JSON.parse(fs.readFileSync(path.join(app, 'node_modules/.package-lock.json'), 'utf8')) as {
      packages: Record<string, unknown>;
    };
    const packages = Object.keys(installed.packages).filter((k) => k.startsWith('node_modules/')).length;
    console.log(`[image] runtime packages installed: ${packages}`);
    if (failed.length)
      throw new Error(`the image's server failed its checks:\n${failed.join('\n')}\n--- server log ---\n${output}`);
    console.log(
      `[image] ok in ${((Date.now() - started) / 1000).toFixed(1)} s (${reuseBuild ? 'reusing dist/' : 'full build'})`,
    );
  } finally {
    if (child && child.exitCode === null) {
      const exited = new Promise((r) => child!.once('exit', r));
      child.kill('SIGTERM');
      await exited;
    }
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main().catch((err: unknown) => {
    console.error(`[image] ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  });
}
