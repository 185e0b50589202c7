/**
 * The mail queue for admins (lib/mail-queue.ts): what has not arrived or will not, and sending
 * a failed mail again. Bodies are not shown: a verification or reset mail holds a sign-in link.
 */
import { OpenAPIHono, createRoute, z } from '@hono/zod-openapi';
import { MailQueueSchema, MessageSchema } from '../../../shared/api/admin';
import type { AppEnv } from '../../app-context';
import { AppError } from '../../errors';
import { authResponses, errorResponses, json } from '../../openapi-schemas';
import { validationHook } from '../../validation';
import { requireViewer } from '../../auth/session';
import { requireAdmin } from './require-admin';
import { recordAudit } from './audit.service';
import { listUndelivered, mailQueueCounts, retryMail } from '../../lib/mail-queue';

const listRoute = createRoute({
  method: 'get',
  path: '/admin/mail',
  middleware: requireAdmin,
  tags: ['Admin'],
  summary: 'Mail not delivered yet',
  description:
    'Pending (waiting for their next attempt), sending and failed mail, newest first (at most 50), with counts by status. `status` narrows the list to pending (with sending) or failed.',
  request: { query: z.object({ status: z.enum(['pending', 'failed']).optional() }) },
  responses: { 200: json(MailQueueSchema, 'The queue'), 400: errorResponses[400], ...authResponses },
});

const retryRoute = createRoute({
  method: 'post',
  path: '/admin/mail/{id}/retry',
  middleware: requireAdmin,
  tags: ['Admin'],
  summary: 'Send a mail again',
  description: 'A failed or waiting mail is tried again within seconds, with its attempts counted afresh.',
  request: { params: z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) }) },
  responses: {
    200: json(MessageSchema, 'Queued again'),
    400: errorResponses[400],
    ...authResponses,
    404: errorResponses[404],
  },
});

export const mailRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(listRoute, async (c) => {
    const { db, mailer } = c.var.deps;
    const { status } = c.req.valid('query');
    c.header('Cache-Control', 'no-store');
    const [counts, items] = await Promise.all([mailQueueCounts(db), listUndelivered(db, status)]);
    return c.json({ delivery: mailer.delivers, counts, items }, 200);
  })
  .openapi(retryRoute, async (c) => {
    const viewer = await requireViewer(c);
    const { id } = c.req.valid('param');
    const { db } = c.var.deps;
    const mail = await retryMail(db, id);
    if (!mail) throw new AppError('not_found', `Mail ${id} was not found or was sent already`);
    await recordAudit(db, {
      actorId: viewer.id,
      action: 'mail.retry',
      targetType: 'mail',
      targetId: String(id),
      details: { to: mail.to, subject: mail.subject },
    });
    return c.json({ message: `The mail to ${mail.to} will be sent again shortly.` }, 200);
  });
