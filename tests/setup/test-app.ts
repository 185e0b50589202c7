import type { Metrics } from '../../src/server/lib/metrics';
import { createApp } from '../../src/server/app';
import type { DatabaseHandle } from '../../src/server/db/client';
import { createTestDatabase } from './test-db';
import { createAuth } from '../../src/server/auth/auth';
import { createMemoryMailer, type Mail, type Mailer } from '../../src/server/lib/mailer';
import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';

export const TEST_SECRET = 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz';

export type TestContext = {
  handle: DatabaseHandle;
  app: ReturnType<typeof createApp>;
  /** JSON request helper: `await ctx.api('POST', '/api/prompts', body)`. */
  api: (method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<Response>;
  close: () => Promise<void>;
  /** Emails the app sent (verification, reset, invitations). */
  outbox: Mail[];
};

/**
 * A cheap scrypt for the API tests (~1 ms instead of ~80 ms a hash): suites sign up hundreds of
 * accounts, and the library's own cost parameters are not what they test.
 */
function cheapScrypt(password: string, salt: string): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, 32, { N: 1024, r: 8, p: 1 }, (err, key) =>
      err ? reject(err) : resolve(key),
    ),
  );
}
export const testPasswordHasher = {
  hash: async (password: string) => {
    const salt = randomBytes(16).toString('hex');
    return `${salt}:${(await cheapScrypt(password, salt)).toString('hex')}`;
  },
  verify: async ({ hash, password }: { hash: string; password: string }) => {
    const [salt, key] = hash.split(':');
    if (!salt || !key) return false;
    const expected = Buffer.from(key, 'hex');
    const actual = await cheapScrypt(password, salt);
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  },
};

export const TEST_BASE_URL = 'http://localhost:3000';

export async function createTestContext(
  options: {
    submitLimit?: number;
    editLimit?: number;
    clientDir?: string;
    authRateLimit?: { signIn: number; signUp: number; reset: number };
    /** As with SMTP: the mail counts as delivered, so better-auth requires verified addresses. */
    mailDelivers?: boolean;
    /** Another mailer (the queue); `outbox` then stays empty. */
    mailer?: (db: DatabaseHandle['db']) => Mailer;
    metrics?: Metrics;
    metricsToken?: string;
    /** A database of the test's own (a PGlite folder, a moved one) instead of a fresh copy. */
    handle?: DatabaseHandle;
    /** Requests a minute per API key (API_KEY_LIMIT_PER_MINUTE). */
    apiKeyLimit?: number;
  } = {},
): Promise<TestContext> {
  const handle = options.handle ?? (await createTestDatabase());
  const memory = { ...createMemoryMailer(), ...(options.mailDelivers ? { delivers: true } : {}) };
  const mailer = options.mailer ? options.mailer(handle.db) : memory;
  const auth = createAuth({
    db: handle.db,
    baseUrl: TEST_BASE_URL,
    secret: TEST_SECRET,
    mailer,
    rateLimit: options.authRateLimit ?? { signIn: 1000, signUp: 1000, reset: 1000 },
    passwordHasher: testPasswordHasher,
  });
  const app = createApp({
    db: handle.db,
    env: { baseUrl: TEST_BASE_URL, TRUST_PROXY: 'false' },
    auth,
    mailer,
    secret: TEST_SECRET,
    rateLimits: {
      submitPrompt: { max: options.submitLimit ?? 1000, windowMs: 60_000 },
      editPrompt: { max: options.editLimit ?? 1000, windowMs: 60_000 },
      apiKey: { max: options.apiKeyLimit ?? 1000, windowMs: 60_000 },
    },
    clientDir: options.clientDir,
    metrics: options.metrics,
    metricsToken: options.metricsToken,
  });
  const api: TestContext['api'] = async (method, path, body, headers = {}) =>
    app.request(path, {
      method,
      // better-auth refuses writes whose Origin is not the site's own.
      headers: {
        Origin: TEST_BASE_URL,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
  return { handle, app, api, close: () => handle.close(), outbox: memory.outbox };
}
