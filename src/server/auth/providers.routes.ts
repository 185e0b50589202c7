import { Hono } from 'hono';
import type { AppEnv } from '../app-context';
import { AUTH_PROVIDER_IDS, type AuthProviders } from '../../shared/api/auth';

/**
 * GET /api/auth-providers → { providers: ('github' | 'google')[] }: the third-party sign-in
 * providers this installation has configured (client id and secret set), so the login screen
 * shows only buttons that work. Read from the auth instance's own options, the single source.
 */
export function authProvidersRoutes() {
  const app = new Hono<AppEnv>();
  app.get('/', (c) => {
    const configured = c.var.deps.auth.options.socialProviders ?? {};
    const providers = AUTH_PROVIDER_IDS.filter((id) => Boolean((configured as Record<string, unknown>)[id]));
    c.header('Cache-Control', 'no-store');
    return c.json({ providers } satisfies AuthProviders);
  });
  return app;
}
