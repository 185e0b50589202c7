/**
 * PostgreSQL text cannot hold the NUL character (U+0000): a value with one makes the statement
 * fail ("invalid byte sequence for encoding UTF8: 0x00"), which used to surface as a 500. Every
 * API request is checked once, before any route reads it: its address (path and query, `%00`)
 * and its JSON body (any string or key). The CSV import skips such rows itself
 * (import-reader.ts). `handleError` maps the database's error to the same 400 should a value
 * arrive another way.
 */
import type { MiddlewareHandler } from 'hono';
import { AppError, NUL_MESSAGE } from './errors';

function holdsNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (Array.isArray(value)) return value.some(holdsNul);
  if (value && typeof value === 'object') {
    return Object.entries(value).some(([key, v]) => key.includes('\u0000') || holdsNul(v));
  }
  return false;
}

export const rejectNulInput: MiddlewareHandler = async (c, next) => {
  // A raw NUL cannot be part of a URL; its percent-encoded form can, in any position.
  if (c.req.url.includes('%00')) throw new AppError('bad_request', NUL_MESSAGE);
  const type = c.req.header('content-type') ?? '';
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && /\bjson\b/i.test(type)) {
    // A clone, so the route (or better-auth) still reads the body itself. Bodies are at most
    // 1 MB here (the body limit runs first); only those holding the escape are parsed twice.
    const text = await c.req.raw.clone().text();
    if (text.includes('\\u0000') || text.includes('\u0000')) {
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        return next(); // malformed JSON: the route's own check answers
      }
      if (holdsNul(value)) throw new AppError('validation_error', NUL_MESSAGE);
    }
  }
  await next();
};
