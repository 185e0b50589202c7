import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import { AdminCheckSchema, SetupNeededSchema, SetupResultSchema } from '../../../shared/api/admin';
import type { AppEnv } from '../../app-context';
import { AdminSetupSchema } from '../../../shared/admin-schemas';
import { errorResponses, ErrorSchema, json } from '../../openapi-schemas';
import { validationHook } from '../../validation';
import { getViewer, isAdmin } from '../../auth/session';
import { createFirstAdmin, hasAnyAdmin } from './setup.service';

const checkRoute = createRoute({
  method: 'get',
  path: '/admin/check',
  tags: ['Admin'],
  summary: 'Is the viewer an admin? (check_admin_role)',
  description:
    'True for admin and super_admin. Answers 200 for everyone, visitors included (`isAdmin: false`, `signedIn: false`), so the admin screens can redirect: no session to /login, not an admin to / with Access Denied.',
  responses: { 200: json(AdminCheckSchema, 'The answer') },
});

const setupStatusRoute = createRoute({
  method: 'get',
  path: '/admin/setup',
  tags: ['Admin'],
  summary: 'Is first-admin setup still open?',
  description:
    '`needed` is true while no admin or super_admin exists. Public: /admin/create asks it before showing the form.',
  responses: { 200: json(SetupNeededSchema, 'Whether setup is needed') },
});

const setupRoute = createRoute({
  method: 'post',
  path: '/admin/setup',
  tags: ['Admin'],
  summary: 'Create the first admin (super_admin)',
  description:
    'Open to anyone, but only while no admin exists; afterwards 409 `Admin user already exists`. The account is created with a verified email and role super_admin, and the answer signs it in (session cookie; `signedIn` says whether that worked — if not, sign in with it). Two concurrent calls create one admin.',
  request: { body: { content: { 'application/json': { schema: AdminSetupSchema } }, required: true } },
  responses: {
    201: json(SetupResultSchema, 'The admin account, signed in'),
    400: errorResponses[400],
    409: { description: 'An admin exists already', content: { 'application/json': { schema: ErrorSchema } } },
  },
});

export const setupRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(checkRoute, async (c) => {
    const viewer = await getViewer(c);
    c.header('Cache-Control', 'no-store');
    return c.json({ isAdmin: isAdmin(viewer), signedIn: viewer !== null }, 200);
  })
  .openapi(setupStatusRoute, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ needed: !(await hasAnyAdmin(c.var.deps.db)) }, 200);
  })
  .openapi(setupRoute, async (c) => {
    const input = c.req.valid('json');
    const created = await createFirstAdmin(c.var.deps, input);
    // Sign the new super admin in: through the server API, so it spends none of the sign-in rate
    // limit, and a new account has no second factor yet.
    let signedIn = false;
    try {
      const { headers } = await c.var.deps.auth.api.signInEmail({
        body: { email: created.email, password: input.password },
        headers: c.req.raw.headers,
        returnHeaders: true,
      });
      for (const cookie of headers.getSetCookie()) c.header('Set-Cookie', cookie, { append: true });
      signedIn = headers.getSetCookie().length > 0;
    } catch (error) {
      c.var.log.error({ err: error }, '[admin] the new admin could not be signed in');
    }
    return c.json({ ...created, signedIn }, 201);
  });
