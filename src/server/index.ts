/** `npm start`: one Node process serves the built client and the API on PORT. */
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { parseEnv } from './env';
import { openAppDatabase } from './db/open';
import { scheduleMaintenance } from './db/maintenance';
import { loadAppSecret } from './db/secrets';
import { createApp } from './app';
import { readCacheOf } from './lib/read-cache';
import { createAuth } from './auth/auth';
import { createLogMailer, createSmtpMailer } from './lib/mailer';

async function main() {
  let env;
  try {
    env = parseEnv();
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
  const handle = await openAppDatabase(env);
  const secret = await loadAppSecret(handle.db, env.AUTH_SECRET);
  const stopMaintenance = scheduleMaintenance(handle);
  readCacheOf(handle.db).enabled = env.READ_CACHE === 'true';
  const mailer = env.SMTP_URL
    ? createSmtpMailer(env.SMTP_URL, env.MAIL_FROM ?? `Prompt Commons <no-reply@${new URL(env.baseUrl).hostname}>`)
    : createLogMailer();
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
  const app = createApp({
    db: handle.db,
    env,
    secret,
    auth,
    mailer,
    rateLimits: {
      submitPrompt: { max: env.WRITE_LIMIT_PER_HOUR, windowMs: 60 * 60 * 1000 },
      editPrompt: { max: env.WRITE_LIMIT_PER_HOUR, windowMs: 60 * 60 * 1000 },
    },
    clientDir: fileURLToPath(new URL('../../dist/client', import.meta.url)),
  });
  const server = serve({ fetch: app.fetch, port: env.PORT, hostname: env.HOST }, (info) => {
    console.log(`Prompt Commons is running at ${env.baseUrl} (listening on port ${info.port})`);
  });

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    console.log(`[server] ${signal}: closing`);
    stopMaintenance();
    server.close(() => {
      // Closing PGlite flushes it to disk: never exit before that finishes.
      handle.close().then(
        () => process.exit(0),
        (err) => {
          console.error(err);
          process.exit(1);
        },
      );
    });
    setTimeout(() => process.exit(1), 10_000).unref();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));
}

main().catch((err) => {
  console.error('[server] failed to start:', err instanceof Error ? err.message : err);
  process.exit(1);
});
