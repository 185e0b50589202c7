import { createRequire } from 'node:module';
import path from 'node:path';
import { OpenAPIHono } from '@hono/zod-openapi';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { secureHeaders } from 'hono/secure-headers';
import { serveStatic } from '@hono/node-server/serve-static';
import type { AppDeps, AppEnv } from './app-context';
import { AppError, errorResponse, handleError } from './errors';
import { MAX_BODY_BYTES, PRODUCT_NAME } from '../shared/constants';
import { validationHook } from './validation';
import { promptsRoutes } from './features/prompts/prompts.routes';
import { tagsRoutes } from './features/tags/tags.routes';
import { adsRoutes } from './features/ads/ads.routes';
import { promptsOwnerRoutes } from './features/prompts/prompts-owner.routes';
import { accountRoutes } from './features/account/account.routes';
import { ratingsRoutes } from './features/ratings/ratings.routes';
import { commentsRoutes } from './features/comments/comments.routes';
import { listsRoutes } from './features/lists/lists.routes';
import { siteRoutes } from './features/site/site.routes';
import { compressResponses } from './lib/compression';
import { setupRoutes } from './features/admin/setup.routes';
import { usersRoutes } from './features/admin/users.routes';
import { adminAdsRoutes } from './features/admin/ads.routes';
import { importRoutes } from './features/admin/import.routes';
import { moderationRoutes } from './features/admin/moderation.routes';
import { settingsRoutes } from './features/admin/settings.routes';
import { mailRoutes } from './features/admin/mail.routes';
import { profilesRoutes } from './features/users/profiles.routes';
import { apiKeysRoutes } from './features/api-keys/api-keys.routes';
import { apiKeyAuth } from './features/api-keys/api-key-auth';
import { mcpRoutes } from './features/mcp/mcp.routes';
import { exportsRoutes } from './features/exports/exports.routes';
import { feedRoutes } from './features/exports/feeds.routes';
import { authRoutes } from './auth/auth.routes';
import { authProvidersRoutes } from './auth/providers.routes';
import { API_DOCS_INIT, apiDocsPage } from './features/site/api-docs';
import { rejectNulInput } from './nul-input';
import { refuseCrossSite } from './cross-site';
import { strictTransportSecurity } from './lib/strict-transport';
import { healthRoutes, type Lifecycle } from './health';
import { Metrics, metricsAccess } from './lib/metrics';
import { shellScriptSources } from './features/site/inline-scripts';
import { cachePublicReads, markWriters } from './lib/read-cache';
import { requestLog } from './lib/request-log';

/** The public reads the read cache serves (lib/read-cache.ts): the same answer for every viewer. */
const PUBLIC_READS = /^(?:\/api)?\/(?:prompts|prompts\/\d+|tags\/popular)$/;

const require = createRequire(import.meta.url);
const swaggerUiDir = path.dirname(require.resolve('swagger-ui-dist/package.json'));

export type CreateAppOptions = AppDeps & {
  /** The built client (dist/client); omitted in API tests. */
  clientDir?: string;
  /** Shared with the process's shutdown (index.ts): /readyz answers 503 once it starts. */
  lifecycle?: Lifecycle;
  /** The process's metrics (index.ts also times the database with it); a fresh one by default. */
  metrics?: Metrics;
  /** METRICS_TOKEN: GET /metrics needs `Authorization: Bearer <token>`; unset, /metrics is closed. */
  metricsToken?: string;
};

