/**
 * better-auth's endpoints are called with authCall (src/client/lib/api.ts): plain fetch keeps
 * the better-auth client out of the home page's JavaScript (the header and side nav sign out
 * with it), and its errors arrive in the app's envelope, as ApiErrors like every other answer.
 */
import { authCall } from '../../lib/api';

/** Ends the session (the cookie is cleared by the server). */
export function signOutRequest(): Promise<unknown> {
  return authCall('/sign-out', {});
}
