/**
 * POST /mcp: the MCP server on the Streamable HTTP transport, stateless — a new server and
 * transport per request (the SDK's web-standard transport takes the Request and gives back a
 * Response, so no Node req/res bridge is needed), with plain JSON answers rather than SSE.
 * GET (a server-to-client stream) and DELETE (ending a session) mean nothing without sessions:
 * 405. A key is checked as on the REST API (401 bad key, 429 over its limit); anonymous
 * callers are limited per address by the same number.
 */
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { WebStandardStreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/webStandardStreamableHttp.js';
import type { AppEnv } from '../../app-context';
import { AppError, errorResponse } from '../../errors';
import { MAX_BODY_BYTES } from '../../../shared/constants';
import { rejectNulInput } from '../../nul-input';
import { clientIp } from '../../lib/client-ip';
import { hitRateLimit } from '../../lib/rate-limit';
import { apiKeyRule, authenticateBearer } from '../api-keys/api-key-auth';
import { buildMcpServer } from './mcp.server';

const VERSION = '1.0.0';

const notAllowed = (method: string) =>
  Response.json(
    {
      jsonrpc: '2.0',
      error: { code: -32000, message: `${method} is not supported: this MCP server is stateless, send POST` },
      id: null,
    },
    { status: 405, headers: { Allow: 'POST' } },
  );

export function mcpRoutes() {
  const routes = new Hono<AppEnv>();
  routes.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: (c) =>
        errorResponse(c, new AppError('payload_too_large', 'The request body is larger than the 1 MB limit')),
    }),
  );
  routes.use('*', rejectNulInput);
  routes.get('/', () => notAllowed('GET'));
  routes.delete('/', () => notAllowed('DELETE'));
  routes.post('/', async (c) => {
    const { deps } = c.var;
    const ip = clientIp(c, deps.env.TRUST_PROXY === 'true');
    const viewer = await authenticateBearer(c);
    if (!viewer) {
      const rule = apiKeyRule(c);
      if (!(await hitRateLimit(deps.db, `mcp:${ip}`, rule))) {
        c.header('Retry-After', String(Math.ceil(rule.windowMs / 1000)));
        throw new AppError('rate_limited', `Too many MCP requests from this address: at most ${rule.max} a minute`);
      }
    }
    const server = buildMcpServer({
      db: deps.db,
      baseUrl: deps.env.baseUrl,
      viewer,
      ip,
      submitLimit: deps.rateLimits.submitPrompt,
      version: VERSION,
    });
    const transport = new WebStandardStreamableHTTPServerTransport({
      sessionIdGenerator: undefined,
      enableJsonResponse: true,
    });
    await server.connect(transport);
    try {
      return await transport.handleRequest(c.req.raw);
    } finally {
      await server.close();
    }
  });
  return routes;
}
