/**
 * /healthz (the process is up) and /readyz (the database answers, the migrations this build
 * ships are applied, the process is not draining) for load balancers and orchestrators.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { createTestContext, type TestContext } from '../setup/test-app';
import type { AppDeps, AppEnv } from '../../src/server/app-context';
import { checkReadiness, healthRoutes, newestShippedMigration, type Lifecycle } from '../../src/server/health';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** The health routes alone, over the test database, with a lifecycle the test controls. */
function healthApp(lifecycle: Lifecycle, expectedMigration?: number) {
  const app = new Hono<AppEnv>();
  app.use('*', async (c, next) => {
    c.set('deps', { db: ctx.handle.db } as AppDeps);
    await next();
  });
  app.route('/', healthRoutes({ lifecycle, expectedMigration }));
  return app;
}

describe('health endpoints', () => {
  it('the app answers /healthz and /readyz: up, database reachable, migrations applied', async () => {
    const live = await ctx.app.request('/healthz');
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: 'ok' });
    expect(live.headers.get('cache-control')).toBe('no-store');
    const ready = await ctx.app.request('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({
      status: 'ready',
      checks: { database: 'ok', migrations: 'ok', shutdown: 'no' },
    });
  });

  it('/readyz is 503 once the process is shutting down; /healthz stays 200', async () => {
    const lifecycle = { shuttingDown: false };
    const app = healthApp(lifecycle);
    expect((await app.request('/readyz')).status).toBe(200);
    lifecycle.shuttingDown = true;
    const draining = await app.request('/readyz');
    expect(draining.status).toBe(503);
    expect(((await draining.json()) as { checks: { shutdown: string } }).checks.shutdown).toBe('draining');
    expect((await app.request('/healthz')).status).toBe(200);
  });

  it('/readyz is 503 while a migration this build ships is not applied', async () => {
    const app = healthApp({ shuttingDown: false }, newestShippedMigration() + 1);
    const res = await app.request('/readyz');
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({
      status: 'not_ready',
      checks: { database: 'ok', migrations: 'pending', shutdown: 'no' },
    });
  });

  it('an unreachable database makes it not ready (never a 500)', async () => {
    const broken = {
      execute: () => Promise.reject(new Error('connection refused')),
    } as unknown as Parameters<typeof checkReadiness>[0];
    expect(await checkReadiness(broken, { shuttingDown: false }, 0)).toEqual({
      status: 'not_ready',
      checks: { database: 'unreachable', migrations: 'unknown', shutdown: 'no' },
    });
  });
});
