/** `npm start`: one Node process serves the built client and the API on PORT. */
import { fileURLToPath } from 'node:url';
import { serve } from '@hono/node-server';
import { parseEnv } from './env';
import { openAppDatabase } from './db/open';
import { loadAppSecret } from './db/secrets';
import { createApp } from './app';

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
  const app = createApp({
    db: handle.db,
    env,
    secret,
    rateLimits: { submitPrompt: { max: 30, windowMs: 60 * 60 * 1000 } },
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
