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

export default defineConfig(({ command }) => ({
  plugins: [react(), tailwindcss(), precompress()],
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
  },
  server: {
    port: Number(process.env.PORT ?? 3000),
    // `npm run dev`: the API runs beside Vite; these paths go to it.
    proxy: Object.fromEntries(
      ['/api', '/sitemap.xml', '/sitemaps', '/robots.txt'].map((p) => [p, `http://localhost:${apiPort}`]),
    ),
  },
}));
