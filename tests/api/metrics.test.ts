/**
 * GET /metrics: Prometheus text for operators, behind METRICS_TOKEN (closed when none is set):
 * requests by route pattern and status with latencies, database time, and the process.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../setup/test-app';
import { makePrompt } from '../factories';
import { instrumentDatabaseClient, Metrics, metricsAccess } from '../../src/server/lib/metrics';

const TOKEN = 'metrics-token-for-tests-0123456789';
let ctx: TestContext;
let closed: TestContext;
beforeAll(async () => {
  const metrics = new Metrics();
  ctx = await createTestContext({ metrics, metricsToken: TOKEN });
  instrumentDatabaseClient((ctx.handle.db as unknown as { $client: unknown }).$client, ctx.handle.kind, metrics);
  closed = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
  await closed.close();
});

const scrape = (headers: Record<string, string> = { Authorization: `Bearer ${TOKEN}` }) =>
  ctx.app.request('/metrics', { headers });

/** The value of one sample line, e.g. `http_requests_total{method="GET",...}`. */
function sample(text: string, prefix: string): number | null {
  const line = text.split('\n').find((l) => l.startsWith(prefix));
  return line ? Number(line.slice(line.lastIndexOf(' ') + 1)) : null;
}

describe('/metrics', () => {
  it('is closed (404) when no METRICS_TOKEN is set', async () => {
    const res = await closed.app.request('/metrics', { headers: { Authorization: `Bearer ${TOKEN}` } });
    expect(res.status).toBe(404);
  });

  it('asks for the token: none or a wrong one is a 401', async () => {
    expect((await scrape({})).status).toBe(401);
    const wrong = await scrape({ Authorization: 'Bearer not-the-token-at-all-000' });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('www-authenticate')).toMatch(/^Bearer/);
    expect(metricsAccess(TOKEN, `bearer ${TOKEN}`)).toBe('allowed');
  });

  it('counts requests by route pattern and status, with latency, database time and the process', async () => {
    const prompt = await makePrompt(ctx.handle.db, { title: 'Counted' });
    for (let i = 0; i < 3; i++) expect((await ctx.app.request('/api/prompts?limit=2')).status).toBe(200);
    expect((await ctx.app.request(`/api/prompts/${prompt.id}`)).status).toBe(200);
    expect((await ctx.app.request('/api/prompts/999999999')).status).toBe(404);

    const res = await scrape();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await res.text();
    expect(sample(text, 'http_requests_total{method="GET",route="/api/prompts",status="200"}')).toBe(3);
    // The pattern, not the id: one series for every prompt.
    expect(sample(text, 'http_requests_total{method="GET",route="/api/prompts/:id",status="200"}')).toBe(1);
    expect(sample(text, 'http_requests_total{method="GET",route="/api/prompts/:id",status="404"}')).toBe(1);
    expect(text).not.toContain(`/api/prompts/${prompt.id}"`);
    expect(sample(text, 'http_request_duration_seconds_count{method="GET",route="/api/prompts"}')).toBe(3);
    expect(sample(text, 'http_request_duration_seconds_bucket{method="GET",route="/api/prompts",le="+Inf"}')).toBe(3);
    expect(sample(text, 'db_query_duration_seconds_count')).toBeGreaterThan(0);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'process_cpu_seconds_total')).toBeGreaterThan(0);
    expect(text).toMatch(/^# TYPE http_request_duration_seconds histogram$/m);
  });
});
