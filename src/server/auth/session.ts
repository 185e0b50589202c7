import type { Context } from 'hono';
import type { AppEnv } from '../app-context';
import { AppError } from '../errors';
import type { Role } from '../../shared/constants';

export type Viewer = { id: string; email: string; name: string; image: string | null; role: Role };

const viewerKey = Symbol('viewer');

/** The signed-in user of this request, or null; looked up once per request. */
export async function getViewer(c: Context<AppEnv>): Promise<Viewer | null> {
  const cache = c.req.raw as Request & { [viewerKey]?: Promise<Viewer | null> };
  cache[viewerKey] ??= c.var.deps.auth.api.getSession({ headers: c.req.raw.headers }).then((result) => {
    if (!result) return null;
    const user = result.user as typeof result.user & { role?: string | null };
    return {
      id: user.id,
      email: user.email,
      name: user.name ?? '',
      image: user.image ?? null,
      role: (user.role as Role | null) ?? 'user',
    };
  });
  return cache[viewerKey];
}

export async function requireViewer(c: Context<AppEnv>): Promise<Viewer> {
  const viewer = await getViewer(c);
  if (!viewer) throw new AppError('unauthorized', 'Authentication required');
  return viewer;
}

/** the documented check_admin_role: true for admin and super_admin. */
export function isAdmin(viewer: Pick<Viewer, 'role'> | null): boolean {
  return viewer?.role === 'admin' || viewer?.role === 'super_admin';
}
