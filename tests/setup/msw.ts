/**
 * The client tests' one network fake: a Mock Service Worker server (msw/node) that answers the
 * page's fetch calls in-process. The client projects start it for every test file
 * (tests/setup/msw-setup.ts); a test describes the API it needs with `fakeApi`, or with the
 * feature helpers built on it (features' test-utils.tsx). Requests nobody answers go to the real
 * network, as they did before the fake existed (and fail: the tests have no server).
 */
import { http } from 'msw';
import { setupServer } from 'msw/node';
import { vi } from 'vitest';

export const mswServer = setupServer();

/** A request as the fakes see it: the body parsed as JSON when it is JSON, else undefined. */
export type FakeRequest = {
  method: string;
  /** The address as the page wrote it: path and query (`/api/prompts?limit=6`). */
  url: string;
  /** The path alone (`/api/prompts`). */
  path: string;
  /** The query with its `?`, or ''. */
  search: string;
  body: unknown;
  headers: Headers;
};

/** Answers a request; `undefined` passes it to the next answer, 'network-error' fails the fetch. */
export type FakeAnswer = (
  request: FakeRequest,
) => Response | 'network-error' | undefined | Promise<Response | 'network-error' | undefined>;

async function readBody(request: Request): Promise<unknown> {
  const text = await request.text().catch(() => '');
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function describeRequest(request: Request): FakeRequest {
  const address = new URL(request.url);
  return {
    method: request.method.toUpperCase(),
    url: `${address.pathname}${address.search}`,
    path: address.pathname,
    search: address.search,
    body: undefined,
    headers: request.headers,
  };
}

/**
 * Answers every request with `answer` (replacing the answers of an earlier call, as a new fetch
 * stub would). Requests are recorded the moment the page calls fetch (MSW's request:start), so a
 * test may check right away that nothing was asked; `record` shapes each record (its `body`, if
 * it has one, is filled in once read, before the answer). Returns the records in order, and
 * `fetchSpy`, a mock called once per request with the address and the method.
 */
export function fakeApi<Shape extends object = FakeRequest>(
  answer: FakeAnswer,
  record: (request: FakeRequest) => Shape = (request) => request as unknown as Shape,
) {
  const requests: Shape[] = [];
  const fetchSpy = vi.fn<(url: string, init: { method: string }) => void>();
  const byId = new Map<string, { seen: FakeRequest; recorded: Shape }>();
  mswServer.events.removeAllListeners('request:start');
  mswServer.events.on('request:start', ({ request, requestId }) => {
    const seen = describeRequest(request);
    const recorded = record(seen);
    byId.set(requestId, { seen, recorded });
    requests.push(recorded);
    fetchSpy(seen.url, { method: seen.method });
  });
  mswServer.resetHandlers(
    http.all('*', async ({ request, requestId }) => {
      const entry = byId.get(requestId) ?? { seen: describeRequest(request), recorded: undefined };
      entry.seen.body = await readBody(request.clone());
      if (entry.recorded && 'body' in entry.recorded) (entry.recorded as { body: unknown }).body = entry.seen.body;
      const answered = await answer(entry.seen);
      if (answered === 'network-error') return Response.error();
      return answered;
    }),
  );
  return { requests, fetchSpy };
}

/** A JSON answer. */
export function jsonAnswer(body: unknown, status = 200, headers: Record<string, string> = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}