export function createApi() {
  const api = new OpenAPIHono<AppEnv>({ defaultHook: validationHook });
  // The limit applies to every body, so a huge upload is refused before it is read whole.
  const limitBody = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: (c) =>
      errorResponse(c, new AppError('payload_too_large', 'The request body is larger than the 1 MB limit')),
  });
  // Except the CSV import: it streams its body (up to 512 MB) to a file and counts the bytes
  // itself; bodyLimit would read a chunked upload into memory first. A GET or HEAD has no body
  // (Node's adapter gives it none), and asking for one would build the whole Request object
  // that @hono/node-server otherwise never makes: 6 % of the thread under load (bench/results-http.md).
  api.use('*', (c, next) =>
    c.req.method === 'GET' ||
    c.req.method === 'HEAD' ||
    (c.req.method === 'POST' && c.req.path.endsWith('/admin/imports'))
      ? next()
      : limitBody(c, next),
  );
  api.use('*', rejectNulInput);
  // A client that wrote is shown its write on its next reads (read-your-writes, decision 031).
  api.use('*', markWriters());
  api.use('*', apiKeyAuth);
  api.use('*', refuseCrossSite);
  api.use(
    '*',
    cachePublicReads((p) => PUBLIC_READS.test(p)),
  );
  api.route('/', promptsRoutes);
  api.route('/', tagsRoutes);
  api.route('/', adsRoutes);
  api.route('/', promptsOwnerRoutes);
  api.route('/', accountRoutes);
  api.route('/', ratingsRoutes);
  api.route('/', commentsRoutes);
  api.route('/', listsRoutes);
  api.route('/', setupRoutes);
  api.route('/', moderationRoutes);
  api.route('/', usersRoutes);
  api.route('/', adminAdsRoutes);
  api.route('/', importRoutes);
  api.route('/', settingsRoutes);
  api.route('/', mailRoutes);
  api.route('/', profilesRoutes);
  api.route('/', apiKeysRoutes);
  api.route('/', exportsRoutes);

  // Personal API keys (features/api-keys): /api/docs offers Authorize with a key.
  api.openAPIRegistry.registerComponent('securitySchemes', 'apiKey', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'pc_…',
    description:
      'A personal API key from /account (Authorization: Bearer pc_…). Scope read allows GET only; no key grants admin rights. Without it, requests are a visitor’s, or use the session cookie.',
  });
  api.doc31('/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: `${PRODUCT_NAME} API`,
      version: '1.0.0',
      description:
        'The public JSON API of Prompt Commons. Errors have the shape `{ "error": { "code", "message", "fieldErrors"? } }`. Request bodies are limited to 1 MB (413 beyond), except the CSV import (512 MB). Admin operations answer 401 without a session and 403 `Access Denied – You don\'t have permission to access this page.` for non-admins. The public reads (browse and search, a prompt, popular tags) may be up to a second behind the latest change for a client that did not make it: send `Cache-Control: no-cache` for the latest (a client that wrote within the last seconds gets it anyway, by the `pc_wrote` cookie); removals show at once.',
    },
    servers: [{ url: '/api' }],
    // Optional: an API key, or none (a visitor, or the site's session cookie).
    security: [{ apiKey: [] }, {}],
  });
  api.get('/docs', (c) => c.html(apiDocsPage()));
  api.get('/docs/init.js', (c) => {
    c.header('Content-Type', 'text/javascript; charset=utf-8');
    return c.body(API_DOCS_INIT);
  });
  api.onError(handleError);
  return api;
}

export function createApp(options: CreateAppOptions) {
  const { clientDir, lifecycle = { shuttingDown: false }, metrics = new Metrics(), metricsToken, ...deps } = options;
  const app = new Hono<AppEnv>();
  app.use('*', requestLog());
  app.use('*', metrics.middleware());
  const shellScripts = shellScriptSources(clientDir);
  app.use('*', async (c, next) => {
    c.set('deps', deps);
    await next();
  });
  app.use(
    '*',
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        // Plus the hash of the shell's one inline script (the theme, before the first paint).
        scriptSrc: ["'self'", () => shellScripts().join(' ')],
        // Radix positions popovers with inline styles; ad images may come from any https host.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'https:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
      crossOriginEmbedderPolicy: false,
      // Only over https (lib/strict-transport.ts), not on every answer.
      strictTransportSecurity: false,
    }),
  );
  // Per-request HTML and JSON over 1 KB go out compressed (built files are compressed already).
  app.use('*', compressResponses());
  app.use('*', strictTransportSecurity);
  app.use(
    '/api/docs/assets/*',
    serveStatic({
      root: path.relative(process.cwd(), swaggerUiDir) || '.',
      rewriteRequestPath: (p) => p.replace('/api/docs/assets', ''),
    }),
  );
  // better-auth reads the raw body itself; the 1 MB limit still applies through the API app.
  app.use(
    '/api/auth/*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) =>
        errorResponse(c, new AppError('payload_too_large', 'The request body is larger than the 1 MB limit')),
    }),
  );
  app.use('/api/auth/*', rejectNulInput);
  app.route('/', healthRoutes({ lifecycle }));
  app.get('/metrics', async (c) => {
    const access = metricsAccess(metricsToken, c.req.header('Authorization'));
    if (access === 'closed') throw new AppError('not_found', 'Metrics are off: set METRICS_TOKEN to turn them on');
    if (access === 'denied') {
      c.header('WWW-Authenticate', 'Bearer realm="metrics"');
      throw new AppError('unauthorized', 'Send the metrics token as Authorization: Bearer <METRICS_TOKEN>');
    }
    c.header('Content-Type', 'text/plain; version=0.0.4; charset=utf-8');
    c.header('Cache-Control', 'no-store');
    return c.body(await metrics.render());
  });
  app.route('/api/auth', authRoutes());
  app.route('/api/auth-providers', authProvidersRoutes());
  app.route('/api', createApi());
  app.route('/mcp', mcpRoutes());
  app.all('/api/*', (c) => errorResponse(c, new AppError('not_found', `No API route ${c.req.method} ${c.req.path}`)));
  app.route('/', feedRoutes());
  if (clientDir) app.route('/', siteRoutes(clientDir));
  app.onError(handleError);
  return app;
}
