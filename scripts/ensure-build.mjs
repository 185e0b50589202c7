// `npm start`, `npm run db:seed` and `npm run admin:create` run this first: build the client
// (dist/client) and the server (dist/server) when missing or older than their sources, so
// `npm install && npm start` works on a fresh clone, building once
// (docs/decisions/025-production-build-and-logs.md).
import { execSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');

function newestMtime(dir) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) newest = Math.max(newest, newestMtime(full));
    else if (!entry.name.includes('.test.')) newest = Math.max(newest, fs.statSync(full).mtimeMs);
  }
  return newest;
}

function newestInput(dirs, files) {
  return Math.max(
    ...dirs
      .map((d) => path.join(root, d))
      .filter((d) => fs.existsSync(d))
      .map(newestMtime),
    ...files.map((f) => fs.statSync(path.join(root, f)).mtimeMs),
  );
}

const builds = [
  {
    what: 'the client',
    output: 'dist/client/index.html',
    inputs: () =>
      newestInput(['src/client', 'src/shared', 'public'], ['index.html', 'vite.config.ts', 'package-lock.json']),
    command: 'npx vite build --logLevel warn',
  },
  {
    what: 'the server',
    output: 'dist/server/index.js',
    inputs: () =>
      newestInput(['src/server', 'src/shared'], ['vite.server.config.ts', 'package.json', 'package-lock.json']),
    command: 'npx vite build --config vite.server.config.ts --logLevel warn',
  },
];

for (const build of builds) {
  const output = path.join(root, build.output);
  if (!fs.existsSync(output) || fs.statSync(output).mtimeMs < build.inputs()) {
    console.log(`[build] building ${build.what}…`);
    execSync(build.command, { cwd: root, stdio: 'inherit' });
  }
}
