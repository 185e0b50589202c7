// `npm run test:e2e`: build the client if needed, then run the browser journeys.
// With no arguments the two journey groups (vitest.e2e.config.ts) run side by side, each on its
// own server and database, and each group's output is printed whole when it ends. With arguments
// (a file, `-t name`), one run on one server, as `vitest run` would.
import { execSync, spawn } from 'node:child_process';
import fs from 'node:fs';

if (!fs.existsSync('/usr/bin/chromium') && !process.env.CHROMIUM_PATH) {
  console.error('Chromium is missing: install it with `apt-get install -y chromium` (never `playwright install`).');
  process.exit(1);
}
execSync('node scripts/ensure-build.mjs', { stdio: 'inherit' });

const args = process.argv.slice(2);
if (args.length) {
  execSync(`npx vitest run --config vitest.e2e.config.ts ${args.join(' ')}`, { stdio: 'inherit' });
  process.exit(0);
}

function runGroup(group) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn('npx', ['vitest', 'run', '--config', 'vitest.e2e.config.ts'], {
      env: { ...process.env, E2E_GROUP: group, FORCE_COLOR: process.env.FORCE_COLOR ?? '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    child.on('close', (code) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      console.log(`\n===== e2e group "${group}": exit ${code} after ${seconds} s =====\n${output}`);
      resolve(code ?? 1);
    });
  });
}

const codes = await Promise.all([runGroup('readers'), runGroup('writers')]);
process.exit(codes.every((code) => code === 0) ? 0 : 1);
