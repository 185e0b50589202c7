import { OpenAPIHono, createRoute } from '@hono/zod-openapi';
import { PublicSiteSchema } from '../../../shared/api/admin';
import type { AppEnv } from '../../app-context';
import { AppError } from '../../errors';
import { SiteSettingsUpdateSchema } from '../../../shared/admin-schemas';
import { authResponses, errorResponses, json } from '../../openapi-schemas';
import { validationHook } from '../../validation';
import { requireViewer } from '../../auth/session';
import { requireAdmin } from './require-admin';
import { SiteSettingsSchema } from './admin-openapi';
import { getSiteSettings, updateSiteSettings } from './settings.service';
import { recordAudit } from './audit.service';

const siteRoute = createRoute({
  method: 'get',
  path: '/site',
  tags: ['Site'],
  summary: 'Public site settings',
  description: 'The site name and tagline set by admins, and whether sign-up is open.',
  responses: {
    200: json(PublicSiteSchema, 'The settings'),
  },
});

const getRoute = createRoute({
  method: 'get',
  path: '/admin/settings',
  middleware: requireAdmin,
  tags: ['Admin'],
  summary: 'Site settings',
  responses: { 200: json(SiteSettingsSchema, 'The settings'), ...authResponses },
});

const patchRoute = createRoute({
  method: 'patch',
  path: '/admin/settings',
  middleware: requireAdmin,
  tags: ['Admin'],
  summary: 'Change site settings',
  description:
    'Applied without a restart (other app processes within 5 s). `signUpOpen: false` refuses new sign-ups except invited addresses; `requireEmailVerification: true` refuses sign-in until the email is verified (always the case with SMTP configured).',
  request: { body: { content: { 'application/json': { schema: SiteSettingsUpdateSchema } }, required: true } },
  responses: { 200: json(SiteSettingsSchema, 'The settings'), 400: errorResponses[400], ...authResponses },
});

export const settingsRoutes = new OpenAPIHono<AppEnv>({ defaultHook: validationHook })
  .openapi(siteRoute, async (c) => {
    const s = await getSiteSettings(c.var.deps.db);
    return c.json({ name: s.siteName, tagline: s.tagline, signUpOpen: s.signUpOpen }, 200);
  })
  .openapi(getRoute, async (c) => {
    const s = await getSiteSettings(c.var.deps.db, 0);
    return c.json({ ...s, emailDelivery: c.var.deps.mailer.delivers }, 200);
  })
  .openapi(patchRoute, async (c) => {
    const viewer = await requireViewer(c);
    const changes = c.req.valid('json');
    if (Object.keys(changes).length === 0)
      throw new AppError('validation_error', 'Send at least one setting to change');
    const { db } = c.var.deps;
    const { before, after } = await updateSiteSettings(db, changes);
    await recordAudit(db, {
      actorId: viewer.id,
      action: 'settings.update',
      targetType: 'settings',
      targetId: 'site',
      details: { before, after },
    });
    return c.json({ ...after, emailDelivery: c.var.deps.mailer.delivers }, 200);
  });
