/**
 * The signed-in user, from better-auth's GET /api/auth/get-session (http-only cookie). Kept
 * in TanStack Query so every screen shares one request; refetched when the tab becomes visible
 * again so a stale tab recovers (the server renews an active session once a day).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Role } from '../../shared/constants';

export type SessionUser = {
  id: string;
  email: string;
  name: string;
  image: string | null;
  role: Role;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
};

export const sessionKey = ['session'] as const;

async function fetchSession(): Promise<SessionUser | null> {
  const res = await fetch('/api/auth/get-session', {
    credentials: 'same-origin',
    headers: { Accept: 'application/json' },
  });
  // Signed out is a 200 with no user; an error (429, 5xx, offline) keeps the last known user.
  if (!res.ok) throw new Error(`Session check failed (${res.status})`);
  const body = (await res.json()) as { user?: Partial<SessionUser> & { id: string; email: string } } | null;
  const user = body?.user;
  if (!user) return null;
  return {
    id: user.id,
    email: user.email,
    name: user.name ?? '',
    image: user.image ?? null,
    role: (user.role as Role | undefined) ?? 'user',
    emailVerified: Boolean(user.emailVerified),
    twoFactorEnabled: Boolean(user.twoFactorEnabled),
  };
}

export function useSession() {
  const query = useQuery({
    queryKey: sessionKey,
    queryFn: fetchSession,
    staleTime: 30_000,
    refetchOnWindowFocus: true,
    // docs/product.md#limits-and-constants: check every 30 s while the page is visible (paused when hidden).
    refetchInterval: 30_000,
    refetchIntervalInBackground: false,
  });
  return { user: query.data ?? null, isLoading: query.isPending };
}

/** After sign-in, sign-out or account changes: read the session again. */
export function useRefreshSession() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: sessionKey });
}

export const isAdminRole = (role: Role | undefined) => role === 'admin' || role === 'super_admin';

/**
 * After sign-in, sign-out or an account change: read the session again and refetch prompt
 * queries (owner-only buttons, bookmarks and author names depend on who is signed in).
 */
export function useSessionChanged() {
  const client = useQueryClient();
  return async (options: { signedOut?: boolean } = {}) => {
    if (options.signedOut) {
      signedOutAt = Date.now();
      client.setQueryData(sessionKey, null);
    }
    await Promise.all([
      client.invalidateQueries({ queryKey: sessionKey }),
      client.invalidateQueries({ queryKey: ['prompts'] }),
      client.invalidateQueries({ queryKey: ['me'] }),
    ]);
  };
}

let signedOutAt = 0;

/**
 * True for a few seconds after this tab signed out on purpose. Signed-in-only screens check it
 * before showing "Authentication required": the router commits the move to / in a transition,
 * so such a screen can still render once with no user while the sign-out navigates away.
 */
export function justSignedOut(): boolean {
  return Date.now() - signedOutAt < 3000;
}
