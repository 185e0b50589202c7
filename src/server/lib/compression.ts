/**
 * Content-Encoding for the site (docs/decisions/020-light-first-page.md): the built client's
 * files are compressed at build time (vite.config.ts writes `.br` and `.gz` beside each one);
 * HTML and JSON made per request are compressed here, cheaply (brotli quality 4, gzip level 4),
 * and only when larger than 1 KB. zlib's async calls run on libuv's thread pool, so a response
 * being compressed does not hold the event loop.
 */
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { MiddlewareHandler } from 'hono';

export type Encoding = 'br' | 'gzip';

/** Bodies at or under this size go out as they are: compressing them saves less than it costs. */
export const DYNAMIC_COMPRESSION_MIN_BYTES = 1024;

/**
 * The encoding to send, from the request's Accept-Encoding: brotli over gzip over none, among
 * `available`. A coding listed with q=0 is refused; `*` accepts what is not listed.
 */
export function negotiateEncoding(acceptEncoding: string | undefined, available: readonly Encoding[]): Encoding | null {
  if (!acceptEncoding) return null;
  const weights = new Map<string, number>();
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)).find(Boolean);
    const weight = q ? Number(q[1]) : 1;
    weights.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const accepts = (coding: Encoding) => (weights.get(coding) ?? weights.get('*') ?? 0) > 0;
  for (const coding of ['br', 'gzip'] as const) if (available.includes(coding) && accepts(coding)) return coding;
  return null;
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Compresses a body made per request (fast settings: it is done for every response). */
export function compressDynamic(body: Uint8Array, encoding: Encoding): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 4,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.byteLength,
        },
      })
    : gzip(body, { level: 4 });
}

/**
 * Compressed copies of bodies that are sent again and again: the read cache's answers
 * (read-cache.ts), which would otherwise be compressed anew for every browser that asks. Keyed by
 * the body itself, so an answer computed again with the same text keeps its copies; the oldest go
 * first beyond `maxChars` of bodies.
 */
export class CompressedCopies {
  private copies = new Map<string, Partial<Record<Encoding, Promise<Uint8Array<ArrayBuffer>>>>>();
  private chars = 0;

  constructor(private readonly maxChars = 4 * 1024 * 1024) {}

  /** `body` compressed with `encoding`: the copy made earlier, or one made now and kept. */
  get(body: string, encoding: Encoding): Promise<Uint8Array<ArrayBuffer>> {
    let entry = this.copies.get(body);
    if (entry) {
      // Most recently used last (a Map keeps insertion order).
      this.copies.delete(body);
      this.copies.set(body, entry);
    } else {
      entry = {};
      this.copies.set(body, entry);
      this.chars += body.length;
      for (const [old] of this.copies) {
        if (this.chars <= this.maxChars || old === body) break;
        this.copies.delete(old);
        this.chars -= old.length;
      }
    }
    let copy = entry[encoding];
    if (!copy) {
      copy = compressDynamic(Buffer.from(body), encoding).then((bytes) => new Uint8Array(bytes));
      entry[encoding] = copy;
      // A failed compression is not kept: the next request tries again.
      copy.catch(() => {
        if (this.copies.get(body)?.[encoding] === copy) delete this.copies.get(body)![encoding];
      });
    }
    return copy;
  }

  get size(): number {
    return this.copies.size;
  }
}

/** Statuses whose responses have no body (the Fetch standard's null body statuses). */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304]);

const COMPRESSIBLE = /^(application\/json|text\/html|application\/(?:atom\+)?xml|text\/plain)\b/i;

/**
 * Compresses JSON, HTML, XML and plain-text answers over 1 KB when the client accepts brotli or
 * gzip. Answers that are already encoded, streamed without a known small length, or marked
 * `no-transform` are left alone; every answer it could compress says `Vary: Accept-Encoding`.
 */
export function compressResponses(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const res = c.res;
    const type = res.headers.get('Content-Type') ?? '';
    // The status says whether there is a body: asking `res.body` of @hono/node-server's light
    // Response builds the whole Response and a stream, which a client that accepts no encoding
    // would pay for nothing (4 % of the thread under load, bench/results-http.md).
    if (NULL_BODY_STATUSES.has(res.status) || !COMPRESSIBLE.test(type)) return;
    if (res.headers.has('Content-Encoding') || /no-transform/i.test(res.headers.get('Cache-Control') ?? '')) return;
    appendVary(res.headers);
    if (c.req.method === 'HEAD') return;
    const encoding = negotiateEncoding(c.req.header('Accept-Encoding'), ['br', 'gzip']);
    if (!encoding) return;
    const declared = res.headers.get('Content-Length');
    if (declared !== null && Number(declared) <= DYNAMIC_COMPRESSION_MIN_BYTES) return;
    if (!res.body) return;
    const body = new Uint8Array(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    // Hono's setter copies the old answer's headers onto the new one: clear it first.
    c.res = undefined;
    if (body.byteLength <= DYNAMIC_COMPRESSION_MIN_BYTES) {
      c.res = new Response(body, { status: res.status, statusText: res.statusText, headers });
      return;
    }
    const compressed = await compressDynamic(body, encoding);
    headers.set('Content-Encoding', encoding);
    headers.set('Content-Length', String(compressed.byteLength));
    // A strong validator of the identity body would now name different bytes.
    const etag = headers.get('ETag');
    if (etag && !etag.startsWith('W/')) headers.set('ETag', `W/${etag}`);
    c.res = new Response(new Uint8Array(compressed), { status: res.status, statusText: res.statusText, headers });
  };
}

/** Adds `Accept-Encoding` to the response's Vary header (once). */
export function appendVary(headers: Headers): void {
  const vary = headers.get('Vary');
  if (!vary) headers.set('Vary', 'Accept-Encoding');
  else if (!/(^|,)\s*(accept-encoding|\*)\s*(,|$)/i.test(vary)) headers.set('Vary', `${vary}, Accept-Encoding`);
}
