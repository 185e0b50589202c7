/**
 * Files the server reads at run time (drizzle/, seed/, dist/client) and its worker threads'
 * entries, found alike from the sources (src/server/…, run by tsx and the tests) and from the
 * build (dist/server/*.js, docs/decisions/025-production-build-and-logs.md).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

let root: string | undefined;

/** The project's folder: the nearest one up from this module with a package.json. */
export function projectRoot(): string {
  if (root) return root;
  let dir = path.dirname(fileURLToPath(import.meta.url));
  while (!fs.existsSync(path.join(dir, 'package.json'))) {
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error('No package.json above the server code: cannot find the project folder');
    dir = parent;
  }
  return (root = dir);
}

/** A path inside the project, e.g. `projectPath('drizzle')`. */
export function projectPath(...parts: string[]): string {
  return path.join(projectRoot(), ...parts);
}

/**
 * A worker thread's entry beside the module `from` (its import.meta.url). From the sources it is
 * the plain JavaScript shim that loads the TypeScript through tsx; in the build the worker is an
 * entry of its own (vite.server.config.ts) next to every chunk.
 */
export function workerUrl(from: string, sourceShim: string, builtEntry: string): URL {
  return new URL(from.endsWith('.ts') ? sourceShim : builtEntry, from);
}
