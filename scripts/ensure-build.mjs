// `npm start` runs this first: build the client when dist/ is missing or older than the
// sources, so `npm install && npm start` works on a fresh clone.
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const built = path.join(root, 'dist/client/index.html');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else if (!entry.name.includes('.test.')) newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

const sources = [path.join(root, 'src/client'), path.join(root, 'src/shared'), path.join(root, 'public')];
const inputs = Math.max(
  ...sources.filter((d) => fs.existsSync(d)).map(newestMtime),
  ...['index.html', 'vite.config.ts', 'package-lock.json'].map((f) => fs.statSync(path.join(root, f)).mtimeMs),
);
if (!fs.existsSync(built) || fs.statSync(built).mtimeMs < inputs) {
  console.log('[start] building the client (npm run build)…');
  execSync('npx vite build --logLevel warn', { cwd: root, stdio: 'inherit' });
}
