/**
 * Prometheus metrics (text exposition format 0.0.4) at GET /metrics, kept in this process:
 * requests by route and status with a latency histogram, database time, the import jobs and
 * the mail queue (gauges read when scraped), and the process (memory, CPU, event loop lag,
 * uptime). Routes are the registered patterns (`/api/prompts/:id`), never raw paths, so the
 * number of series stays bounded whatever clients send.
 *
 * Written by hand rather than with a client library: a handful of counters and histograms.
 */
import { timingSafeEqual } from 'node:crypto';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';

/** Seconds: from a cache hit to a slow search on a busy embedded database. */
export const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

class Histogram {
  readonly counts = new Array<number>(LATENCY_BUCKETS.length).fill(0);
  sum = 0;
  count = 0;
  observe(seconds: number) {
    this.sum += seconds;
    this.count += 1;
    for (let i = 0; i < LATENCY_BUCKETS.length; i++) if (seconds <= LATENCY_BUCKETS[i]!) this.counts[i]! += 1;
  }
}

const escapeLabel = (value: string) => value.replace(/\\/g, '\\\\').replace(/"/g, '\\"').replace(/\n/g, '\\n');
const labels = (pairs: Record<string, string>) =>
  `{${Object.entries(pairs)
    .map(([k, v]) => `${k}="${escapeLabel(v)}"`)
    .join(',')}}`;

/**
 * The registered pattern of the route a request was for: the first route registered for its
 * method that matched, even when a middleware answered first (the read cache, an auth check);
 * else the pattern of what answered (`/api/*` for an unknown API path).
 */
export function answeringRoute(c: Context): string {
  const routes = matchedRoutes(c);
  const handler = routes.find((r) => r.method === c.req.method);
  return handler?.path ?? routes[c.req.routeIndex]?.path ?? 'unmatched';
}

/** A gauge read at scrape time (import jobs, mail queue): name, help, and its labelled values. */
export type GaugeSource = {
  name: string;
  help: string;
  read: () => Promise<{ labels?: Record<string, string>; value: number }[]>;
};

export class Metrics {
  private readonly requests = new Map<string, { labels: Record<string, string>; count: number }>();
  private readonly durations = new Map<string, { labels: Record<string, string>; histogram: Histogram }>();
  private readonly db = new Histogram();
  private readonly gauges: GaugeSource[] = [];
  private readonly loop = monitorEventLoopDelay({ resolution: 20 });
  private readonly started = Date.now();

  constructor() {
    this.loop.enable();
  }

  observeRequest(method: string, route: string, status: number, seconds: number) {
    const key = `${method} ${route} ${status}`;
    const entry = this.requests.get(key) ?? { labels: { method, route, status: String(status) }, count: 0 };
    entry.count += 1;
    this.requests.set(key, entry);
    const durationKey = `${method} ${route}`;
    const duration = this.durations.get(durationKey) ?? { labels: { method, route }, histogram: new Histogram() };
    duration.histogram.observe(seconds);
    this.durations.set(durationKey, duration);
  }

  observeQuery(seconds: number) {
    this.db.observe(seconds);
  }

  addGauge(source: GaugeSource) {
    this.gauges.push(source);
  }

  /** Express middleware-style timing of every request, labelled by the route that answered. */
  middleware(): MiddlewareHandler {
    return async (c, next) => {
      const start = performance.now();
      try {
        await next();
      } finally {
        this.observeRequest(c.req.method, answeringRoute(c), c.res.status, (performance.now() - start) / 1000);
      }
    };
  }

  async render(): Promise<string> {
    const out: string[] = [];
    const histogram = (name: string, lbl: Record<string, string>, h: Histogram) => {
      LATENCY_BUCKETS.forEach((le, i) =>
        out.push(`${name}_bucket${labels({ ...lbl, le: String(le) })} ${h.counts[i]}`),
      );
      out.push(`${name}_bucket${labels({ ...lbl, le: '+Inf' })} ${h.count}`);
      out.push(`${name}_sum${Object.keys(lbl).length ? labels(lbl) : ''} ${h.sum}`);
      out.push(`${name}_count${Object.keys(lbl).length ? labels(lbl) : ''} ${h.count}`);
    };

    out.push('# HELP http_requests_total HTTP requests answered, by method, route and status.');
    out.push('# TYPE http_requests_total counter');
    for (const { labels: l, count } of this.requests.values()) out.push(`http_requests_total${labels(l)} ${count}`);
    out.push('# HELP http_request_duration_seconds Time to answer a request, by method and route.');
    out.push('# TYPE http_request_duration_seconds histogram');
    for (const { labels: l, histogram: h } of this.durations.values()) histogram('http_request_duration_seconds', l, h);

    out.push('# HELP db_query_duration_seconds Time spent in database statements.');
    out.push('# TYPE db_query_duration_seconds histogram');
    histogram('db_query_duration_seconds', {}, this.db);

    for (const gauge of this.gauges) {
      out.push(`# HELP ${gauge.name} ${gauge.help}`);
      out.push(`# TYPE ${gauge.name} gauge`);
      try {
        for (const v of await gauge.read()) out.push(`${gauge.name}${v.labels ? labels(v.labels) : ''} ${v.value}`);
      } catch {
        // A gauge that cannot be read (database down) is left out of this scrape.
      }
    }

    const memory = process.memoryUsage();
    const cpu = process.cpuUsage();
    const processLines: [string, string, string, number][] = [
      ['process_resident_memory_bytes', 'gauge', 'Resident memory size in bytes.', memory.rss],
      ['nodejs_heap_used_bytes', 'gauge', 'V8 heap in use, bytes.', memory.heapUsed],
      [
        'process_cpu_seconds_total',
        'counter',
        'User and system CPU time spent, seconds.',
        (cpu.user + cpu.system) / 1e6,
      ],
      [
        'process_start_time_seconds',
        'gauge',
        'Start time of the process since the Unix epoch, seconds.',
        this.started / 1000,
      ],
      ['process_uptime_seconds', 'gauge', 'Seconds since the process started.', process.uptime()],
      [
        'nodejs_eventloop_lag_p99_seconds',
        'gauge',
        'Event loop delay, 99th percentile, seconds.',
        this.loop.percentile(99) / 1e9,
      ],
      ['nodejs_eventloop_lag_max_seconds', 'gauge', 'Longest event loop delay seen, seconds.', this.loop.max / 1e9],
    ];
    for (const [name, type, help, value] of processLines) {
      out.push(`# HELP ${name} ${help}`, `# TYPE ${name} ${type}`, `${name} ${value}`);
    }
    return `${out.join('\n')}\n`;
  }
}

/** Wraps a driver method so each call's time is observed as database time. */
function timeMethod(target: Record<string, unknown>, name: string, metrics: Metrics) {
  const original = target[name];
  if (typeof original !== 'function') return;
  target[name] = async function timed(this: unknown, ...args: unknown[]) {
    const start = performance.now();
    try {
      return await (original as (...a: unknown[]) => Promise<unknown>).apply(this, args);
    } finally {
      metrics.observeQuery((performance.now() - start) / 1000);
    }
  };
}

/**
 * Observes the time of every statement the app runs: PGlite's query/exec (and those of its
 * transactions), or, on PostgreSQL, each pooled connection's query (the pool's own query and
 * transactions both run on one).
 */
export function instrumentDatabaseClient(client: unknown, kind: 'pglite' | 'postgres', metrics: Metrics) {
  const target = client as Record<string, unknown>;
  if (kind === 'postgres') {
    // Every checkout (the pool's own query and transactions alike); each connection is wrapped
    // once, including those the pool opened before (migrations at start-up).
    const wrapped = new WeakSet<object>();
    const pool = client as { on: (event: 'acquire', listener: (c: Record<string, unknown>) => void) => void };
    pool.on('acquire', (connection) => {
      if (wrapped.has(connection)) return;
      wrapped.add(connection);
      timeMethod(connection, 'query', metrics);
    });
    return;
  }
  timeMethod(target, 'query', metrics);
  timeMethod(target, 'exec', metrics);
  const transaction = target.transaction;
  if (typeof transaction === 'function') {
    target.transaction = function (this: unknown, callback: (tx: unknown) => Promise<unknown>) {
      return (transaction as (cb: (tx: unknown) => Promise<unknown>) => Promise<unknown>).call(this, (tx) => {
        timeMethod(tx as Record<string, unknown>, 'query', metrics);
        timeMethod(tx as Record<string, unknown>, 'exec', metrics);
        return callback(tx);
      });
    };
  }
}

/** The bearer token check of /metrics: closed (404) without METRICS_TOKEN, 401 without the token. */
export function metricsAccess(
  configured: string | undefined,
  authorization: string | undefined,
): 'closed' | 'denied' | 'allowed' {
  if (!configured) return 'closed';
  const given = /^Bearer\s+(.+)$/i.exec(authorization ?? '')?.[1]?.trim();
  if (!given) return 'denied';
  const a = Buffer.from(given);
  const b = Buffer.from(configured);
  return a.length === b.length && timingSafeEqual(a, b) ? 'allowed' : 'denied';
}
