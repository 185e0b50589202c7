import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';

const apiPort = Number(process.env.API_PORT ?? 3001);

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/**
 * Writes `file.br` (brotli, best) and `file.gz` (gzip -9) beside every compressible file of the
 * build, when that saves bytes; the server sends them to clients that accept them
 * (src/server/features/site/static-files.ts, docs/decisions/020-light-first-page.md).
 */
function precompress(): Plugin {
  const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/i;
  let outDir = '';
  return {
    name: 'prompt-commons:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async writeBundle() {
      const files = (fs.readdirSync(outDir, { recursive: true }) as string[])
        .map((f) => path.join(outDir, f))
        .filter((f) => compressible.test(f) && fs.statSync(f).isFile() && fs.statSync(f).size >= 256);
      await Promise.all(
        files.map(async (file) => {
          const data = await fs.promises.readFile(file);
          const [br, gz] = await Promise.all([
            brotli(data, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
              },
            }),
            gzip(data, { level: 9 }),
          ]);
          if (br.length < data.length) await fs.promises.writeFile(`${file}.br`, br);
          if (gz.length < data.length) await fs.promises.writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}

/** Libraries the first page runs (see firstPageChunk). */
const FIRST_PAGE_LIBRARIES = [
  /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack[\\/][^\\/]+|clsx|class-variance-authority)[\\/]/,
  // Radix's Slot is not here: Button and Badge use components/ui/slot.tsx (decision 034).
  /[\\/]node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/](createLucideIcon|Icon|defaultAttributes|shared[\\/])/,
];

/**
 * Puts what the first page runs into one chunk: the app's modules the entry imports statically
 * (the layout, the home screen, the API client…) and the libraries of FIRST_PAGE_LIBRARIES.
 * By default Rolldown gives each set of modules the entry shares with some lazy screens a chunk
 * of its own (ten files on `/`); in one file they share a brotli window, so `/` receives less,
 * in fewer requests (docs/decisions/030-lighter-first-page.md). Lazy screens import from it.
 * Libraries are named rather than followed through imports: a library's index imports all of
 * it statically (lucide-react, Radix), and only tree-shaking knows which parts the page keeps.
 */
function firstPageChunk(): { plugin: Plugin; test: (id: string) => boolean } {
  const appModules = new Set<string>();
  const plugin: Plugin = {
    name: 'prompt-commons:first-page-chunk',
    apply: 'build',
    buildEnd() {
      appModules.clear();
      // The entry is index.html's module (Vite's proxy of its inline script tag), which imports
      // main.tsx: both stay in the entry chunk, which the manifest marks as the entry
      // (route-preloads.ts reads it); everything main.tsx imports comes here.
      const entries = [...this.getModuleIds()].filter((id) => this.getModuleInfo(id)?.isEntry);
      const own = new Set(entries.flatMap((id) => [id, ...(this.getModuleInfo(id)?.importedIds ?? [])]));
      const stack = [...own].flatMap((id) => this.getModuleInfo(id)?.importedIds ?? []);
      while (stack.length) {
        const id = stack.pop()!;
        if (appModules.has(id) || own.has(id) || id.includes('/node_modules/')) continue;
        appModules.add(id);
        stack.push(...(this.getModuleInfo(id)?.importedIds ?? []));
      }
    },
  };
  const test = (id: string) => appModules.has(id) || FIRST_PAGE_LIBRARIES.some((re) => re.test(id));
  return { plugin, test };
}

const firstPage = firstPageChunk();

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), precompress(), firstPage.plugin],
  resolve: {
    alias: [
      { find: '@', replacement: fileURLToPath(new URL('./src/client', import.meta.url)) },
      // React Router's package exports point at its development build (dev warnings and checks)
      // under every condition; the built site takes the production build it ships beside it
      // (docs/decisions/020-light-first-page.md).
      ...(command === 'build'
        ? [
            {
              find: /^react-router$/,
              replacement: fileURLToPath(
                new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url),
              ),
            },
          ]
        : []),
    ],
  },
  build: {
    outDir: 'dist/client',
    emptyOutDir: true,
    sourcemap: true,
    // .vite/manifest.json: the server preloads a lazy screen's chunks with its page (site.routes.ts).
    manifest: true,
    // The page's own modulepreloads (index.html) stay. A dynamic import's chunks are not preloaded
    // by inserting <link> elements at the time of the import: on /prompt/{id} that insertion was
    // 60–75 ms of blocking time at a phone's speed, inside hydration. The server preloads a
    // rendered screen's chunks (route-preloads.ts), and links warm a screen on intent
    // (src/client/app/warm-screens.ts). docs/decisions/030-lighter-first-page.md.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    rolldownOptions: {
      output: {
        codeSplitting: { groups: [{ name: 'first-page', test: firstPage.test }] },
      },
    },
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    // `npm run dev`: the API runs beside Vite; these paths go to it.
    proxy: Object.fromEntries(
      ['/api', '/sitemap.xml', '/sitemaps', '/robots.txt'].map((p) => [p, `http://localhost:${apiPort}`]),
    ),
  },
}));
