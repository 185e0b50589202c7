/**
 * The verification email's link (better-auth's /verify-email) ends on the address the sign-up
 * or sign-in gave it, VERIFIED_RETURN (verified-return.ts): there the site says whether it worked (the account is
 * then signed in), or why not, and tidies the address. Part of the layout, so it shows on
 * whichever page that is. Loaded only on that address (root-layout.tsx).
 */
import { useEffect } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from '../../lib/toast';
import { VERIFIED_PARAM as PARAM } from './verified-return';

export function EmailVerifiedNotice() {
  const [params, setParams] = useSearchParams();
  const verified = params.get(PARAM);
  const error = params.get('error');

  useEffect(() => {
    if (verified === null) return;
    if (error) {
      toast.error('Verification failed', {
        id: 'email-verification',
        description:
          error === 'TOKEN_EXPIRED'
            ? 'The verification link has expired. Sign in to get a new one.'
            : 'The verification link is not valid. Sign in to get a new one.',
      });
    } else {
      // The link signed the account in: this page load already reads that session.
      toast.success('Email verified', { id: 'email-verification', description: "You're signed in. Welcome!" });
    }
    setParams(
      (next) => {
        next.delete(PARAM);
        next.delete('error');
        return next;
      },
      { replace: true },
    );
  }, [verified, error, setParams]);

  return null;
}
