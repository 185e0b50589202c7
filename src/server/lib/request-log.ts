/**
 * A request id and a logger per request, and one access line per request
 * (docs/decisions/025-production-build-and-logs.md). The id is the caller's `X-Request-Id` when
 * it is a sane token (a proxy's or a client's), else a new UUID; it goes back in the
 * `X-Request-Id` response header, in every error body (`error.requestId`) and on every log line
 * of the request (`c.var.log`, and logger() anywhere the request's work runs).
 */
import { randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-context';
import { rootLogger, withLogger } from './logger';
import { answeringRoute } from './metrics';

export const REQUEST_ID_HEADER = 'X-Request-Id';

/** Letters, digits and `._:-`, up to 128: what proxies and tracing systems send. */
const SANE_REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function requestLog(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const start = performance.now();
    const incoming = c.req.header(REQUEST_ID_HEADER);
    const requestId = incoming && SANE_REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const log = rootLogger().child({ requestId });
    c.set('requestId', requestId);
    c.set('log', log);
    c.header(REQUEST_ID_HEADER, requestId);
    try {
      await withLogger(log, next);
    } finally {
      if (c.res.headers.get(REQUEST_ID_HEADER) !== requestId) {
        try {
          c.res.headers.set(REQUEST_ID_HEADER, requestId);
        } catch {
          // A response with immutable headers (fetched or cached): copy it.
          c.res = new Response(c.res.body, c.res);
          c.res.headers.set(REQUEST_ID_HEADER, requestId);
        }
      }
      // The path only: a query string may hold a token (a reset or verification link).
      log.info(
        {
          method: c.req.method,
          path: c.req.path,
          route: answeringRoute(c),
          status: c.res.status,
          ms: Math.round((performance.now() - start) * 10) / 10,
        },
        'request',
      );
    }
  };
}
