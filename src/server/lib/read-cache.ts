/**
 * A short-lived cache of the public reads every visitor repeats (decision 021): the browse
 * pages, searches, a prompt's page and the popular tags, as the JSON bodies the API answered.
 * These answers do not depend on who asks.
 *
 * Freshness (decision 031, amending 021): every statement that writes what these reads show,
 * whoever sends it (a route, the import, a backfill), is seen by db/write-watch.ts (wired in
 * db/client.ts) and reported here:
 * - a removal (a deleted prompt, comment or account) empties the cache: nobody is shown it again;
 * - any other change (a new or edited prompt, a rating, a comment) moves the generation on. A
 *   request marked fresh (`freshRead`: its client wrote within the last seconds, or asked with
 *   `Cache-Control: no-cache`) is only given an answer computed after the change; every other
 *   visitor may be given one computed less than STALE_MS before it, so a burst of writes costs
 *   each cached read at most one recomputation per STALE_MS instead of one per write.
 * What is left out on purpose (a prompt opened: popularity + 1) shows within TTL_MS. Another
 * process writing to the same PostgreSQL database is seen within TTL_MS too.
 *
 * Requests for the same answer while it is being computed share that computation (one query
 * for ten visitors). PGlite runs every statement on the server's one thread, so each query
 * saved is time every other request gets back.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-context';
import { perDatabase } from '../db/typed-sql';
import { servedOverHttps } from './strict-transport';
import { CompressedCopies, DYNAMIC_COMPRESSION_MIN_BYTES, negotiateEncoding } from './compression';

/** How long an answer may be reused when nothing was written meanwhile. */
export const TTL_MS = 5_000;
/** How long after it was computed an answer may still be given to others once a write changed it. */
export const STALE_MS = 1_000;
/** The cookie a successful write sets, so that its client's next reads are fresh (seconds). */
export const WROTE_COOKIE = 'pc_wrote';
const WROTE_COOKIE_MAX_AGE = Math.ceil(STALE_MS / 1000) + 1;
const WROTE_COOKIE_SENT = new RegExp(`(^|;)\\s*${WROTE_COOKIE}=`);
/** Answers larger than this are not kept (a long prompt's page). */
const MAX_BODY_CHARS = 256 * 1024;
/** Bounds on what the cache holds. */
const MAX_ENTRIES = 2_000;
const MAX_TOTAL_CHARS = 32 * 1024 * 1024;

/** `generation`: the change generation when its computation started, at `started`. */
type Entry = { body: string; expires: number; generation: number; started: number };
type Pending = { generation: number; started: number; body: Promise<string | null> };

/** A key's path: keys are a URL's path and query. */
const pathOf = (key: string) => {
  const q = key.indexOf('?');
  return q === -1 ? key : key.slice(0, q);
};

export class ReadCache {
  private generation = 0;
  /** Moved on by invalidate(): an answer computed across a removal is never stored. */
  private removals = 0;
  private entries = new Map<string, Entry>();
  private totalChars = 0;
  private inFlight = new Map<string, Pending>();
  enabled = true;

  /** Per path: bumped by forgetPath, so an answer being computed for it is not stored. */
  private pathGenerations = new Map<string, number>();

  /**
   * A write db/write-watch.ts saw. A removal empties the cache; any other change (a new or edited
   * prompt, a rating, a comment) ages it: fresh requests are no longer given an answer computed
   * before now, others for STALE_MS.
   */
  noteWrite(kind: 'change' | 'removal') {
    if (kind === 'removal') this.invalidate();
    else this.generation++;
  }

  /** Something shown by the cached reads was removed: forget every answer. */
  invalidate() {
    this.generation++;
    this.removals++;
    this.entries.clear();
    this.inFlight.clear();
    this.pathGenerations.clear();
    this.totalChars = 0;
  }

  /**
   * One page's answer changed and nothing else did (a prompt opened: its popularity + 1):
   * forget the answers for this path, whatever their query, and any being computed.
   */
  forgetPath(path: string) {
    if (this.pathGenerations.size >= MAX_ENTRIES) {
      this.invalidate();
      return;
    }
    this.pathGenerations.set(path, (this.pathGenerations.get(path) ?? 0) + 1);
    for (const [key, entry] of this.entries) {
      if (pathOf(key) !== path) continue;
      this.entries.delete(key);
      this.totalChars -= entry.body.length;
    }
    for (const key of this.inFlight.keys()) if (pathOf(key) === path) this.inFlight.delete(key);
  }

