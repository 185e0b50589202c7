/**
 * Writes through the app's API come from the site itself. The session cookie is SameSite=Lax
 * and every body must be JSON (which a plain HTML form cannot send), but a body-less POST (unban
 * a user, toggle an ad) still reached the API from any page on a sibling subdomain. A browser
 * says where a request comes from (Origin, and Sec-Fetch-Site): another origin is refused, as
 * better-auth refuses it on /api/auth. Clients that are not browsers send neither and pass.
 * A request with `Authorization: Bearer` (an API key) passes too: it is authenticated by the key
 * alone, never by a cookie the browser attached (features/api-keys/api-key-auth.ts), so another
 * site cannot forge it without the key.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-context';
import { AppError } from './errors';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export const refuseCrossSite: MiddlewareHandler<AppEnv> = async (c, next) => {
  if (!SAFE_METHODS.has(c.req.method) && !/^Bearer(?:\s|$)/i.test(c.req.header('authorization') ?? '')) {
    const origin = c.req.header('origin');
    const site = new URL(c.var.deps.env.baseUrl).origin;
    const fetchSite = c.req.header('sec-fetch-site');
    if ((origin && origin !== site) || fetchSite === 'cross-site') {
      throw new AppError('forbidden', `Cross-site request refused: send it from ${site}`);
    }
  }
  await next();
};
