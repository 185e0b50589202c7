import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../app-context';
import { requireViewer } from './session';

/**
 * Route middleware for endpoints that need a session. It runs before the request is
 * validated, so a visitor gets 401 Authentication required rather than a 400 about the body.
 */
export const requireSignIn = createMiddleware<AppEnv>(async (c, next) => {
  await requireViewer(c);
  await next();
});
