// `npm run validate`: what must pass before a commit is shared, fastest checks first.
// Typecheck, lint and formatting run side by side (each mostly on one core), then the
// fast test tier (`npm test`). Each step's output is printed whole when it ends; the first
// failing step stops the run. CI runs this, then the slow tier, the journeys and the build
// (.ci/run).
import { spawn } from 'node:child_process';

const started = Date.now();
const seconds = () => Math.round((Date.now() - started) / 1000);

/** Runs `npm run <script>`; with `quiet`, the output is kept and printed when it ends. */
function run(script, { quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', script], {
      stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? '1' : '0') },
    });
    let output = '';
    if (quiet) {
      child.stdout.on('data', (d) => (output += d));
      child.stderr.on('data', (d) => (output += d));
    }
    child.on('close', (code) => {
      console.log(`\n===== ${script}: ${code === 0 ? 'ok' : `exit ${code}`} (${seconds()} s) =====`);
      if (output.trim()) console.log(output.trimEnd());
      resolve(code ?? 1);
    });
  });
}

function stopIf(codes, what) {
  if (codes.some((code) => code !== 0)) {
    console.error(`\nvalidate: ${what} failed after ${seconds()} s`);
    process.exit(1);
  }
}

// Prettier runs on one core for about 8 s: beside the other two rather than after them.
stopIf(
  await Promise.all([
    run('typecheck', { quiet: true }),
    run('lint', { quiet: true }),
    run('format:check', { quiet: true }),
  ]),
  'typecheck, lint or formatting (npm run format)',
);
stopIf([await run('test')], 'the fast tests');
console.log(`\nvalidate: all checks passed in ${seconds()} s`);
