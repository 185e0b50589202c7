/**
 * Sign-out for the header menu and the side navigation. Plain fetch (POST /api/auth/sign-out):
 * the better-auth client must stay out of the home page's JavaScript. Each place has its own
 * toasts (docs/product.md#messages), so the texts come in as arguments.
 */
import { useNavigate } from 'react-router';
import { toast } from '../../lib/toast';
import { useSessionChanged } from '../../lib/use-session';
import { errorMessage } from '../../lib/api';
import { signOutRequest } from './auth-api';

export type SignOutMessages = {
  success: { title: string; description: string };
  failure: { title: string };
};

export const HEADER_SIGN_OUT: SignOutMessages = {
  success: { title: 'Logged out successfully', description: 'You have been logged out of your account.' },
  failure: { title: 'Error logging out' },
};

export const SIDE_NAV_SIGN_OUT: SignOutMessages = {
  success: { title: 'Signed out successfully', description: "You've been signed out of your account." },
  failure: { title: 'Error signing out' },
};

/** `to`: where the user goes afterwards (home; the admin menu's Logout goes to /login, docs/product.md#screens-and-routes). */
export function useSignOut(messages: SignOutMessages, to = '/') {
  const navigate = useNavigate();
  const sessionChanged = useSessionChanged();
  return async () => {
    try {
      await signOutRequest();
    } catch (error) {
      toast.error(messages.failure.title, { description: errorMessage(error) });
      return;
    }
    await navigate(to);
    toast.success(messages.success.title, { description: messages.success.description });
    void sessionChanged({ signedOut: true });
  };
}