  /**
   * The body for `key`: a stored one, the one being computed, or `compute()`'s (null: not
   * cacheable, e.g. an error answer). `fresh`: only an answer computed after the last write.
   */
  async get(
    key: string,
    compute: () => Promise<string | null>,
    { now = Date.now(), fresh = false }: { now?: number; fresh?: boolean } = {},
  ): Promise<string | null> {
    if (!this.enabled) return compute();
    const usable = (e: { generation: number; started: number }) =>
      e.generation === this.generation || (!fresh && now - e.started < STALE_MS);
    const entry = this.entries.get(key);
    if (entry && entry.expires > now && usable(entry)) return entry.body;
    const pending = this.inFlight.get(key);
    if (pending && usable(pending)) return pending.body;
    const generation = this.generation;
    const removals = this.removals;
    const pathGeneration = this.pathGenerations.get(pathOf(key)) ?? 0;
    const started = Date.now();
    const body = compute();
    this.inFlight.set(key, { generation, started, body });
    try {
      const value = await body;
      // Not stored across a removal or a change of this page (forgetPath); an answer computed
      // across another write keeps the generation it started in, so it is stale at once.
      const pathUnchanged = (this.pathGenerations.get(pathOf(key)) ?? 0) === pathGeneration;
      // Nor over an answer computed after a later write (a fresh reader's, finished first).
      const newer = (this.entries.get(key)?.generation ?? -1) > generation;
      if (value !== null && this.removals === removals && pathUnchanged && !newer && value.length <= MAX_BODY_CHARS) {
        this.store(key, { body: value, expires: Date.now() + TTL_MS, generation, started });
      }
      return value;
    } finally {
      if (this.inFlight.get(key)?.body === body) this.inFlight.delete(key);
    }
  }

  private store(key: string, entry: Entry) {
    const old = this.entries.get(key);
    if (old) {
      this.totalChars -= old.body.length;
      this.entries.delete(key);
    }
    this.entries.set(key, entry);
    this.totalChars += entry.body.length;
    // Oldest first (a Map keeps insertion order).
    for (const [k, e] of this.entries) {
      if (this.entries.size <= MAX_ENTRIES && this.totalChars <= MAX_TOTAL_CHARS) break;
      this.entries.delete(k);
      this.totalChars -= e.body.length;
    }
  }
}

/** One cache per database: every app and background job writing to it invalidates the same one. */
export const readCacheOf = perDatabase(() => new ReadCache());

/**
 * Whether a read must see every write made before it: its client wrote within the last seconds
 * (the WROTE_COOKIE that `markWriters` sets) or asked so with `Cache-Control: no-cache`.
 */
export function freshRead(headers: { cookie?: string | null; cacheControl?: string | null }): boolean {
  if (headers.cacheControl && /(^|,)\s*no-cache\b/i.test(headers.cacheControl)) return true;
  return !!headers.cookie && WROTE_COOKIE_SENT.test(headers.cookie);
}

/** freshRead for a request. */
export const isFreshRead = (c: Context): boolean =>
  freshRead({ cookie: c.req.header('cookie'), cacheControl: c.req.header('cache-control') });

/**
 * After a successful write (any method but GET and HEAD answered below 400), sets WROTE_COOKIE
 * for a few seconds: the writer's next reads are fresh, so a prompt they submitted, rated or
 * commented on shows to them at once (read-your-writes), whatever others are shown.
 */
export function markWriters(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || c.res.status >= 400) return;
    const https = servedOverHttps(c.req.url, c.req.header('X-Forwarded-Proto'), c.var.deps.env.TRUST_PROXY === 'true');
    c.res.headers.append(
      'Set-Cookie',
      `${WROTE_COOKIE}=1; Max-Age=${WROTE_COOKIE_MAX_AGE}; Path=/; HttpOnly; SameSite=Lax${https ? '; Secure' : ''}`,
    );
  };
}

/**
 * Serves a public GET from the cache (only 200 answers are kept). `cacheable` says which
 * paths qualify; the answer must not depend on the viewer.
 */
export function cachePublicReads(cacheable: (path: string) => boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'GET' || !cacheable(c.req.path)) return next();
    const cache = readCacheOf(c.var.deps.db);
    const url = new URL(c.req.url);
    const fresh = isFreshRead(c);
    let ran = false;
    const body = await cache.get(
      url.pathname + url.search,
      async () => {
        ran = true;
        await next();
        if (c.res.status !== 200) return null;
        return await c.res.clone().text();
      },
      { fresh },
    );
    if (ran) return;
    if (body === null) {
      // Shared a computation that was not cacheable: answer this request on its own.
      await next();
      return;
    }
    // A browser accepts brotli or gzip: the answer's compressed copy, made once for all of them
    // (compressResponses leaves an encoded answer alone).
    const encoding =
      body.length > DYNAMIC_COMPRESSION_MIN_BYTES
        ? negotiateEncoding(c.req.header('Accept-Encoding'), ['br', 'gzip'])
        : null;
    if (!encoding) return c.body(body, 200, { 'Content-Type': 'application/json' });
    const compressed = await compressedCopiesOf(c.var.deps.db).get(body, encoding);
    return c.body(compressed, 200, {
      'Content-Type': 'application/json',
      'Content-Encoding': encoding,
      'Content-Length': String(compressed.byteLength),
      Vary: 'Accept-Encoding',
    });
  };
}

/** The compressed copies of one database's cached answers. */
const compressedCopiesOf = perDatabase(() => new CompressedCopies());
