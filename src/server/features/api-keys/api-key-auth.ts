/**
 * `Authorization: Bearer <key>` on the REST API and /mcp (docs/decisions/027-api-keys-and-mcp.md).
 * A request that sends a key is that key's user and nothing else: the session cookie is not
 * read, admin rights never apply (session.ts isAdmin), a read key may only read, and each key
 * has its own rate limit. A bad key is refused outright rather than treated as a visitor, so a
 * client never mistakes a revoked key for anonymous access.
 */
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../../app-context';
import { AppError } from '../../errors';
import { setViewer } from '../../auth/session';
import { hitRateLimit, type RateLimitRule } from '../../lib/rate-limit';
import { authenticateKey, type KeyViewer } from './api-keys.service';

/** API_KEY_LIMIT_PER_MINUTE's default. */
export const DEFAULT_API_KEY_LIMIT: RateLimitRule = { max: 120, windowMs: 60_000 };
const READ_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Managing keys, and deleting the account, need the signed-in site: a key cannot mint keys. */
const SESSION_ONLY = (method: string, path: string) =>
  /\/me\/api-keys(?:\/|$)/.test(path) || (method === 'DELETE' && /\/me\/?$/.test(path));

/** The key in `Authorization: Bearer …`, or null when the request sends none. */
export function bearerKey(c: Context): string | null {
  const header = c.req.header('authorization');
  if (!header) return null;
  const match = /^Bearer(?:\s+(.*))?$/i.exec(header.trim());
  return match ? (match[1] ?? '').trim() : null;
}

export function apiKeyRule(c: Context<AppEnv>): RateLimitRule {
  return c.var.deps.rateLimits.apiKey ?? DEFAULT_API_KEY_LIMIT;
}

/** Authenticates the request's key (if any), counts it against its limit and makes it the viewer. */
export async function authenticateBearer(c: Context<AppEnv>): Promise<KeyViewer | null> {
  const key = bearerKey(c);
  if (key === null) return null;
  const { db } = c.var.deps;
  let viewer: KeyViewer;
  try {
    viewer = await authenticateKey(db, key);
  } catch (error) {
    if (error instanceof AppError && error.code === 'unauthorized') {
      c.header('WWW-Authenticate', 'Bearer realm="api", error="invalid_token"');
    }
    throw error;
  }
  const rule = apiKeyRule(c);
  if (!(await hitRateLimit(db, `apikey:${viewer.apiKey.id}`, rule))) {
    c.header('Retry-After', String(Math.ceil(rule.windowMs / 1000)));
    throw new AppError('rate_limited', `Too many requests with this API key: at most ${rule.max} a minute`);
  }
  setViewer(c, viewer);
  return viewer;
}

/** REST API middleware: the key's checks, then its scope for the method. */
export const apiKeyAuth: MiddlewareHandler<AppEnv> = async (c, next) => {
  const viewer = await authenticateBearer(c);
  if (viewer) {
    if (SESSION_ONLY(c.req.method, c.req.path)) {
      throw new AppError('forbidden', 'This needs a signed-in session on the site, not an API key');
    }
    if (viewer.apiKey.scope === 'read' && !READ_METHODS.has(c.req.method)) {
      throw new AppError(
        'forbidden',
        `This API key may only read (scope read): ${c.req.method} needs a key with scope read_write`,
      );
    }
  }
  await next();
};
