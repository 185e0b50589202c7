/**
 * One error type and one table of codes (docs/architecture.md#tests). Anything thrown as an AppError
 * becomes `{ error: { code, message, fieldErrors?, requestId? } }` with the status from ERROR_STATUS
 * (`requestId`: the request's id, lib/request-log.ts).
 */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { ZodError } from 'zod';
import { logger, type Logger } from './lib/logger';

export const ERROR_STATUS = {
  bad_request: 400,
  validation_error: 400,
  verification_failed: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal_error: 500,
} as const satisfies Record<string, ContentfulStatusCode>;

export type ErrorCode = keyof typeof ERROR_STATUS;

export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export function fieldErrorsOf(error: ZodError): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

/** A readable one-line summary: "title: Title is required; tags: Add at least one tag". */
export function validationMessage(error: ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((i) => {
      if (i.code === 'unrecognized_keys') return `Unknown field${i.keys.length > 1 ? 's' : ''}: ${i.keys.join(', ')}`;
      return i.path.length ? `${i.path.join('.')}: ${i.message}` : i.message;
    })
    .join('; ');
}

export function validationError(error: ZodError): AppError {
  return new AppError('validation_error', validationMessage(error), fieldErrorsOf(error));
}

export function errorResponse(c: Context, err: AppError) {
  const requestId = c.get('requestId') as string | undefined;
  const body = {
    error: {
      code: err.code,
      message: err.message,
      ...(err.fieldErrors ? { fieldErrors: err.fieldErrors } : {}),
      ...(requestId ? { requestId } : {}),
    },
  };
  return c.json(body, ERROR_STATUS[err.code]);
}

export const NUL_MESSAGE = 'Text must not contain the NUL character (\\u0000)';

/** A lone UTF-16 surrogate (`"\\ud800"` in JSON) is half of a character: it has no UTF-8 form. */
export const UNPAIRED_SURROGATE_MESSAGE =
  'Text must not contain an unpaired UTF-16 surrogate (\\ud800 to \\udfff without its pair)';

/** SQLSTATEs of text the database cannot store: 22021 (NUL in text), 22P05 (\u0000 in jsonb). */
const UNSTORABLE_TEXT_CODES = new Set(['22021', '22P05']);

/** The database's own error under a driver's or Drizzle's wrapper ("Failed query: …"), if any. */
export function databaseError(err: unknown): { code: string; message: string } | null {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const { code, message } = e as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) return { code, message: String(message ?? '') };
  }
  return null;
}

export function handleError(err: Error, c: Context) {
  if (err instanceof AppError) return errorResponse(c, err);
  // Text the database cannot store (rejectNulInput stops it first; this covers any other way in).
  const db = databaseError(err);
  if (db && UNSTORABLE_TEXT_CODES.has(db.code)) return errorResponse(c, new AppError('validation_error', NUL_MESSAGE));
  if (err instanceof HTTPException) {
    const status = err.status;
    if (status === 413) return errorResponse(c, new AppError('payload_too_large', err.message));
    if (status === 415) {
      return errorResponse(
        c,
        new AppError('unsupported_media_type', 'Send the request body as JSON (Content-Type: application/json)'),
      );
    }
    const code: ErrorCode =
      status === 401
        ? 'unauthorized'
        : status === 403
          ? 'forbidden'
          : status === 404
            ? 'not_found'
            : status === 429
              ? 'rate_limited'
              : 'bad_request';
    // Hono's JSON validator says "Malformed JSON in request body" for a body that does not parse.
    return errorResponse(c, new AppError(code, err.message || 'Bad request'));
  }
  ((c.get('log') as Logger | undefined) ?? logger()).error(
    { err, method: c.req.method, path: c.req.path },
    'unhandled error',
  );
  return errorResponse(c, new AppError('internal_error', 'Something went wrong'));
}
