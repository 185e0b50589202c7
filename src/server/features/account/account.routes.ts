import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import { AccountExportSchema } from '../../../shared/api/community';
import type { AppEnv } from '../../app-context';
import { DeleteMeSchema, UpdateMeSchema } from '../../../shared/schemas';
import { authResponses, errorResponses, json, MeSchema } from '../../openapi-schemas';
import { validationHook } from '../../validation';
import { requireViewer } from '../../auth/session';
import { requireSignIn } from '../../auth/require-sign-in';
import { deleteMe, exportMyData, getMe, updateMe } from './account.service';

const signedIn = { middleware: requireSignIn, tags: ['Account'] };

const getMeRoute = createRoute({
  ...signedIn,
  method: 'get',
  path: '/me',
  summary: 'My account',
  responses: { 200: json(MeSchema, 'My account'), 401: authResponses[401] },
});

const updateMeRoute = createRoute({
  ...signedIn,
  method: 'patch',
  path: '/me',
  summary: 'Change my username or avatar',
  description:
    "username is trimmed, at most 50 characters ('' shows as Anonymous); avatarUrl is an http(s) address or null.",
  request: { body: { content: { 'application/json': { schema: UpdateMeSchema } }, required: true } },
  responses: { 200: json(MeSchema, 'My account'), 400: errorResponses[400], 401: authResponses[401] },
});

const exportRoute = createRoute({
  ...signedIn,
  method: 'get',
  path: '/me/export',
  summary: 'Download all my data (JSON attachment)',
  responses: {
    200: json(AccountExportSchema, 'prompt-commons-data.json'),
    401: authResponses[401],
  },
});

const deleteMeRoute = createRoute({
  ...signedIn,
  method: 'delete',
  path: '/me',
  summary: 'Delete my account and sign out',
  description:
    "`prompts: 'keep'` leaves my prompts as Anonymous, `'delete'` deletes them. My comments stay as Anonymous; my ratings and votes are removed. A super admin cannot delete their own account (403).",
  request: { body: { content: { 'application/json': { schema: DeleteMeSchema } }, required: true } },
  responses: { 204: { description: 'Deleted and signed out' }, 400: errorResponses[400], ...authResponses },
});

export const accountRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(getMeRoute, async (c) => c.json(await getMe(c.var.deps.db, await requireViewer(c)), 200))
  .openapi(updateMeRoute, async (c) => {
    const viewer = await requireViewer(c);
    return c.json(await updateMe(c.var.deps.db, viewer, c.req.valid('json')), 200);
  })
  .openapi(exportRoute, async (c) => {
    const viewer = await requireViewer(c);
    const data = await exportMyData(c.var.deps.db, viewer);
    c.header('Content-Disposition', 'attachment; filename="prompt-commons-data.json"');
    c.header('Cache-Control', 'no-store');
    return c.json(data, 200);
  })
  .openapi(deleteMeRoute, async (c) => {
    const viewer = await requireViewer(c);
    const { prompts } = c.req.valid('json');
    await deleteMe(c.var.deps.db, viewer, prompts);
    // The sessions went with the user row; this clears the browser's cookies.
    const { headers } = await c.var.deps.auth.api.signOut({ headers: c.req.raw.headers, returnHeaders: true });
    for (const cookie of headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
    return c.body(null, 204);
  });
