import { Hono } from 'hono';
import type { AppEnv } from '../app-context';

export type AuthProviderId = 'github' | 'google';

const KNOWN: readonly AuthProviderId[] = ['github', 'google'];

/**
 * GET /api/auth-providers → { providers: ('github' | 'google')[] }: the third-party sign-in
 * providers this installation has configured (client id and secret set), so the login screen
 * shows only buttons that work. Read from the auth instance's own options, the single source.
 */
export function authProvidersRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/', (c) => {
    const configured = c.var.deps.auth.options.socialProviders ?? {};
    const providers = KNOWN.filter((id) => Boolean((configured as Record<string, unknown>)[id]));
    c.header('Cache-Control', 'no-store');
    return c.json({ providers });
  });
  return app;
}
