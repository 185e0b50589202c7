import { Hono } from 'hono';
import type { AppEnv } from '../app-context';
import { clientIp } from '../lib/client-ip';
import { CLIENT_IP_HEADER } from './auth';
import { AppError, ERROR_STATUS, type ErrorCode } from '../errors';
import type { ApiErrorBody } from '../../shared/api/errors';
import { canonicalBackupCode } from './backup-codes';

/**
 * better-auth's own endpoints under /api/auth/*. The caller's address is put in a header only
 * the server sets (any value sent by the client is replaced), so rate limits count per client;
 * error answers come back in the app's envelope (inAppEnvelope).
 */
/** Where better-auth sends the browser after a link or a redirect flow. */
const REDIRECT_KEYS = ['callbackURL', 'errorCallbackURL', 'newUserCallbackURL', 'redirectTo'] as const;

/**
 * A redirect target as a path on this site. better-auth accepts `/.//evil.com` as a path and
 * then normalises it to `//evil.com`, an address on another site (its verify-email error
 * redirect did so for anyone's link). Resolved against the site's address, anything on
 * another origin is refused, and a path keeps one leading slash.
 */
function sameSitePath(key: string, value: string, site: URL): string {
  let url: URL;
  try {
    url = new URL(value, site);
  } catch {
    throw new AppError('bad_request', `${key} must be an address on this site`);
  }
  if (url.origin !== site.origin) throw new AppError('bad_request', `${key} must be an address on this site`);
  return `${url.pathname.replace(/^\/+/, '/')}${url.search}${url.hash}`;
}

function withSameSitePaths(text: string, site: URL): string | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null; // better-auth answers malformed JSON itself
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const body = value as Record<string, unknown>;
  for (const key of REDIRECT_KEYS) {
    if (typeof body[key] === 'string') body[key] = sameSitePath(key, body[key], site);
  }
  return JSON.stringify(body);
}

/** A backup code as typed (any case, spaces, dashes) in the form it was issued (backup-codes.ts). */
function withCanonicalBackupCode(text: string): string | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null; // better-auth answers malformed JSON itself
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const body = value as Record<string, unknown>;
  if (typeof body.code !== 'string') return null;
  return JSON.stringify({ ...body, code: canonicalBackupCode(body.code) });
}

/** The app's code for a status better-auth answers without a code of its own. */
function codeForStatus(status: number): string {
  const match = (Object.keys(ERROR_STATUS) as ErrorCode[]).find((code) => ERROR_STATUS[code] === status);
  return match ?? (status >= 500 ? 'internal_error' : 'bad_request');
}

/**
 * better-auth answers an error as `{ code?, message }` at the top level; the rest of the API
 * answers `{ error: { code, message } }` (docs/decisions/002-api-and-errors.md). Its error
 * answers are rewritten into that envelope, keeping the status, the headers (cookies too) and
 * better-auth's own code (INVALID_EMAIL_OR_PASSWORD, ...), so the client reads every error the
 * same way. A message-less answer keeps an empty message: the client then shows its own.
 */
export async function inAppEnvelope(response: Response, requestId?: string): Promise<Response> {
  if (response.status < 400 || !/\bjson\b/i.test(response.headers.get('content-type') ?? '')) return response;
  let value: unknown;
  try {
    value = JSON.parse(await response.clone().text());
  } catch {
    return response;
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return response;
  const body = value as { code?: unknown; message?: unknown; error?: unknown };
  if (typeof body.error === 'object' && body.error !== null) return response; // already the app's (AppError)
  const message = typeof body.message === 'string' ? body.message : typeof body.error === 'string' ? body.error : '';
  const code = typeof body.code === 'string' && body.code ? body.code : codeForStatus(response.status);
  const envelope: ApiErrorBody = { error: { code, message, ...(requestId ? { requestId } : {}) } };
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(envelope), { status: response.status, statusText: response.statusText, headers });
}

/** The session fields a page may read: everything but the token, which only the cookie holds. */
const PUBLIC_SESSION_FIELDS = [
  'id',
  'userId',
  'createdAt',
  'updatedAt',
  'expiresAt',
  'ipAddress',
  'userAgent',
] as const;

function publicSession(session: unknown): unknown {
  if (!session || typeof session !== 'object') return session;
  const record = session as Record<string, unknown>;
  return Object.fromEntries(PUBLIC_SESSION_FIELDS.filter((key) => key in record).map((key) => [key, record[key]]));
}

/**
 * better-auth's /get-session and /list-sessions answer each session with its token, the very
 * secret the http-only cookie keeps from scripts: any script on the page (an XSS) could read and
 * replay it. Their answers go out without it (the pages need none: sign-out and revoking other
 * sessions work from the cookie).
 */
export async function withoutSessionTokens(response: Response, pathname: string): Promise<Response> {
  const list = pathname.endsWith('/list-sessions');
  if (response.status !== 200 || !(list || pathname.endsWith('/get-session'))) return response;
  let value: unknown;
  try {
    value = JSON.parse(await response.clone().text());
  } catch {
    return response;
  }
  let safe: unknown = value;
  if (list && Array.isArray(value)) safe = value.map(publicSession);
  else if (!list && value && typeof value === 'object' && 'session' in value) {
    safe = { ...value, session: publicSession((value as { session: unknown }).session) };
  }
  const headers = new Headers(response.headers);
  headers.delete('content-length');
  return new Response(JSON.stringify(safe), { status: response.status, statusText: response.statusText, headers });
}

export function authRoutes() {
  const app = new Hono<AppEnv>();
  // better-auth's admin plugin (roles, bans, sessions) answers under /admin/*, with its own
  // checks only: any admin could demote, ban, delete or set the password of a super admin
  // there, unaudited. The app's /api/admin API applies the rules of docs/product.md#roles and writes the
  // audit log; the server calls the plugin directly (auth.api), never over HTTP.
  app.all('/admin/*', () => {
    throw new AppError('not_found', 'Not found. User administration is under /api/admin.');
  });
  // Likewise its profile update: PATCH /api/me checks the username's length and that the
  // avatar is an http(s) address; better-auth's /update-user takes any name and image.
  app.all('/update-user', () => {
    throw new AppError('not_found', 'Not found. Profiles are updated with PATCH /api/me.');
  });
  app.on(['GET', 'POST'], '/*', async (c) => {
    const raw = c.req.raw;
    const headers = new Headers(raw.headers);
    headers.set(CLIENT_IP_HEADER, clientIp(c, c.var.deps.env.TRUST_PROXY === 'true'));
    const site = new URL(c.var.deps.env.baseUrl);
    const url = new URL(raw.url);
    for (const key of REDIRECT_KEYS) {
      const value = url.searchParams.get(key);
      if (value !== null) url.searchParams.set(key, sameSitePath(key, value, site));
    }
    let body: string | null = null;
    if (raw.method === 'POST' && /\bjson\b/i.test(headers.get('content-type') ?? '')) {
      const text = await raw.clone().text();
      body = REDIRECT_KEYS.some((key) => text.includes(key)) ? withSameSitePaths(text, site) : null;
      if (url.pathname.endsWith('/two-factor/verify-backup-code')) body = withCanonicalBackupCode(body ?? text) ?? body;
      if (body !== null) headers.delete('content-length');
    }
    // `duplex` is needed for a streamed body in Node; the DOM typings do not know it.
    const init = { method: raw.method, headers, body: body ?? raw.body, duplex: 'half' } as RequestInit;
    const response = await c.var.deps.auth.handler(new Request(url, init));
    return inAppEnvelope(await withoutSessionTokens(response, url.pathname), c.var.requestId);
  });
  return app;
}
