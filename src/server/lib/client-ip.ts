import type { Context } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';

/**
 * The caller's address; X-Forwarded-For is believed only when TRUST_PROXY=true, and then only
 * its last entry: the one the reverse proxy in front of the app appended. Entries to its left
 * come from the client (or proxies before ours) and can be anything, so taking the first one let
 * a client pick a new address per request and escape every rate limit.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = forwardedClient(c.req.header('x-forwarded-for'));
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // app.request() in tests has no socket
  }
}

/** The last non-empty entry of an X-Forwarded-For header, or null. */
export function forwardedClient(header: string | undefined): string | null {
  const entries = (header ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  return entries.at(-1) ?? null;
}
