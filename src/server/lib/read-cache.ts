/**
 * A short-lived cache of the public reads every visitor repeats (decision 021): the browse
 * pages, searches, a prompt's page and the popular tags, as the JSON bodies the API answered.
 * These answers do not depend on who asks.
 *
 * Correctness: every statement that writes what these reads show, whoever sends it (a route,
 * the import, a backfill), moves the database's generation on and empties the cache
 * (db/write-watch.ts, wired in db/client.ts); an answer is only stored when no write happened
 * while it was computed, so a submitted, edited, deleted or moderated prompt shows on the next
 * request. What is left out on purpose (a prompt opened: popularity + 1) shows within TTL_MS.
 * Another process writing to the same PostgreSQL database is seen within TTL_MS too.
 *
 * Requests for the same answer while it is being computed share that computation (one query
 * for ten visitors). PGlite runs every statement on the server's one thread, so each query
 * saved is time every other request gets back.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-context';
import { perDatabase } from '../db/typed-sql';

/** How long an answer may be reused when nothing was written meanwhile. */
export const TTL_MS = 5_000;
/** Answers larger than this are not kept (a long prompt's page). */
const MAX_BODY_CHARS = 256 * 1024;
/** Bounds on what the cache holds. */
const MAX_ENTRIES = 2_000;
const MAX_TOTAL_CHARS = 32 * 1024 * 1024;

type Entry = { body: string; expires: number; generation: number };

/** A key's path: keys are a URL's path and query. */
const pathOf = (key: string) => {
  const q = key.indexOf('?');
  return q === -1 ? key : key.slice(0, q);
};

export class ReadCache {
  private generation = 0;
  private entries = new Map<string, Entry>();
  private totalChars = 0;
  private inFlight = new Map<string, { generation: number; body: Promise<string | null> }>();
  enabled = true;

  /** Per path: bumped by forgetPath, so an answer being computed for it is not stored. */
  private pathGenerations = new Map<string, number>();

  /** Something shown by the cached reads changed: forget every answer. */
  invalidate() {
    this.generation++;
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
   * The body for `key`: a stored one, the one being computed for this generation, or
   * `compute()`'s (null: not cacheable, e.g. an error answer).
   */
  async get(key: string, compute: () => Promise<string | null>, now = Date.now()): Promise<string | null> {
    if (!this.enabled) return compute();
    const generation = this.generation;
    const pathGeneration = this.pathGenerations.get(pathOf(key)) ?? 0;
    const entry = this.entries.get(key);
    if (entry && entry.generation === generation && entry.expires > now) return entry.body;
    const pending = this.inFlight.get(key);
    if (pending && pending.generation === generation) return pending.body;
    const body = compute();
    this.inFlight.set(key, { generation, body });
    try {
      const value = await body;
      // Stored only when no write happened while it was read.
      const pathUnchanged = (this.pathGenerations.get(pathOf(key)) ?? 0) === pathGeneration;
      if (value !== null && this.generation === generation && pathUnchanged && value.length <= MAX_BODY_CHARS) {
        this.store(key, { body: value, expires: Date.now() + TTL_MS, generation });
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
 * Serves a public GET from the cache (only 200 answers are kept). `cacheable` says which
 * paths qualify; the answer must not depend on the viewer.
 */
export function cachePublicReads(cacheable: (path: string) => boolean): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (c.req.method !== 'GET' || !cacheable(c.req.path)) return next();
    const cache = readCacheOf(c.var.deps.db);
    const url = new URL(c.req.url);
    let ran = false;
    const body = await cache.get(url.pathname + url.search, async () => {
      ran = true;
      await next();
      if (c.res.status !== 200) return null;
      return await c.res.clone().text();
    });
    if (ran) return;
    if (body === null) {
      // Shared a computation that was not cacheable: answer this request on its own.
      await next();
      return;
    }
    return c.body(body, 200, { 'Content-Type': 'application/json' });
  };
}
