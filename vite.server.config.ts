/**
 * The server's production build (`npm run build`, docs/decisions/025-production-build-and-logs.md):
 * an SSR build of the entries below into dist/server, one ES module per entry. Everything is
 * bundled except the runtime `dependencies` of package.json, which `npm ci --omit=dev` installs.
 */
import fs from 'node:fs';
import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

/**
 * dist/server/<name>.js ← source. Add a command-line tool here; the worker threads' entries are
 * here too (import-source.ts and indexing.ts start them by these names).
 */
export const SERVER_ENTRIES: Record<string, string> = {
  index: 'src/server/index.ts',
  'seed-cli': 'src/server/db/seed-cli.ts',
  'admin-create': 'src/server/admin-create.ts',
  'data-cli': 'src/server/data-cli.ts',
  'import.worker': 'src/server/features/admin/import.worker.ts',
  'indexing.worker': 'src/server/features/prompts/indexing.worker.ts',
};

const pkg = JSON.parse(fs.readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
};
const runtime = Object.keys(pkg.dependencies);
const isExternal = (id: string) =>
  id.startsWith('node:') ||
  builtinModules.includes(id) ||
  runtime.some((name) => id === name || id.startsWith(`${name}/`));

export default defineConfig({
  resolve: {
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src/client', import.meta.url)) }],
  },
  ssr: { noExternal: true },
  // public/ is the client's.
  publicDir: false,
  build: {
    ssr: true,
    outDir: 'dist/server',
    emptyOutDir: true,
    sourcemap: true,
    target: 'node20',
    minify: false,
    rollupOptions: {
      input: SERVER_ENTRIES,
      external: isExternal,
      output: {
        format: 'es',
        entryFileNames: '[name].js',
        // Shared code beside the entries: `new URL(name, import.meta.url)` finds a sibling from
        // any chunk.
        chunkFileNames: '[name]-[hash].js',
      },
    },
  },
});
