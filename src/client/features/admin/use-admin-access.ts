/**
 * Admin screens (docs/product.md#roles, docs/product.md): "checking, then allowed or redirected". The
 * server decides with GET /api/admin/check (check_admin_role: admin or super_admin). No session
 * goes to /login; a signed-in non-admin goes to / with the Access Denied toast. A failed check is
 * logged only (docs/product.md#messages) and treated as not allowed.
 */
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { apiCall } from '../../lib/api';
import { endpoints, type ResponseOf } from '../../../shared/api/endpoints';
import { justSignedOut, useSession } from '../../lib/use-session';
import { AUTH_REQUIRED_TITLE } from '../../lib/use-require-session';

export const ACCESS_DENIED_TITLE = 'Access Denied';
export const ACCESS_DENIED_DESCRIPTION = "You don't have permission to access this page.";

export type AdminCheck = ResponseOf<typeof endpoints.adminCheck>;
export type AdminAccess = 'checking' | 'allowed' | 'denied';

export const adminCheckKey = (userId: string | null) => ['admin', 'check', userId] as const;

export function useAdminAccess(enabled = true): AdminAccess {
  const { user, isLoading } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const check = useQuery({
    queryKey: adminCheckKey(user?.id ?? null),
    queryFn: async () => {
      try {
        return await apiCall(endpoints.adminCheck);
      } catch (error) {
        console.error('Admin check failed', error);
        return { isAdmin: false, signedIn: Boolean(user) };
      }
    },
    enabled: enabled && !isLoading,
    staleTime: 0,
  });

  const result: AdminAccess =
    !enabled || isLoading || check.isPending ? 'checking' : check.data?.isAdmin ? 'allowed' : 'denied';
  const signedIn = check.data?.signedIn ?? Boolean(user);

  useEffect(() => {
    if (result !== 'denied') return;
    if (!signedIn) {
      // Logout from the admin menu already goes to /login: no second message then.
      if (!justSignedOut()) {
        toast.error(AUTH_REQUIRED_TITLE, {
          id: 'auth-required',
          description: 'Please sign in as an admin to continue.',
        });
      }
      void navigate('/login', { replace: true, state: { from: location.pathname } });
    } else {
      toast.error(ACCESS_DENIED_TITLE, { id: 'access-denied', description: ACCESS_DENIED_DESCRIPTION });
      void navigate('/', { replace: true });
    }
  }, [result, signedIn, navigate, location.pathname]);

  return result;
}
