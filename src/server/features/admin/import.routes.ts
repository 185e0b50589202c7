import { createReadStream } from 'node:fs';
import { Readable } from 'node:stream';
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import type { AppEnv } from '../../app-context';
import { AppError } from '../../errors';
import { authResponses, errorResponses, ErrorSchema, json } from '../../openapi-schemas';
import { validationHook } from '../../validation';
import { requireViewer } from '../../auth/session';
import { requireAdmin } from './require-admin';
import { ImportStatusSchema, SearchIndexStatusSchema } from './admin-openapi';
import { getImportJob, skippedRowsFile, startImport } from './import.service';
import { searchIndexStatus } from './search-indexer';

const admin = { middleware: requireAdmin, tags: ['Admin'] };
const JobParam = z.object({ id: z.uuid('Import id must be a UUID') });

const startRoute = createRoute({
  ...admin,
  method: 'post',
  path: '/admin/imports',
  summary: 'Import prompts from a CSV file',
  description: [
    'Send the file itself as the request body (`Content-Type: text/csv`, up to 512 MB; this route only is exempt from the 1 MB limit) and its name as `fileName`.',
    'Checked before the answer: no file or an empty name → 400 `No file selected`; a name not ending in .csv → 400 `Invalid file type`; binary data → 400; a header without title, content, category and tags → 400 `CSV is missing required headers: …`.',
    'Then 202 with the job; rows are imported in the background (poll GET /admin/imports/{id}). Rows with a different number of columns, or an empty title or content, are skipped with a reason; tags split on `;`; unknown categories are imported as `other` and counted.',
  ].join('\n\n'),
  request: {
    query: z.object({ fileName: z.string().max(255).optional().openapi({ example: 'prompts.csv' }) }),
    body: { content: { 'text/csv': { schema: z.string().openapi({ format: 'binary' }) } }, required: false },
  },
  responses: {
    202: json(ImportStatusSchema, 'The import started'),
    400: errorResponses[400],
    ...authResponses,
    413: { description: 'Larger than 512 MB', content: { 'application/json': { schema: ErrorSchema } } },
  },
});

const statusRoute = createRoute({
  ...admin,
  method: 'get',
  path: '/admin/imports/{id}',
  summary: "An import's progress",
  description: 'Jobs live in the memory of the process that runs them, for an hour after they finish.',
  request: { params: JobParam },
  responses: {
    200: json(ImportStatusSchema, 'The job'),
    400: errorResponses[400],
    ...authResponses,
    404: errorResponses[404],
  },
});

const skippedRoute = createRoute({
  ...admin,
  method: 'get',
  path: '/admin/imports/{id}/skipped.csv',
  summary: 'Download the rows an import skipped',
  description:
    'CSV with columns line, reason, title, content, category, tags. Cells a spreadsheet would run as a formula (starting with = + - @) are prefixed with a single quote. 404 while the import runs.',
  request: { params: JobParam },
  responses: {
    200: { description: 'The skipped rows', content: { 'text/csv': { schema: z.string() } } },
    400: errorResponses[400],
    ...authResponses,
    404: errorResponses[404],
  },
});

const searchIndexRoute = createRoute({
  ...admin,
  method: 'get',
  path: '/admin/search-index',
  summary: 'Imported prompts still being indexed for search',
  description:
    'An import stores each row at once (browsable, found by its title, tags and category, and in the duplicate check); a background indexer then adds the words of its content to search, in batches. This says how many prompts still wait for it, across imports and restarts.',
  responses: {
    200: json(SearchIndexStatusSchema, 'The indexing queue'),
    ...authResponses,
  },
});

export const importRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(startRoute, async (c) => {
    const viewer = await requireViewer(c);
    const length = c.req.header('content-length');
    const status = await startImport(c.var.deps.db, viewer, {
      fileName: c.req.valid('query').fileName,
      body: c.req.raw.body,
      contentLength: length ? Number(length) : undefined,
    });
    return c.json(status, 202);
  })
  .openapi(statusRoute, async (c) => {
    const { id } = c.req.valid('param');
    const status = getImportJob(id);
    if (!status) throw new AppError('not_found', `Import ${id} was not found (jobs are kept for an hour)`);
    c.header('Cache-Control', 'no-store');
    return c.json(status, 200);
  })
  .openapi(searchIndexRoute, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await searchIndexStatus(c.var.deps.db), 200);
  })
  .openapi(skippedRoute, async (c) => {
    const { id } = c.req.valid('param');
    const file = skippedRowsFile(id);
    if (!file) throw new AppError('not_found', `Import ${id} was not found or is still running`);
    const base = file.status.fileName.replace(/\.csv$/i, '').replace(/[^\w.-]+/g, '_') || 'import';
    c.header('Content-Type', 'text/csv; charset=utf-8');
    c.header('Content-Disposition', `attachment; filename="${base}-skipped.csv"`);
    return c.body(Readable.toWeb(createReadStream(file.path)) as ReadableStream, 200);
  });
