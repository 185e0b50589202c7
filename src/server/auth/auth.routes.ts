import { Hono } from 'hono';
import type { AppEnv } from '../app-context';
import { clientIp } from '../lib/client-ip';
import { CLIENT_IP_HEADER } from './auth';
import { AppError } from '../errors';

/**
 * better-auth's own endpoints under /api/auth/*. The caller's address is put in a header only
 * the server sets (any value sent by the client is replaced), so rate limits count per client.
 */
export function authRoutes() {
  const app = new Hono<AppEnv>();
  // better-auth's admin plugin (roles, bans, sessions) answers under /admin/*, with its own
  // checks only: any admin could demote, ban, delete or set the password of a super admin
  // there, unaudited. The app's /api/admin API applies the rules of SPEC section 6 and writes the
  // audit log; the server calls the plugin directly (auth.api), never over HTTP.
  app.all('/admin/*', () => {
    throw new AppError('not_found', 'Not found. User administration is under /api/admin.');
  });
  // Likewise its profile update: PATCH /api/me checks the username's length and that the
  // avatar is an http(s) address; better-auth's /update-user takes any name and image.
  app.all('/update-user', () => {
    throw new AppError('not_found', 'Not found. Profiles are updated with PATCH /api/me.');
  });
  app.on(['GET', 'POST'], '/*', (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, clientIp(c, c.var.deps.env.TRUST_PROXY === 'true'));
    const request = new Request(c.req.raw, { headers });
    return c.var.deps.auth.handler(request);
  });
  return app;
}
