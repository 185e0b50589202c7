/** `npm start`: one Node process serves the built client and the API on PORT. */
import { serve } from '@hono/node-server';
import { parseEnv } from './env';
import { openAppDatabase } from './db/open';
import { scheduleMaintenance } from './db/maintenance';
import { loadAppSecret } from './db/secrets';
import { createApp } from './app';
import { resumeSearchIndexing, searchIndexStatus, stopSearchIndexer } from './features/admin/search-indexer';
import { importJobCounts } from './features/admin/import.service';
import { readCacheOf } from './lib/read-cache';
import { createAuth } from './auth/auth';
import { createLogMailer, createSmtpTransport } from './lib/mailer';
import { createQueuedMailer, mailQueueCounts, startMailWorker } from './lib/mail-queue';
import { loadDotEnv } from './dotenv';
import type { Lifecycle } from './health';
import { instrumentDatabaseClient, Metrics } from './lib/metrics';
import { projectPath } from './lib/project-files';
import { createLogger, logger, setLogger } from './lib/logger';
import { startControlListener } from './db/data-control';

async function main() {
  let env;
  let dotEnv;
  try {
    dotEnv = loadDotEnv();
    env = parseEnv();
  } catch (err) {
    logger().fatal((err as Error).message);
    process.exit(1);
  }
  setLogger(createLogger({ level: env.LOG_LEVEL }));
  const log = logger();
  if (dotEnv) log.info({ file: dotEnv }, 'settings from a .env file (the environment wins where both set one)');
  const handle = await openAppDatabase(env, (line) => log.info(line));
  const metrics = new Metrics();
  instrumentDatabaseClient((handle.db as unknown as { $client: unknown }).$client, handle.kind, metrics);
  metrics.addGauge({
    name: 'import_jobs',
    help: 'CSV import jobs this process holds (finished ones for an hour), by status.',
    read: async () => Object.entries(importJobCounts()).map(([status, value]) => ({ labels: { status }, value })),
  });
  metrics.addGauge({
    name: 'search_index_pending_prompts',
    help: 'Imported prompts whose content words are not yet searchable.',
    read: async () => [{ value: (await searchIndexStatus(handle.db)).pendingPrompts }],
  });
  const secret = await loadAppSecret(handle.db, env.AUTH_SECRET);
  const stopMaintenance = scheduleMaintenance(handle, (line) => log.info(line));
  // `npm run db:backup` asks this process for a consistent dump of the embedded database (decision 026).
  const stopControl = handle.pglite
    ? await startControlListener(env.dataDir, handle.pglite, (line) => log.info(line))
    : null;
  readCacheOf(handle.db).enabled = env.READ_CACHE === 'true';
  // Imported prompts a previous run had not yet indexed for search (decision 023).
  resumeSearchIndexing(handle.db);
  let mailer = createLogMailer();
  let mailWorker: ReturnType<typeof startMailWorker> | null = null;
  if (env.SMTP_URL) {
    const from = env.MAIL_FROM ?? `Prompt Commons <no-reply@${new URL(env.baseUrl).hostname}>`;
    const transport = createSmtpTransport(env.SMTP_URL, from);
    // A failed check does not stop the site: mail waits in the queue and is retried.
    transport.verify().then(
      () => log.info('[mail] SMTP server reachable: mail is sent through the queue'),
      (error: unknown) =>
        log.warn(
          `[mail] WARNING: the SMTP server did not answer the check (${error instanceof Error ? error.message : String(error)}). Mail is queued and retried; check SMTP_URL.`,
        ),
    );
    const worker = startMailWorker(handle.db, transport);
    mailWorker = worker;
    mailer = createQueuedMailer(handle.db, worker.wake);
    metrics.addGauge({
      name: 'mail_queue_messages',
      help: 'Mail in the outbox, by status.',
      read: async () =>
        Object.entries(await mailQueueCounts(handle.db)).map(([status, value]) => ({ labels: { status }, value })),
    });
  }
  const auth = createAuth({
    db: handle.db,
    baseUrl: env.baseUrl,
    secret,
    mailer,
    providers: {
      ...(env.GITHUB_CLIENT_ID && env.GITHUB_CLIENT_SECRET
        ? { github: { clientId: env.GITHUB_CLIENT_ID, clientSecret: env.GITHUB_CLIENT_SECRET } }
        : {}),
      ...(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET
        ? { google: { clientId: env.GOOGLE_CLIENT_ID, clientSecret: env.GOOGLE_CLIENT_SECRET } }
        : {}),
    },
  });
  const lifecycle: Lifecycle = { shuttingDown: false };
  const app = createApp({
    lifecycle,
    metrics,
    metricsToken: env.METRICS_TOKEN,
    db: handle.db,
    env,
    secret,
    auth,
    mailer,
    rateLimits: {
      submitPrompt: { max: env.WRITE_LIMIT_PER_HOUR, windowMs: 60 * 60 * 1000 },
      editPrompt: { max: env.WRITE_LIMIT_PER_HOUR, windowMs: 60 * 60 * 1000 },
      apiKey: { max: env.API_KEY_LIMIT_PER_MINUTE, windowMs: 60 * 1000 },
    },
    clientDir: projectPath('dist', 'client'),
  });
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    log.info({ port: info.port }, `Prompt Commons is running at ${env.baseUrl} (listening on port ${info.port})`);
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    // /readyz answers 503 from now on; requests in flight finish, idle keep-alive connections
    // close, and new connections are refused.
    lifecycle.shuttingDown = true;
    log.info(`[server] ${signal}: draining requests in flight, then closing`);
    stopMaintenance();
    void stopControl?.();
    server.close(() => {
      // Closing PGlite flushes it to disk: never exit before that finishes. The mail worker's
      // round and the search indexer's batch in progress finish first; the rest of their queues
      // waits for the next start.
      Promise.resolve(mailWorker?.stop())
        .then(() => stopSearchIndexer(handle.db))
        .then(() => handle.close())
        .then(
          () => process.exit(0),
          (err: unknown) => {
            log.error({ err }, '[server] closing failed');
            process.exit(1);
          },
        );
    });
    if ('closeIdleConnections' in server) server.closeIdleConnections();
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((err) => {
  logger().fatal({ err }, `[server] failed to start: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
