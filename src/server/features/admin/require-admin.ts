import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../app-context';
import { AppError } from '../../errors';
import { isAdmin, requireViewer, type Viewer } from '../../auth/session';
import { ACCESS_DENIED_MESSAGE } from '../../../shared/admin-schemas';

/**
 * Route middleware for every /api/admin operation. It runs before the request is validated:
 * a visitor gets 401 Authentication required, a signed-in non-admin 403 Access Denied, never
 * a 400 about a body they may not send anyway.
 */
export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  assertAdmin(await requireViewer(c));
  await next();
});

export const API_KEY_NOT_ADMIN_MESSAGE = 'API keys never grant admin rights: sign in on the site to use the admin API';

export function assertAdmin(viewer: Viewer): void {
  if (viewer.apiKey) throw new AppError('forbidden', API_KEY_NOT_ADMIN_MESSAGE);
  if (!isAdmin(viewer)) throw new AppError('forbidden', ACCESS_DENIED_MESSAGE);
}
