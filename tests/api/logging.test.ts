/**
 * Logs (docs/decisions/025-production-build-and-logs.md): JSON lines, a request id per request
 * in the X-Request-Id header, in error bodies and on every line of the request (its mail and
 * better-auth's messages too), one access line per request, errors with their stack.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../setup/test-app';
import { createLogger, logger, setLogger, type Logger } from '../../src/server/lib/logger';
import { createLogMailer } from '../../src/server/lib/mailer';

type Line = Record<string, unknown> & { level: number; msg: string; requestId?: string };

const raw: string[] = [];
const lines = () => raw.map((l) => JSON.parse(l) as Line);
const accessLines = () => lines().filter((l) => l.msg === 'request');

let previous: Logger;
let ctx: TestContext;
beforeAll(async () => {
  previous = logger();
  setLogger(createLogger({ level: 'debug', stream: { write: (line: string) => void raw.push(line) } }));
  ctx = await createTestContext();
});
afterEach(() => {
  raw.length = 0;
});
afterAll(async () => {
  setLogger(previous);
  await ctx.close();
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request logs', () => {
  it('writes one JSON access line per request, with a new request id also sent back', async () => {
    const res = await ctx.api('GET', '/api/prompts?limit=1&token=secret-value');
    expect(res.status).toBe(200);
    const id = res.headers.get('x-request-id');
    expect(id).toMatch(UUID);
    expect(raw.every((l) => l.endsWith('\n'))).toBe(true);
    const access = accessLines();
    expect(access).toHaveLength(1);
    expect(access[0]).toMatchObject({
      level: 30,
      requestId: id,
      method: 'GET',
      path: '/api/prompts',
      route: '/api/prompts',
      status: 200,
    });
    expect(typeof access[0]!.ms).toBe('number');
    expect(typeof access[0]!.time).toBe('number');
    // No query string (tokens travel there) and no cookies.
    expect(raw.join('')).not.toContain('secret-value');
  });

  it('keeps a sane incoming X-Request-Id and replaces one that is not', async () => {
    const kept = await ctx.api('GET', '/healthz', undefined, { 'X-Request-Id': 'lb-7f3a.42:1' });
    expect(kept.headers.get('x-request-id')).toBe('lb-7f3a.42:1');
    const replaced = await ctx.api('GET', '/healthz', undefined, { 'X-Request-Id': 'a b<script>' });
    expect(replaced.headers.get('x-request-id')).toMatch(UUID);
    const tooLong = await ctx.api('GET', '/healthz', undefined, { 'X-Request-Id': 'x'.repeat(129) });
    expect(tooLong.headers.get('x-request-id')).toMatch(UUID);
    expect(accessLines().map((l) => l.requestId)).toEqual([
      'lb-7f3a.42:1',
      replaced.headers.get('x-request-id'),
      tooLong.headers.get('x-request-id'),
    ]);
  });

  it('puts the request id in error bodies, the header and the access line', async () => {
    const res = await ctx.api('POST', '/api/prompts', { title: '' }, { 'X-Request-Id': 'req-400' });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; requestId?: string } };
    expect(body.error.requestId).toBe('req-400');
    expect(res.headers.get('x-request-id')).toBe('req-400');
    expect(accessLines()).toEqual([expect.objectContaining({ requestId: 'req-400', status: 400 })]);

    const missing = await ctx.api('GET', '/api/no-such-route', undefined, { 'X-Request-Id': 'req-404' });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: { requestId?: string } }).error.requestId).toBe('req-404');
  });

  it("routes better-auth's messages through the logger, as JSON without colours, with the request id in its errors", async () => {
    const res = await ctx.api(
      'POST',
      '/api/auth/sign-in/email',
      { email: 'nobody-here@example.com', password: 'wrong-password-1' },
      { 'X-Request-Id': 'req-auth' },
    );
    expect(res.status).toBe(401);
    const body = (await res.json()) as { error: { code: string; requestId?: string } };
    expect(body.error.requestId).toBe('req-auth');
    const auth = lines().filter((l) => l.component === 'better-auth');
    expect(auth).toContainEqual(expect.objectContaining({ level: 40, msg: 'User not found', requestId: 'req-auth' }));
    // eslint-disable-next-line no-control-regex
    expect(raw.join('')).not.toMatch(/\u001b\[/);
    expect(accessLines()).toEqual([expect.objectContaining({ requestId: 'req-auth', status: 401 })]);
  });
});

describe('work done for a request', () => {
  it('logs a mail sent while answering with that request id', async () => {
    const mailed = await createTestContext({ mailer: () => createLogMailer() });
    try {
      const email = `logged-${Date.now()}@example.com`;
      const res = await mailed.api(
        'POST',
        '/api/auth/sign-up/email',
        { email, password: 'long-password-123', name: 'L', username: `logged${Date.now() % 1e6}` },
        { 'X-Request-Id': 'req-mail' },
      );
      expect(res.status).toBe(200);
      const mail = lines().find((l) => (l.mail as { to?: string } | undefined)?.to === email);
      expect(mail).toMatchObject({ requestId: 'req-mail', mail: { subject: expect.stringMatching(/verify/i) } });
      expect((mail!.mail as { text: string }).text).toMatch(/https?:\/\/\S+verify-email\?token=/);
    } finally {
      await mailed.close();
    }
  });
});

describe('errors', () => {
  it('logs an unexpected failure with its stack and request id, and answers 500 with that id', async () => {
    const broken = await createTestContext();
    await broken.close(); // the database goes away
    const res = await broken.api('GET', '/api/users/someone', undefined, { 'X-Request-Id': 'req-500' });
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({
      error: { code: 'internal_error', message: 'Something went wrong', requestId: 'req-500' },
    });
    const error = lines().find((l) => l.msg === 'unhandled error');
    expect(error).toMatchObject({ level: 50, requestId: 'req-500', method: 'GET', path: '/api/users/someone' });
    const err = error!.err as { type: string; message: string; stack: string };
    expect(err.stack).toMatch(/\n\s+at /);
    expect(accessLines()).toEqual([expect.objectContaining({ requestId: 'req-500', status: 500 })]);
  });
});
