/** The JavaScript a first visit to `/` downloads: the entry script and its modulepreloads. */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export const JS_BUDGET_KB = 150;

export type BundleSize =
  | {
      ok: true;
      files: { file: string; bytes: number; gzip: number }[];
      totalBytes: number;
      totalGzip: number;
    }
  | { ok: false; reason: string };

function attr(tag: string, name: string): string | null {
  const m = new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, 'i').exec(tag);
  return m ? (m[2] ?? m[3] ?? m[4] ?? null) : null;
}

export function clientJsSize(clientDir: string): BundleSize {
  const indexPath = path.join(clientDir, 'index.html');
  if (!fs.existsSync(indexPath))
    return {
      ok: false,
      reason: `${indexPath} not found (run \`npm run build\` first)`,
    };
  const html = fs.readFileSync(indexPath, 'utf8');
  const urls: string[] = [];
  for (const m of html.matchAll(/<script\b[^>]*>/gi)) {
    const src = attr(m[0], 'src');
    if (src && attr(m[0], 'type') === 'module') urls.push(src);
  }
  for (const m of html.matchAll(/<link\b[^>]*>/gi)) {
    const rel = attr(m[0], 'rel');
    const href = attr(m[0], 'href');
    if (href && rel?.split(/\s+/).includes('modulepreload')) urls.push(href);
  }
  if (urls.length === 0) return { ok: false, reason: `no module script in ${indexPath}` };
  const files = [...new Set(urls)]
    .filter((u) => !/^(https?:)?\/\//.test(u))
    .map((u) => {
      const file = path.join(clientDir, u.replace(/^\//, '').split(/[?#]/)[0]!);
      const data = fs.readFileSync(file);
      return {
        file: path.relative(clientDir, file),
        bytes: data.length,
        gzip: zlib.gzipSync(data, { level: 9 }).length,
      };
    });
  return {
    ok: true,
    files,
    totalBytes: files.reduce((a, f) => a + f.bytes, 0),
    totalGzip: files.reduce((a, f) => a + f.gzip, 0),
  };
}
