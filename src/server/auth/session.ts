import type { Context } from 'hono';
import type { AppEnv } from '../app-context';
import { AppError } from '../errors';
import type { Role } from '../../shared/constants';
import type { ApiKeyScope } from '../../shared/api/keys';

export type Viewer = {
  id: string;
  email: string;
  name: string;
  image: string | null;
  role: Role;
  /** Set when the request authenticated with a personal API key (never admin rights). */
  apiKey?: { id: number; scope: ApiKeyScope };
};

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

/** The viewer of a request authenticated another way (an API key): getViewer answers it, not the cookie. */
export function setViewer(c: Context<AppEnv>, viewer: Viewer): void {
  (c.req.raw as Request & { [viewerKey]?: Promise<Viewer | null> })[viewerKey] = Promise.resolve(viewer);
}

export async function requireViewer(c: Context<AppEnv>): Promise<Viewer> {
  const viewer = await getViewer(c);
  if (!viewer) throw new AppError('unauthorized', 'Authentication required');
  return viewer;
}

/** the documented check_admin_role: true for admin and super_admin, never through an API key. */
export function isAdmin(viewer: Pick<Viewer, 'role' | 'apiKey'> | null): boolean {
  if (viewer?.apiKey) return false;
  return viewer?.role === 'admin' || viewer?.role === 'super_admin';
}
