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

export function assertAdmin(viewer: Viewer): void {
  if (!isAdmin(viewer)) throw new AppError('forbidden', ACCESS_DENIED_MESSAGE);
}
