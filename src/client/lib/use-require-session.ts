/**
 * Screens for signed-in users only (My Prompts, Saved): without a session the user is sent
 * to /login with the destructive toast "Authentication required" (docs/product.md: My prompts, Saved).
 */
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { toast } from './toast';
import { justSignedOut, useSession, type SessionUser } from './use-session';

export const AUTH_REQUIRED_TITLE = 'Authentication required';

export function useRequireSession(description = 'Please sign in to continue.'): {
  user: SessionUser | null;
  isLoading: boolean;
} {
  const { user, isLoading } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const mustLeave = !isLoading && !user;

  useEffect(() => {
    // Signing out here (header Logout, side navigation Sign Out) goes to /, not to /login.
    if (!mustLeave || justSignedOut()) return;
    toast.error(AUTH_REQUIRED_TITLE, { id: 'auth-required', description });
    void navigate('/login', { replace: true, state: { from: location.pathname } });
  }, [mustLeave, navigate, location.pathname, description]);

  return { user, isLoading };
}
