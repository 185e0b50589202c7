import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import {
  AdminUserPageSchema,
  MessageSchema,
  PendingInvitationSchema,
  PendingInvitationsSchema,
} from '../../../shared/api/admin';
import type { AppEnv } from '../../app-context';
import {
  BanSchema,
  InviteSchema,
  INVITATION_SENT_MESSAGE,
  RoleChangeSchema,
  UsersQuerySchema,
} from '../../../shared/admin-schemas';
import { authResponses, errorResponses, ErrorSchema, json } from '../../openapi-schemas';
import { validationHook } from '../../validation';
import { requireViewer } from '../../auth/session';
import { requireAdmin } from './require-admin';
import { AdminUserSchema } from './admin-openapi';
import {
  changeUserRole,
  inviteUser,
  listPendingInvitations,
  listUsers,
  removeUser,
  resendInvitation,
  revokeInvitation,
  setUserBanned,
} from './users.service';

const admin = { middleware: requireAdmin, tags: ['Admin'] };
const UserIdParam = z.object({ id: z.string().min(1).max(100) });
const conflict = { description: 'Conflict', content: { 'application/json': { schema: ErrorSchema } } };

const listRoute = createRoute({
  ...admin,
  method: 'get',
  path: '/admin/users',
  summary: 'List and search users',
  description: '`q` matches email or username (substring, any case). Newest first; keyset pages by `cursor`.',
  request: { query: UsersQuerySchema },
  responses: {
    200: json(AdminUserPageSchema, 'A page of users'),
    400: errorResponses[400],
    ...authResponses,
  },
});

const inviteRoute = createRoute({
  ...admin,
  method: 'post',
  path: '/admin/invitations',
  summary: 'Invite someone by email',
  description:
    'Sends an email with a sign-up link (`/login?tab=signup&email=…`). 400 `Invalid email` without an @. An invited address may sign up even while sign-up is closed.',
  request: { body: { content: { 'application/json': { schema: InviteSchema } }, required: true } },
  responses: {
    201: json(MessageSchema, INVITATION_SENT_MESSAGE),
    400: errorResponses[400],
    ...authResponses,
    409: conflict,
  },
});

const InvitationIdParam = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

const pendingInvitationsRoute = createRoute({
  ...admin,
  method: 'get',
  path: '/admin/invitations',
  summary: 'Pending invitations',
  description:
    'Invitations whose address has no account yet, newest sent first (at most 200), expired ones included. An invitation is valid for 14 days after it was last sent.',
  responses: { 200: json(PendingInvitationsSchema, 'Pending invitations'), ...authResponses },
});

const resendInvitationRoute = createRoute({
  ...admin,
  method: 'post',
  path: '/admin/invitations/{id}/resend',
  summary: 'Send an invitation again',
  description: 'Mails the sign-up link again; the invitation is valid for 14 days from now. Audited.',
  request: { params: InvitationIdParam },
  responses: {
    200: json(PendingInvitationSchema, 'The invitation'),
    400: errorResponses[400],
    ...authResponses,
    404: errorResponses[404],
  },
});

const revokeInvitationRoute = createRoute({
  ...admin,
  method: 'delete',
  path: '/admin/invitations/{id}',
  summary: 'Revoke an invitation',
  description: 'The address may no longer sign up while sign-up is closed. Audited.',
  request: { params: InvitationIdParam },
  responses: {
    204: { description: 'Invitation revoked' },
    400: errorResponses[400],
    ...authResponses,
    404: errorResponses[404],
  },
});

const removeRoute = createRoute({
  ...admin,
  method: 'delete',
  path: '/admin/users/{id}',
  summary: 'Remove a user',
  description:
    'Their prompts and comments stay as Anonymous; ratings and votes are removed. 403 `Cannot delete super admin`; removing an admin takes a super admin; nobody removes themselves here (400).',
  request: { params: UserIdParam },
  responses: {
    204: { description: 'User removed' },
    400: errorResponses[400],
    ...authResponses,
    404: errorResponses[404],
  },
});

const roleRoute = createRoute({
  ...admin,
  method: 'patch',
  path: '/admin/users/{id}/role',
  summary: "Change a user's role (super admin only)",
  description: 'Between user and admin. A super admin cannot be demoted.',
  request: {
    params: UserIdParam,
    body: { content: { 'application/json': { schema: RoleChangeSchema } }, required: true },
  },
  responses: {
    200: json(AdminUserSchema, 'The user'),
    400: errorResponses[400],
    ...authResponses,
    404: errorResponses[404],
  },
});

const banRoute = createRoute({
  ...admin,
  method: 'post',
  path: '/admin/users/{id}/ban',
  summary: 'Ban a user',
  description: 'Ends all their sessions; they cannot sign in until unbanned. Super admins cannot be banned.',
  request: { params: UserIdParam, body: { content: { 'application/json': { schema: BanSchema } }, required: false } },
  responses: {
    200: json(AdminUserSchema, 'The user'),
    400: errorResponses[400],
    ...authResponses,
    404: errorResponses[404],
  },
});

const unbanRoute = createRoute({
  ...admin,
  method: 'post',
  path: '/admin/users/{id}/unban',
  summary: 'Unban a user',
  request: { params: UserIdParam },
  responses: {
    200: json(AdminUserSchema, 'The user'),
    400: errorResponses[400],
    ...authResponses,
    404: errorResponses[404],
  },
});

export const usersRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(listRoute, async (c) => c.json(await listUsers(c.var.deps.db, c.req.valid('query')), 200))
  .openapi(inviteRoute, async (c) => {
    const viewer = await requireViewer(c);
    const { db, mailer, env } = c.var.deps;
    await inviteUser({ db, mailer, baseUrl: env.baseUrl }, viewer, c.req.valid('json').email);
    return c.json({ message: INVITATION_SENT_MESSAGE }, 201);
  })
  .openapi(pendingInvitationsRoute, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ items: await listPendingInvitations(c.var.deps.db) }, 200);
  })
  .openapi(resendInvitationRoute, async (c) => {
    const viewer = await requireViewer(c);
    const { db, mailer, env } = c.var.deps;
    return c.json(await resendInvitation({ db, mailer, baseUrl: env.baseUrl }, viewer, c.req.valid('param').id), 200);
  })
  .openapi(revokeInvitationRoute, async (c) => {
    await revokeInvitation(c.var.deps.db, await requireViewer(c), c.req.valid('param').id);
    return c.body(null, 204);
  })
  .openapi(removeRoute, async (c) => {
    await removeUser(c.var.deps.db, await requireViewer(c), c.req.valid('param').id);
    return c.body(null, 204);
  })
  .openapi(roleRoute, async (c) => {
    const viewer = await requireViewer(c);
    return c.json(await changeUserRole(c.var.deps.db, viewer, c.req.valid('param').id, c.req.valid('json').role), 200);
  })
  .openapi(banRoute, async (c) => {
    const viewer = await requireViewer(c);
    // The body is optional: a ban without a reason may send none.
    const body = c.req.header('content-type')?.includes('application/json') ? c.req.valid('json') : {};
    return c.json(await setUserBanned(c.var.deps.db, viewer, c.req.valid('param').id, true, body?.reason), 200);
  })
  .openapi(unbanRoute, async (c) => {
    const viewer = await requireViewer(c);
    return c.json(await setUserBanned(c.var.deps.db, viewer, c.req.valid('param').id, false), 200);
  });
