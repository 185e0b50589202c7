import { createApp } from '../../src/server/app';
import type { DatabaseHandle } from '../../src/server/db/client';
import { createTestDatabase } from './test-db';

export const TEST_SECRET = 'test-secret-0123456789-abcdefghijklmnopqrstuvwxyz';

export type TestContext = {
  handle: DatabaseHandle;
  app: ReturnType<typeof createApp>;
  /** JSON request helper: `await ctx.api('POST', '/api/prompts', body)`. */
  api: (method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<Response>;
  close: () => Promise<void>;
};

export async function createTestContext(options: { submitLimit?: number; clientDir?: string } = {}): Promise<TestContext> {
  const handle = await createTestDatabase();
  const app = createApp({
    db: handle.db,
    env: { baseUrl: 'http://localhost:3000', TRUST_PROXY: 'false' },
    secret: TEST_SECRET,
    rateLimits: { submitPrompt: { max: options.submitLimit ?? 1000, windowMs: 60_000 } },
    clientDir: options.clientDir,
  });
  const api: TestContext['api'] = async (method, path, body, headers = {}) =>
    app.request(path, {
      method,
      headers: body === undefined ? headers : { 'Content-Type': 'application/json', ...headers },
      body: body === undefined ? undefined : typeof body === 'string' ? body : JSON.stringify(body),
    });
  return { handle, app, api, close: () => handle.close() };
}
