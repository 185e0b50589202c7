import { Hono } from 'hono';
import type { AppEnv } from '../app-context';
import { clientIp } from '../lib/client-ip';
import { CLIENT_IP_HEADER } from './auth';

/**
 * better-auth's own endpoints under /api/auth/*. The caller's address is put in a header only
 * the server sets (any value sent by the client is replaced), so rate limits count per client.
 */
export function authRoutes() {
  const app = new Hono<AppEnv>();
  app.on(['GET', 'POST'], '/*', (c) => {
    const headers = new Headers(c.req.raw.headers);
    headers.set(CLIENT_IP_HEADER, clientIp(c, c.var.deps.env.TRUST_PROXY === 'true'));
    const request = new Request(c.req.raw, { headers });
    return c.var.deps.auth.handler(request);
  });
  return app;
}
