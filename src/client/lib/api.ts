/**
 * The browser's side of the API. Calls name an entry of the endpoint table
 * (src/shared/api/endpoints.ts), which types their path parameters, query, body and answer
 * (docs/decisions/019-typed-api-client.md). Every non-2xx answer, /api/auth's included, becomes
 * an ApiError carrying the server's `{ error: { code, message, fieldErrors } }`, so screens can
 * show its message.
 */
import type { ApiErrorBody } from '../../shared/api/errors';
import type { BodyOf, Endpoint, PathParamNames, QueryOf, ResponseOf } from '../../shared/api/endpoints';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fieldErrors?: Record<string, string[]>,
    /** True when the message is the server's own (not a fallback of ours). */
    readonly fromServer = false,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export const NETWORK_ERROR_MESSAGE = 'Could not reach the server. Check your connection and try again.';
const FALLBACK = 'Something went wrong';

type QueryValue = string | number | boolean | undefined | null | string[];
type Query = Record<string, QueryValue>;

export function buildQuery(query: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) {
      if (value.length) params.set(key, value.join(','));
    } else params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** The answer's text parsed from JSON; null when it is empty or not JSON (e.g. a proxy's error page). */
export function parseJson(text: string): unknown {
  try {
    return text ? (JSON.parse(text) as unknown) : null;
  } catch {
    return null;
  }
}

function isErrorBody(body: unknown): body is ApiErrorBody {
  return typeof body === 'object' && body !== null && 'error' in body && typeof body.error === 'object' && !!body.error;
}

/** The ApiError for a non-2xx answer: the envelope's code and message, or `fallback`. */
export function errorFromBody(status: number, body: unknown, fallback = FALLBACK): ApiError {
  const error = isErrorBody(body) ? body.error : undefined;
  const message = typeof error?.message === 'string' && error.message ? error.message : undefined;
  return new ApiError(
    status,
    typeof error?.code === 'string' ? error.code : 'http_error',
    message ?? fallback,
    error?.fieldErrors,
    message !== undefined,
  );
}

type RequestOptions = Omit<RequestInit, 'body'> & { json?: unknown };

/** One request under /api: JSON in, JSON out; throws an ApiError for a network failure or a non-2xx answer. */
async function send(url: string, init: RequestOptions, fallback?: (status: number) => string | undefined) {
  const { json, headers, ...rest } = init;
  let response: Response;
  try {
    response = await fetch(`/api${url}`, {
      credentials: 'same-origin',
      ...rest,
      headers: {
        Accept: 'application/json',
        ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}),
        ...headers,
      },
      body: json !== undefined ? JSON.stringify(json) : undefined,
    });
  } catch {
    throw new ApiError(0, 'network_error', NETWORK_ERROR_MESSAGE);
  }
  if (response.status === 204) return undefined;
  const body = parseJson(await response.text());
  if (!response.ok) throw errorFromBody(response.status, body, fallback?.(response.status));
  return body;
}

type ParamsArg<E extends Endpoint> = [PathParamNames<E['path']>] extends [never]
  ? { params?: never }
  : { params: Record<PathParamNames<E['path']>, string | number> };
type QueryArg<E extends Endpoint> = [QueryOf<E>] extends [never]
  ? { query?: never }
  : { query?: { [K in keyof QueryOf<E>]?: QueryValue } };
type BodyArg<E extends Endpoint> = [BodyOf<E>] extends [never] ? { json?: never } : { json: BodyOf<E> };
export type CallOptions<E extends Endpoint> = ParamsArg<E> &
  QueryArg<E> &
  BodyArg<E> & { signal?: AbortSignal; headers?: Record<string, string> };

/** `/prompts/{id}` with `{ id: 7 }` → `/prompts/7` (each value URI-encoded). */
export function fillPath(path: string, params: Record<string, string | number> = {}): string {
  return path.replace(/\{(\w+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * Calls one endpoint of the table: `apiCall(endpoints.getPrompt, { params: { id } })` resolves
 * with a Prompt. The answer is the server's JSON as is; its type comes from the route's response
 * schema (not checked again at run time).
 */
export function apiCall<E extends Endpoint>(
  endpoint: E,
  ...[options]: Record<never, never> extends CallOptions<E> ? [CallOptions<E>?] : [CallOptions<E>]
): Promise<ResponseOf<E>>;
export function apiCall(endpoint: Endpoint, options: AnyCallOptions = {}): Promise<unknown> {
  const { params, query, json, ...init } = options;
  const url = fillPath(endpoint.path, params) + (query ? buildQuery(query) : '');
  return send(url, { ...init, method: endpoint.method, json });
}

type AnyCallOptions = {
  params?: Record<string, string | number>;
  query?: Query;
  json?: unknown;
  signal?: AbortSignal;
  headers?: Record<string, string>;
};

/**
 * Calls better-auth under /api/auth (a POST with a JSON body, or a GET). The server wraps its
 * errors in the app's envelope (src/server/auth/auth.routes.ts), so a failure is an ApiError
 * like every other. better-auth's answers have no schema in the table: callers name the
 * fields they read.
 */
export function authCall<T = unknown>(path: string, body?: unknown, method?: 'GET' | 'POST'): Promise<T>;
export function authCall(path: string, body?: unknown, method: 'GET' | 'POST' = 'POST'): Promise<unknown> {
  return send(`/auth${path}`, { method, json: method === 'POST' ? (body ?? {}) : undefined }, (status) =>
    status === 429 ? 'Too many attempts. Please wait a minute and try again.' : undefined,
  );
}

export function errorMessage(error: unknown, fallback = FALLBACK): string {
  return error instanceof Error && error.message ? error.message : fallback;
}
