/**
 * Small fetch helpers for better-auth's endpoints under /api/auth. Plain fetch keeps the
 * better-auth client out of the home page's JavaScript (the header and side nav sign out with
 * it); the lazy auth screens use the same helpers so every answer is handled the same way.
 */

export class AuthError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    /** True when the message is the server's own (not a fallback of ours). */
    readonly fromServer = false,
  ) {
    super(message);
    this.name = 'AuthError';
  }
}

const FALLBACK = 'Something went wrong';

type AuthErrorBody = { code?: string; message?: string; error?: { code?: string; message?: string } | string };

/** POST (or GET) an /api/auth endpoint; a non-2xx answer throws an AuthError with the server's message. */
export async function authRequest<T = unknown>(
  path: string,
  body?: unknown,
  method: 'GET' | 'POST' = 'POST',
): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api/auth${path}`, {
      method,
      credentials: 'same-origin',
      headers: { Accept: 'application/json', ...(method === 'POST' ? { 'Content-Type': 'application/json' } : {}) },
      body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
    });
  } catch {
    throw new AuthError(0, 'network_error', 'Could not reach the server. Check your connection and try again.');
  }
  const text = await response.text();
  let data: unknown = null;
  try {
    data = text ? JSON.parse(text) : null;
  } catch {
    /* not JSON */
  }
  if (!response.ok) {
    const err = (data ?? {}) as AuthErrorBody;
    const nested = typeof err.error === 'object' ? err.error : undefined;
    let message = err.message ?? nested?.message ?? (typeof err.error === 'string' ? err.error : undefined);
    const fromServer = Boolean(message);
    if (!message && response.status === 429) message = 'Too many attempts. Please wait a minute and try again.';
    throw new AuthError(response.status, err.code ?? nested?.code ?? 'http_error', message || FALLBACK, fromServer);
  }
  return data as T;
}

export function authErrorMessage(error: unknown, fallback = FALLBACK): string {
  return error instanceof Error && error.message ? error.message : fallback;
}

/** Ends the session (the cookie is cleared by the server). */
export function signOutRequest(): Promise<unknown> {
  return authRequest('/sign-out', {});
}
