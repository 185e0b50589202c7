/**
 * PostgreSQL text cannot hold the NUL character (U+0000): a value with one makes the statement
 * fail ("invalid byte sequence for encoding UTF8: 0x00"), which used to surface as a 500. Every
 * API request is checked once, before any route reads it: its address (path and query, `%00`)
 * and its JSON body (any string or key). The CSV import skips such rows itself
 * (import-reader.ts). `handleError` maps the database's error to the same 400 should a value
 * arrive another way.
 *
 * A lone UTF-16 surrogate (`"\ud800"` in a JSON body) is refused the same way: it is half of a
 * character, with no UTF-8 form, and code that encodes it (links, mail, the database driver)
 * throws or silently turns it into U+FFFD. A pair (`"\ud83d\ude80"`, an emoji) is text.
 */
import type { MiddlewareHandler } from 'hono';
import { AppError, NUL_MESSAGE, UNPAIRED_SURROGATE_MESSAGE } from './errors';

const UNPAIRED_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** The message for the first unstorable text in a parsed JSON value (string or key), or null. */
function unstorableText(value: unknown): string | null {
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return NUL_MESSAGE;
    return UNPAIRED_SURROGATE.test(value) ? UNPAIRED_SURROGATE_MESSAGE : null;
  }
  if (Array.isArray(value)) {
    for (const item of value) {
      const found = unstorableText(item);
      if (found) return found;
    }
    return null;
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const found = unstorableText(key) ?? unstorableText(item);
      if (found) return found;
    }
  }
  return null;
}

/** Raw body text that may hold unstorable text once parsed: a NUL or a surrogate escape. */
const SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;
const suspectBody = (text: string) =>
  text.includes('\\u0000') || text.includes('\u0000') || SURROGATE_ESCAPE.test(text);

export const rejectNulInput: MiddlewareHandler = async (c, next) => {
  // A raw NUL cannot be part of a URL; its percent-encoded form can, in any position.
  if (c.req.url.includes('%00')) throw new AppError('bad_request', NUL_MESSAGE);
  const type = c.req.header('content-type') ?? '';
  if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && /\bjson\b/i.test(type)) {
    // A clone, so the route (or better-auth) still reads the body itself. Bodies are at most
    // 1 MB here (the body limit runs first); only those holding the escape are parsed twice.
    const text = await c.req.raw.clone().text();
    if (suspectBody(text)) {
      let value: unknown;
      try {
        value = JSON.parse(text);
      } catch {
        return next(); // malformed JSON: the route's own check answers
      }
      const message = unstorableText(value);
      if (message) throw new AppError('validation_error', message);
    }
  }
  await next();
};
