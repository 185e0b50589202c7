import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { AppEnv } from '../../app-context';
import { errorResponses } from '../../openapi-schemas';
import { IdParamSchema } from '../../../shared/schemas';
import { validationHook } from '../../validation';
import { clientIp } from '../../lib/client-ip';
import { appendVary } from '../../lib/compression';
import { CSV_HEADER, promptCsvRow, promptJson, promptMarkdown, slugOf } from './export-format';
import { claimExportSlot, EXPORT_PAGE_ROWS, exportStream, getExportedPrompt, maybeGzip } from './exports.service';

const ExportFormatQuerySchema = z.object({
  format: z
    .enum(['md', 'json'], { error: 'format must be md or json' })
    .default('md')
    .openapi({ description: 'md: Markdown with YAML front matter; json: one JSON document' }),
});

const PromptExportSchema = z
  .object({
    id: z.number().int(),
    url: z.string(),
    title: z.string(),
    content: z.string(),
    instructions: z.string().nullable(),
    category: z.string(),
    tags: z.array(z.string()),
    author: z.string().meta({ description: "The member's username, the seed collection, or Anonymous" }),
    license: z.string().nullable().meta({ description: 'SPDX id for prompts of the seeded collections; else null' }),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: 'PromptExport' });

const tooBusy = {
  description: 'An export to this address is still running, or too many run at once',
  content: errorResponses[400].content,
};

const promptExportRoute = createRoute({
  method: 'get',
  path: '/prompts/{id}/export',
  tags: ['Exports'],
  summary: 'Download one prompt as Markdown or JSON',
  description:
    'An attachment named after the title (`<slug>-<id>.md` or `.json`). Markdown starts with YAML front matter (title, id, url, author, category, tags, created, updated, license when known, instructions when any), then the text exactly as stored.',
  request: { params: IdParamSchema, query: ExportFormatQuerySchema },
  responses: {
    200: {
      description: 'The prompt',
      content: { 'text/markdown': { schema: z.string() }, 'application/json': { schema: PromptExportSchema } },
    },
    400: errorResponses[400],
    404: errorResponses[404],
  },
});

const allDescription = (what: string) =>
  [
    what,
    `Streamed in id order, read from the database ${EXPORT_PAGE_ROWS} prompts at a time as the client reads, so it works at any size; gzip-encoded when the request accepts gzip.`,
    'One export per address at a time (429 while one runs).',
  ].join(' ');

const csvExportRoute = createRoute({
  method: 'get',
  path: '/exports/prompts.csv',
  tags: ['Exports'],
  summary: 'Every prompt as CSV, in the import format',
  description: allDescription(
    'Columns `title,content,category,tags` (tags joined with `;`, RFC 4180 quoting, CRLF line ends): exactly the file the admin CSV import reads, so an export imports back into the same prompts.',
  ),
  responses: {
    200: { description: 'prompts.csv', content: { 'text/csv': { schema: z.string() } } },
    429: tooBusy,
  },
});

const ndjsonExportRoute = createRoute({
  method: 'get',
  path: '/exports/prompts.ndjson',
  tags: ['Exports'],
  summary: 'Every prompt as NDJSON',
  description: allDescription(
    'Newline-delimited JSON: one PromptExport object a line (id, url, title, content, instructions, category, tags, author, license, createdAt, updatedAt).',
  ),
  responses: {
    200: { description: 'prompts.ndjson', content: { 'application/x-ndjson': { schema: PromptExportSchema } } },
    429: tooBusy,
  },
});

export const exportsRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(promptExportRoute, async (c) => {
    const { id } = c.req.valid('param');
    const { format } = c.req.valid('query');
    const prompt = await getExportedPrompt(c.var.deps.db, id);
    const { baseUrl } = c.var.deps.env;
    const name = `${slugOf(prompt.title, prompt.id)}.${format}`;
    c.header('Content-Disposition', `attachment; filename="${name}"`);
    c.header('Cache-Control', 'no-cache');
    if (format === 'json') {
      c.header('Content-Type', 'application/json; charset=utf-8');
      return c.body(`${JSON.stringify(promptJson(prompt, baseUrl), null, 2)}\n`, 200);
    }
    c.header('Content-Type', 'text/markdown; charset=utf-8');
    return c.body(promptMarkdown(prompt, baseUrl), 200);
  })
  .openapi(csvExportRoute, (c) =>
    streamAll(c, 'prompts.csv', 'text/csv; charset=utf-8', { head: CSV_HEADER, row: promptCsvRow }),
  )
  .openapi(ndjsonExportRoute, (c) => {
    const { baseUrl } = c.var.deps.env;
    // The typed answers know JSON and text bodies only; NDJSON is neither.
    return streamAll(c, 'prompts.ndjson', 'application/x-ndjson; charset=utf-8', {
      row: (p) => `${JSON.stringify(promptJson(p, baseUrl))}\n`,
    }) as never;
  });

function streamAll(
  c: Context<AppEnv>,
  fileName: string,
  contentType: string,
  format: Pick<Parameters<typeof exportStream>[1], 'head' | 'row'>,
) {
  const { deps } = c.var;
  const headers = new Headers({
    'Content-Type': contentType,
    'Content-Disposition': `attachment; filename="${fileName}"`,
    'Cache-Control': 'no-store',
  });
  appendVary(headers);
  // Hono answers HEAD with the GET handler's headers and drops its body without cancelling it:
  // a stream made here would keep the address's export slot.
  if (c.req.method === 'HEAD') return new Response(null, { status: 200, headers });
  const release = claimExportSlot(deps.db, clientIp(c, deps.env.TRUST_PROXY === 'true'));
  const stream = exportStream(deps.db, { ...format, onClose: release });
  const { body, encoding } = maybeGzip(stream, c.req.header('Accept-Encoding'));
  if (encoding) headers.set('Content-Encoding', encoding);
  return new Response(body, { status: 200, headers });
}
