/**
 * Strict-Transport-Security tells a browser to use https for the site from then on. It is sent
 * only on answers that went out over https: the request came over TLS, or, behind a reverse
 * proxy that is trusted (TRUST_PROXY=true), the proxy says so in X-Forwarded-Proto. A site
 * served over plain http (a laptop, an intranet) must not send it: it would promise https the
 * site cannot keep.
 */
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-context';

/** Half a year, the subdomains too: what the HSTS preload list asks as a minimum is a year. */
export const HSTS_VALUE = 'max-age=15552000; includeSubDomains';

export function servedOverHttps(url: string, forwardedProto: string | undefined, trustProxy: boolean): boolean {
  if (new URL(url).protocol === 'https:') return true;
  if (!trustProxy || !forwardedProto) return false;
  // One trusted proxy: its value is the last one in the list.
  const last = forwardedProto.split(',').at(-1)!.trim().toLowerCase();
  return last === 'https';
}

export const strictTransportSecurity: MiddlewareHandler<AppEnv> = async (c, next) => {
  await next();
  const trustProxy = c.var.deps.env.TRUST_PROXY === 'true';
  if (servedOverHttps(c.req.url, c.req.header('X-Forwarded-Proto'), trustProxy)) {
    c.res.headers.set('Strict-Transport-Security', HSTS_VALUE);
  }
};
