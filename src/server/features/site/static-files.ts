/**
 * The built client's files (docs/decisions/020-light-first-page.md). `npm run build` writes a
 * brotli (`.br`) and a gzip (`.gz`) copy beside each compressible file; this serves the best
 * one the client accepts, with `Vary: Accept-Encoding`, the file's own Content-Type and the
 * encoded length. Hashed assets (`/assets/*`) are cached for a year; a missing asset is a 404.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { MiddlewareHandler } from 'hono';
import { getMimeType } from 'hono/utils/mime';
import { appendVary, negotiateEncoding, type Encoding } from '../../lib/compression';

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

type Variant = { data: Buffer };
type StaticFile = { identity: Variant; br?: Variant; gzip?: Variant; type: string };

const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

/** Reads a file and its precompressed copies (null when the file is missing or not a file). */
function readStaticFile(file: string): StaticFile | null {
  let data: Buffer;
  try {
    if (!fs.statSync(file).isFile()) return null;
    data = fs.readFileSync(file);
  } catch {
    return null;
  }
  const found: StaticFile = {
    identity: { data },
    type: getMimeType(file) ?? 'application/octet-stream',
  };
  for (const encoding of ['br', 'gzip'] as const) {
    try {
      found[encoding] = { data: fs.readFileSync(file + SUFFIX[encoding]) };
    } catch {
      // No compressed copy (a small or binary file): the identity body is sent.
    }
  }
  return found;
}

/**
 * Serves GET and HEAD of a path with an extension from `clientDir`; other paths go on to the
 * next handler (the app shell). Files are read once and kept (a build's files never change while
 * it runs; a new build is a restart).
 */
export function staticFiles(clientDir: string): MiddlewareHandler {
  const root = path.resolve(clientDir);
  const cache = new Map<string, StaticFile | null>();
  return async (c, next) => {
    const method = c.req.method;
    const pathname = c.req.path;
    if ((method !== 'GET' && method !== 'HEAD') || !/\.[a-z0-9]+$/i.test(pathname)) return next();
    // The compressed copies are not addressable themselves, nor is anything outside the build.
    const file = path.resolve(root, `.${path.posix.normalize(pathname)}`);
    const inside = file.startsWith(root + path.sep) && !/\.(br|gz)$/i.test(file) && !pathname.includes('\0');
    let found = inside ? cache.get(file) : null;
    if (inside && found === undefined) {
      found = readStaticFile(file);
      cache.set(file, found);
    }
    if (!found) {
      if (pathname.startsWith('/assets/')) return c.text('Not found', 404);
      return next();
    }
    const available = (['br', 'gzip'] as const).filter((e) => found[e]);
    const encoding = negotiateEncoding(c.req.header('Accept-Encoding'), available);
    const body = encoding ? found[encoding]!.data : found.identity.data;
    const headers = new Headers({
      'Content-Type': found.type,
      'Content-Length': String(body.byteLength),
    });
    if (available.length) appendVary(headers);
    if (encoding) headers.set('Content-Encoding', encoding);
    if (pathname.startsWith('/assets/')) headers.set('Cache-Control', IMMUTABLE_CACHE);
    for (const [name, value] of headers) c.header(name, value);
    return method === 'HEAD' ? c.body(null, 200) : c.body(new Uint8Array(body), 200);
  };
}
